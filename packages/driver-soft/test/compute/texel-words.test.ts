// The word fast path of 32-bit-channel formats gives exactly what the format table's conversion gives,
// for loads (including the (0, 0, 0, 1) of missing channels) and stores, on every such format.
import { allFormats, formatDescription, PipeFormatChannelType } from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import { tableTexelWords, texelMemory, texelWords } from '../../src/image/texel-words.js';

/** Formats whose channels are all 32-bit UINT, SINT or FLOAT, in R, G, B, A order. */
const WORD_FORMATS = allFormats().filter((format) => {
  const d = formatDescription(format);
  const type = d.channels[0]?.type;
  return (
    !d.isDepth &&
    !d.isStencil &&
    (type === PipeFormatChannelType.UINT ||
      type === PipeFormatChannelType.SINT ||
      type === PipeFormatChannelType.FLOAT) &&
    d.channels.every((c, i) => c.size === 32 && c.type === type && c.name === 'RGBA'[i])
  );
});

/** Deterministic words that are never NaN as floats (exponent below all-ones). */
function words(seed: number): Int32Array {
  const out = new Int32Array(4);
  let s = seed;
  for (let c = 0; c < 4; c++) {
    s = (Math.imul(s, 1103515245) + 12345) | 0;
    out[c] = s & 0xbfffffff;
  }
  return out;
}

describe('texel words', () => {
  it('covers the R32 .. R32G32B32A32 UINT, SINT and FLOAT formats', () => {
    expect(WORD_FORMATS.map((f) => formatDescription(f).name).sort()).toEqual(
      [
        'R32_FLOAT',
        'R32_SINT',
        'R32_UINT',
        'R32G32_FLOAT',
        'R32G32_SINT',
        'R32G32_UINT',
        'R32G32B32_FLOAT',
        'R32G32B32_SINT',
        'R32G32B32_UINT',
        'R32G32B32A32_FLOAT',
        'R32G32B32A32_SINT',
        'R32G32B32A32_UINT',
      ].sort(),
    );
  });

  it.each(WORD_FORMATS.map((f) => [formatDescription(f).name, f] as const))(
    '%s: the fast path equals the table',
    (_name, format) => {
      const fast = texelWords(format);
      const table = tableTexelWords(format);
      expect(fast).not.toBe(table);
      const size = fast.blockSize;
      for (let seed = 1; seed <= 200; seed++) {
        const input = words(seed);
        const a = texelMemory(new Uint8Array(size + 3).subarray(3));
        const b = texelMemory(new Uint8Array(size));
        fast.store(a, 0, input);
        table.store(b, 0, input);
        expect(Array.from(a.bytes)).toEqual(Array.from(b.bytes));
        const outA = new Int32Array(4);
        const outB = new Int32Array(4);
        fast.load(a, 0, outA);
        table.load(b, 0, outB);
        expect(Array.from(outA)).toEqual(Array.from(outB));
      }
    },
  );
});
