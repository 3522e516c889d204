import { PipeCap } from '@gallium-ts/gallium-api';
import { it } from 'vitest';
import * as gl from '../../src/index.js';
import { DRAWING_DRIVERS } from '../helpers/drawing-drivers.js';
import { softWithout } from '../helpers/lowering-drivers.js';

const LOWERED = softWithout('logic-op-m', { caps: { [PipeCap.LOGIC_OP]: 0 } });
it('measure', async () => {
  for (const driver of [...DRAWING_DRIVERS, LOWERED]) {
    for (const size of [64, 256]) {
      const ctx = await gl.createContext({ width: size, height: size, driver });
      gl.makeCurrent(ctx);
      gl.glMatrixMode(gl.GL_PROJECTION);
      gl.glOrtho(0, size, 0, size, -1, 1);
      gl.glEnable(gl.GL_COLOR_LOGIC_OP);
      gl.glLogicOp(gl.GL_XOR);
      const run = () => {
        gl.glBegin(gl.GL_TRIANGLES);
        for (let i = 0; i < 200; i++) {
          const x = (i * 7) % size,
            y = (i * 13) % size;
          gl.glVertex2f(x, y);
          gl.glVertex2f(x + 8, y);
          gl.glVertex2f(x, y + 8);
        }
        gl.glEnd();
        gl.glFinish();
      };
      run();
      const t0 = performance.now();
      for (let k = 0; k < 5; k++) run();
      const ms = (performance.now() - t0) / 5;
      console.log(
        `${driver} ${size}x${size}: 200 triangles XOR ${ms.toFixed(1)} ms/draw, ${((ms * 1000) / 200).toFixed(0)} us/triangle`,
      );
      await ctx.destroy();
    }
  }
}, 120000);
