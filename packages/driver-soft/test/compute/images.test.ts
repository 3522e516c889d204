// Shader images (set_shader_images: "the level, first_layer and last_layer pipe_image_view fields specify
// the mipmap level and the range of layers the image will be constrained to"): LOAD and STORE on every
// target — buffer, 1D, 1D array, 2D, rect, 2D array, cube, cube array, 3D — in several formats, with
// coordinates from -1 to one past the view in every dimension. In-range loads give the texel's words
// (computed here from the bytes with plain arithmetic), out-of-range loads give 0, in-range stores land
// in the right texel of the right level and layer, everything else — out-of-range stores, texels outside
// the view — keeps its bytes.
import {
  makeBox,
  PipeFormat,
  PipeImageAccess,
  type PipeImageView,
  type PipeResource,
  type PipeResourceTemplate,
  PipeShader,
  PipeTextureTarget,
  PipeTransfer,
} from '@gallium-ts/gallium-api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ComputeEnv, imageView } from './compute-env.js';

const T = PipeTextureTarget;
const F = PipeFormat;

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
const floatBits = (f: number) => {
  f32[0] = f;
  return u32[0]!;
};

/** Half-float bits of a value exactly representable as a normal half. */
function halfBits(v: number): number {
  if (v === 0) return 0;
  const sign = v < 0 ? 0x8000 : 0;
  const a = Math.abs(v);
  const e = Math.floor(Math.log2(a));
  return sign | ((e + 15) << 10) | Math.round((a / 2 ** e - 1) * 1024);
}

/** A format as the test sees it: how texel values become bytes, and which words a LOAD gives. */
interface FormatSpec {
  format: PipeFormat;
  name: string;
  kind: 'uint' | 'sint' | 'float';
  channels: number;
  /** Multiplier of the integers the shader stores for float kinds. */
  scale: number;
  /** Texel value of channel c of the i-th texel for the prefill. */
  pattern(i: number, c: number): number;
  /** Bytes of one channel value. */
  encode(value: number): number[];
  /** The word a LOAD gives for a channel value. */
  word(value: number): number;
  /** Words of the channels the format lacks (0, 0, 0, 1 in the format's kind). */
  missing: [number, number, number, number];
}

const le32 = (w: number) => [w & 255, (w >>> 8) & 255, (w >>> 16) & 255, w >>> 24];
const ONE_INT: [number, number, number, number] = [0, 0, 0, 1];
const ONE_FLOAT: [number, number, number, number] = [0, 0, 0, floatBits(1)];

const FORMATS: FormatSpec[] = [
  {
    format: F.R32_UINT,
    name: 'R32_UINT',
    kind: 'uint',
    channels: 1,
    scale: 1,
    pattern: (i) => i * 1000 + 7,
    encode: (v) => le32(v >>> 0),
    word: (v) => v >>> 0,
    missing: ONE_INT,
  },
  {
    format: F.R32_SINT,
    name: 'R32_SINT',
    kind: 'sint',
    channels: 1,
    scale: 1,
    pattern: (i) => -(i * 1000 + 7),
    encode: (v) => le32(v >>> 0),
    word: (v) => v >>> 0,
    missing: ONE_INT,
  },
  {
    format: F.R32_FLOAT,
    name: 'R32_FLOAT',
    kind: 'float',
    channels: 1,
    scale: 0.25,
    pattern: (i) => i * 0.5 - 3,
    encode: (v) => le32(floatBits(v)),
    word: floatBits,
    missing: ONE_FLOAT,
  },
  {
    format: F.R8G8B8A8_UNORM,
    name: 'R8G8B8A8_UNORM',
    kind: 'float',
    channels: 4,
    scale: 1 / 1024,
    pattern: (i, c) => ((i * 37 + c * 11) & 255) / 255,
    encode: (v) => [Math.round(Math.min(1, Math.max(0, v)) * 255)],
    word: (v) => floatBits(Math.round(Math.min(1, Math.max(0, v)) * 255) / 255),
    missing: ONE_FLOAT,
  },
  {
    format: F.R16G16B16A16_FLOAT,
    name: 'R16G16B16A16_FLOAT',
    kind: 'float',
    channels: 4,
    scale: 0.25,
    pattern: (i, c) => i + c * 0.25 - 2,
    encode: (v) => {
      const h = halfBits(v);
      return [h & 255, h >> 8];
    },
    word: floatBits,
    missing: ONE_FLOAT,
  },
  {
    format: F.R8G8B8A8_UINT,
    name: 'R8G8B8A8_UINT',
    kind: 'uint',
    channels: 4,
    scale: 1,
    pattern: (i, c) => (i * 13 + c * 50) & 255,
    encode: (v) => [Math.min(255, v)],
    word: (v) => Math.min(255, v),
    missing: ONE_INT,
  },
];

