// LEB128, the variable-length integer encoding of the WebAssembly binary format: unsigned for sizes,
// counts and indices, signed for integer constants. Values are 32-bit (numbers in the int32 / uint32 range).
import type { ByteWriter } from './byte-writer.js';

/** Appends `value` (0 ≤ value < 2³²) as unsigned LEB128. */
export function writeUnsigned(out: ByteWriter, value: number): void {
  if (!(value >= 0 && value <= 0xffffffff && value === Math.floor(value)))
    throw new RangeError(`not a u32: ${value}`);
  let v = value >>> 0;
  while (v >= 0x80) {
    out.byte((v & 0x7f) | 0x80);
    v >>>= 7;
  }
  out.byte(v);
}

/** Appends `value` (−2³¹ ≤ value < 2³²; values above 2³¹ − 1 are taken as their int32 bits) as signed LEB128. */
export function writeSigned(out: ByteWriter, value: number): void {
  if (!(value >= -0x80000000 && value <= 0xffffffff && value === Math.floor(value)))
    throw new RangeError(`not an i32: ${value}`);
  let v = value | 0;
  for (;;) {
    const byte = v & 0x7f;
    v >>= 7;
    const signClear = (byte & 0x40) === 0;
    if ((v === 0 && signClear) || (v === -1 && !signClear)) {
      out.byte(byte);
      return;
    }
    out.byte(byte | 0x80);
  }
}
