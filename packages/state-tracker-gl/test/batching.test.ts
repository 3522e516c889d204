// Immediate mode on driver-noop: consecutive glBegin/glEnd pairs with unchanged state become one
// draw_vbo; a state change between them flushes; vertices reach the driver with their attributes.
import { afterEach, describe, expect, it } from 'vitest';
import {
  GL_DEPTH_TEST,
  GL_FRONT,
  GL_NO_ERROR,
  GL_SHININESS,
  GL_TRIANGLE_STRIP,
  GL_TRIANGLES,
  glBegin,
  glColor3f,
  glDisable,
  glEnable,
  glEnd,
  glGetError,
  glMaterialf,
  glVertex2f,
  glVertex3f,
  makeCurrent,
} from '../src/index.js';
import { type NoopGl, noopContext } from './helpers/context.js';

let gl: NoopGl;
afterEach(async () => {
  await gl.ctx.destroy();
  makeCurrent(null);
});

function triangle(): void {
  glBegin(GL_TRIANGLES);
  glVertex3f(0, 0, 0);
  glVertex3f(1, 0, 0);
  glVertex3f(0, 1, 0);
  glEnd();
}

describe('immediate-mode batching', () => {
  it('100 consecutive triangles with unchanged state are one draw_vbo of 300 vertices', async () => {
    gl = await noopContext();
    const draws: { mode: number; start: number; count: number }[] = [];
    const pipe = gl.ctx.pipe;
    const original = pipe.drawVbo.bind(pipe);
    pipe.drawVbo = (info) => {
      draws.push({ mode: info.mode, start: info.start, count: info.count });
      original(info);
    };
    for (let i = 0; i < 100; i++) triangle();
    expect(gl.counters.drawVbo).toBe(0);
    gl.ctx.flush();
    expect(draws).toEqual([{ mode: GL_TRIANGLES, start: 0, count: 300 }]);
    expect(glGetError()).toBe(GL_NO_ERROR);
  });

  it('a state change between two triangles flushes: two draws', async () => {
    gl = await noopContext();
    triangle();
    glEnable(GL_DEPTH_TEST);
    expect(gl.counters.drawVbo).toBe(1);
    triangle();
    glDisable(GL_DEPTH_TEST);
    expect(gl.counters.drawVbo).toBe(2);
  });

  it('strips are not merged but share one batch', async () => {
    gl = await noopContext();
    for (let i = 0; i < 3; i++) {
      glBegin(GL_TRIANGLE_STRIP);
      glVertex2f(0, 0);
      glVertex2f(1, 0);
      glVertex2f(0, 1);
      glVertex2f(1, 1);
      glEnd();
    }
    gl.ctx.flush();
    expect(gl.counters.drawVbo).toBe(3);
    expect(gl.counters.setVertexBuffers).toBe(1);
  });

  it('incomplete primitives are dropped: 5 vertices of GL_TRIANGLES draw 3', async () => {
    gl = await noopContext();
    const counts: number[] = [];
    const pipe = gl.ctx.pipe;
    const original = pipe.drawVbo.bind(pipe);
    pipe.drawVbo = (info) => {
      counts.push(info.count);
      original(info);
    };
    glBegin(GL_TRIANGLES);
    for (let i = 0; i < 5; i++) {
      glColor3f(i, 0, 0);
      glVertex2f(i, 0);
    }
    glEnd();
    gl.ctx.flush();
    expect(counts).toEqual([3]);
  });
});

describe('glMaterial between glBegin and glEnd', () => {
  it('splits independent primitives at the change: the triangles before it draw with the old material', async () => {
    gl = await noopContext();
    const writes: number[] = [];
    const original = gl.programs.program.bind(gl.programs);
    gl.programs.program = (state) => {
      writes.push(state.materials[0].shininess);
      return original(state);
    };
    glBegin(GL_TRIANGLES);
    glVertex2f(0, 0);
    glVertex2f(1, 0);
    glVertex2f(0, 1);
    glMaterialf(GL_FRONT, GL_SHININESS, 7);
    glVertex2f(0, 0);
    glVertex2f(1, 0);
    glVertex2f(0, 1);
    glEnd();
    gl.ctx.flush();
    expect(gl.counters.drawVbo).toBe(2);
    expect(writes).toEqual([0, 7]);
    expect(glGetError()).toBe(GL_NO_ERROR);
  });
});
