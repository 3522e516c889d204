// Vertex fetch of 32-bit float elements: a draw without indices fetches a run of consecutive vertices
// with one bounds check for the run (VertexFetcher's run path); every lane must hold what the per-lane
// path gives it — 1 to 4 channels with their defaults (0, 0, 1), a run reaching past the end of its
// buffer (zeros past it), strides and offsets that are not 4-byte aligned — and the bits of the source
// floats, NaN payloads included, on both paths.
import { PipeFormat, type PipeVertexElement } from '@gallium-ts/gallium-api';
import { parseTgsi, TgsiFile } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import { VertexFetcher, type VertexSource } from '../src/draw/vertex-fetch.js';
import { SoftShader, VERTEX_LANES } from '../src/shader/soft-shader.js';

const VS = `VERT
DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
ADD OUT[0], IN[0], IN[1]
END`;

const FORMATS = [
  PipeFormat.R32_FLOAT,
  PipeFormat.R32G32_FLOAT,
  PipeFormat.R32G32B32_FLOAT,
  PipeFormat.R32G32B32A32_FLOAT,
] as const;

/** A signalling NaN with a payload: copied as bits it stays this word. */
const NAN_BITS = 0x7fa00001;

/** `bytes` bytes of a vertex buffer: words counting up as floats, one of them the NaN. */
function bufferBytes(bytes: number): Uint8Array {
  const words = new Int32Array(bytes >> 2);
  const floats = new Float32Array(words.buffer);
  for (let i = 0; i < words.length; i++) floats[i] = i + 0.5;
  words[7] = NAN_BITS;
  return new Uint8Array(words.buffer);
}

/** The input registers' bits after fetching `count` vertices from `start` (consecutive or not). */
function fetched(
  elements: PipeVertexElement[],
  source: VertexSource,
  start: number,
  count: number,
  consecutive: boolean,
): number[][] {
  const vs = new SoftShader('test', parseTgsi(VS), VERTEX_LANES);
  const fetcher = new VertexFetcher();
  fetcher.prepare(elements, [source], vs.exec);
  const indices = Int32Array.from({ length: count }, (_, i) => start + i);
  fetcher.fetch(indices, 0, count, 0, 0, consecutive);
  const lanes: number[][] = [];
  for (let e = 0; e < elements.length; e++)
    for (let c = 0; c < 4; c++)
      lanes.push([...vs.exec.registerInts(TgsiFile.INPUT, e, c).subarray(0, count)]);
  return lanes;
}

describe('vertex fetch of a run of consecutive vertices', () => {
  const cases = FORMATS.flatMap((format, f) =>
    [
      { stride: 32, offset: 0, bytes: 32 * 40 },
      // The run reaches past the end: the last vertices are zeros (and their defaults).
      { stride: 28, offset: 4, bytes: 28 * 20 + 10 },
      // Not 4-byte aligned: the per-lane path.
      { stride: 26, offset: 2, bytes: 26 * 40 },
    ].map((layout) => ({
      name: `${f + 1} channels, stride ${layout.stride}, offset ${layout.offset}`,
      format,
      ...layout,
    })),
  );

  it.each(cases)('$name: the lanes the per-lane path gives', ({ format, stride, offset, bytes }) => {
    const source: VertexSource = { bytes: bufferBytes(bytes), offset, stride };
    const elements: PipeVertexElement[] = [
      { srcOffset: 0, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: format },
      { srcOffset: 12, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: PipeFormat.R32G32_FLOAT },
    ];
    const run = fetched(elements, source, 3, 24, true);
    expect(run).toEqual(fetched(elements, source, 3, 24, false));
    // (control) the lanes hold the buffer's floats and the defaults.
    const floats = new Float32Array(new Int32Array(run[0]!).buffer);
    if (stride === 32) expect(floats[0]).toBe(((offset + 3 * stride) >> 2) + 0.5);
    const one = new Int32Array(new Float32Array([1]).buffer)[0];
    if (format !== PipeFormat.R32G32B32A32_FLOAT) expect(run[3]![0]).toBe(one);
  });

  it('copies the bits of a NaN on both paths', () => {
    const source: VertexSource = { bytes: bufferBytes(32 * 8), offset: 0, stride: 16 };
    const elements: PipeVertexElement[] = [
      { srcOffset: 0, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: PipeFormat.R32G32B32A32_FLOAT },
    ];
    // Word 7 is vertex 1's fourth channel.
    expect(fetched(elements, source, 0, 4, true)[3]![1]).toBe(NAN_BITS);
    expect(fetched(elements, source, 0, 4, false)[3]![1]).toBe(NAN_BITS);
  });

  it('past the end of the buffer the lanes are zeros, w too', () => {
    const source: VertexSource = { bytes: bufferBytes(16 * 4), offset: 0, stride: 16 };
    const elements: PipeVertexElement[] = [
      { srcOffset: 0, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: PipeFormat.R32G32B32A32_FLOAT },
    ];
    const lanes = fetched(elements, source, 2, 4, true);
    // Vertices 2 and 3 are in the buffer, 4 and 5 are not.
    expect(lanes.map((channel) => channel.slice(2))).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(lanes[0]!.slice(0, 2)).toEqual(
      [8, 12].map((w) => new Int32Array(new Float32Array([w + 0.5]).buffer)[0]),
    );
  });
});
