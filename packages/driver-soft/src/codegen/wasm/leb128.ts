// LEB128, the variable-length integer encoding of the WebAssembly binary format: unsigned for sizes,
// counts and indices, signed for integer constants. Values are 32-bit (numbers in the int32 / uint32 range).

/** Appends `value` (0 ≤ value < 2³²) as unsigned LEB128. */
export function writeUnsigned(out: number[], value: number): void {
  if (!Number.isInteger(value) || value < 0 || value > 0xffffffff)
    throw new RangeError(`not a u32: ${value}`);
  let v = value;
  do {
    let byte = v % 128;
    v = Math.floor(v / 128);
    if (v !== 0) byte |= 0x80;
    out.push(byte);
  } while (v !== 0);
}

/** Appends `value` (−2³¹ ≤ value < 2³²; values above 2³¹ − 1 are taken as their int32 bits) as signed LEB128. */
export function writeSigned(out: number[], value: number): void {
  if (!Number.isInteger(value) || value < -0x80000000 || value > 0xffffffff)
    throw new RangeError(`not an i32: ${value}`);
  let v = value | 0;
  for (;;) {
    const byte = v & 0x7f;
    v >>= 7;
    const signClear = (byte & 0x40) === 0;
    if ((v === 0 && signClear) || (v === -1 && !signClear)) {
      out.push(byte);
      return;
    }
    out.push(byte | 0x80);
  }
}
