// Context hygiene in the page: Chromium keeps 16 live WebGL contexts per page and loses the
// oldest when another one opens. A screen that opened its context on a canvas releases it when
// destroyed (WEBGL_lose_context), so a long run that opens and destroys screens keeps an older screen
// alive and drawing.
import { drawFsTest, type GrawResult } from '@gallium-ts/gallium-api/test-kit';
import { parseTgsi } from '@gallium-ts/tgsi';
import { expect, it } from 'vitest';
import { createWebglScreen } from '../../src/index.js';

const FS = `FRAG
DCL IN[0], COLOR, COLOR
DCL OUT[0], COLOR
MOV OUT[0], IN[0]
END
`;

function picture(result: GrawResult) {
  if (result.kind !== 'picture') throw result.error;
  return result.image.data;
}

it('destroying a screen releases its canvas context: 20 screens later the first one still draws', async () => {
  const keeper = await createWebglScreen({ canvas: document.createElement('canvas') });
  const options = { parse: parseTgsi };
  const before = picture(drawFsTest(keeper, parseTgsi(FS), options));
  const released: boolean[] = [];
  for (let i = 0; i < 20; i++) {
    const screen = await createWebglScreen({ canvas: document.createElement('canvas') });
    picture(drawFsTest(screen, parseTgsi(FS), options));
    screen.destroy();
    released.push(screen.device.gl.isContextLost());
  }
  expect(released.every(Boolean)).toBe(true);
  expect(keeper.device.gl.isContextLost()).toBe(false);
  expect(picture(drawFsTest(keeper, parseTgsi(FS), options))).toEqual(before);
  keeper.destroy();
});

it('a screen on a given context leaves it alive when destroyed', async () => {
  const gl = document.createElement('canvas').getContext('webgl2')!;
  const screen = await createWebglScreen({ gl });
  screen.destroy();
  expect(gl.isContextLost()).toBe(false);
  gl.getExtension('WEBGL_lose_context')?.loseContext();
});
