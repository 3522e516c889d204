// The table of pixel-transfer cases run through Mesa by pixels-reference.c. Each case is plain data
// (enums as numbers, client memory as hex) that the pixel module's tests replay through the module; the
// fixtures store each case with Mesa's results beside it.

import { readFileSync } from 'node:fs';

/** GL enums by name, read from the package's generated gl-enums.ts (no build needed). */
export const GL = Object.fromEntries(
  [
    ...readFileSync(new URL('../../src/gl-enums.ts', import.meta.url), 'utf8').matchAll(
      /export const (GL_\w+) = (0x[0-9a-f]+);/g,
    ),
  ].map(([, name, value]) => [name.slice(3), Number(value)]),
);

let seed = 12345;
/** Deterministic bytes (xorshift), so regenerating gives the same cases. */
function randomBytes(n) {
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    out[i] = seed & 0xff;
  }
  return out;
}
const hex = (bytes) => Buffer.from(bytes).toString('hex');

const COMPONENTS = {
  [GL.COLOR_INDEX]: 1,
  [GL.STENCIL_INDEX]: 1,
  [GL.DEPTH_COMPONENT]: 1,
  [GL.RED]: 1,
  [GL.GREEN]: 1,
  [GL.BLUE]: 1,
  [GL.ALPHA]: 1,
  [GL.RGB]: 3,
  [GL.RGBA]: 4,
  [GL.BGR]: 3,
  [GL.BGRA]: 4,
  [GL.LUMINANCE]: 1,
  [GL.LUMINANCE_ALPHA]: 2,
};
const TYPE_BYTES = {
  [GL.UNSIGNED_BYTE]: 1,
  [GL.BYTE]: 1,
  [GL.UNSIGNED_SHORT]: 2,
  [GL.SHORT]: 2,
  [GL.UNSIGNED_INT]: 4,
  [GL.INT]: 4,
  [GL.FLOAT]: 4,
  [GL.UNSIGNED_BYTE_3_3_2]: 1,
  [GL.UNSIGNED_BYTE_2_3_3_REV]: 1,
  [GL.UNSIGNED_SHORT_5_6_5]: 2,
  [GL.UNSIGNED_SHORT_5_6_5_REV]: 2,
  [GL.UNSIGNED_SHORT_4_4_4_4]: 2,
  [GL.UNSIGNED_SHORT_4_4_4_4_REV]: 2,
  [GL.UNSIGNED_SHORT_5_5_5_1]: 2,
  [GL.UNSIGNED_SHORT_1_5_5_5_REV]: 2,
  [GL.UNSIGNED_INT_8_8_8_8]: 4,
  [GL.UNSIGNED_INT_8_8_8_8_REV]: 4,
  [GL.UNSIGNED_INT_10_10_10_2]: 4,
  [GL.UNSIGNED_INT_2_10_10_10_REV]: 4,
};
const PACKED = new Set(
  Object.keys(TYPE_BYTES)
    .map(Number)
    .filter((t) => t > GL.FLOAT),
);

/** Bytes a width×height image occupies under `store` (the spec's formulas, written here independently). */
export function imageBytes(width, height, format, type, store = {}) {
  const a = store.alignment ?? 4;
  const l = store.rowLength || width;
  if (type === GL.BITMAP) {
    const row = a * Math.ceil(l / (8 * a));
    const skip = store.skipPixels ?? 0;
    return (store.skipRows ?? 0) * row + (height - 1) * row + Math.ceil((skip + width) / 8);
  }
  const s = TYPE_BYTES[type];
  const n = PACKED.has(type) ? 1 : COMPONENTS[format];
  const row = s >= a ? n * l * s : a * Math.ceil((s * n * l) / a);
  return ((store.skipRows ?? 0) + height - 1) * row + ((store.skipPixels ?? 0) + width) * n * s;
}

/** Client data for an image: random bytes, except FLOAT, whose values are spread over [−0.25, 1.25]. */
function imageData(width, height, format, type, store) {
  const size = imageBytes(width, height, format, type, store) + 8;
  if (type !== GL.FLOAT) return hex(randomBytes(size));
  const floats = new Float32Array(Math.ceil(size / 4));
  const r = randomBytes(floats.length);
  for (let i = 0; i < floats.length; i++) floats[i] = -0.25 + (r[i] / 255) * 1.5;
  return hex(new Uint8Array(floats.buffer));
}

