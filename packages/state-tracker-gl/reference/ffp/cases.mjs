// The states and vertices compared with Mesa: each case is a list of GL commands (replayed by
// ffp-reference.c on OSMesa and by the test on a FixedFunctionState) and points drawn one per pixel.
// Lights, planes and texgen planes are given while the modelview is the identity; the case's matrices
// come last. Values are drawn from a seeded generator, so the cases are the same on every run.
import * as GL from '../../dist/gl-enums.js';

class Random {
  constructor(seed) {
    this.s = seed >>> 0;
  }
  next() {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(lo, hi) {
    return lo + (hi - lo) * this.next();
  }
  pick(list) {
    return list[Math.floor(this.next() * list.length)];
  }
  color(lo = 0, hi = 1) {
    return [this.range(lo, hi), this.range(lo, hi), this.range(lo, hi), this.range(lo, hi)];
  }
}

const round = (x) => Math.round(x * 1e6) / 1e6;
const IDENTITY = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
/** glOrtho(-10, 10, -10, 10, -20, 20): every eye position of the cases is inside. */
const ORTHO = [0.1, 0, 0, 0, 0, 0.1, 0, 0, 0, 0, -0.05, 0, 0, 0, 0, 1];

/** Rotation by `angle` about `axis`, scaled by `k`, translated by `t` (column-major). */
function modelview(angle, axis, k, t) {
  const len = Math.hypot(...axis);
  const [x, y, z] = axis.map((v) => v / len);
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const u = 1 - c;
  const r = [
    [u * x * x + c, u * x * y - s * z, u * x * z + s * y],
    [u * x * y + s * z, u * y * y + c, u * y * z - s * x],
    [u * x * z - s * y, u * y * z + s * x, u * z * z + c],
  ];
  const m = [...IDENTITY];
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 3; col++) m[4 * col + row] = round(r[row][col] * k);
  [m[12], m[13], m[14]] = t;
  return m;
}

/** Points with random positions, normals and colours; `texel` puts texture coordinates at texel centres. */
function points(rnd, count, { texel = false } = {}) {
  const centre = () => round((Math.floor(rnd.range(0, 256)) + 0.5) / 256);
  return Array.from({ length: count }, (_, i) => ({
    pixel: [i % 64, Math.floor(i / 64)],
    position: [round(rnd.range(-2, 2)), round(rnd.range(-2, 2)), round(rnd.range(-2, 2)), 1],
    normal: [round(rnd.range(-1, 1)), round(rnd.range(-1, 1)), round(rnd.range(-1, 1))],
    color: rnd.color().map(round),
    secondaryColor: [round(rnd.range(0, 1)), round(rnd.range(0, 1)), round(rnd.range(0, 1))],
    fogCoord: round(rnd.range(0, 12)),
    texCoords: [0, 1].map(() => (texel ? [centre(), centre(), 0, 1] : [0, 0, 0, 1])),
  }));
}

function finish(commands, mv) {
  commands.push(['matrix', GL.GL_PROJECTION, 0, ...ORTHO], ['matrix', GL.GL_MODELVIEW, 0, ...mv]);
  return commands;
}

function light(rnd, i, kind) {
  const L = GL.GL_LIGHT0 + i;
  const c = [
    ['enable', L, 0],
    ['lightfv', L, GL.GL_AMBIENT, ...rnd.color(0, 0.3).map(round)],
    ['lightfv', L, GL.GL_DIFFUSE, ...rnd.color(0.3, 1).map(round)],
    ['lightfv', L, GL.GL_SPECULAR, ...rnd.color(0.3, 1).map(round)],
  ];
  if (kind === 'directional') {
    c.push([
      'lightfv',
      L,
      GL.GL_POSITION,
      round(rnd.range(-1, 1)),
      round(rnd.range(-1, 1)),
      round(rnd.range(0.3, 1)),
      0,
    ]);
  } else {
    const p = [round(rnd.range(-4, 4)), round(rnd.range(-4, 4)), round(rnd.range(-3, 1))];
    c.push(['lightfv', L, GL.GL_POSITION, ...p, 1]);
    c.push(['lightf', L, GL.GL_CONSTANT_ATTENUATION, round(rnd.range(0.5, 1))]);
    c.push(['lightf', L, GL.GL_LINEAR_ATTENUATION, round(rnd.range(0, 0.2))]);
    c.push(['lightf', L, GL.GL_QUADRATIC_ATTENUATION, round(rnd.range(0, 0.05))]);
    if (kind === 'spot') {
      c.push(['lightfv', L, GL.GL_SPOT_DIRECTION, round(-p[0]), round(-p[1]), round(-5 - p[2]), 0]);
      c.push(['lightf', L, GL.GL_SPOT_CUTOFF, round(rnd.range(25, 60))]);
      c.push(['lightf', L, GL.GL_SPOT_EXPONENT, round(rnd.range(0, 10))]);
    }
  }
  return c;
}

