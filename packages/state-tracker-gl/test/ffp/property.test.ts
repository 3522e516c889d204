// Properties of the program cache over many random states (seeded): every program passes checkTgsi
// with no diagnostics, compiles and runs on both engines; equal states give the same cached program;
// states differing only in values the key does not hold give the same program; states differing in a
// key field give different programs; invalid enums are typed errors that leave the cache unchanged.
import { checkTgsi, compileTgsi } from '@gallium-ts/tgsi';
import { describe, expect, test } from 'vitest';
import {
  FfpProgramCache,
  FfpStateError,
  type FixedFunctionState,
  initialFixedFunctionState as initialState,
} from '../../src/ffp/index.js';
import * as GL from '../../src/gl-enums.js';
import { Random } from './random.js';
import { randomState } from './random-state.js';
import { runFragmentProgram, runVertexProgram, type TestVertex } from './run-programs.js';

const STATES = 150;

/** Changes every value that is not part of the key (colours, matrices, planes, factors). */
function changeValues(s: FixedFunctionState, rnd: Random): FixedFunctionState {
  const t = structuredClone(s);
  t.modelview = t.modelview.map((v) => v + rnd.range(-0.1, 0.1));
  t.projection = t.projection.map((v) => v * 2);
  for (const l of t.lights) {
    l.ambient = rnd.vec4();
    l.diffuse = rnd.vec4();
    l.specular = rnd.vec4();
    l.position = [
      rnd.range(-2, 2),
      rnd.range(-2, 2),
      rnd.range(-2, 2),
      l.position[3] === 0 ? 0 : rnd.range(0.5, 2),
    ];
    l.spotDirection = [rnd.range(-1, 1), rnd.range(-1, 1), -1];
    l.spotExponent = rnd.range(0, 128);
    if (l.spotCutoff !== 180) l.spotCutoff = rnd.range(0, 90);
    l.constantAttenuation = rnd.range(0.5, 2);
    l.linearAttenuation = rnd.range(0, 1);
    l.quadraticAttenuation = rnd.range(0, 1);
  }
  for (const m of t.materials) {
    m.ambient = rnd.vec4();
    m.diffuse = rnd.vec4();
    m.specular = rnd.vec4();
    m.emission = rnd.vec4();
    m.shininess = rnd.range(0, 128);
  }
  t.lightModel.ambient = rnd.vec4();
  t.shadeModel = t.shadeModel === GL.GL_FLAT ? GL.GL_SMOOTH : GL.GL_FLAT;
  for (const unit of t.textureUnits) {
    unit.env.color = rnd.vec4();
    unit.matrix = unit.matrix.map(() => rnd.range(-1, 1));
    unit.coordReplace = !unit.coordReplace;
    for (const g of unit.texGen) {
      g.objectPlane = rnd.vec4(-1, 1);
      g.eyePlane = rnd.vec4(-1, 1);
    }
  }
  t.fog = {
    ...t.fog,
    density: rnd.range(0, 3),
    start: rnd.range(-1, 1),
    end: rnd.range(2, 20),
    color: rnd.vec4(),
  };
  for (const p of t.clipPlanes) p.equation = rnd.vec4(-1, 1);
  t.point = {
    ...t.point,
    size: rnd.range(1, 10),
    minSize: rnd.range(0, 1),
    maxSize: rnd.range(10, 64),
    fadeThreshold: 2,
    sprite: !t.point.sprite,
  };
  return t;
}

const vertices: TestVertex[] = Array.from({ length: 8 }, (_, i) => ({
  position: [i * 0.1, -0.2, 0.3 * i, 1],
  normal: [0.2, 0.5, 1],
  color: [0.5, 0.25, 1, 0.75],
  secondaryColor: [0.1, 0.2, 0.3, 0],
  fogCoord: i,
  texCoords: Array.from({ length: 8 }, () => [0.5, 0.5, 0.5, 1] as [number, number, number, number]),
}));

