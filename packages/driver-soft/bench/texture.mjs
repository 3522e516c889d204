// Benchmark of driver-soft's texture sampler (needs `npm run build` of the package): RGBA8 2D sampling
// of 1024×1024 pixels through a compiled TEX fragment shader (compileTgsi + runQuads, implicit LOD
// from the quads' derivatives), in millions of texels per second, next to a plain JavaScript loop
// doing the same bilinear arithmetic on the same data in the same run, and the sampler called directly.
import {
  formatDescription,
  PipeFormat,
  PipeSwizzle,
  PipeTexFilter,
  PipeTexMipfilter,
  PipeTextureTarget,
  PipeTexWrap,
  resourceLayout,
  samplerState,
} from '@gallium-ts/gallium-api';
import { compileTgsi, parseTgsi, TgsiFile, TgsiSemantic } from '@gallium-ts/tgsi';
import { SoftSampler } from '../dist/texture/index.js';

const SIZE = 1024;
const TEXTURE = 256;
const LANES = 2048;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 1.5);

/** A 256×256 texture of `format` with a full mip chain of pseudo-random bytes. */
function makeTexture(format) {
  const blockSize = formatDescription(format).blockSize;
  const shape = {
    target: PipeTextureTarget.TEXTURE_2D,
    width0: TEXTURE,
    height0: TEXTURE,
    depth0: 1,
    arraySize: 1,
    lastLevel: 8,
  };
  const { levels, size } = resourceLayout(shape, blockSize);
  const data = new Uint8Array(size);
  let seed = 1;
  for (let i = 0; i < size; i++) {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    data[i] = seed >>> 24;
  }
  return {
    format,
    target: PipeTextureTarget.TEXTURE_2D,
    data,
    levels,
    width0: TEXTURE,
    height0: TEXTURE,
    depth0: 1,
    arraySize: 1,
    firstLevel: 0,
    lastLevel: 8,
    firstLayer: 0,
    lastLayer: 0,
    bufferOffset: 0,
    bufferSize: 0,
    swizzle: [PipeSwizzle.X, PipeSwizzle.Y, PipeSwizzle.Z, PipeSwizzle.W],
  };
}

/**
 * Texture coordinates of the frame's pixels in quad order (s, t per lane) and their derivatives along
 * the window's x and y, as the machine computes them per quad.
 */
function frameCoords(scale) {
  const lanes = SIZE * SIZE;
  const s = new Float32Array(lanes);
  const t = new Float32Array(lanes);
  for (let lane = 0; lane < lanes; lane++) {
    const q = lane >> 2;
    const x = 2 * (q % (SIZE / 2)) + (lane & 1);
    const y = 2 * Math.floor(q / (SIZE / 2)) + ((lane >> 1) & 1);
    s[lane] = ((x + 0.5) / SIZE) * scale;
    t[lane] = ((y + 0.5) / SIZE) * scale;
  }
  const derivative = (v, step) => v.map((_, lane) => v[(lane & ~3) + step] - v[lane & ~3]);
  return {
    s,
    t,
    dsdx: derivative(s, 1),
    dtdx: derivative(t, 1),
    dsdy: derivative(s, 2),
    dtdy: derivative(t, 2),
  };
}

/**
 * Millions of lanes per CPU second of `frame()` (which does `lanes` lanes): the best frame over a few
 * seconds, timed by the process's CPU time so that other jobs on a shared machine count less.
 */
function mrate(frame, lanes) {
  frame();
  let best = 0;
  const end = performance.now() + SECONDS * 1000;
  do {
    const start = process.cpuUsage();
    frame();
    const used = process.cpuUsage(start);
    best = Math.max(best, lanes / (used.user + used.system));
  } while (performance.now() < end);
  return best;
}

const TEX = parseTgsi(`FRAG
DCL IN[0], GENERIC[0], PERSPECTIVE
DCL OUT[0], COLOR
DCL SAMP[0]
TEX OUT[0], IN[0], SAMP[0], 2D
END
`);

/** A TgsiSampler that returns at once: what the TEX shader costs without any sampling. */
const idleSampler = { sample() {}, fetch() {}, gather() {}, lod() {}, size() {}, samples: () => 1 };

/** The TEX shader over the whole frame (through `sampler`, else a SoftSampler bound to view and state). */
function shaderFrame(view, state, coords, sampler = null) {
  const shader = compileTgsi(TEX, { maxLanes: LANES });
  if (!sampler) {
    sampler = new SoftSampler();
    sampler.bind([view], [state]);
  }
  shader.setSampler(sampler);
  const input = [0, 1, 2, 3].map((c) =>
    shader.registerFloats(TgsiFile.INPUT, shader.findInput(TgsiSemantic.GENERIC), c),
  );
  input[2].fill(0);
  input[3].fill(1);
  return () => {
    for (let first = 0; first < SIZE * SIZE; first += LANES) {
      input[0].set(coords.s.subarray(first, first + LANES));
      input[1].set(coords.t.subarray(first, first + LANES));
      shader.runQuads({ quads: LANES / 4 });
    }
  };
}

