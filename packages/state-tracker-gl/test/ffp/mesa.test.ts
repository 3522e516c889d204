// The generated programs against Mesa: fixtures/mesa-llvmpipe.json holds GL states and points that
// reference/ffp/ffp-reference.c drew with OSMesa (llvmpipe), one GL_POINTS of size 1 per pixel (or, for
// two-sided lighting, a flat-shaded front- or back-facing triangle whose provoking vertex is the point).
// Here each point goes through the generated vertex program, its outputs become the fragment inputs (a
// size-1 point and a flat triangle interpolate nothing), the fragment program runs with a sampler reading the same textures (NEAREST,
// CLAMP_TO_EDGE), and the result in 8 bits must be within 2/255 of Mesa's pixel in every channel.
// The pictures (ours over Mesa's, one row per case, and the difference) go to test/ffp/output/.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rgbaImage } from '@gallium-ts/gallium-api/image';
import { writePng } from '@gallium-ts/gallium-api/png';
import { describe, expect, test } from 'vitest';
import {
  FfpProgramCache,
  type FixedFunctionState,
  initialFixedFunctionState as initialState,
} from '../../src/ffp/index.js';
import { applyCommands, type GlCommand, type UnitTexture } from './gl-commands.js';
import { referenceLighting } from './reference-lighting.js';
import { runFragmentProgram, runVertexProgram, type V4 } from './run-programs.js';
import { expandTexel } from './texture-colors.js';

const here = dirname(fileURLToPath(import.meta.url));

interface Point {
  pixel: [number, number];
  position: V4;
  normal: [number, number, number];
  color: V4;
  secondaryColor: [number, number, number];
  fogCoord: number;
  texCoords: V4[];
  /** Drawn as the provoking vertex of a front- (0) or back-facing (1) flat triangle instead of a point. */
  face?: 0 | 1;
}
interface Case {
  name: string;
  commands: GlCommand[];
  points: Point[];
  mesa: V4[];
}
const fixture = JSON.parse(readFileSync(join(here, 'fixtures/mesa-llvmpipe.json'), 'utf8')) as {
  renderer: string;
  cases: Case[];
};

/** Texel (i, j) of ffp-reference.c's texture patterns, as RGBA bytes. */
function patternTexel(pattern: number, i: number, j: number): V4 {
  return pattern === 0 ? [i, j, 128, 255] : [i, j, (7 * i + 3 * j) & 255, (i + 2 * j) & 255];
}

/** NEAREST with CLAMP_TO_EDGE on the 256×256 texture, expanded from its base format. */
function sampler(textures: UnitTexture[]) {
  return (unit: number, s: number, t: number): V4 => {
    const texture = textures[unit]!;
    const i = Math.min(255, Math.max(0, Math.floor(s * 256)));
    const j = Math.min(255, Math.max(0, Math.floor(t * 256)));
    return expandTexel(texture.format, patternTexel(texture.pattern, i, j).map((b) => b / 255) as V4);
  };
}

const to8 = (x: number) => Math.round(Math.min(1, Math.max(0, x)) * 255);

/**
 * Where Mesa (22.3.6, llvmpipe and softpipe alike) departs from GL 1.5. Those points are checked against
 * the independent model of the lighting equations (reference-lighting.ts) instead of Mesa's pixels.
 */
const MESA_DEPARTURES: Record<string, { points: (p: Point) => boolean; reason: string }> = {
  'light-two-sided-separate-back-color-material': {
    points: (p) => p.face === 1,
    reason:
      'with GL_COLOR_MATERIAL on GL_BACK alone (AMBIENT or DIFFUSE), Mesa lights back faces with wrong green ' +
      'and blue (saturated here) while red is right; GL_FRONT_AND_BACK and GL_EMISSION are right',
  },
};

/** The GL 1.5 colour of a back-facing lit vertex without texturing or fog: primary + secondary, clamped. */
function modelBackColor(state: FixedFunctionState, p: Point): V4 {
  const [primary, secondary] = referenceLighting(state, 1, {
    position: p.position,
    normal: p.normal,
    color: p.color,
  });
  return [primary[0] + secondary[0], primary[1] + secondary[1], primary[2] + secondary[2], primary[3]].map(
    to8,
  ) as V4;
}

