// Vertex fetch: reads each vertex element of a batch of vertices (or of the instance, for elements
// with an instance divisor) from its vertex buffer, decodes it from the element's format, and writes
// it to the vertex shader's input register. Every format of the format table works (32-bit float
// formats take a fast path); a read that would pass the end of its buffer, or of an unbound buffer,
// gives zeros.
import {
  formatDescription,
  type PipeFormat,
  PipeFormatChannelType,
  type PipeVertexElement,
  unpackRgbaFloat,
  unpackRgbaSint,
  unpackRgbaUint,
} from '@gallium-ts/gallium-api';
import { type TgsiExecutable, TgsiFile } from '@gallium-ts/tgsi';

/** Bytes of a vertex buffer binding: the resource's bytes or the user array. */
export interface VertexSource {
  bytes: Uint8Array;
  /** First byte of the binding (bufferOffset). */
  offset: number;
  stride: number;
}

/** Decodes the element at byte `at` of `src` (`view` is a DataView of the same bytes). */
type Decoder = (src: Uint8Array, view: DataView, at: number, out: Float64Array) => void;

interface PreparedElement {
  source: VertexSource | null;
  view: DataView | null;
  srcOffset: number;
  divisor: number;
  size: number;
  decode: Decoder;
  integer: boolean;
  floats: Float32Array[];
  ints: Int32Array[];
}

const scratch = new Float64Array(4);
const scratchSint = new Int32Array(4);
const scratchUint = new Uint32Array(4);
const ZERO = [0, 0, 0, 0];

/** The decoder of `format` into four numbers (integers for pure-integer formats). */
function decoderFor(format: PipeFormat): { decode: Decoder; integer: boolean } {
  const desc = formatDescription(format);
  if (desc.isPureInteger) {
    const signed = desc.channels.some((c) => c.type === PipeFormatChannelType.SINT);
    return {
      integer: true,
      decode: signed
        ? (src, _view, at, out) => {
            unpackRgbaSint(format, src, at, scratchSint);
            out.set(scratchSint);
          }
        : (src, _view, at, out) => {
            unpackRgbaUint(format, src, at, scratchUint);
            for (let c = 0; c < 4; c++) out[c] = scratchUint[c]! | 0;
          },
    };
  }
  const floats = desc.channels.every((c) => c.type === PipeFormatChannelType.FLOAT && c.size === 32);
  if (floats && desc.swizzle.every((s, i) => s === i || s >= 4)) {
    const n = desc.channels.length;
    return {
      integer: false,
      decode: (_src, view, at, out) => {
        for (let c = 0; c < 4; c++) out[c] = c < n ? view.getFloat32(at + c * 4, true) : c === 3 ? 1 : 0;
      },
    };
  }
  return { integer: false, decode: (src, _view, at, out) => unpackRgbaFloat(format, src, at, out) };
}

export class VertexFetcher {
  private elements: PreparedElement[] = [];

  /** Resolves `elements` against the bound buffers and the input registers of `vs`. */
  prepare(
    elements: readonly PipeVertexElement[],
    sources: readonly (VertexSource | null)[],
    vs: TgsiExecutable,
  ): void {
    const inputs = vs.registerCount(TgsiFile.INPUT);
    this.elements = elements.slice(0, inputs).map((e, i) => {
      const { decode, integer } = decoderFor(e.srcFormat);
      const source = sources[e.vertexBufferIndex] ?? null;
      return {
        source,
        view: source
          ? new DataView(source.bytes.buffer, source.bytes.byteOffset, source.bytes.byteLength)
          : null,
        srcOffset: e.srcOffset,
        divisor: e.instanceDivisor,
        size: formatDescription(e.srcFormat).blockSize,
        decode,
        integer,
        floats: [0, 1, 2, 3].map((c) => vs.registerFloats(TgsiFile.INPUT, i, c)),
        ints: [0, 1, 2, 3].map((c) => vs.registerInts(TgsiFile.INPUT, i, c)),
      };
    });
  }

  /**
   * Fills lanes 0..count-1 with the vertices `indices[first..first+count)` of instance `instance`
   * (instanced elements use startInstance + instance / divisor).
   */
  fetch(indices: Int32Array, first: number, count: number, instance: number, startInstance: number): void {
    for (const e of this.elements) {
      const src = e.source;
      const perInstance = e.divisor > 0 ? startInstance + Math.floor(instance / e.divisor) : -1;
      for (let lane = 0; lane < count; lane++) {
        const index = perInstance >= 0 ? perInstance : indices[first + lane]!;
        let value: ArrayLike<number> = ZERO;
        if (src !== null && index >= 0) {
          const at = src.offset + index * src.stride + e.srcOffset;
          if (at >= 0 && at + e.size <= src.bytes.length) {
            e.decode(src.bytes, e.view!, at, scratch);
            value = scratch;
          }
        }
        if (e.integer) for (let c = 0; c < 4; c++) e.ints[c]![lane] = value[c]!;
        else for (let c = 0; c < 4; c++) e.floats[c]![lane] = value[c]!;
      }
    }
  }
}