/** The sampler alone: requests of LANES lanes with the quads' derivatives already computed. */
function samplerFrame(view, state, coords) {
  const sampler = new SoftSampler();
  sampler.bind([view], [state]);
  const lanes = (n) => Array.from({ length: 4 }, () => new Float32Array(n));
  const out = lanes(LANES);
  const req = {
    instruction: 0,
    view: 0,
    sampler: 0,
    target: 2,
    count: LANES,
    active: new Uint8Array(LANES).fill(1),
    coords: lanes(LANES),
    icoords: [],
    compare: null,
    lodMode: 'implicit',
    lod: new Float32Array(LANES),
    ilod: new Int32Array(LANES),
    ddx: lanes(LANES),
    ddy: lanes(LANES),
    offsets: null,
    component: 0,
    out,
    outWords: out.map((c) => new Int32Array(c.buffer)),
  };
  return () => {
    for (let first = 0; first < SIZE * SIZE; first += LANES) {
      const part = (v) => v.subarray(first, first + LANES);
      req.coords[0].set(part(coords.s));
      req.coords[1].set(part(coords.t));
      req.ddx[0].set(part(coords.dsdx));
      req.ddx[1].set(part(coords.dtdx));
      req.ddy[0].set(part(coords.dsdy));
      req.ddy[1].set(part(coords.dtdy));
      sampler.sample(req);
    }
  };
}

/** Plain JavaScript: the same bilinear RGBA8 arithmetic (REPEAT, level 0) over the same coordinates. */
function plainFrame(view, coords) {
  const data = view.data;
  const out = [0, 1, 2, 3].map(() => new Float32Array(SIZE * SIZE));
  const mask = TEXTURE - 1;
  return () => {
    const { s, t } = coords;
    for (let i = 0; i < SIZE * SIZE; i++) {
      const u = s[i] * TEXTURE - 0.5;
      const v = t[i] * TEXTURE - 0.5;
      const x = Math.floor(u);
      const y = Math.floor(v);
      const a = u - x;
      const b = v - y;
      const r0 = (y & mask) * TEXTURE * 4;
      const r1 = ((y + 1) & mask) * TEXTURE * 4;
      const c0 = (x & mask) * 4;
      const c1 = ((x + 1) & mask) * 4;
      for (let c = 0; c < 4; c++) {
        const t00 = data[r0 + c0 + c] / 255;
        const t10 = data[r0 + c1 + c] / 255;
        const t01 = data[r1 + c0 + c] / 255;
        const t11 = data[r1 + c1 + c] / 255;
        const top = t00 + a * (t10 - t00);
        const bottom = t01 + a * (t11 - t01);
        out[c][i] = top + b * (bottom - top);
      }
    }
  };
}

const linear = { minImgFilter: PipeTexFilter.LINEAR, magImgFilter: PipeTexFilter.LINEAR };
const cases = [
  ['RGBA8 bilinear, REPEAT, no mipmaps', PipeFormat.R8G8B8A8_UNORM, { ...linear }, 1],
  [
    'BGRA8 bilinear, CLAMP_TO_EDGE, no mipmaps',
    PipeFormat.B8G8R8A8_UNORM,
    { ...linear, wrapS: PipeTexWrap.CLAMP_TO_EDGE, wrapT: PipeTexWrap.CLAMP_TO_EDGE },
    1,
  ],
  ['RGBA8 nearest, REPEAT, no mipmaps', PipeFormat.R8G8B8A8_UNORM, {}, 1],
  [
    'RGBA8 bilinear, nearest mipmap (λ ≈ 0.6)',
    PipeFormat.R8G8B8A8_UNORM,
    { ...linear, minMipFilter: PipeTexMipfilter.NEAREST },
    6,
  ],
  [
    'RGBA8 trilinear (λ ≈ 0.6)',
    PipeFormat.R8G8B8A8_UNORM,
    { ...linear, minMipFilter: PipeTexMipfilter.LINEAR },
    6,
  ],
  [
    'RGBA8 bilinear, MIRROR_REPEAT (general path)',
    PipeFormat.R8G8B8A8_UNORM,
    { ...linear, wrapS: PipeTexWrap.MIRROR_REPEAT, wrapT: PipeTexWrap.MIRROR_REPEAT },
    1,
  ],
  ['RGBA32F bilinear (fast path)', PipeFormat.R32G32B32A32_FLOAT, { ...linear }, 1],
  ['RGBA16 bilinear (general path)', PipeFormat.R16G16B16A16_UNORM, { ...linear }, 1],
];

console.log(
  `Texture sampling, ${SIZE}×${SIZE} pixels from a ${TEXTURE}×${TEXTURE} texture (M texels per CPU second, best frame of ${SECONDS} s)`,
);
const coords1 = frameCoords(1);
const plain = mrate(plainFrame(makeTexture(PipeFormat.R8G8B8A8_UNORM), coords1), SIZE * SIZE);
console.log(`  plain JS bilinear RGBA8 loop              ${plain.toFixed(1).padStart(7)}`);
const idle = mrate(shaderFrame(null, null, coords1, idleSampler), SIZE * SIZE);
console.log(`  TEX shader with a sampler doing nothing   ${idle.toFixed(1).padStart(7)}`);
for (const [name, format, fields, scale] of cases) {
  const view = makeTexture(format);
  const state = samplerState(fields);
  const coords = scale === 1 ? coords1 : frameCoords(scale);
  const viaShader = mrate(shaderFrame(view, state, coords), SIZE * SIZE);
  const direct = mrate(samplerFrame(view, state, coords), SIZE * SIZE);
  console.log(
    `  ${name.padEnd(48)} TEX shader ${viaShader.toFixed(1).padStart(6)}   sampler alone ${direct.toFixed(1).padStart(6)}`,
  );
}