/** A resource, the view of it the shader addresses, and where view texel (x, y, z) is stored. */
interface TargetCase {
  name: string;
  tgsi: string;
  template: Partial<PipeResourceTemplate>;
  view: Partial<PipeImageView>;
  /** Texels the view addresses along x, y, z (tgsi's addressing of the target). */
  extent: [number, number, number];
  /** Dimensions the target is addressed with (1, 2 or 3). */
  dims: number;
  /** The level the view shows and its size (texels per row, rows, 2D layers). */
  level: number;
  levelSize: [number, number, number];
  /** Storage texel (x, y, layer) of the level for view texel (x, y, z). */
  storage: (x: number, y: number, z: number) => [number, number, number];
}

const TARGETS: TargetCase[] = [
  {
    name: 'buffer (texels 2..6 of 9)',
    tgsi: 'BUFFER',
    template: { target: T.BUFFER, width0: 9 },
    view: {},
    extent: [5, 1, 1],
    dims: 1,
    level: 0,
    levelSize: [9, 1, 1],
    storage: (x) => [x + 2, 0, 0],
  },
  {
    name: '1D',
    tgsi: '1D',
    template: { target: T.TEXTURE_1D, width0: 6 },
    view: {},
    extent: [6, 1, 1],
    dims: 1,
    level: 0,
    levelSize: [6, 1, 1],
    storage: (x) => [x, 0, 0],
  },
  {
    name: '1D array (layers 1..3 of 4)',
    tgsi: '1D_ARRAY',
    template: { target: T.TEXTURE_1D_ARRAY, width0: 5, arraySize: 4 },
    view: { firstLayer: 1, lastLayer: 3 },
    extent: [5, 3, 1],
    dims: 2,
    level: 0,
    levelSize: [5, 1, 4],
    storage: (x, y) => [x, 0, y + 1],
  },
  {
    name: '2D (level 1 of 10×8)',
    tgsi: '2D',
    template: { target: T.TEXTURE_2D, width0: 10, height0: 8, lastLevel: 1 },
    view: { level: 1 },
    extent: [5, 4, 1],
    dims: 2,
    level: 1,
    levelSize: [5, 4, 1],
    storage: (x, y) => [x, y, 0],
  },
  {
    name: 'rect',
    tgsi: 'RECT',
    template: { target: T.TEXTURE_RECT, width0: 5, height0: 3 },
    view: {},
    extent: [5, 3, 1],
    dims: 2,
    level: 0,
    levelSize: [5, 3, 1],
    storage: (x, y) => [x, y, 0],
  },
  {
    name: '2D array (layers 1..2 of 4)',
    tgsi: '2D_ARRAY',
    template: { target: T.TEXTURE_2D_ARRAY, width0: 4, height0: 3, arraySize: 4 },
    view: { firstLayer: 1, lastLayer: 2 },
    extent: [4, 3, 2],
    dims: 3,
    level: 0,
    levelSize: [4, 3, 4],
    storage: (x, y, z) => [x, y, z + 1],
  },
  {
    name: 'cube (6 faces)',
    tgsi: 'CUBE',
    template: { target: T.TEXTURE_CUBE, width0: 3, height0: 3, arraySize: 6 },
    view: {},
    extent: [3, 3, 6],
    dims: 3,
    level: 0,
    levelSize: [3, 3, 6],
    storage: (x, y, z) => [x, y, z],
  },
  {
    name: 'cube array (the second cube: layer-faces 6..11 of 12)',
    tgsi: 'CUBE_ARRAY',
    template: { target: T.TEXTURE_CUBE_ARRAY, width0: 2, height0: 2, arraySize: 12 },
    view: { firstLayer: 6, lastLayer: 11 },
    extent: [2, 2, 6],
    dims: 3,
    level: 0,
    levelSize: [2, 2, 12],
    storage: (x, y, z) => [x, y, z + 6],
  },
  {
    name: '3D',
    tgsi: '3D',
    template: { target: T.TEXTURE_3D, width0: 4, height0: 3, depth0: 3 },
    view: { firstLayer: 0, lastLayer: 2 },
    extent: [4, 3, 3],
    dims: 3,
    level: 0,
    levelSize: [4, 3, 3],
    storage: (x, y, z) => [x, y, z],
  },
  {
    name: '3D, one slice bound as a 2D image (slice 1)',
    tgsi: '2D',
    template: { target: T.TEXTURE_3D, width0: 4, height0: 3, depth0: 3 },
    view: { firstLayer: 1, lastLayer: 1 },
    extent: [4, 3, 1],
    dims: 2,
    level: 0,
    levelSize: [4, 3, 3],
    storage: (x, y) => [x, y, 1],
  },
];

