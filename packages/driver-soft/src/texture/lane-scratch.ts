// Per-lane working arrays of one SoftSampler, grown to the largest batch seen and then reused, so a
// request allocates nothing.

export class LaneScratch {
  capacity = 0;
  /** Face-space coordinates and their derivatives (cubes), or copies of the request's (other targets). */
  s = new Float64Array(0);
  t = new Float64Array(0);
  r = new Float64Array(0);
  dsdx = new Float64Array(0);
  dtdx = new Float64Array(0);
  dsdy = new Float64Array(0);
  dtdy = new Float64Array(0);
  /** Absolute layer read by the lane (array layer, or cube base + face); 3D and plain 2D: the view's. */
  layer = new Int32Array(0);
  /** Cube face (0..5), or −1. */
  face = new Int32Array(0);
  /** Level selection: view-relative levels, weight of level1, and whether the minification filter applies. */
  level0 = new Int32Array(0);
  level1 = new Int32Array(0);
  mipWeight = new Float64Array(0);
  minify = new Uint8Array(0);
  /** Fast 2D path: whether the lane filters linearly, and its RGBA (doubles, one array per channel). */
  linear = new Uint8Array(0);
  texel = [new Float64Array(0), new Float64Array(0), new Float64Array(0), new Float64Array(0)];
  /** Anisotropic probes per lane (1 = isotropic) and the step between probes in (s, t). */
  probes = new Int32Array(0);
  probeS = new Float64Array(0);
  probeT = new Float64Array(0);

  /** Makes every array hold at least `n` lanes. */
  ensure(n: number): void {
    if (n <= this.capacity) return;
    const c = Math.max(n, 64);
    this.capacity = c;
    this.s = new Float64Array(c);
    this.t = new Float64Array(c);
    this.r = new Float64Array(c);
    this.dsdx = new Float64Array(c);
    this.dtdx = new Float64Array(c);
    this.dsdy = new Float64Array(c);
    this.dtdy = new Float64Array(c);
    this.layer = new Int32Array(c);
    this.face = new Int32Array(c);
    this.level0 = new Int32Array(c);
    this.level1 = new Int32Array(c);
    this.mipWeight = new Float64Array(c);
    this.minify = new Uint8Array(c);
    this.linear = new Uint8Array(c);
    this.texel = [new Float64Array(c), new Float64Array(c), new Float64Array(c), new Float64Array(c)];
    this.probes = new Int32Array(c);
    this.probeS = new Float64Array(c);
    this.probeT = new Float64Array(c);
  }
}
