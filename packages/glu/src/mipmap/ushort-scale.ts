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
  const out = new Uint16Array(widthOut * heightOut * components);
  const convy = f(heightIn / heightOut);
  const convx = f(widthIn / widthOut);
  const halfconvx = f(convx / 2);
  const halfconvy = f(convy / 2);
  const totals = new Float32Array(4);
  for (let i = 0; i < heightOut; i++) {
    let y = f(convy * (i + 0.5));
    const highy = heightIn > heightOut ? f(y + halfconvy) : f(y + 0.5);
    const lowy = heightIn > heightOut ? f(y - halfconvy) : f(y - 0.5);
    for (let j = 0; j < widthOut; j++) {
      let x = f(convx * (j + 0.5));
      const highx = widthIn > widthOut ? f(x + halfconvx) : f(x + 0.5);
      const lowx = widthIn > widthOut ? f(x - halfconvx) : f(x - 0.5);
      totals.fill(0);
      let area = 0;
      y = lowy;
      let yint = Math.floor(y);
      while (y < highy) {
        const yindex = (yint + heightIn) % heightIn;
        const ypercent = highy < yint + 1 ? f(highy - y) : f(yint + 1 - y);
        x = lowx;
        let xint = Math.floor(x);
        while (x < highx) {
          const xindex = (xint + widthIn) % widthIn;
          const xpercent = highx < xint + 1 ? f(highx - x) : f(xint + 1 - x);
          const percent = f(xpercent * ypercent);
          area = f(area + percent);
          const at = (xindex + yindex * widthIn) * components;
          for (let k = 0; k < components; k++) totals[k] = totals[k] + f(data[at + k] * percent);
          xint++;
          x = xint;
        }
        yint++;
        y = yint;
      }
      const at = (j + i * widthOut) * components;
      for (let k = 0; k < components; k++) out[at + k] = Math.trunc((totals[k] + 0.5) / area);
    }
  }
  return out;
}
