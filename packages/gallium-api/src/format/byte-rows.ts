// Fast path for formats whose channels are whole bytes (RGBA8, BGRA8, L8A8, R8G8B8A8_SNORM, ...): each
// unpacked component is a 256-entry table lookup of one byte, and each packed byte (from unorm8 input) a
// table lookup of one input byte. The tables are filled by the general conversions of channel-codec and
// representation, so this path returns exactly what the general loop would.

import type { BlockCodec } from './block-codec.js';
import { bitsToNumber, type ChannelCodec, numberToBits } from './channel-codec.js';
import { PipeFormatLayout } from './format-types.js';
import { FROM_VALUE, Representation, TO_VALUE } from './representation.js';

interface UnpackPlan {
  /** Per RGBA component: the byte it is read from (0 for a constant). */
  readonly offsets: readonly [number, number, number, number];
  /** Per RGBA component: byte value → component (all one value for a constant). */
  readonly tables: readonly [Float64Array, Float64Array, Float64Array, Float64Array];
}

interface PackPlan {
  /** Per channel: the byte it is stored in. */
  readonly offsets: readonly number[];
  /** Per channel: the RGBA component it stores (0 when it stores a constant). */
  readonly sources: readonly number[];
  /** Per channel: unorm8 input → stored byte. */
  readonly tables: readonly Float64Array[];
}

const BYTE_VALUES = 256;
const TABLES = new Map<string, Float64Array>();
/** Plans by representation, then by format; null when the format does not qualify. */
const UNPACK_PLANS: (UnpackPlan | null | undefined)[][] = [[], [], [], []];
const PACK_PLANS: (PackPlan | null | undefined)[] = [];

function table(key: string, fill: (byte: number) => number): Float64Array {
  let t = TABLES.get(key);
  if (t === undefined) {
    t = Float64Array.from({ length: BYTE_VALUES }, (_, byte) => fill(byte));
    TABLES.set(key, t);
  }
  return t;
}

const isByte = (c: ChannelCodec) => c.size === 8 && c.bit === 0;

function unpackPlan(codec: BlockCodec, representation: Representation): UnpackPlan | null {
  const { layout, swizzle } = codec.description;
  if (layout !== PipeFormatLayout.PLAIN) return null;
  const convert = FROM_VALUE[representation]!;
  const offsets: number[] = [];
  const tables: Float64Array[] = [];
  for (const s of swizzle) {
    const c = codec.channels[s];
    if (c === undefined) {
      const value = convert(s === 5 ? 1 : 0);
      offsets.push(0);
      tables.push(table(`constant ${value}`, () => value));
    } else if (isByte(c)) {
      offsets.push(c.byteOffset);
      tables.push(table(`unpack ${c.kind} ${representation}`, (byte) => convert(bitsToNumber(c, byte))));
    } else {
      return null;
    }
  }
  return {
    offsets: offsets as [number, number, number, number],
    tables: tables as [Float64Array, Float64Array, Float64Array, Float64Array],
  };
}

function packPlan(codec: BlockCodec): PackPlan | null {
  if (codec.description.layout !== PipeFormatLayout.PLAIN || !codec.channels.every(isByte)) return null;
  const toValue = TO_VALUE[Representation.UNORM8]!;
  return {
    offsets: codec.channels.map((c) => c.byteOffset),
    sources: codec.rgbaSource.map((s) => Math.max(s, 0)),
    tables: codec.channels.map((c, i) =>
      codec.rgbaSource[i]! < 0
        ? table(`pack ${c.kind} constant`, () => numberToBits(c, 0))
        : table(`pack ${c.kind}`, (byte) => numberToBits(c, toValue(byte))),
    ),
  };
}

/** `unpackRowsGeneral` for whole-byte formats; returns false (having done nothing) when the format does not qualify. */
export function unpackByteRows(
  codec: BlockCodec,
  representation: Representation,
  src: Uint8Array,
  srcOffset: number,
  out: { [i: number]: number },
  outOffset: number,
  count: number,
): boolean {
  const plans = UNPACK_PLANS[representation]!;
  const format = codec.description.format;
  let plan = plans[format];
  if (plan === undefined) plan = plans[format] = unpackPlan(codec, representation);
  if (plan === null) return false;
  const blockSize = codec.description.blockSize;
  const [o0, o1, o2, o3] = plan.offsets;
  const [t0, t1, t2, t3] = plan.tables;
  for (let i = 0; i < count; i++) {
    const base = srcOffset + i * blockSize;
    const o = outOffset + 4 * i;
    out[o] = t0[src[base + o0]!]!;
    out[o + 1] = t1[src[base + o1]!]!;
    out[o + 2] = t2[src[base + o2]!]!;
    out[o + 3] = t3[src[base + o3]!]!;
  }
  return true;
}

/**
 * `packRowsGeneral` for unorm8 input held in a `Uint8Array` (so every input is a byte) into a whole-byte
 * format; returns false (having done nothing) otherwise.
 */
export function packByteRows(
  codec: BlockCodec,
  representation: Representation,
  rgba: ArrayLike<number>,
  rgbaOffset: number,
  dst: Uint8Array,
  dstOffset: number,
  count: number,
): boolean {
  if (
    representation !== Representation.UNORM8 ||
    !(rgba instanceof Uint8Array || rgba instanceof Uint8ClampedArray)
  )
    return false;
  const format = codec.description.format;
  let plan = PACK_PLANS[format];
  if (plan === undefined) plan = PACK_PLANS[format] = packPlan(codec);
  if (plan === null) return false;
  const { blockSize, numChannels } = codec.description;
  const { offsets, sources, tables } = plan;
  for (let i = 0; i < count; i++) {
    const base = dstOffset + i * blockSize;
    const o = rgbaOffset + 4 * i;
    for (let c = 0; c < numChannels; c++) dst[base + offsets[c]!] = tables[c]![rgba[o + sources[c]!]!]!;
  }
  return true;
}
