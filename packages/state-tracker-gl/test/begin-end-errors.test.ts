// Every command the GL 1.5 spec (2.6.3) does not allow between glBegin and glEnd records
// GL_INVALID_OPERATION there and changes no state; the commands it allows do not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as gl from '../src/index.js';
import { type NoopGl, noopContext } from './helpers/context.js';
import { stateSnapshot } from './helpers/state-snapshot.js';

/** Commands allowed between glBegin and glEnd (GL 1.5, 2.6.3), by name pattern. */
const ALLOWED =
  /^gl(Vertex|Color|SecondaryColor|Normal|TexCoord|MultiTexCoord|FogCoord|EdgeFlag|Material|ArrayElement|CallList|CallLists|End|Index|EvalCoord|EvalPoint)/;

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

  for (const [name, fn] of entryPoints) {
    if (ALLOWED.test(name)) continue;
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