function material(rnd, face) {
  return [
    ['materialfv', face, GL.GL_AMBIENT, ...rnd.color(0, 0.5).map(round)],
    ['materialfv', face, GL.GL_DIFFUSE, ...rnd.color(0.2, 0.8).map(round)],
    ['materialfv', face, GL.GL_SPECULAR, ...rnd.color(0.2, 0.8).map(round)],
    ['materialfv', face, GL.GL_EMISSION, ...rnd.color(0, 0.1).map(round)],
    ['materialf', face, GL.GL_SHININESS, round(rnd.range(2, 60))],
  ];
}

function lightingCases() {
  const specs = [
    ['light-directional-2', ['directional', 'directional'], {}],
    ['light-point-attenuated-local-viewer', ['point'], { localViewer: true }],
    ['light-spot-separate-specular', ['spot', 'directional'], { separate: true }],
    ['light-spot-point-local-separate', ['spot', 'point', 'spot'], { separate: true, localViewer: true }],
    [
      'light-color-material-ambient-diffuse-normalize',
      ['point', 'directional'],
      { cm: GL.GL_AMBIENT_AND_DIFFUSE, normalize: true, k: 1.7 },
    ],
    [
      'light-color-material-specular-rescale',
      ['directional', 'spot'],
      { cm: GL.GL_SPECULAR, rescale: true, k: 0.6 },
    ],
    ['light-color-material-emission', ['directional'], { cm: GL.GL_EMISSION }],
    [
      'light-color-material-diffuse-back-and-front',
      ['point'],
      { cm: GL.GL_DIFFUSE, face: GL.GL_FRONT_AND_BACK },
    ],
    [
      'light-eight-lights',
      ['directional', 'point', 'spot', 'point', 'directional', 'spot', 'point', 'directional'],
      { separate: true },
    ],
    ['light-model-ambient-only', [], {}],
    // Odd points are drawn as back-facing triangles (even ones front-facing): two-sided lighting.
    ['light-two-sided-faces', ['point', 'directional'], { twoSide: true }],
    [
      'light-two-sided-color-material-front-and-back',
      ['point', 'spot'],
      {
        twoSide: true,
        separate: true,
        localViewer: true,
        cm: GL.GL_AMBIENT_AND_DIFFUSE,
        face: GL.GL_FRONT_AND_BACK,
      },
    ],
    // Mesa departs from GL here (see MESA_DEPARTURES in test/ffp/mesa.test.ts).
    [
      'light-two-sided-separate-back-color-material',
      ['spot', 'point'],
      { twoSide: true, separate: true, localViewer: true, cm: GL.GL_AMBIENT_AND_DIFFUSE, face: GL.GL_BACK },
    ],
  ];
  return specs.map(([name, kinds, o], n) => {
    const rnd = new Random(100 + n);
    const commands = [['enable', GL.GL_LIGHTING, 0], ...material(rnd, GL.GL_FRONT)];
    commands.push(['lightmodelfv', GL.GL_LIGHT_MODEL_AMBIENT, ...rnd.color(0, 0.3).map(round)]);
    if (o.localViewer) commands.push(['lightmodeli', GL.GL_LIGHT_MODEL_LOCAL_VIEWER, 1]);
    if (o.twoSide)
      commands.push(['lightmodeli', GL.GL_LIGHT_MODEL_TWO_SIDE, 1], ...material(rnd, GL.GL_BACK));
    if (o.separate)
      commands.push(['lightmodeli', GL.GL_LIGHT_MODEL_COLOR_CONTROL, GL.GL_SEPARATE_SPECULAR_COLOR]);
    if (o.cm)
      commands.push(['colormaterial', o.face ?? GL.GL_FRONT, o.cm], ['enable', GL.GL_COLOR_MATERIAL, 0]);
    if (o.normalize) commands.push(['enable', GL.GL_NORMALIZE, 0]);
    if (o.rescale) commands.push(['enable', GL.GL_RESCALE_NORMAL, 0]);
    kinds.forEach((kind, i) => {
      commands.push(...light(rnd, i, kind));
    });
    const normalized = o.normalize || o.rescale;
    const pts = points(rnd, 48).map((p, i) => {
      const len = normalized ? 1 : Math.hypot(...p.normal) || 1; // unit normals when nothing rescales them
      const q = { ...p, normal: p.normal.map((v) => round(v / len)) };
      return o.twoSide ? { ...q, face: i % 2 } : q;
    });
    return {
      name,
      commands: finish(commands, modelview(0.6, [1, 2, 3], o.k ?? 1, [0.4, -0.3, -5])),
      points: pts,
    };
  });
}