const COLOR_FORMATS = [
  'RED',
  'GREEN',
  'BLUE',
  'ALPHA',
  'RGB',
  'RGBA',
  'BGR',
  'BGRA',
  'LUMINANCE',
  'LUMINANCE_ALPHA',
];
const PLAIN_TYPES = ['UNSIGNED_BYTE', 'BYTE', 'UNSIGNED_SHORT', 'SHORT', 'UNSIGNED_INT', 'INT', 'FLOAT'];
const PACKED_PAIRS = [
  ['RGB', 'UNSIGNED_BYTE_3_3_2'],
  ['RGB', 'UNSIGNED_BYTE_2_3_3_REV'],
  ['RGB', 'UNSIGNED_SHORT_5_6_5'],
  ['RGB', 'UNSIGNED_SHORT_5_6_5_REV'],
  ['RGBA', 'UNSIGNED_SHORT_4_4_4_4'],
  ['BGRA', 'UNSIGNED_SHORT_4_4_4_4_REV'],
  ['RGBA', 'UNSIGNED_SHORT_5_5_5_1'],
  ['BGRA', 'UNSIGNED_SHORT_1_5_5_5_REV'],
  ['RGBA', 'UNSIGNED_INT_8_8_8_8'],
  ['BGRA', 'UNSIGNED_INT_8_8_8_8_REV'],
  ['RGBA', 'UNSIGNED_INT_10_10_10_2'],
  ['BGRA', 'UNSIGNED_INT_2_10_10_10_REV'],
  ['BGRA', 'UNSIGNED_SHORT_4_4_4_4'],
  ['RGBA', 'UNSIGNED_INT_8_8_8_8_REV'],
  ['RGBA', 'UNSIGNED_SHORT_1_5_5_5_REV'],
];
const INTERNAL_FORMATS = [
  '1',
  '2',
  '3',
  '4',
  'ALPHA',
  'ALPHA4',
  'ALPHA8',
  'ALPHA12',
  'ALPHA16',
  'LUMINANCE',
  'LUMINANCE4',
  'LUMINANCE8',
  'LUMINANCE12',
  'LUMINANCE16',
  'LUMINANCE_ALPHA',
  'LUMINANCE4_ALPHA4',
  'LUMINANCE6_ALPHA2',
  'LUMINANCE8_ALPHA8',
  'LUMINANCE12_ALPHA4',
  'LUMINANCE12_ALPHA12',
  'LUMINANCE16_ALPHA16',
  'INTENSITY',
  'INTENSITY4',
  'INTENSITY8',
  'INTENSITY12',
  'INTENSITY16',
  'RGB',
  'R3_G3_B2',
  'RGB4',
  'RGB5',
  'RGB8',
  'RGB10',
  'RGB12',
  'RGB16',
  'RGBA',
  'RGBA2',
  'RGBA4',
  'RGB5_A1',
  'RGBA8',
  'RGB10_A2',
  'RGBA12',
  'RGBA16',
];
const internal = (name) => (/^\d$/.test(name) ? Number(name) : GL[name]);

/** A texture case: glTexImage2D with `tex`, then glGetTexImage with `get`. */
function texCase(
  name,
  { internalFormat = GL.RGBA8, width = 3, height = 2, format, type, unpack = {}, transfer, get, pack = {} },
) {
  const data = imageData(width, height, format, type, unpack);
  const size = imageBytes(width, height, get.format, get.type, pack) + 8;
  return {
    name,
    unpack,
    transfer,
    tex: { internalFormat, width, height, format, type, data },
    pack,
    get: { ...get, size },
  };
}

