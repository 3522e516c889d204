// Every command the GL 1.5 spec (2.6.3) does not allow between glBegin and glEnd records
// GL_INVALID_OPERATION there and changes no state; the commands it allows do not. Which is which is the
// table display-list replay follows too (src/errors/begin-end-rules.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedBetweenBeginEnd } from '../src/errors/begin-end-rules.js';
import * as gl from '../src/index.js';
import { type NoopGl, noopContext } from './helpers/context.js';
import { stateSnapshot } from './helpers/state-snapshot.js';

const entryPoints = Object.entries(gl).filter(
  (e): e is [string, (...args: unknown[]) => unknown] => e[0].startsWith('gl') && typeof e[1] === 'function',
);

let ctx: NoopGl;
beforeAll(async () => {
  ctx = await noopContext();
});
afterAll(async () => {
  await ctx.ctx.destroy();
  gl.makeCurrent(null);
});

describe('commands between glBegin and glEnd', () => {
  it('the package exports over 300 entry points', () => {
    expect(entryPoints.length).toBeGreaterThan(300);
  });

  it("the table allows exactly the families of GL 1.5, 2.6.3, and ARB_vertex_program's glVertexAttrib", () => {
    const allowed = entryPoints.map(([name]) => name).filter(allowedBetweenBeginEnd);
    const families = new Set(
      allowed.map(
        (name) =>
          /^gl(Vertex|Color|SecondaryColor|Index|Normal|TexCoord|MultiTexCoord|FogCoord|EdgeFlag|Material|ArrayElement|EvalCoord|EvalPoint|CallLists?|End|VertexAttrib)(?:[1-4]?N?(?:b|s|i|f|d|ub|us|ui)?v?)(?:ARB)?$/.exec(
            name,
          )?.[1] ?? name,
      ),
    );
    expect([...families].sort()).toEqual(
      [
        'ArrayElement',
        'CallList',
        'CallLists',
        'Color',
        'EdgeFlag',
        'End',
        'EvalCoord',
        'EvalPoint',
        'FogCoord',
        'Index',
        'Material',
        'MultiTexCoord',
        'Normal',
        'SecondaryColor',
        'TexCoord',
        'Vertex',
        'VertexAttrib',
      ].sort(),
    );
  });

  for (const [name, fn] of entryPoints) {
    if (!allowedBetweenBeginEnd(name) || name === 'glEnd') continue;
    it(`${name} (allowed) records no GL_INVALID_OPERATION`, () => {
      gl.makeCurrent(ctx.ctx);
      gl.glGetError();
      gl.glBegin(gl.GL_POINTS);
      fn(...Array.from({ length: Math.max(fn.length, 6) }, () => new Float32Array(16)));
      gl.glEnd();
      // The first error sticks: one from the command itself (an illegal enum, say) would show here.
      expect(gl.glGetError()).not.toBe(gl.GL_INVALID_OPERATION);
    });
  }

  for (const [name, fn] of entryPoints) {
    if (allowedBetweenBeginEnd(name)) continue;
    it(`${name} records GL_INVALID_OPERATION and changes nothing`, () => {
      gl.makeCurrent(ctx.ctx);
      gl.glGetError();
      const before = stateSnapshot();
      gl.glBegin(gl.GL_POINTS);
      const args = Array.from({ length: Math.max(fn.length, 6) }, () => new Float32Array(16));
      fn(...args);
      gl.glEnd();
      expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
      expect(stateSnapshot()).toEqual(before);
    });
  }

  it('glRect adds nothing to the open primitive', () => {
    const draws: number[] = [];
    const pipe = ctx.ctx.pipe;
    const drawVbo = pipe.drawVbo.bind(pipe);
    pipe.drawVbo = (info, ...rest) => {
      draws.push(info.count);
      drawVbo(info, ...rest);
    };
    gl.glBegin(gl.GL_POINTS);
    gl.glVertex2f(1, 1);
    gl.glRectf(0, 0, 1, 1);
    gl.glEnd();
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    gl.glFinish();
    pipe.drawVbo = drawVbo;
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    expect(draws).toEqual([1]);
  });

  it('glEnd without glBegin records GL_INVALID_OPERATION', () => {
    gl.glEnd();
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
  });

  it('attribute commands between glBegin and glEnd record nothing', () => {
    gl.glBegin(gl.GL_TRIANGLES);
    gl.glColor4ub(255, 0, 0, 255);
    gl.glNormal3f(0, 1, 0);
    gl.glTexCoord2f(0.5, 0.5);
    gl.glMultiTexCoord2f(gl.GL_TEXTURE1, 1, 1);
    gl.glMaterialf(gl.GL_FRONT, gl.GL_SHININESS, 10);
    gl.glVertex2f(0, 0);
    gl.glEnd();
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });
});