function stateOf(c: Case): { state: FixedFunctionState; textures: UnitTexture[] } {
  const state = initialState(2);
  return { state, textures: applyCommands(state, c.commands) };
}

function render(c: Case): V4[] {
  const { state, textures } = stateOf(c);
  const program = new FfpProgramCache().program(state);
  const vertices = c.points.map((p) => ({
    position: p.position,
    normal: p.normal,
    color: p.color,
    secondaryColor: [...p.secondaryColor, 0] as V4,
    fogCoord: p.fogCoord,
    texCoords: p.texCoords,
  }));
  const out = runVertexProgram(program, state, vertices);
  const colors = runFragmentProgram(
    program,
    state,
    // The rasterizer picks the back colours for back-facing triangles (lightTwoside).
    out.map((v, i) => {
      const colors = c.points[i]!.face === 1 && state.lightModel.twoSide ? v.backColor : v.color;
      return { color: colors[0]!, secondaryColor: colors[1]!, texCoords: v.generic, fogCoord: v.fog[0] };
    }),
    sampler(textures),
  );
  return colors.map((c) => c.map(to8) as V4);
}

const results = new Map<string, V4[]>();

describe(`against Mesa (${fixture.renderer})`, () => {
  for (const c of fixture.cases) {
    test(c.name, () => {
      const ours = render(c);
      results.set(c.name, ours);
      const departure = MESA_DEPARTURES[c.name];
      const expected = c.mesa.map((px, i) =>
        departure?.points(c.points[i]!) ? modelBackColor(stateOf(c).state, c.points[i]!) : px,
      );
      const worst = ours.reduce(
        (m, px, i) => Math.max(m, ...px.map((v, k) => Math.abs(v - expected[i]![k]!))),
        0,
      );
      if (process.env.FFP_MESA_STATS) {
        const exact = ours.filter((px, i) => px.every((v, k) => v === expected[i]![k])).length;
        console.log(`${c.name}: worst ${worst}, exact ${exact}/${ours.length}`);
        if (worst > 2)
          for (const [i, px] of ours.entries()) console.log(`  ${i}: ours ${px}, Mesa ${expected[i]}`);
      }
      ours.forEach((px, i) => {
        expect(px, `point ${i}: ours ${px}, Mesa ${expected[i]}`).toSatisfy((p: V4) =>
          p.every((v, k) => Math.abs(v - expected[i]![k]!) <= 2),
        );
      });
      expect(worst).toBeLessThanOrEqual(2);
    });
  }

  test('pictures: ours over Mesa, one row pair per case, and the difference ×32', () => {
    const scale = 4;
    const width = 48 * scale;
    const image = rgbaImage(width, fixture.cases.length * 3 * scale);
    const diff = rgbaImage(width, fixture.cases.length * scale);
    for (const img of [image, diff]) for (let at = 3; at < img.data.length; at += 4) img.data[at] = 255; // opaque black
    const put = (img: ReturnType<typeof rgbaImage>, x: number, y: number, rgba: V4) => {
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const at = 4 * ((y * scale + dy) * img.width + x * scale + dx);
          // Alpha shown as is would hide colours: pictures are opaque.
          img.data.set([rgba[0], rgba[1], rgba[2], 255], at);
        }
      }
    };
    fixture.cases.forEach((c, row) => {
      const ours = results.get(c.name) ?? render(c);
      ours.forEach((px, i) => {
        put(image, i, 3 * row, px);
        put(image, i, 3 * row + 1, c.mesa[i]!);
        put(diff, i, row, px.map((v, k) => Math.min(255, 32 * Math.abs(v - c.mesa[i]![k]!))) as V4);
      });
    });
    mkdirSync(join(here, 'output'), { recursive: true });
    writePng(join(here, 'output/mesa-comparison.png'), image);
    writePng(join(here, 'output/mesa-difference.png'), diff);
    expect(image.data.some((b) => b !== 0)).toBe(true);
  });
});