/**
 * One thread per coordinate from -1 to the extent along each used axis: thread t has coordinate c = t - 1.
 * It loads texel c into BUFFER[0] at 16 × (thread index), then stores the integers
 * (t.x + 8 t.y + 64 t.z + 1, t.y + 2, t.z + 3, 4) — negated for SINT, × scale as floats for float kinds.
 */
function shader(t: TargetCase, f: FormatSpec): string {
  const convert =
    f.kind === 'uint'
      ? ''
      : f.kind === 'sint'
        ? 'INEG TEMP[3], TEMP[3]'
        : 'U2F TEMP[3], TEMP[3]\nMUL TEMP[3], TEMP[3], IMM[3].xxxx';
  return `COMP
DCL SV[0], THREAD_ID
DCL SV[1], BLOCK_SIZE
DCL IMAGE[0], ${t.tgsi}, PIPE_FORMAT_${f.name}, WR
DCL BUFFER[0]
DCL TEMP[0..3]
IMM[0] INT32 { -1, -1, -1, 0 }
IMM[1] UINT32 { 16, 8, 64, 1 }
IMM[2] UINT32 { 1, 2, 3, 4 }
IMM[3] FLT32 { ${f.scale}, 0, 0, 0 }
UADD TEMP[0], SV[0], IMM[0]
UMAD TEMP[1].x, SV[0].zzzz, SV[1].yyyy, SV[0].yyyy
UMAD TEMP[1].x, TEMP[1].xxxx, SV[1].xxxx, SV[0].xxxx
UMUL TEMP[1].x, TEMP[1].xxxx, IMM[1].xxxx
LOAD TEMP[2], IMAGE[0], TEMP[0]
STORE BUFFER[0], TEMP[1].xxxx, TEMP[2]
UMAD TEMP[3].x, SV[0].yyyy, IMM[1].yyyy, SV[0].xxxx
UMAD TEMP[3].x, SV[0].zzzz, IMM[1].zzzz, TEMP[3].xxxx
MOV TEMP[3].yzw, SV[0].xyzx
MOV TEMP[3].w, IMM[1].wwww
UADD TEMP[3], TEMP[3], IMM[2].xyzz
${convert}
STORE IMAGE[0], TEMP[0], TEMP[3]
END
`;
}

let env: ComputeEnv;
beforeEach(() => {
  env = new ComputeEnv();
});
afterEach(() => env.destroy());

function createImage(t: TargetCase, f: FormatSpec): PipeResource {
  const bs = f.encode(0).length * f.channels;
  if (t.template.target === T.BUFFER) {
    const buffer = env.buffer(t.levelSize[0] * bs);
    return buffer;
  }
  return env.texture({ ...t.template, format: f.format });
}

/** The prefill: every texel of the level, channel values from the format's pattern. */
function prefill(t: TargetCase, f: FormatSpec): number[][] {
  const [w, h, d] = t.levelSize;
  return Array.from({ length: w * h * d }, (_, i) =>
    Array.from({ length: f.channels }, (_, c) => f.pattern(i, c)),
  );
}

