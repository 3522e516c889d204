// Display lists called between glBegin and glEnd: every compiled command runs as it would if called
// there directly (GL 1.5, 5.4: a list's commands execute in order as if issued at that point) — those
// 2.6.3 forbids there record GL_INVALID_OPERATION and change nothing, the ones it allows (vertices,
// attributes, materials, glCallList, glEnd) execute. Which is which comes from one table
// (src/errors/begin-end-rules.ts), the one test/begin-end-errors.test.ts checks the immediate entry
// points against.
import type { PipeDrawInfo } from '@gallium-ts/gallium-api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allowedBetweenBeginEnd } from '../src/errors/begin-end-rules.js';
import * as gl from '../src/index.js';
import { type NoopGl, noopContext } from './helpers/context.js';
import { stateSnapshot } from './helpers/state-snapshot.js';

/**
 * Commands GL executes at once instead of compiling them (GL 1.5, 5.4; glGenerateMipmap: GL 3.0, 5.4.1;
 * the ARB program names and generic arrays: ARB_vertex_program, 5.4), and the list commands themselves.
 */
const NOT_COMPILED =
  /^gl(IsList|GenLists|DeleteLists|NewList|EndList|FeedbackBuffer|SelectBuffer|RenderMode|\w+Pointer(?:ARB)?|ClientActiveTexture|InterleavedArrays|EnableClientState|DisableClientState|PushClientAttrib|PopClientAttrib|ReadPixels|PixelStore[fi]|GenTextures|DeleteTextures|AreTexturesResident|GenQueries|DeleteQueries|GenBuffers|DeleteBuffers|BindBuffer|BufferData|BufferSubData|MapBuffer|UnmapBuffer|GetBufferSubData|GenerateMipmap|GenProgramsARB|DeleteProgramsARB|EnableVertexAttribArrayARB|DisableVertexAttribArrayARB|Flush|Finish|Get\w+|Is\w+)$/;

const entryPoints = Object.entries(gl).filter(
  (e): e is [string, (...args: unknown[]) => unknown] => e[0].startsWith('gl') && typeof e[1] === 'function',
);

let ctx: NoopGl;
let draws: { mode: number; count: number }[];
beforeEach(async () => {
  ctx = await noopContext();
  draws = [];
  const pipe = ctx.ctx.pipe;
  const drawVbo = pipe.drawVbo.bind(pipe);
  pipe.drawVbo = (info: PipeDrawInfo, ...rest: unknown[]) => {
    draws.push({ mode: info.mode, count: info.count });
    (drawVbo as (...args: unknown[]) => void)(info, ...rest);
  };
});
afterEach(async () => {
  await ctx.ctx.destroy();
  gl.makeCurrent(null);
});

/** Compiles `body` into list `name` with GL_COMPILE. */
function compile(name: number, body: () => void): void {
  gl.glNewList(name, gl.GL_COMPILE);
  body();
  gl.glEndList();
}

/** Calls list `name` between glBegin(`mode`) and glEnd and returns the first error. */
function callInside(name: number, mode = gl.GL_POINTS): number {
  gl.glGetError();
  gl.glBegin(mode);
  gl.glCallList(name);
  gl.glEnd();
  gl.glFinish();
  return gl.glGetError();
}

function float4(pname: number, get: (pname: number, out: Float32Array) => void): number[] {
  const out = new Float32Array(4);
  get(pname, out);
  return Array.from(out);
}

describe('every compiled command class, called through a list between glBegin and glEnd', () => {
  for (const [name, fn] of entryPoints) {
    if (allowedBetweenBeginEnd(name) || /^gl(NewList|EndList)$/.test(name)) continue;
    const compiled = !NOT_COMPILED.test(name);
    it(`${name}: ${compiled ? 'GL_INVALID_OPERATION, nothing changes' : 'executed when compiled: the list is empty'}`, () => {
      compile(1, () => fn(...Array.from({ length: Math.max(fn.length, 6) }, () => new Float32Array(16))));
      gl.glGetError();
      const before = stateSnapshot();
      const drawsBefore = draws.length;
      expect(callInside(1)).toBe(compiled ? gl.GL_INVALID_OPERATION : gl.GL_NO_ERROR);
      expect(stateSnapshot()).toEqual(before);
      expect(draws.length).toBe(drawsBefore);
    });
  }
});

