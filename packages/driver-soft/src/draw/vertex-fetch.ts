// Vertex fetch: reads each vertex element of a batch of vertices (or of the instance, for elements
// with an instance divisor) from its vertex buffer, decodes it from the element's format, and writes
// it to the vertex shader's input register. Every format of the format table works (32-bit float
// formats take a fast path: their bits copied, per lane or, for a draw without indices, per run of
// vertices checked once); a read that would pass the end of its buffer, or of an unbound buffer, gives
// zeros.
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
  /**
   * 32-bit float elements of a source whose bytes start 4-byte aligned: the source as 32-bit words and
   * the element's channel count (the fetch copies aligned elements' bits straight from it, NaN payloads
   * included); else null and 0.
   */
  bits: Int32Array | null;
  channels: number;
  floats: Float32Array[];
  ints: Int32Array[];
}

const scratch = new Float64Array(4);
const scratchSint = new Int32Array(4);
const scratchUint = new Uint32Array(4);
const ZERO = [0, 0, 0, 0];
/** The bits of the float 1. */
const ONE_BITS = 0x3f800000;
/** Float32Array reads the platform's byte order; the fast path is for little-endian platforms only. */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** The decoder of `format` into four numbers (integers for pure-integer formats). */
function decoderFor(format: PipeFormat): { decode: Decoder; integer: boolean; channels: number } {
  const desc = formatDescription(format);
  if (desc.isPureInteger) {
    const signed = desc.channels.some((c) => c.type === PipeFormatChannelType.SINT);
    return {
      integer: true,
      channels: 0,
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
      channels: n,
      decode: (_src, view, at, out) => {
        for (let c = 0; c < 4; c++) out[c] = c < n ? view.getFloat32(at + c * 4, true) : c === 3 ? 1 : 0;
      },
    };
  }
  return {
    integer: false,
    channels: 0,
    decode: (src, _view, at, out) => unpackRgbaFloat(format, src, at, out),
  };
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
      const { decode, integer, channels } = decoderFor(e.srcFormat);
      const source = sources[e.vertexBufferIndex] ?? null;
      const bytes = source?.bytes;
      const aligned = LITTLE_ENDIAN && channels > 0 && bytes !== undefined && bytes.byteOffset % 4 === 0;
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
        bits: aligned ? new Int32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >> 2) : null,
        channels: aligned ? channels : 0,
        floats: [0, 1, 2, 3].map((c) => vs.registerFloats(TgsiFile.INPUT, i, c)),
        ints: [0, 1, 2, 3].map((c) => vs.registerInts(TgsiFile.INPUT, i, c)),
      };
    });
  }

  /**
   * Fills lanes 0..count-1 with the vertices `indices[first..first+count)` of instance `instance`
   * (instanced elements use startInstance + instance / divisor). `consecutive`: the caller knows each
   * index is the one before plus 1 (a draw without indices).
   */
  fetch(
    indices: Int32Array,
    first: number,
    count: number,
    instance: number,
    startInstance: number,
    consecutive = false,
  ): void {
    for (const e of this.elements) {
      if (e.divisor > 0) {
        const index = startInstance + Math.floor(instance / e.divisor);
        for (let lane = 0; lane < count; lane++) this.fetchLane(e, index, lane);
      } else if (e.bits !== null) {
        if (!consecutive || !this.fetchRun(e, indices[first]!, count))
          this.fetchWords(e, indices, first, count);
      } else for (let lane = 0; lane < count; lane++) this.fetchLane(e, indices[first + lane]!, lane);
    }
  }

  /**
   * fetchWords for the vertices index…index+count-1 when all of them are inside the source and aligned
   * (false, fetching nothing, when not): one check for the run instead of one per lane.
   */
  private fetchRun(e: PreparedElement, index: number, count: number): boolean {
    const src = e.source!;
    const stride = src.stride;
    const at = src.offset + e.srcOffset + index * stride;
    if (index < 0 || at < 0 || at + (count - 1) * stride > src.bytes.length - e.size) return false;
    if ((at & 3) !== 0 || (stride & 3) !== 0) return false;
    const words = e.bits!;
    // Bits copied as they are: a float copied so is the float (NaN payloads included).
    const [f0, f1, f2, f3] = e.ints as [Int32Array, Int32Array, Int32Array, Int32Array];
    const step = stride >>> 2;
    let w = at >>> 2;
    // One loop per channel count, so none tests it per lane.
    switch (e.channels) {
      case 1:
        for (let lane = 0; lane < count; lane++, w += step) f0[lane] = words[w]!;
        f1.fill(0, 0, count);
        f2.fill(0, 0, count);
        f3.fill(ONE_BITS, 0, count);
        break;
      case 2:
        for (let lane = 0; lane < count; lane++, w += step) {
          f0[lane] = words[w]!;
          f1[lane] = words[w + 1]!;
        }
        f2.fill(0, 0, count);
        f3.fill(ONE_BITS, 0, count);
        break;
      case 3:
        for (let lane = 0; lane < count; lane++, w += step) {
          f0[lane] = words[w]!;
          f1[lane] = words[w + 1]!;
          f2[lane] = words[w + 2]!;
        }
        f3.fill(ONE_BITS, 0, count);
        break;
      default:
        for (let lane = 0; lane < count; lane++, w += step) {
          f0[lane] = words[w]!;
          f1[lane] = words[w + 1]!;
          f2[lane] = words[w + 2]!;
          f3[lane] = words[w + 3]!;
        }
    }
    return true;
  }

  /** Lane `lane` of element `e` from vertex (or instance) `index`: zeros when outside its source. */
  private fetchLane(e: PreparedElement, index: number, lane: number): void {
    const src = e.source;
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

  /**
   * The fast path of 32-bit float elements: each lane read straight from the source's floats when its
   * element is inside the source and 4-byte aligned (what DataView.getFloat32 gives), else by fetchLane.
   */
  private fetchWords(e: PreparedElement, indices: Int32Array, first: number, count: number): void {
    const src = e.source!;
    const words = e.bits!;
    const n = e.channels;
    // Bits, as fetchRun copies them.
    const [f0, f1, f2, f3] = e.ints as [Int32Array, Int32Array, Int32Array, Int32Array];
    const base = src.offset + e.srcOffset;
    const stride = src.stride;
    const last = src.bytes.length - e.size;
    for (let lane = 0; lane < count; lane++) {
      const index = indices[first + lane]!;
      const at = base + index * stride;
      if (index < 0 || at < 0 || at > last || (at & 3) !== 0) {
        this.fetchLane(e, index, lane);
        continue;
      }
      const word = at >>> 2;
      f0[lane] = words[word]!;
      f1[lane] = n > 1 ? words[word + 1]! : 0;
      f2[lane] = n > 2 ? words[word + 2]! : 0;
      f3[lane] = n > 3 ? words[word + 3]! : ONE_BITS;
    }
  }
}