function bytesOf(texels: readonly (readonly number[])[], f: FormatSpec): Uint8Array {
  return new Uint8Array(texels.flatMap((texel) => texel.flatMap((v) => f.encode(v))));
}

describe.each(TARGETS)('image LOAD/STORE: $name', (t) => {
  it.each(FORMATS)(
    '$name: in-range texels load and store exactly, the rest reads 0 and keeps its bytes',
    (f) => {
      const image = createImage(t, f);
      const [w, h, d] = t.levelSize;
      const texels = prefill(t, f);
      const isBuffer = t.template.target === T.BUFFER;
      const bs = f.encode(0).length * f.channels;
      const levelBox = makeBox(0, 0, 0, w, h, d);
      if (isBuffer) env.ctx.bufferSubdata(image, PipeTransfer.WRITE, 0, bytesOf(texels, f));
      else env.write(image, t.level, levelBox, bytesOf(texels, f));
      const threads: [number, number, number] = [0, 1, 2].map((a) => (a < t.dims ? t.extent[a]! + 2 : 1)) as [
        number,
        number,
        number,
      ];
      const loads = env.buffer(threads[0] * threads[1] * threads[2] * 16);
      env.program(shader(t, f));
      env.shaderBuffers([loads]);
      const view = imageView(image, {
        format: f.format,
        ...(isBuffer ? { offset: 2 * bs, size: 5 * bs + 1 } : {}),
        ...t.view,
      });
      env.ctx.setShaderImages(PipeShader.COMPUTE, 0, [view]);
      env.launch({ block: threads });

      const index = (x: number, y: number, z: number) => {
        const [sx, sy, sl] = t.storage(x, y, z);
        return (sl * h + sy) * w + sx;
      };
      const expected = texels.map((texel) => [...texel]);
      const loaded = env.uints(loads);
      let i = 0;
      for (let tz = 0; tz < threads[2]; tz++)
        for (let ty = 0; ty < threads[1]; ty++)
          for (let tx = 0; tx < threads[0]; tx++, i++) {
            const c = [tx - 1, ty - 1, tz - 1];
            const inside = c.every((v, a) => (a < t.dims ? v >= 0 && v < t.extent[a]! : v === -1));
            const words = loaded.slice(i * 4, i * 4 + 4);
            if (!inside) {
              expect(words, `load at (${c})`).toEqual([0, 0, 0, 0]);
              continue;
            }
            const at = index(c[0]!, Math.max(0, c[1]!), Math.max(0, c[2]!));
            const want = [0, 1, 2, 3].map((ch) =>
              ch < f.channels ? f.word(texels[at]![ch]!) : f.missing[ch]!,
            );
            expect(words, `load at (${c})`).toEqual(want);
            const ints = [tx + 8 * ty + 64 * tz + 1, ty + 2, tz + 3, 4];
            const stored = ints.map((v) => (f.kind === 'sint' ? -v : f.kind === 'float' ? v * f.scale : v));
            expected[at] = stored.slice(0, f.channels);
          }
      const after = isBuffer ? env.read(image) : env.read(image, t.level, levelBox);
      expect(Array.from(after)).toEqual(Array.from(bytesOf(expected, f)));
    },
  );
});