describe('a list mixing forbidden and allowed commands, called between glBegin and glEnd', () => {
  it('the forbidden ones record GL_INVALID_OPERATION and are skipped; attributes, materials and vertices take effect', () => {
    compile(1, () => {
      gl.glMatrixMode(gl.GL_PROJECTION);
      gl.glColor3f(1, 0, 0);
      gl.glEnable(gl.GL_LIGHTING);
      gl.glNormal3f(0, 0, 1);
      gl.glLineWidth(3);
      gl.glTexCoord2f(0.5, 0.25);
      gl.glMaterialf(gl.GL_FRONT, gl.GL_SHININESS, 20);
      gl.glTexImage2D(
        gl.GL_TEXTURE_2D,
        0,
        gl.GL_RGBA,
        1,
        1,
        0,
        gl.GL_RGBA,
        gl.GL_UNSIGNED_BYTE,
        new Uint8Array(4),
      );
      gl.glVertex3f(1, 2, 3);
      gl.glVertex3f(4, 5, 6);
    });
    expect(callInside(1)).toBe(gl.GL_INVALID_OPERATION);
    const mode = new Int32Array(1);
    gl.glGetIntegerv(gl.GL_MATRIX_MODE, mode);
    expect(mode[0]).toBe(gl.GL_MODELVIEW);
    expect(gl.glIsEnabled(gl.GL_LIGHTING)).toBe(false);
    expect(float4(gl.GL_LINE_WIDTH, gl.glGetFloatv)[0]).toBe(1);
    const width = new Int32Array(1);
    gl.glGetTexLevelParameteriv(gl.GL_TEXTURE_2D, 0, gl.GL_TEXTURE_WIDTH, width);
    expect(width[0]).toBe(0);
    expect(float4(gl.GL_CURRENT_COLOR, gl.glGetFloatv)).toEqual([1, 0, 0, 1]);
    expect(float4(gl.GL_CURRENT_NORMAL, gl.glGetFloatv).slice(0, 3)).toEqual([0, 0, 1]);
    expect(float4(gl.GL_CURRENT_TEXTURE_COORDS, gl.glGetFloatv)).toEqual([0.5, 0.25, 0, 1]);
    const shininess = new Float32Array(1);
    gl.glGetMaterialfv(gl.GL_FRONT, gl.GL_SHININESS, shininess);
    expect(shininess[0]).toBe(20);
    // The two vertices went into the open GL_POINTS primitive.
    expect(draws).toEqual([{ mode: gl.GL_POINTS, count: 2 }]);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });

  it('a compiled glBegin records GL_INVALID_OPERATION; its vertices join the open primitive, its glEnd ends it', () => {
    compile(1, () => {
      gl.glBegin(gl.GL_TRIANGLES);
      gl.glVertex2f(0, 0);
      gl.glVertex2f(1, 0);
      gl.glVertex2f(0, 1);
      gl.glEnd();
    });
    gl.glBegin(gl.GL_POINTS);
    gl.glVertex2f(5, 5);
    gl.glCallList(1);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    // The list's glEnd ended the primitive: this glEnd is one too many.
    gl.glEnd();
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    gl.glFinish();
    expect(draws).toEqual([{ mode: gl.GL_POINTS, count: 4 }]);
    // Outside glBegin/glEnd the same list draws its triangle.
    gl.glCallList(1);
    gl.glFinish();
    expect(draws.at(-1)).toEqual({ mode: gl.GL_TRIANGLES, count: 3 });
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });

  it('a compiled glBegin/glEnd too short for its primitive still passes its vertices on', () => {
    compile(1, () => {
      gl.glBegin(gl.GL_TRIANGLES);
      gl.glVertex2f(0, 0);
      gl.glVertex2f(1, 0);
      gl.glEnd();
    });
    gl.glBegin(gl.GL_LINES);
    gl.glCallList(1);
    gl.glFinish();
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    expect(draws).toEqual([{ mode: gl.GL_LINES, count: 2 }]);
    // Outside glBegin/glEnd the two vertices make no triangle: nothing is drawn.
    gl.glCallList(1);
    gl.glFinish();
    expect(draws.length).toBe(1);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });

  it('vertices compiled outside a glBegin/glEnd join the primitive open when the list is called', () => {
    compile(1, () => {
      gl.glColor3f(0, 1, 0);
      gl.glVertex2f(0, 0);
      gl.glVertex2f(1, 0);
      gl.glVertex2f(0, 1);
    });
    expect(callInside(1, gl.GL_TRIANGLES)).toBe(gl.GL_NO_ERROR);
    expect(draws).toEqual([{ mode: gl.GL_TRIANGLES, count: 3 }]);
    expect(float4(gl.GL_CURRENT_COLOR, gl.glGetFloatv)).toEqual([0, 1, 0, 1]);
  });

  it('a compiled glEnd without glBegin ends the primitive open when the list is called', () => {
    compile(1, () => gl.glEnd());
    gl.glBegin(gl.GL_LINES);
    gl.glVertex2f(0, 0);
    gl.glVertex2f(1, 1);
    gl.glCallList(1);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    gl.glFinish();
    expect(draws).toEqual([{ mode: gl.GL_LINES, count: 2 }]);
    // Outside glBegin/glEnd the list's glEnd is the error it would be there.
    gl.glCallList(1);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
  });

  it("nested lists: the inner list's forbidden commands record the error, its vertices still count", () => {
    compile(2, () => {
      gl.glEnable(gl.GL_FOG);
      gl.glVertex2f(3, 3);
    });
    compile(1, () => {
      gl.glCallList(2);
      gl.glVertex2f(4, 4);
    });
    expect(callInside(1)).toBe(gl.GL_INVALID_OPERATION);
    expect(gl.glIsEnabled(gl.GL_FOG)).toBe(false);
    expect(draws).toEqual([{ mode: gl.GL_POINTS, count: 2 }]);
  });

  it('errors found when compiling a forbidden command become GL_INVALID_OPERATION there', () => {
    compile(1, () => gl.glBegin(0x1234));
    compile(2, () => gl.glDrawArrays(0x1234, 0, 3));
    compile(3, () => gl.glDrawArrays(gl.GL_TRIANGLES, -1, 3));
    compile(4, () => gl.glPolygonStipple(null));
    gl.glGetError();
    for (const list of [1, 2, 3, 4]) expect(callInside(list), `list ${list}`).toBe(gl.GL_INVALID_OPERATION);
    // Outside glBegin/glEnd they are the errors compiling found.
    gl.glCallList(1);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_ENUM);
    gl.glCallList(3);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
  });

  it('a compiled glDrawArrays records GL_INVALID_OPERATION and draws nothing', () => {
    const positions = new Float32Array([0, 0, 1, 0, 0, 1]);
    gl.glVertexPointer(2, gl.GL_FLOAT, 0, positions);
    gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
    compile(1, () => gl.glDrawArrays(gl.GL_TRIANGLES, 0, 3));
    gl.glBegin(gl.GL_POINTS);
    gl.glVertex2f(5, 5);
    gl.glCallList(1);
    gl.glEnd();
    gl.glFinish();
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    expect(draws).toEqual([{ mode: gl.GL_POINTS, count: 1 }]);
  });

  it('an error compiled for an allowed command stays that error', () => {
    compile(1, () => gl.glMultiTexCoord2f(gl.GL_TEXTURE0 + 31, 0, 0));
    expect(callInside(1)).toBe(gl.GL_INVALID_ENUM);
  });
});