/** A framebuffer case: glDrawPixels (or glBitmap) with `draw`, then glReadPixels with `read`. */
function drawCase(
  name,
  {
    width = 3,
    height = 2,
    format = GL.RGBA,
    type = GL.UNSIGNED_BYTE,
    data,
    unpack = {},
    transfer,
    read = {},
    pack = {},
    readTransfer,
  },
) {
  const drawData = data ?? imageData(width, height, format, type, unpack);
  const r = { x: 0, y: 0, width, height, format: GL.RGBA, type: GL.UNSIGNED_BYTE, ...read };
  const size = imageBytes(r.width, r.height, r.format, r.type, pack) + 8;
  return {
    name,
    unpack,
    transfer,
    draw: { width, height, format, type, data: drawData },
    pack,
    readTransfer,
    read: { ...r, size },
  };
}

export function buildCases() {
  seed = 12345;
  const cases = [];
  const G = (n) => GL[n];
  const rgba8 = { format: GL.RGBA, type: GL.UNSIGNED_BYTE };

  // Every internal format: storage precision (Q) and GL's base-format conversion, read back as RGBA and LUMINANCE_ALPHA.
  for (const name of INTERNAL_FORMATS) {
    cases.push(
      texCase(`internal ${name} / get RGBA`, {
        internalFormat: internal(name),
        format: GL.RGBA,
        type: GL.UNSIGNED_BYTE,
        get: rgba8,
      }),
    );
    cases.push(
      texCase(`internal ${name} / get LUMINANCE_ALPHA`, {
        internalFormat: internal(name),
        format: GL.RGBA,
        type: GL.UNSIGNED_BYTE,
        get: { format: GL.LUMINANCE_ALPHA, type: GL.UNSIGNED_BYTE },
      }),
    );
  }
  for (const name of ['DEPTH_COMPONENT', 'DEPTH_COMPONENT16', 'DEPTH_COMPONENT24', 'DEPTH_COMPONENT32']) {
    for (const type of ['FLOAT', 'UNSIGNED_SHORT', 'UNSIGNED_INT', 'UNSIGNED_BYTE']) {
      cases.push(
        texCase(`internal ${name} from ${type} / get FLOAT`, {
          internalFormat: GL[name],
          format: GL.DEPTH_COMPONENT,
          type: GL[type],
          get: { format: GL.DEPTH_COMPONENT, type: GL.FLOAT },
        }),
      );
    }
    cases.push(
      texCase(`internal ${name} / get UNSIGNED_SHORT`, {
        internalFormat: GL[name],
        format: GL.DEPTH_COMPONENT,
        type: GL.FLOAT,
        get: { format: GL.DEPTH_COMPONENT, type: GL.UNSIGNED_SHORT },
      }),
    );
  }
  // Every client format and type into RGBA8, read back as RGBA/UNSIGNED_BYTE (and FLOAT for some).
  for (const f of COLOR_FORMATS) {
    for (const t of PLAIN_TYPES) {
      cases.push(texCase(`unpack ${f}/${t}`, { format: G(f), type: G(t), get: rgba8 }));
    }
  }
  for (const [f, t] of PACKED_PAIRS)
    cases.push(texCase(`unpack ${f}/${t}`, { format: G(f), type: G(t), get: rgba8 }));
  // Every pack format and type from RGBA8.
  for (const f of COLOR_FORMATS) {
    for (const t of PLAIN_TYPES) {
      cases.push(
        texCase(`pack ${f}/${t}`, {
          format: GL.RGBA,
          type: GL.UNSIGNED_BYTE,
          get: { format: G(f), type: G(t) },
        }),
      );
    }
  }
  for (const [f, t] of PACKED_PAIRS)
    cases.push(
      texCase(`pack ${f}/${t}`, {
        format: GL.RGBA,
        type: GL.UNSIGNED_BYTE,
        get: { format: G(f), type: G(t) },
      }),
    );
  // Unpack storage modes, alone and combined.
  const stores = [
    ['alignment 1', { alignment: 1 }],
    ['alignment 2', { alignment: 2 }],
    ['alignment 8', { alignment: 8 }],
    ['rowLength 5', { rowLength: 5 }],
    ['skipPixels 2', { skipPixels: 2 }],
    ['skipRows 3', { skipRows: 3 }],
    ['swapBytes', { swapBytes: 1 }],
    ['rowLength 4 skipPixels 1 alignment 2', { rowLength: 4, skipPixels: 1, alignment: 2 }],
    [
      'rowLength 7 skipPixels 1 skipRows 2 alignment 8',
      { rowLength: 7, skipPixels: 1, skipRows: 2, alignment: 8 },
    ],
    [
      'rowLength 4 skipPixels 1 alignment 2 swapBytes',
      { rowLength: 4, skipPixels: 1, alignment: 2, swapBytes: 1 },
    ],
  ];
  const storeTypes = [
    ['RGB', 'UNSIGNED_BYTE'],
    ['RGBA', 'UNSIGNED_SHORT'],
    ['LUMINANCE', 'FLOAT'],
    ['RGB', 'UNSIGNED_SHORT_5_6_5'],
    ['BGRA', 'UNSIGNED_INT_8_8_8_8'],
    ['LUMINANCE_ALPHA', 'SHORT'],
  ];
  for (const [label, store] of stores) {
    for (const [f, t] of storeTypes) {
      cases.push(
        texCase(`unpack store ${label} ${f}/${t}`, {
          width: 3,
          height: 3,
          format: G(f),
          type: G(t),
          unpack: store,
          get: rgba8,
        }),
      );
      cases.push(
        texCase(`pack store ${label} ${f}/${t}`, {
          width: 3,
          height: 3,
          format: GL.RGBA,
          type: GL.UNSIGNED_BYTE,
          pack: store,
          get: { format: G(f), type: G(t) },
        }),
      );
    }
  }
  // Pixel transfer on TexImage: scale/bias and MAP_COLOR; colour indices through I_TO_* with shift/offset.
  const ramp = (n, f) => Array.from({ length: n }, (_, i) => f(i, n));
  cases.push(
    texCase('transfer scale/bias', {
      format: GL.RGBA,
      type: GL.UNSIGNED_BYTE,
      transfer: { scale: [0.5, 2, -1, 1], bias: [0.25, -0.5, 1, 0.125] },
      get: rgba8,
    }),
  );
  cases.push(
    texCase('transfer MAP_COLOR', {
      format: GL.RGBA,
      type: GL.UNSIGNED_BYTE,
      transfer: {
        mapColor: 1,
        maps: {
          R_TO_R: ramp(8, (i, n) => 1 - i / (n - 1)),
          G_TO_G: ramp(4, (i) => (i % 2) * 0.75),
          B_TO_B: ramp(3, (i) => i * 0.3),
          A_TO_A: [0.6],
        },
      },
      get: rgba8,
    }),
  );
  cases.push(
    texCase('transfer scale/bias then MAP_COLOR', {
      format: GL.RGB,
      type: GL.FLOAT,
      transfer: {
        scale: [0.5, 0.5, 0.5, 1],
        bias: [0.1, 0.2, 0.3, 0],
        mapColor: 1,
        maps: {
          R_TO_R: ramp(16, (i, n) => (i / (n - 1)) ** 2),
          G_TO_G: ramp(2, (i) => i),
          B_TO_B: ramp(5, (i) => 0.2 * i),
        },
      },
      get: rgba8,
    }),
  );
  const indexMaps = {
    I_TO_R: ramp(16, (i) => i / 15),
    I_TO_G: ramp(8, (i) => 1 - i / 7),
    I_TO_B: ramp(4, (i) => (i & 1) * 1),
    I_TO_A: ramp(2, (i) => 0.5 + i * 0.25),
  };
  cases.push(
    texCase('COLOR_INDEX/UNSIGNED_BYTE through I_TO_*', {
      format: GL.COLOR_INDEX,
      type: GL.UNSIGNED_BYTE,
      transfer: { maps: indexMaps },
      get: rgba8,
    }),
  );
  for (const t of ['UNSIGNED_BYTE', 'BYTE', 'UNSIGNED_SHORT', 'SHORT', 'UNSIGNED_INT', 'INT']) {
    cases.push(
      texCase(`COLOR_INDEX/${t} alignment 1 with shift 2 offset 3`, {
        format: GL.COLOR_INDEX,
        type: GL[t],
        unpack: { alignment: 1 },
        transfer: { maps: indexMaps, indexShift: 2, indexOffset: 3 },
        get: rgba8,
      }),
    );
  }
  cases.push(
    texCase('COLOR_INDEX/UNSIGNED_SHORT alignment 1 with shift -5', {
      format: GL.COLOR_INDEX,
      type: GL.UNSIGNED_SHORT,
      unpack: { alignment: 1 },
      transfer: { maps: indexMaps, indexShift: -5 },
      get: rgba8,
    }),
  );
  cases.push(
    texCase('COLOR_INDEX/BITMAP 16 wide', {
      width: 16,
      height: 3,
      format: GL.COLOR_INDEX,
      type: GL.BITMAP,
      transfer: { maps: indexMaps, indexOffset: 6 },
      get: rgba8,
    }),
  );
  cases.push(
    texCase('COLOR_INDEX/BITMAP 16 wide lsbFirst', {
      width: 16,
      height: 3,
      format: GL.COLOR_INDEX,
      type: GL.BITMAP,
      unpack: { lsbFirst: 1, alignment: 2 },
      transfer: { maps: indexMaps, indexOffset: 6 },
      get: rgba8,
    }),
  );
  cases.push(
    texCase('COLOR_INDEX/SHORT with shift 2 offset 3', {
      format: GL.COLOR_INDEX,
      type: GL.SHORT,
      transfer: { maps: indexMaps, indexShift: 2, indexOffset: 3 },
      get: rgba8,
    }),
  );
  cases.push(
    texCase('COLOR_INDEX/UNSIGNED_INT with shift -3 offset -1', {
      format: GL.COLOR_INDEX,
      type: GL.UNSIGNED_INT,
      transfer: { maps: indexMaps, indexShift: -3, indexOffset: -1 },
      get: rgba8,
    }),
  );
  cases.push(
    texCase('COLOR_INDEX/FLOAT', {
      format: GL.COLOR_INDEX,
      type: GL.FLOAT,
      transfer: { maps: indexMaps, indexShift: 4 },
      get: rgba8,
    }),
  );
  cases.push(
    texCase('COLOR_INDEX/BITMAP', {
      width: 11,
      height: 3,
      format: GL.COLOR_INDEX,
      type: GL.BITMAP,
      transfer: { maps: indexMaps, indexOffset: 6 },
      get: rgba8,
    }),
  );
  cases.push(
    texCase('COLOR_INDEX/BITMAP lsbFirst skipPixels 3', {
      width: 9,
      height: 2,
      format: GL.COLOR_INDEX,
      type: GL.BITMAP,
      unpack: { lsbFirst: 1, skipPixels: 3 },
      transfer: { maps: indexMaps, indexOffset: 6 },
      get: rgba8,
    }),
  );

  // DrawPixels then ReadPixels: the framebuffer is RGBA8 (cleared to 0), depth 24 (1.0), stencil 8 (0).
  cases.push(drawCase('draw RGBA/UNSIGNED_BYTE', {}));
  cases.push(
    drawCase('draw RGB/FLOAT scale/bias', {
      format: GL.RGB,
      type: GL.FLOAT,
      transfer: { scale: [2, 1, 0.5, 1], bias: [-0.5, 0.1, 0, 0] },
    }),
  );
  cases.push(
    drawCase('draw LUMINANCE_ALPHA/UNSIGNED_SHORT', { format: GL.LUMINANCE_ALPHA, type: GL.UNSIGNED_SHORT }),
  );
  cases.push(
    drawCase('draw BGRA/UNSIGNED_SHORT_1_5_5_5_REV', {
      format: GL.BGRA,
      type: GL.UNSIGNED_SHORT_1_5_5_5_REV,
    }),
  );
  cases.push(
    drawCase('draw COLOR_INDEX/UNSIGNED_BYTE', {
      format: GL.COLOR_INDEX,
      type: GL.UNSIGNED_BYTE,
      transfer: { maps: indexMaps, indexShift: 1 },
    }),
  );
  cases.push(
    drawCase('draw COLOR_INDEX/UNSIGNED_BYTE alignment 1', {
      format: GL.COLOR_INDEX,
      type: GL.UNSIGNED_BYTE,
      unpack: { alignment: 1 },
      transfer: { maps: indexMaps },
    }),
  );
  cases.push(
    drawCase('draw COLOR_INDEX/FLOAT 4 wide', {
      width: 4,
      format: GL.COLOR_INDEX,
      type: GL.FLOAT,
      data: hex(new Uint8Array(new Float32Array([0, 1.5, 2.9, 3, 7, 12.2, 15, 100]).buffer)),
      transfer: { maps: indexMaps },
    }),
  );
  cases.push(
    drawCase('draw RGBA MAP_COLOR (256-entry tables)', {
      transfer: {
        mapColor: 1,
        maps: {
          R_TO_R: ramp(256, (i) => (255 - i) / 255),
          G_TO_G: ramp(256, (i) => ((i * 7) % 256) / 255),
          B_TO_B: ramp(256, (i) => (i / 255) ** 2),
          A_TO_A: ramp(256, (i) => i / 255),
        },
      },
    }),
  );
  cases.push(
    drawCase('draw RGBA MAP_COLOR', {
      transfer: {
        mapColor: 1,
        maps: {
          R_TO_R: ramp(4, (i) => i / 3),
          G_TO_G: [1, 0],
          B_TO_B: ramp(256, (i) => (255 - i) / 255),
          A_TO_A: ramp(7, (i) => i / 6),
        },
      },
    }),
  );
  // Stencil and depth through DrawPixels/ReadPixels.
  const stencilMap = ramp(8, (i) => (i * 37) % 256);
  for (const t of ['UNSIGNED_BYTE', 'UNSIGNED_SHORT', 'INT', 'FLOAT']) {
    cases.push(
      drawCase(`stencil ${t} / read UNSIGNED_BYTE`, {
        format: GL.STENCIL_INDEX,
        type: G(t),
        data:
          t === 'FLOAT'
            ? hex(new Uint8Array(new Float32Array([0, 1.5, 7, 200.9, 255, 3]).buffer))
            : undefined,
        read: { format: GL.STENCIL_INDEX, type: GL.UNSIGNED_BYTE },
      }),
    );
  }
  cases.push(
    drawCase('draw stencil shift/offset MAP_STENCIL', {
      format: GL.STENCIL_INDEX,
      type: GL.UNSIGNED_BYTE,
      transfer: { indexShift: 1, indexOffset: 5, mapStencil: 1, maps: { S_TO_S: stencilMap } },
      read: { format: GL.STENCIL_INDEX, type: GL.UNSIGNED_BYTE },
    }),
  );
  for (const t of ['UNSIGNED_SHORT', 'SHORT', 'UNSIGNED_INT', 'INT', 'FLOAT', 'BYTE']) {
    cases.push(
      drawCase(`stencil read ${t}`, {
        format: GL.STENCIL_INDEX,
        type: GL.UNSIGNED_BYTE,
        read: { format: GL.STENCIL_INDEX, type: G(t) },
      }),
    );
  }
  cases.push(
    drawCase('stencil read with shift/offset/map', {
      format: GL.STENCIL_INDEX,
      type: GL.UNSIGNED_BYTE,
      read: { format: GL.STENCIL_INDEX, type: GL.UNSIGNED_BYTE },
      readTransfer: { indexShift: -1, indexOffset: 2, mapStencil: 1, maps: { S_TO_S: stencilMap } },
    }),
  );
  // (ReadPixels of STENCIL_INDEX as BITMAP is left out: Mesa 22 loops printing "Unsupported format/type".)
  const depthFloats = hex(
    new Uint8Array(new Float32Array([0, 0.25, 0.5, 0.75, 1, 0.123456, 0.999, 0.3333, 0.66667]).buffer),
  );
  for (const t of ['FLOAT', 'UNSIGNED_SHORT', 'UNSIGNED_INT', 'UNSIGNED_BYTE', 'SHORT', 'INT']) {
    cases.push(
      drawCase(`depth FLOAT / read ${t}`, {
        width: 3,
        height: 3,
        format: GL.DEPTH_COMPONENT,
        type: GL.FLOAT,
        data: depthFloats,
        read: { format: GL.DEPTH_COMPONENT, type: G(t) },
      }),
    );
  }
  cases.push(
    drawCase('depth UNSIGNED_SHORT scale/bias / read FLOAT', {
      format: GL.DEPTH_COMPONENT,
      type: GL.UNSIGNED_SHORT,
      transfer: { depthScale: 0.5, depthBias: 0.25 },
      read: { format: GL.DEPTH_COMPONENT, type: GL.FLOAT },
    }),
  );
  cases.push(
    drawCase('depth read scale/bias', {
      width: 3,
      height: 3,
      format: GL.DEPTH_COMPONENT,
      type: GL.FLOAT,
      data: depthFloats,
      read: { format: GL.DEPTH_COMPONENT, type: GL.FLOAT },
      readTransfer: { depthScale: 2, depthBias: -0.5 },
    }),
  );

  // ReadPixels of a known framebuffer (an RGBA8 image drawn unchanged) in every format, type and pack mode.
  const fb = (name, read, pack = {}, readTransfer) =>
    cases.push(
      drawCase(name, { width: 4, height: 3, read: { width: 4, height: 3, ...read }, pack, readTransfer }),
    );
  for (const f of COLOR_FORMATS)
    for (const t of PLAIN_TYPES) fb(`read ${f}/${t}`, { format: G(f), type: G(t) });
  for (const [f, t] of PACKED_PAIRS) fb(`read ${f}/${t}`, { format: G(f), type: G(t) });
  for (const [label, store] of stores) {
    for (const [f, t] of storeTypes) fb(`read store ${label} ${f}/${t}`, { format: G(f), type: G(t) }, store);
  }
  fb('read sub-rectangle', { x: 1, y: 1, width: 2, height: 2 });
  fb(
    'read scale/bias',
    { format: GL.RGBA, type: GL.FLOAT },
    {},
    { scale: [0.5, -1, 2, 1], bias: [0.5, 1, -0.25, 0.3] },
  );
  fb(
    'read MAP_COLOR',
    { format: GL.RGB, type: GL.UNSIGNED_BYTE },
    {},
    {
      mapColor: 1,
      maps: { R_TO_R: ramp(4, (i) => 1 - i / 3), G_TO_G: ramp(9, (i) => (i / 8) ** 0.5), B_TO_B: [0.5] },
    },
  );

  // glBitmap with the unpack modes (drawn in the raster colour, white).
  const bitmap = (name, width, height, unpack = {}) => {
    const data = hex(randomBytes(imageBytes(width, height, GL.COLOR_INDEX, GL.BITMAP, unpack) + 4));
    cases.push({
      name,
      unpack,
      bitmap: { width, height, data },
      pack: {},
      read: {
        x: 0,
        y: 0,
        width,
        height,
        format: GL.LUMINANCE,
        type: GL.UNSIGNED_BYTE,
        size: imageBytes(width, height, GL.LUMINANCE, GL.UNSIGNED_BYTE) + 8,
      },
    });
  };
  bitmap('bitmap 13x3', 13, 3);
  bitmap('bitmap lsbFirst', 13, 3, { lsbFirst: 1 });
  bitmap('bitmap skipPixels 5 skipRows 1 rowLength 30 alignment 1', 10, 4, {
    skipPixels: 5,
    skipRows: 1,
    rowLength: 30,
    alignment: 1,
  });
  bitmap('bitmap alignment 8 lsbFirst', 17, 3, { alignment: 8, lsbFirst: 1 });

  // Polygon stipple round trips with different unpack and pack modes.
  const stipple = (name, unpack, pack) => {
    const data = hex(randomBytes(imageBytes(32, 32, GL.COLOR_INDEX, GL.BITMAP, unpack) + 4));
    cases.push({
      name,
      unpack,
      stipple: { data },
      pack,
      getStipple: { size: imageBytes(32, 32, GL.COLOR_INDEX, GL.BITMAP, pack) + 8 },
    });
  };
  stipple('stipple default', {}, {});
  stipple('stipple lsbFirst in, msb out', { lsbFirst: 1 }, {});
  stipple(
    'stipple skipPixels 3 rowLength 40 / pack lsbFirst alignment 8',
    { skipPixels: 3, rowLength: 40 },
    { lsbFirst: 1, alignment: 8, skipRows: 1 },
  );
  return cases;
}

