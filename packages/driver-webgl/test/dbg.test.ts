import { it } from 'vitest';
import { runFragmentOnGl, runFragmentOnMachine } from './helpers/fragment.js';
import { sharedGl } from './helpers/gl.js';
import { I } from './helpers/words.js';

it('dbg', async () => {
  const gl = await sharedGl();
  for (const op of ['LDEXP', 'MIN']) {
    const c = {
      fs: `FRAG\nDCL IN[0], GENERIC[0], CONSTANT\nDCL IN[1], GENERIC[1], CONSTANT\nDCL IN[2], GENERIC[2], CONSTANT\nDCL OUT[0], COLOR\nDCL TEMP[0]\n${op} TEMP[0], IN[0], IN[1]\nMOV OUT[0], TEMP[0]\nEND\n`,
      pixels: [
        {
          0: [Number.NaN, 0, Number.NaN, 1],
          1: op === 'MIN' ? [Number.NaN, Number.NaN, 0, 0] : [I(2), I(2), I(3), I(4)],
          2: [5, 6, 7, 8],
        },
        {
          0: [Number.NaN, 1, 2, 3],
          1: op === 'MIN' ? [1, Number.NaN, 0, 0] : [I(0), I(2), I(3), I(4)],
          2: [-5, -6, -7, -8],
        },
      ],
    };
    const g = runFragmentOnGl(gl, c);
    const m = runFragmentOnMachine(c);
    console.log(
      op,
      [...g.colors.get(0)!].map((x) => x.toString(16)).join(' '),
      '\n   ',
      [...m.colors.get(0)!].map((x) => x.toString(16)).join(' '),
    );
  }
});
