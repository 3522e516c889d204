// The per-pixel work of the fill, tex and alu workloads written as the plainest JavaScript loop over a
// Uint8Array framebuffer — the speed one core of this JavaScript engine gives a hand-written renderer,
// measured next to driver-soft in the same run. No rasterization, no shaders, no state: an upper bound
// for a single-threaded pipeline, not a competitor.
import {
  ALU_BIAS,
  ALU_SCALE,
  texShift,
  texTexel,
  WORKLOADS,
} from '../../../scripts/mesa-bench/workloads.mjs';

/** fill: per quad, a bilinear colour ramp (the four corner colours) blended 50 % over the target. */
function fill(frames) {
  const { size, quads } = WORKLOADS.fill;
  const fb = new Uint8Array(size * size * 4);
  for (let f = 0; f < frames; f++) {
    fb.fill(0);
    for (let q = 0; q < quads; q++) {
      for (let y = 0; y < size; y++) {
        const v = (y + 0.5) / size;
        let i = y * size * 4;
        for (let x = 0; x < size; x++, i += 4) {
          const u = (x + 0.5) / size;
          // Corners red (0,0), green (1,0), blue (1,1), white (0,1); alpha 0.5.
          const r = (1 - u) * (1 - v) + (1 - u) * v;
          const g = u * (1 - v) + (1 - u) * v;
          const b = u * v + (1 - u) * v;
          fb[i] = r * 127.5 + fb[i] * 0.5 + 0.5;
          fb[i + 1] = g * 127.5 + fb[i + 1] * 0.5 + 0.5;
          fb[i + 2] = b * 127.5 + fb[i + 2] * 0.5 + 0.5;
          fb[i + 3] = 127.5 + fb[i + 3] * 0.5 + 0.5;
        }
      }
    }
  }
  return fb;
}

/** tex: per quad, every pixel a bilinear REPEAT sample of the 256² RGBA8 texture. */
function tex(frames) {
  const { size, quads, textureSize: t } = WORKLOADS.tex;
  const texels = new Uint8Array(t * t * 4);
  for (let y = 0; y < t; y++) for (let x = 0; x < t; x++) texels.set(texTexel(x, y), (y * t + x) * 4);
  const fb = new Uint8Array(size * size * 4);
  for (let f = 0; f < frames; f++) {
    for (let q = 0; q < quads; q++) {
      const shift = texShift(q);
      for (let y = 0; y < size; y++) {
        const tv = ((y + 0.5) / size + shift) * t - 0.5;
        const y0 = Math.floor(tv);
        const wy = tv - y0;
        const r0 = (y0 & (t - 1)) * t * 4;
        const r1 = ((y0 + 1) & (t - 1)) * t * 4;
        let i = y * size * 4;
        for (let x = 0; x < size; x++, i += 4) {
          const tu = ((x + 0.5) / size + shift) * t - 0.5;
          const x0 = Math.floor(tu);
          const wx = tu - x0;
          const c0 = (x0 & (t - 1)) * 4;
          const c1 = ((x0 + 1) & (t - 1)) * 4;
          for (let c = 0; c < 4; c++) {
            const top = texels[r0 + c0 + c] * (1 - wx) + texels[r0 + c1 + c] * wx;
            const bottom = texels[r1 + c0 + c] * (1 - wx) + texels[r1 + c1 + c] * wx;
            fb[i + c] = top * (1 - wy) + bottom * wy + 0.5;
          }
        }
      }
    }
  }
  return fb;
}

/** alu: the interpolated colour through 64 dependent MADs per channel, stored. */
function alu(frames) {
  const { size, mads } = WORKLOADS.alu;
  const fb = new Uint8Array(size * size * 4);
  for (let f = 0; f < frames; f++) {
    for (let y = 0; y < size; y++) {
      const v = (y + 0.5) / size;
      let i = y * size * 4;
      for (let x = 0; x < size; x++, i += 4) {
        const u = (x + 0.5) / size;
        let r = (1 - u) * (1 - v) + (1 - u) * v;
        let g = u * (1 - v) + (1 - u) * v;
        let b = u * v + (1 - u) * v;
        let a = 0.5;
        for (let m = 0; m < mads; m++) {
          r = r * ALU_SCALE + ALU_BIAS;
          g = g * ALU_SCALE + ALU_BIAS;
          b = b * ALU_SCALE + ALU_BIAS;
          a = a * ALU_SCALE + ALU_BIAS;
        }
        fb[i] = r * 255 + 0.5;
        fb[i + 1] = g * 255 + 0.5;
        fb[i + 2] = b * 255 + 0.5;
        fb[i + 3] = a * 255 + 0.5;
      }
    }
  }
  return fb;
}

/** The loops by workload name; each draws `frames` frames. */
export const JS_LOOPS = { fill, tex, alu };