const COORDS = [GL.GL_S, GL.GL_T, GL.GL_R, GL.GL_Q];
const GEN_CAP = [GL.GL_TEXTURE_GEN_S, GL.GL_TEXTURE_GEN_T, GL.GL_TEXTURE_GEN_R, GL.GL_TEXTURE_GEN_Q];

/** Unit 0 shows its coordinates: REPLACE with the smooth RGBA texture (R = s·256, G = t·256). */
function showCoordinates() {
  return [
    ['texture', 0, GL.GL_RGBA, 0],
    ['texenvi', 0, GL.GL_TEXTURE_ENV_MODE, GL.GL_REPLACE],
  ];
}

function gen(coord, mode, plane) {
  const c = [
    ['enable', GEN_CAP[coord], 0],
    ['texgeni', 0, COORDS[coord], mode],
  ];
  if (plane)
    c.push([
      'texgenfv',
      0,
      COORDS[coord],
      mode === GL.GL_OBJECT_LINEAR ? GL.GL_OBJECT_PLANE : GL.GL_EYE_PLANE,
      ...plane,
    ]);
  return c;
}

/** Texture matrix taking coordinate `from` (0-3) in [-1, 1] to s and `from2` to t, into [0.05, 0.95]. */
function route(from, from2) {
  const m = Array(16).fill(0);
  m[4 * from] = 0.45;
  m[4 * from2 + 1] = 0.45;
  m[12] = 0.5;
  m[13] = 0.5;
  m[15] = 1;
  return ['matrix', GL.GL_TEXTURE, 0, ...m];
}

function texgenCases() {
  const specs = [
    [
      'texgen-object-linear-st',
      [gen(0, GL.GL_OBJECT_LINEAR, [0.2, 0.05, 0, 0.5]), gen(1, GL.GL_OBJECT_LINEAR, [0.03, 0.2, 0.1, 0.5])],
    ],
    [
      'texgen-eye-linear-st',
      [gen(0, GL.GL_EYE_LINEAR, [0.12, 0, 0.02, 0.6]), gen(1, GL.GL_EYE_LINEAR, [0.02, 0.13, -0.03, 0.3])],
    ],
    ['texgen-sphere-map', [gen(0, GL.GL_SPHERE_MAP), gen(1, GL.GL_SPHERE_MAP)], { normalize: true }],
    [
      'texgen-reflection-map-st',
      [gen(0, GL.GL_REFLECTION_MAP), gen(1, GL.GL_REFLECTION_MAP), [route(0, 1)]],
      { normalize: true },
    ],
    ['texgen-reflection-map-r', [gen(2, GL.GL_REFLECTION_MAP), [route(2, 2)]], { normalize: true }],
    [
      'texgen-normal-map-st',
      [gen(0, GL.GL_NORMAL_MAP), gen(1, GL.GL_NORMAL_MAP), [route(0, 1)]],
      { normalize: true },
    ],
    ['texgen-normal-map-r', [gen(2, GL.GL_NORMAL_MAP), [route(2, 0)]], { normalize: true }],
    [
      'texgen-object-linear-rq',
      [
        gen(2, GL.GL_OBJECT_LINEAR, [0.1, 0.1, 0.1, 0]),
        gen(3, GL.GL_OBJECT_LINEAR, [0, 0, 0.1, 1.5]),
        [route(2, 2)],
      ],
    ],
    [
      'texgen-eye-linear-q-projective',
      [
        gen(0, GL.GL_OBJECT_LINEAR, [0.2, 0, 0, 0.6]),
        gen(1, GL.GL_OBJECT_LINEAR, [0, 0.2, 0, 0.6]),
        gen(3, GL.GL_EYE_LINEAR, [0, 0, -0.05, 1]),
      ],
    ],
    [
      'texture-matrix',
      [[['matrix', GL.GL_TEXTURE, 0, 0.3, 0.2, 0, 0, -0.2, 0.3, 0, 0, 0, 0, 1, 0, 0.5, 0.4, 0, 1]]],
      { texel: true },
    ],
  ];
  return specs.map(([name, parts, o = {}], n) => {
    const rnd = new Random(200 + n);
    const commands = [...showCoordinates(), ...parts.flat()];
    if (o.normalize) commands.push(['enable', GL.GL_NORMALIZE, 0]);
    return {
      name,
      commands: finish(commands, modelview(0.4, [2, 1, 1], 1, [0.2, 0.1, -5])),
      points: points(rnd, 48, { texel: o.texel }),
    };
  });
}

