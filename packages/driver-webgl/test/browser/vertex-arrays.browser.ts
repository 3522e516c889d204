// The context's vertex array object across programs: an attribute array the previous draw's program
// enabled must not stay enabled for a program without that attribute. Chromium refuses any draw while
// an enabled array has no buffer (INVALID_OPERATION, "no buffer is bound to enabled attribute": the
// draw does nothing), and a destroyed vertex buffer leaves its arrays with none. `gl` in Node does not
// check this: the test runs in the page only.
import { drawFsTest, drawVsTest, type GrawResult } from '@gallium-ts/gallium-api/test-kit';
import { parseTgsi } from '@gallium-ts/tgsi';
import { expect, it } from 'vitest';
import { createWebglScreen } from '../../src/index.js';

const WHITE_FS = `FRAG
DCL OUT[0], COLOR
IMM[0] FLT32 { 1.0, 1.0, 1.0, 1.0 }
MOV OUT[0], IMM[0]
END
`;

/** Two inputs, where fs-test's vertex shader has three. */
const PASS_VS = `VERT
DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
DCL OUT[1], COLOR
MOV OUT[0], IN[0]
MOV OUT[1], IN[1]
END
`;

function picture(result: GrawResult) {
  if (result.kind !== 'picture') throw result.error;
  return result.image.data;
}

it('a draw with fewer vertex inputs than the last one, whose vertex buffer is destroyed, draws without a GL error', async () => {
  const gl = document.createElement('canvas').getContext('webgl2')!;
  const screen = await createWebglScreen({ gl });
  const alone = picture(drawVsTest(screen, parseTgsi(PASS_VS), { parse: parseTgsi }));
  expect(gl.getError()).toBe(gl.NO_ERROR);
  const ctx = screen.contextCreate();
  const options = { parse: parseTgsi, context: ctx };
  // three inputs from a vertex buffer that graw destroys before it returns
  picture(drawFsTest(screen, parseTgsi(WHITE_FS), options));
  expect(gl.getError()).toBe(gl.NO_ERROR);
  const after = picture(drawVsTest(screen, parseTgsi(PASS_VS), options));
  expect(gl.getError()).toBe(gl.NO_ERROR);
  expect(after).toEqual(alone);
  ctx.destroy();
  screen.destroy();
  gl.getExtension('WEBGL_lose_context')?.loseContext();
});