describe('random fixed-function states', () => {
  test(`${STATES} states: checkTgsi clean, compiled and run on both engines, finite colours`, () => {
    const rnd = new Random(7);
    const cache = new FfpProgramCache();
    for (let k = 0; k < STATES; k++) {
      const s = randomState(rnd);
      const program = cache.program(s);
      expect(checkTgsi(program.vs)).toEqual([]);
      expect(checkTgsi(program.fs)).toEqual([]);
      compileTgsi(program.vs);
      compileTgsi(program.fs);
      const engine = k % 10 === 0 ? 'interpreter' : 'jit';
      const out = runVertexProgram(program, s, vertices, engine);
      for (const v of out) expect(v.position.every(Number.isFinite)).toBe(true);
      const colors = runFragmentProgram(
        program,
        s,
        out.map((v) => ({
          color: v.color[0]!,
          secondaryColor: [0.1, 0.2, 0.3, 0],
          texCoords: v.generic.map(() => [0.5, 0.5, 0.5, 1]),
          fogCoord: 1,
        })),
        () => [0.25, 0.5, 0.75, 1],
        engine,
      );
      for (const c of colors) for (const x of c) expect(x >= 0 && x <= 1).toBe(true);
    }
  }, 120_000);

  test('equal states give the identical cached program; value-only changes give the same program', () => {
    const rnd = new Random(8);
    const cache = new FfpProgramCache();
    for (let k = 0; k < STATES; k++) {
      const s = randomState(rnd);
      const program = cache.program(s);
      expect(cache.program(structuredClone(s))).toBe(program);
      expect(cache.program(changeValues(s, rnd))).toBe(program);
    }
  }, 60_000);

  test('states differing in a key field give different programs with different code', () => {
    const cache = new FfpProgramCache();
    const base = initialState(2);
    const variants: ((s: FixedFunctionState) => void)[] = [
      (s) => (s.lighting = true),
      (s) => (s.fog.enabled = true),
      (s) => (s.colorSum = true),
      (s) => (s.edgeFlags = true),
      (s) => (s.clipPlanes[2]!.enabled = true),
      (s) => (s.point.distanceAttenuation = [1, 0.5, 0]),
      (s) => (s.textureUnits[1]!.target = GL.GL_TEXTURE_3D),
      (s) => {
        s.lighting = true;
        s.lights[3]!.enabled = true;
      },
      (s) => {
        s.lighting = true;
        s.lights[3]!.enabled = true;
        s.lights[3]!.position = [0, 0, 1, 1];
      },
    ];
    const programs = new Set([cache.program(base)]);
    for (const change of variants) {
      const s = structuredClone(base);
      change(s);
      programs.add(cache.program(s));
    }
    expect(programs.size).toBe(variants.length + 1);
    expect(cache.size).toBe(variants.length + 1);
  });

  test('what the state cannot affect stays out of the key', () => {
    const cache = new FfpProgramCache();
    const same = (change: (s: FixedFunctionState) => void, base = initialState(2)) => {
      const s = structuredClone(base);
      change(s);
      expect(cache.program(s)).toBe(cache.program(base));
    };
    same((s) => {
      s.fog.mode = GL.GL_LINEAR; // fog is off
      s.fog.coordSource = GL.GL_FOG_COORDINATE;
    });
    same((s) => {
      s.textureUnits[1]!.texGen[0]!.enabled = true; // unit 1 is off
      s.textureUnits[1]!.env.mode = GL.GL_ADD;
    });
    same((s) => {
      s.lightModel.twoSide = true; // lighting is off
      s.lights[2]!.enabled = true;
      s.colorMaterial.enabled = true;
    });
    same((s) => {
      s.normalize = true; // nothing uses normals
      s.colorSum = false;
    });
    const lit = initialState(2);
    lit.lighting = true;
    same((s) => {
      s.lightModel.localViewer = true; // no light is enabled
      s.lightModel.colorControl = GL.GL_SEPARATE_SPECULAR_COLOR;
      s.colorSum = true; // ignored while lighting
    }, lit);
    lit.lights[0]!.enabled = true;
    lit.normalize = true;
    same((s) => {
      s.rescaleNormal = true; // GL_NORMALIZE already normalizes
      s.colorMaterial.face = GL.GL_BACK; // the back material only matters with two-sided lighting
      s.colorMaterial.enabled = true;
    }, lit);
    const combine = initialState(2);
    combine.textureUnits[0]!.target = GL.GL_TEXTURE_2D;
    combine.textureUnits[0]!.env.mode = GL.GL_COMBINE;
    combine.textureUnits[0]!.env.combineRgb = GL.GL_DOT3_RGBA;
    same((s) => {
      s.textureUnits[0]!.baseFormat = GL.GL_ALPHA; // COMBINE reads the expanded texture colour
      s.textureUnits[0]!.env.combineAlpha = GL.GL_ADD; // DOT3_RGBA ignores COMBINE_ALPHA
      s.textureUnits[0]!.env.sourceAlpha = [GL.GL_CONSTANT, GL.GL_CONSTANT, GL.GL_CONSTANT];
    }, combine);
  });

  test('the cache stays within its bound, dropping the oldest programs', () => {
    const cache = new FfpProgramCache({ maxPrograms: 4 });
    const rnd = new Random(9);
    for (let k = 0; k < 40; k++) cache.program(randomState(rnd));
    expect(cache.size).toBeLessThanOrEqual(4);
    expect(() => new FfpProgramCache({ maxPrograms: 0 })).toThrow(RangeError);
  });

  test('values GL cannot hold are FfpStateErrors naming the field, and the cache is unchanged', () => {
    const cache = new FfpProgramCache();
    const good = initialState(2);
    const last = cache.program(good);
    const combine = (s: FixedFunctionState) => {
      s.textureUnits[0]!.target = GL.GL_TEXTURE_2D;
      s.textureUnits[0]!.env.mode = GL.GL_COMBINE;
      return s.textureUnits[0]!.env;
    };
    const cases: [string, (s: FixedFunctionState) => void][] = [
      [
        'textureUnits[1].target',
        (s) => {
          s.textureUnits[1]!.target = GL.GL_TEXTURE_2D_ARRAY;
        },
      ],
      [
        'textureUnits[0].env.mode',
        (s) => {
          combine(s).mode = 7;
        },
      ],
      [
        'textureUnits[0].baseFormat',
        (s) => {
          s.textureUnits[0]!.target = GL.GL_TEXTURE_2D;
          s.textureUnits[0]!.baseFormat = GL.GL_RED;
        },
      ],
      [
        'textureUnits[0].env.sourceRgb[1]',
        (s) => {
          combine(s).sourceRgb[1] = GL.GL_TEXTURE0 + 8;
        },
      ],
      [
        'textureUnits[0].env.combineAlpha',
        (s) => {
          combine(s).combineAlpha = GL.GL_DOT3_RGB;
        },
      ],
      [
        'textureUnits[0].env.rgbScale',
        (s) => {
          combine(s).rgbScale = 3;
        },
      ],
      [
        'fog.mode',
        (s) => {
          s.fog.enabled = true;
          s.fog.mode = GL.GL_LINEAR + 1;
        },
      ],
      [
        'fog.coordSource',
        (s) => {
          s.fog.enabled = true;
          s.fog.coordSource = 0;
        },
      ],
      [
        'lightModel.colorControl',
        (s) => {
          s.lighting = true;
          s.lightModel.colorControl = 0;
        },
      ],
      [
        'colorMaterial.mode',
        (s) => {
          s.lighting = true;
          s.colorMaterial.enabled = true;
          s.colorMaterial.mode = GL.GL_SHININESS;
        },
      ],
      [
        'colorMaterial.face',
        (s) => {
          s.lighting = true;
          s.colorMaterial.enabled = true;
          s.colorMaterial.face = GL.GL_LEFT;
        },
      ],
      [
        'lights[8].enabled',
        (s) => {
          s.lighting = true;
          s.lights.push({ ...structuredClone(s.lights[1]!), enabled: true });
        },
      ],
      [
        'clipPlanes[8].enabled',
        (s) => {
          s.clipPlanes = Array.from({ length: 9 }, () => ({ enabled: true, equation: [0, 0, 0, 0] }));
        },
      ],
    ];
    for (const [field, change] of cases) {
      const s = structuredClone(good);
      change(s);
      let error: unknown;
      try {
        cache.program(s);
      } catch (e) {
        error = e;
      }
      expect(error, field).toBeInstanceOf(FfpStateError);
      expect((error as FfpStateError).field).toBe(field);
      expect(cache.size).toBe(1);
      expect(cache.program(good)).toBe(last);
    }
  });

  test('writeConstants refuses arrays too small for the program', () => {
    const s = initialState(1);
    const program = new FfpProgramCache().program(s);
    expect(() => program.writeConstants(s, new Float32Array(4), new Float32Array(0))).toThrow(RangeError);
  });
});
