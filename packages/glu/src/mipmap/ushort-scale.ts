// libGLU's box filter on its 16-bit working image (scale_internal): each output pixel averages the input
// area it covers, weighted by coverage, in single precision; exact halvings average 2×2 blocks with
// rounding ((a + b + c + d + 2) / 4).
const f = Math.fround;

/** Halves a width × height image of `components` unsigned shorts per pixel (both sizes even or 1 → 2×2 blocks). */
function halveUshort(components: number, width: number, height: number, data: Uint16Array): Uint16Array {
  const w = width >> 1;
  const h = height >> 1;
  const out = new Uint16Array(w * h * components);
  const row = width * components;
  let o = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      for (let k = 0; k < components; k++) {
        const t = 2 * y * row + 2 * x * components + k;
        out[o++] = Math.floor(
          (data[t] + data[t + components] + data[t + row] + data[t + row + components] + 2) / 4,
        );
      }
  return out;
}

/** Scales a widthIn × heightIn image of `components` unsigned shorts per pixel to widthOut × heightOut. */
export function scaleUshort(
  components: number,
  widthIn: number,
  heightIn: number,
  data: Uint16Array,
  widthOut: number,
  heightOut: number,
): Uint16Array {
  if (widthIn === widthOut * 2 && heightIn === heightOut * 2)
    return halveUshort(components, widthIn, heightIn, data);
  return boxFilterUshort(components, [widthIn, heightIn, 1], data, [widthOut, heightOut, 1]);
}

/** The sample interval [low, high) of output index `i` along one axis (libGLU's float arithmetic). */
function interval(sizeIn: number, sizeOut: number, i: number): [number, number] {
  const conv = f(sizeIn / sizeOut);
  const centre = f(conv * (i + 0.5));
  if (sizeIn > sizeOut) {
    const half = f(conv / 2);
    return [f(centre - half), f(centre + half)];
  }
  return [f(centre - 0.5), f(centre + 0.5)];
}

/** The input cells an interval covers, each with its coverage (libGLU's walk from low to high). */
function cells(low: number, high: number, sizeIn: number): [number, number][] {
  const out: [number, number][] = [];
  let at = low;
  let cell = Math.floor(at);
  while (at < high) {
    const share = high < cell + 1 ? f(high - at) : f(cell + 1 - at);
    out.push([(cell + sizeIn) % sizeIn, share]);
    cell++;
    at = cell;
  }
  return out;
}

/**
 * libGLU's box filter of a width × height × depth image of `components` unsigned shorts per pixel to
 * `sizesOut`, weighting each input texel by the share of it the output texel covers.
 */
export function boxFilterUshort(
  components: number,
  sizesIn: readonly [number, number, number],
  data: Uint16Array,
  sizesOut: readonly [number, number, number],
): Uint16Array {
  const [widthIn, heightIn, depthIn] = sizesIn;
  const [widthOut, heightOut, depthOut] = sizesOut;
  const out = new Uint16Array(widthOut * heightOut * depthOut * components);
  const totals = new Float32Array(4);
  let o = 0;
  for (let d = 0; d < depthOut; d++) {
    const zs = cells(...interval(depthIn, depthOut, d), depthIn);
    for (let i = 0; i < heightOut; i++) {
      const ys = cells(...interval(heightIn, heightOut, i), heightIn);
      for (let j = 0; j < widthOut; j++) {
        const xs = cells(...interval(widthIn, widthOut, j), widthIn);
        totals.fill(0);
        let volume = 0;
        for (const [z, zpercent] of zs)
          for (const [y, ypercent] of ys)
            for (const [x, xpercent] of xs) {
              const percent = f(f(xpercent * ypercent) * zpercent);
              volume = f(volume + percent);
              const at = (x + y * widthIn + z * widthIn * heightIn) * components;
              for (let k = 0; k < components; k++) totals[k] = totals[k] + f(data[at + k] * percent);
            }
        for (let k = 0; k < components; k++) out[o++] = Math.trunc((totals[k] + 0.5) / volume);
      }
    }
  }
  return out;
}