describe('image views', () => {
  const R32 = FORMATS[0]!;
  const copyShader = (target: string) => `COMP
DCL SV[0], THREAD_ID
DCL IMAGE[0], ${target}, PIPE_FORMAT_R32_UINT, WR
DCL BUFFER[0]
DCL TEMP[0..1]
IMM[0] UINT32 { 16, 99, 0, 0 }
UMUL TEMP[1].x, SV[0].xxxx, IMM[0].xxxx
LOAD TEMP[0], IMAGE[0], SV[0]
STORE BUFFER[0], TEMP[1].xxxx, TEMP[0]
STORE IMAGE[0].x, SV[0], IMM[0].yyyy
END
`;

  it('access READ: stores are dropped; access WRITE: loads give 0 and stores land', () => {
    const image = env.texture({ target: T.TEXTURE_1D, format: F.R32_UINT, width0: 4 });
    env.write(image, 0, makeBox(0, 0, 0, 4, 1, 1), bytesOf([[1], [2], [3], [4]], R32));
    const loads = env.buffer(64);
    env.program(copyShader('1D'));
    env.shaderBuffers([loads]);
    env.ctx.setShaderImages(PipeShader.COMPUTE, 0, [imageView(image, { access: PipeImageAccess.READ })]);
    env.launch({ block: [4, 1, 1] });
    expect(env.uints(loads)).toEqual([1, 0, 0, 1, 2, 0, 0, 1, 3, 0, 0, 1, 4, 0, 0, 1]);
    expect(env.uints(image)).toEqual([1, 2, 3, 4]);
    env.ctx.setShaderImages(PipeShader.COMPUTE, 0, [imageView(image, { access: PipeImageAccess.WRITE })]);
    env.launch({ block: [4, 1, 1] });
    expect(env.uints(loads)).toEqual(new Array(16).fill(0));
    expect(env.uints(image)).toEqual([99, 99, 99, 99]);
  });

  it('a STORE with a partial write mask keeps the other channels; conversion clamps to the format', () => {
    const image = env.texture({ target: T.TEXTURE_1D, format: F.R8G8B8A8_UNORM, width0: 2 });
    env.write(image, 0, makeBox(0, 0, 0, 2, 1, 1), new Uint8Array([10, 20, 30, 40, 50, 60, 70, 80]));
    env.program(`COMP
DCL SV[0], THREAD_ID
DCL IMAGE[0], 1D, PIPE_FORMAT_R8G8B8A8_UNORM, WR
IMM[0] FLT32 { 2.0, -1.0, 0.5, 0.0 }
STORE IMAGE[0].yw, SV[0], IMM[0]
END
`);
    env.ctx.setShaderImages(PipeShader.COMPUTE, 0, [imageView(image)]);
    env.launch({ block: [2, 1, 1] });
    // y = -1.0 clamps to 0, w = 0.0; x and z keep 10, 30 and 50, 70.
    expect(Array.from(env.read(image, 0, makeBox(0, 0, 0, 2, 1, 1)))).toEqual([10, 0, 30, 0, 50, 0, 70, 0]);
  });

  it('an unbound image reads 0 and drops stores', () => {
    const loads = env.buffer(16);
    env.program(copyShader('1D'));
    env.shaderBuffers([loads]);
    env.launch({ block: [1, 1, 1] });
    expect(env.uints(loads)).toEqual([0, 0, 0, 0]);
  });
});