const FORMATS = [GL.GL_ALPHA, GL.GL_LUMINANCE, GL.GL_LUMINANCE_ALPHA, GL.GL_INTENSITY, GL.GL_RGB, GL.GL_RGBA];
const FORMAT_NAMES = ['alpha', 'luminance', 'luminance-alpha', 'intensity', 'rgb', 'rgba'];
const MODES = [
  ['modulate', GL.GL_MODULATE],
  ['replace', GL.GL_REPLACE],
  ['decal', GL.GL_DECAL],
  ['blend', GL.GL_BLEND],
  ['add', GL.GL_ADD],
];

function texenvCases() {
  const cases = [];
  MODES.forEach(([modeName, mode], m) => {
    FORMATS.forEach((format, f) => {
      // DECAL is undefined on ALPHA, LUMINANCE, LUMINANCE_ALPHA and INTENSITY textures.
      if (mode === GL.GL_DECAL && format !== GL.GL_RGB && format !== GL.GL_RGBA) return;
      const rnd = new Random(300 + 10 * m + f);
      const commands = [
        ['texture', 0, format, 1],
        ['texenvi', 0, GL.GL_TEXTURE_ENV_MODE, mode],
        ['texenvfv', 0, GL.GL_TEXTURE_ENV_COLOR, ...rnd.color().map(round)],
      ];
      cases.push({
        name: `texenv-${modeName}-${FORMAT_NAMES[f]}`,
        commands: finish(commands, IDENTITY),
        points: points(rnd, 24, { texel: true }),
      });
    });
  });
  const rnd = new Random(399);
  cases.push({
    name: 'texenv-two-units-modulate-then-add',
    commands: finish(
      [
        ['texture', 0, GL.GL_RGBA, 1],
        ['texture', 1, GL.GL_LUMINANCE, 1],
        ['texenvi', 1, GL.GL_TEXTURE_ENV_MODE, GL.GL_ADD],
      ],
      IDENTITY,
    ),
    points: points(rnd, 24, { texel: true }),
  });
  return cases;
}

const RGB_FUNCS = [
  GL.GL_REPLACE,
  GL.GL_MODULATE,
  GL.GL_ADD,
  GL.GL_ADD_SIGNED,
  GL.GL_INTERPOLATE,
  GL.GL_SUBTRACT,
  GL.GL_DOT3_RGB,
  GL.GL_DOT3_RGBA,
];
const SOURCES = [
  GL.GL_TEXTURE,
  GL.GL_TEXTURE0,
  GL.GL_TEXTURE1,
  GL.GL_CONSTANT,
  GL.GL_PRIMARY_COLOR,
  GL.GL_PREVIOUS,
];
const RGB_OPERANDS = [GL.GL_SRC_COLOR, GL.GL_ONE_MINUS_SRC_COLOR, GL.GL_SRC_ALPHA, GL.GL_ONE_MINUS_SRC_ALPHA];
const ALPHA_OPERANDS = [GL.GL_SRC_ALPHA, GL.GL_ONE_MINUS_SRC_ALPHA];
const SOURCE_RGB = [GL.GL_SOURCE0_RGB, GL.GL_SOURCE1_RGB, GL.GL_SOURCE2_RGB];
const SOURCE_ALPHA = [GL.GL_SOURCE0_ALPHA, GL.GL_SOURCE1_ALPHA, GL.GL_SOURCE2_ALPHA];
const OPERAND_RGB = [GL.GL_OPERAND0_RGB, GL.GL_OPERAND1_RGB, GL.GL_OPERAND2_RGB];
const OPERAND_ALPHA = [GL.GL_OPERAND0_ALPHA, GL.GL_OPERAND1_ALPHA, GL.GL_OPERAND2_ALPHA];