const STORE_NAMES = {
  swapBytes: 'SWAP_BYTES',
  lsbFirst: 'LSB_FIRST',
  rowLength: 'ROW_LENGTH',
  skipRows: 'SKIP_ROWS',
  skipPixels: 'SKIP_PIXELS',
  alignment: 'ALIGNMENT',
  imageHeight: 'IMAGE_HEIGHT',
  skipImages: 'SKIP_IMAGES',
};

function storeCommands(prefix, store = {}) {
  return Object.entries(store).map(
    ([key, value]) => `S ${GL[`${prefix}_${STORE_NAMES[key]}`]} ${Number(value)}`,
  );
}

function transferCommands(t) {
  if (!t) return [];
  const out = [];
  const names = ['RED', 'GREEN', 'BLUE', 'ALPHA'];
  for (const [i, v] of (t.scale ?? []).entries()) out.push(`T ${GL[`${names[i]}_SCALE`]} ${v}`);
  for (const [i, v] of (t.bias ?? []).entries()) out.push(`T ${GL[`${names[i]}_BIAS`]} ${v}`);
  for (const [key, name] of [
    ['depthScale', 'DEPTH_SCALE'],
    ['depthBias', 'DEPTH_BIAS'],
    ['indexShift', 'INDEX_SHIFT'],
    ['indexOffset', 'INDEX_OFFSET'],
    ['mapColor', 'MAP_COLOR'],
    ['mapStencil', 'MAP_STENCIL'],
  ]) {
    if (t[key] !== undefined) out.push(`T ${GL[name]} ${t[key]}`);
  }
  for (const [map, values] of Object.entries(t.maps ?? {}))
    out.push(`M ${GL[`PIXEL_MAP_${map}`]} ${values.length} ${values.join(' ')}`);
  return out;
}

