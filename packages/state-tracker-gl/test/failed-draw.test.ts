// A draw the driver refuses: the error (PipeUnsupportedError from a pipe create call, as driver-webgl
// throws for state WebGL2 lacks) reaches the caller of the gl* call that drew, once; the refused batch is
// dropped, so the context keeps drawing and can be destroyed. The refusal is played by a program source
// that throws for lit states, on driver-noop.
import { PipeUnsupportedError } from '@gallium-ts/gallium-api';
import { expect, it } from 'vitest';
import * as gl from '../src/index.js';
import { PassThroughPrograms } from './helpers/ffp-double.js';

class RefusingPrograms extends PassThroughPrograms {
  override program(state: Parameters<PassThroughPrograms['program']>[0]) {
    if (state.lighting)
      throw new PipeUnsupportedError('createShaderState', 'lighting is refused by this test');
    return super.program(state);
  }
}

it('a refused immediate-mode batch throws at the flush that draws it and is dropped; destroy still succeeds', async () => {
  const programs = new RefusingPrograms();
  const ctx = await gl.createContext({ width: 8, height: 8, driver: 'noop', programs });
  gl.makeCurrent(ctx);
  gl.glEnable(gl.GL_LIGHTING);
  gl.glBegin(gl.GL_TRIANGLES);
  gl.glVertex2f(0, 0);
  gl.glVertex2f(1, 0);
  gl.glVertex2f(0, 1);
  gl.glEnd();
  expect(() => gl.glFinish()).toThrow(PipeUnsupportedError);
  gl.glDisable(gl.GL_LIGHTING);
  expect(() => gl.glFinish()).not.toThrow();
  gl.glBegin(gl.GL_TRIANGLES);
  gl.glVertex2f(0, 0);
  gl.glVertex2f(1, 0);
  gl.glVertex2f(0, 1);
  gl.glEnd();
  gl.glFinish();
  expect(programs.programCalls).toBeGreaterThan(0);
  await expect(ctx.destroy()).resolves.toBeUndefined();
  gl.makeCurrent(null);
});
