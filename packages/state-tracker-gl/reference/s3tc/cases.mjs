// The S3TC decoding cases: for each of the four formats, images of pseudo-random blocks (a fixed
// linear congruential sequence, so every endpoint order — DXT1's three-colour mode, DXT5's six-alpha
// mode — and every code occur) at 16×16, 6×6 (partial edge blocks) and 1×1.
const FORMATS = [
  ['RGB_DXT1', 0x83f0, 8],
  ['RGBA_DXT1', 0x83f1, 8],
  ['RGBA_DXT3', 0x83f2, 16],
  ['RGBA_DXT5', 0x83f3, 16],
];
const SIZES = [
  [16, 16],
  [6, 6],
  [1, 1],
];

/** Bytes of a fixed pseudo-random sequence (numerical recipes' LCG, high byte). */
function randomBytes(count, seed) {
  let state = seed >>> 0;
  return Array.from({ length: count }, () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state >>> 24;
  });
}

const hex = (bytes) => bytes.map((b) => b.toString(16).padStart(2, '0')).join('');

export function buildCases() {
  return FORMATS.flatMap(([name, format, blockBytes], f) =>
    SIZES.map(([width, height], s) => {
      const count = Math.ceil(width / 4) * Math.ceil(height / 4) * blockBytes;
      return {
        name: `${name} ${width}x${height}`,
        format,
        width,
        height,
        blocks: hex(randomBytes(count, 1 + f * 16 + s)),
      };
    }),
  );
}

/** The input line of a case for s3tc-reference.c. */
export const commandLine = (c) => `${c.format} ${c.width} ${c.height} ${c.blocks}`;