describe('RESQ', () => {
  const resq = (decl: string) => `COMP
${decl}
DCL BUFFER[0]
DCL TEMP[0]
IMM[0] UINT32 { 0, 0, 0, 0 }
RESQ TEMP[0], ${decl.includes('IMAGE') ? 'IMAGE[0]' : 'BUFFER[1]'}
STORE BUFFER[0], IMM[0].xxxx, TEMP[0]
END
`;
  const sizes: [string, string, Partial<PipeResourceTemplate>, Partial<PipeImageView>, number[]][] = [
    ['1D', '1D', { target: T.TEXTURE_1D, width0: 6 }, {}, [6, 1, 1, 1]],
    [
      '1D array: layers in y',
      '1D_ARRAY',
      { target: T.TEXTURE_1D_ARRAY, width0: 5, arraySize: 4 },
      { firstLayer: 1, lastLayer: 3 },
      [5, 3, 1, 1],
    ],
    [
      '2D at level 1',
      '2D',
      { target: T.TEXTURE_2D, width0: 10, height0: 8, lastLevel: 2 },
      { level: 1 },
      [5, 4, 1, 1],
    ],
    [
      '2D array: layers in z',
      '2D_ARRAY',
      { target: T.TEXTURE_2D_ARRAY, width0: 4, height0: 3, arraySize: 4 },
      { firstLayer: 1, lastLayer: 2 },
      [4, 3, 2, 1],
    ],
    [
      'cube: faces in z',
      'CUBE',
      { target: T.TEXTURE_CUBE, width0: 3, height0: 3, arraySize: 6 },
      {},
      [3, 3, 6, 1],
    ],
    [
      'cube array: layer-faces in z',
      'CUBE_ARRAY',
      { target: T.TEXTURE_CUBE_ARRAY, width0: 2, height0: 2, arraySize: 12 },
      {},
      [2, 2, 12, 1],
    ],
    [
      '3D at level 1',
      '3D',
      { target: T.TEXTURE_3D, width0: 8, height0: 4, depth0: 6, lastLevel: 1 },
      { level: 1, lastLayer: 2 },
      [4, 2, 3, 1],
    ],
  ];
  for (const [name, target, template, view, want] of sizes) {
    it(`image ${name}: (width, height, depth, samples) = (${want.join(', ')})`, () => {
      const out = env.buffer(16);
      const image = env.texture({ ...template, format: F.R32_UINT });
      env.program(resq(`DCL IMAGE[0], ${target}, PIPE_FORMAT_R32_UINT, WR`));
      env.shaderBuffers([out]);
      env.ctx.setShaderImages(PipeShader.COMPUTE, 0, [imageView(image, view)]);
      env.launch({});
      expect(env.uints(out)).toEqual(want);
    });
  }

  it('image buffer: size / texel size texels (a partial texel does not count)', () => {
    const out = env.buffer(16);
    const buffer = env.buffer(64);
    env.program(resq('DCL IMAGE[0], BUFFER, PIPE_FORMAT_R32_UINT, WR'));
    env.shaderBuffers([out]);
    env.ctx.setShaderImages(PipeShader.COMPUTE, 0, [
      imageView(buffer, { format: F.R32_UINT, offset: 8, size: 23 }),
    ]);
    env.launch({});
    expect(env.uints(out)).toEqual([5, 1, 1, 1]);
  });

  it('shader buffer: the bound size in bytes', () => {
    const out = env.buffer(16);
    const buffer = env.buffer(256);
    env.program(resq('DCL BUFFER[1]'));
    env.shaderBuffers([out, [buffer, 16, 100]]);
    env.launch({});
    expect(env.uints(out)).toEqual([100, 0, 0, 0]);
  });
});

describe('a picture', () => {
  it('a kernel paints a 64 × 64 RGBA8 image: every pixel (4x, 4y, x xor y has bit 4 ? 255 : 0, 255)', () => {
    const image = env.texture({ format: F.R8G8B8A8_UNORM, width0: 64, height0: 64 });
    env.program(`COMP
DCL SV[0], THREAD_ID
DCL SV[1], BLOCK_ID
DCL IMAGE[0], 2D, PIPE_FORMAT_R8G8B8A8_UNORM, WR
DCL TEMP[0..2]
IMM[0] UINT32 { 8, 4, 16, 255 }
IMM[1] FLT32 { 0.003921569, 1.0, 0.0, 0.0 }
UMAD TEMP[0].xy, SV[1].xyyy, IMM[0].xxxx, SV[0].xyyy
UMUL TEMP[1].xy, TEMP[0].xyyy, IMM[0].yyyy
XOR TEMP[2].x, TEMP[0].xxxx, TEMP[0].yyyy
AND TEMP[2].x, TEMP[2].xxxx, IMM[0].zzzz
USNE TEMP[2].x, TEMP[2].xxxx, IMM[1].zzzz
AND TEMP[1].z, TEMP[2].xxxx, IMM[0].wwww
MOV TEMP[1].w, IMM[0].wwww
U2F TEMP[1], TEMP[1]
MUL TEMP[1], TEMP[1], IMM[1].xxxx
STORE IMAGE[0], TEMP[0], TEMP[1]
END
`);
    env.ctx.setShaderImages(PipeShader.COMPUTE, 0, [imageView(image)]);
    env.launch({ block: [8, 8, 1], grid: [8, 8, 1], workDim: 2 });
    const rgba = env.read(image, 0, makeBox(0, 0, 0, 64, 64, 1));
    env.png('compute-pattern', 64, 64, rgba);
    const expected = new Uint8Array(64 * 64 * 4);
    for (let y = 0; y < 64; y++)
      for (let x = 0; x < 64; x++)
        expected.set([4 * x, 4 * y, (x ^ y) & 16 ? 255 : 0, 255], (y * 64 + x) * 4);
    expect(Array.from(rgba)).toEqual(Array.from(expected));
  });
});
