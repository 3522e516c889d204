import { it } from 'vitest';
import * as gl from '../../src/index.js';
it('debug', async () => {
  const ctx = await gl.createContext({ width: 8, height: 8, driver: 'soft' });
  gl.makeCurrent(ctx);
  const show = (label: string) => {
    const px = new Uint8Array(8 * 8 * 4);
    gl.glReadPixels(0, 0, 8, 8, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, px);
    const rows: string[] = [];
    for (let y = 7; y >= 0; y--) { let r = ''; for (let x = 0; x < 8; x++) { const i = (y * 8 + x) * 4; r += px[i]! > 100 ? 'R' : px[i + 1]! > 100 ? 'G' : px[i + 2]! > 100 ? 'B' : '.'; } rows.push(r); }
    console.log(label + '\n' + rows.join('\n'));
  };
  gl.glInterleavedArrays(gl.GL_C3F_V3F, 0, new Float32Array([1, 0, 0, -0.9, -0.9, 0, 1, 0, 0, 0.3, -0.8, 0, 1, 0, 0, -0.5, 0.2, 0]));
  gl.glDrawArrays(gl.GL_TRIANGLES, 0, 3);
  show('c3f ' + gl.glGetError());
  gl.glClear(gl.GL_COLOR_BUFFER_BIT);
  const v = new Float32Array([-0.9, -0.9, 0.3, -0.8, -0.5, 0.2]);
  gl.glVertexPointer(2, gl.GL_FLOAT, 0, v);
  gl.glColor3f(0, 1, 0);
  gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
  gl.glDisableClientState(gl.GL_COLOR_ARRAY);
  gl.glDrawArrays(gl.GL_TRIANGLES, 0, 3);
  show('plain ' + gl.glGetError());
  await ctx.destroy();
});
