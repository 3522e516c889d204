// Cube maps: choosing the face of a direction (the GL spec's major-axis table), the face coordinates
// and their screen-space derivatives, and, for seamless filtering, where a texel just beyond a face's
// edge lies on the neighbouring face. Faces are layers 0..5 in +X, −X, +Y, −Y, +Z, −Z order.

/**
 * Per face: the axis (0 x, 1 y, 2 z) and sign of sc, of tc, and the major axis, from the GL table:
 * +X sc = −rz tc = −ry; −X sc = +rz tc = −ry; +Y sc = +rx tc = +rz; −Y sc = +rx tc = −rz;
 * +Z sc = +rx tc = −ry; −Z sc = −rx tc = −ry.
 */
const SC_AXIS = [2, 2, 0, 0, 0, 0];
const SC_SIGN = [-1, 1, 1, 1, 1, -1];
const TC_AXIS = [1, 1, 2, 2, 1, 1];
const TC_SIGN = [-1, -1, 1, -1, -1, -1];
const MA_AXIS = [0, 0, 1, 1, 2, 2];

/** The face a direction points at: the largest magnitude wins, x before y before z on ties. */
export function cubeFace(x: number, y: number, z: number): number {
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  const az = Math.abs(z);
  if (ax >= ay && ax >= az) return x >= 0 ? 0 : 1;
  if (ay >= az) return y >= 0 ? 2 : 3;
  return z >= 0 ? 4 : 5;
}

/**
 * Projects direction `dir` (x, y, z) and its derivatives onto its face. Writes to out:
 * [s, t, ds/dx, dt/dx, ds/dy, dt/dy] with s = ½(sc/|ma| + 1), t = ½(tc/|ma| + 1), and returns the face.
 * `dx` and `dy` are the derivatives of x, y, z along the window's x and y.
 */
export function projectCube(
  dir: Float64Array,
  dx: Float64Array,
  dy: Float64Array,
  out: Float64Array,
): number {
  const face = cubeFace(dir[0]!, dir[1]!, dir[2]!);
  const sa = SC_AXIS[face]!;
  const ta = TC_AXIS[face]!;
  const ma = MA_AXIS[face]!;
  const ss = SC_SIGN[face]!;
  const ts = TC_SIGN[face]!;
  const sc = ss * dir[sa]!;
  const tc = ts * dir[ta]!;
  const m = dir[ma]!;
  const am = Math.abs(m);
  const sign = m >= 0 ? 1 : -1;
  out[0] = 0.5 * (sc / am + 1);
  out[1] = 0.5 * (tc / am + 1);
  // d(sc/|ma|) = (dsc·|ma| − sc·d|ma|) / ma²
  const m2 = 2 * am * am;
  out[2] = (ss * dx[sa]! * am - sc * sign * dx[ma]!) / m2;
  out[3] = (ts * dx[ta]! * am - tc * sign * dx[ma]!) / m2;
  out[4] = (ss * dy[sa]! * am - sc * sign * dy[ma]!) / m2;
  out[5] = (ts * dy[ta]! * am - tc * sign * dy[ma]!) / m2;
  return face;
}

/** Scratch direction of cubeNeighbour. */
const direction = new Int32Array(3);

/**
 * Seamless filtering: texel (x, y) of `face` lies one texel beyond exactly one edge of a size×size face;
 * writes the same texel's face, x and y on the neighbouring face to out[0..2]. Works in doubled texel
 * units, where texel centres of a face sit at odd offsets within (−size, size): the coordinate beyond
 * the edge moves onto the edge plane (±size) and the major axis moves one texel inwards (size − 1), then
 * the direction is projected again. Returns false unless exactly one coordinate is beyond an edge (a
 * corner texel has no single neighbour).
 */
export function cubeNeighbour(face: number, x: number, y: number, size: number, out: Int32Array): boolean {
  let sc = 2 * x + 1 - size;
  let tc = 2 * y + 1 - size;
  const outS = sc < -size || sc > size;
  const outT = tc < -size || tc > size;
  if (outS === outT) return false;
  if (outS) sc = sc < 0 ? -size : size;
  else tc = tc < 0 ? -size : size;
  const r = direction;
  r[MA_AXIS[face]!] = face & 1 ? 1 - size : size - 1;
  r[SC_AXIS[face]!] = SC_SIGN[face]! * sc;
  r[TC_AXIS[face]!] = TC_SIGN[face]! * tc;
  const next = cubeFace(r[0]!, r[1]!, r[2]!);
  out[0] = next;
  out[1] = (SC_SIGN[next]! * r[SC_AXIS[next]!]! + size - 1) / 2;
  out[2] = (TC_SIGN[next]! * r[TC_AXIS[next]!]! + size - 1) / 2;
  return true;
}