function combineCases() {
  return RGB_FUNCS.flatMap((rgbFunc, f) =>
    [0, 1].map((k) => {
      const rnd = new Random(400 + 2 * f + k);
      const commands = [
        ['texture', 0, GL.GL_RGBA, 1],
        ['texenvi', 0, GL.GL_TEXTURE_ENV_MODE, GL.GL_MODULATE],
        ['texture', 1, rnd.pick([GL.GL_RGBA, GL.GL_LUMINANCE_ALPHA, GL.GL_RGB]), 1],
        ['texenvi', 1, GL.GL_TEXTURE_ENV_MODE, GL.GL_COMBINE],
        ['texenvfv', 1, GL.GL_TEXTURE_ENV_COLOR, ...rnd.color().map(round)],
        ['texenvi', 1, GL.GL_COMBINE_RGB, rgbFunc],
        ['texenvi', 1, GL.GL_COMBINE_ALPHA, RGB_FUNCS[(f + 3 * k + 1) % 6]],
        ['texenvi', 1, GL.GL_RGB_SCALE, k === 0 ? 1 : rnd.pick([2, 4])],
        ['texenvi', 1, GL.GL_ALPHA_SCALE, k === 0 ? 1 : rnd.pick([2, 4])],
      ];
      for (let i = 0; i < 3; i++) {
        commands.push(['texenvi', 1, SOURCE_RGB[i], rnd.pick(SOURCES)]);
        commands.push(['texenvi', 1, SOURCE_ALPHA[i], rnd.pick(SOURCES)]);
        commands.push(['texenvi', 1, OPERAND_RGB[i], rnd.pick(RGB_OPERANDS)]);
        commands.push(['texenvi', 1, OPERAND_ALPHA[i], rnd.pick(ALPHA_OPERANDS)]);
      }
      return {
        name: `combine-${f}-${k}`,
        commands: finish(commands, IDENTITY),
        points: points(rnd, 24, { texel: true }),
      };
    }),
  );
}

function fogCases() {
  const modes = [
    ['linear', GL.GL_LINEAR],
    ['exp', GL.GL_EXP],
    ['exp2', GL.GL_EXP2],
  ];
  const sources = [
    ['coordinate', GL.GL_FOG_COORDINATE],
    ['depth', GL.GL_FRAGMENT_DEPTH],
  ];
  return modes.flatMap(([modeName, mode], m) =>
    sources.map(([sourceName, source], s) => {
      const rnd = new Random(500 + 2 * m + s);
      const commands = [
        ['enable', GL.GL_FOG, 0],
        ['fogi', GL.GL_FOG_MODE, mode],
        ['fogi', GL.GL_FOG_COORDINATE_SOURCE, source],
        ['fogf', GL.GL_FOG_START, round(rnd.range(0, 3))],
        ['fogf', GL.GL_FOG_END, round(rnd.range(8, 12))],
        ['fogf', GL.GL_FOG_DENSITY, round(rnd.range(0.05, 0.3))],
        ['fogfv', GL.GL_FOG_COLOR, ...rnd.color().map(round)],
      ];
      return {
        name: `fog-${modeName}-${sourceName}`,
        commands: finish(commands, modelview(0.3, [0, 1, 0], 2, [0, 0, -7])),
        points: points(rnd, 32),
      };
    }),
  );
}

function colorSumCases() {
  const rnd = new Random(600);
  return [
    {
      name: 'color-sum-unlit',
      commands: finish([['enable', GL.GL_COLOR_SUM, 0]], IDENTITY),
      points: points(rnd, 24),
    },
    { name: 'unlit-passthrough', commands: finish([], IDENTITY), points: points(rnd, 24) },
  ];
}

export const CASES = [
  ...lightingCases(),
  ...texgenCases(),
  ...texenvCases(),
  ...combineCases(),
  ...fogCases(),
  ...colorSumCases(),
];