/** Transfer commands that undo `t` (back to the initial state) before a read with its own transfer state. */
function resetTransferCommands(t) {
  if (!t) return [];
  const reset = {
    scale: [1, 1, 1, 1],
    bias: [0, 0, 0, 0],
    depthScale: 1,
    depthBias: 0,
    indexShift: 0,
    indexOffset: 0,
    mapColor: 0,
    mapStencil: 0,
  };
  const maps = Object.fromEntries(Object.keys(t.maps ?? {}).map((m) => [m, [0]]));
  return transferCommands({ ...reset, maps });
}

/** The pixels-reference.c command line of a case. */
export function commandLine(c) {
  const cmds = [...storeCommands('UNPACK', c.unpack), ...transferCommands(c.transfer)];
  if (c.tex) {
    const t = c.tex;
    cmds.push(`X ${t.internalFormat} ${t.width} ${t.height} ${t.format} ${t.type} ${t.data}`, 'Q');
  }
  if (c.draw?.format === GL.DEPTH_COMPONENT) cmds.push('Z');
  if (c.draw) cmds.push(`D ${c.draw.width} ${c.draw.height} ${c.draw.format} ${c.draw.type} ${c.draw.data}`);
  if (c.bitmap) cmds.push(`B ${c.bitmap.width} ${c.bitmap.height} ${c.bitmap.data}`);
  if (c.stipple) cmds.push(`PS ${c.stipple.data}`);
  cmds.push(
    ...resetTransferCommands(c.transfer),
    ...transferCommands(c.readTransfer),
    ...storeCommands('PACK', c.pack),
  );
  if (c.get) cmds.push(`G ${c.get.format} ${c.get.type} ${c.get.size}`);
  if (c.read) {
    const r = c.read;
    cmds.push(`P ${r.x} ${r.y} ${r.width} ${r.height} ${r.format} ${r.type} ${r.size}`);
  }
  if (c.getStipple) cmds.push(`GS ${c.getStipple.size}`);
  return cmds.join(';');
}
