// Vertex lighting (GL 1.5, 2.14.1): for each face lit,
//   c = e + a·(a_cs + Σ att·spot·a_l) + d·Σ att·spot·(n⊙L)·d_l + s·Σ att·spot·f·(n⊙H)^shininess·s_l
// with the material colours e, a, d, s taken from the vertex colour where GL_COLOR_MATERIAL says so, the
// alpha of d as the alpha, the specular sum in the secondary colour with GL_SEPARATE_SPECULAR_COLOR
// (alpha 0), and every colour clamped to [0, 1]. LIT computes (n⊙L) and f·(n⊙H)^shininess at once; the
// back face (two-sided lighting) uses −n and the back material.
import { TgsiSemantic, type UregDst, type UregSrc } from '@gallium-ts/tgsi';
import { BACK_COLOR_GENERIC, FfpAttrib } from './attribs.js';
import { setVec4 } from './constants.js';
import type { FixedFunctionState, MaterialState } from './ffp-state.js';
import { MaterialBit } from './key.js';
import type { LightingVariant, LightVariant } from './variant.js';
import type { VertexBuilder } from './vertex-builder.js';

/** Per-face sums of the light contributions (xyz). */
interface FaceSums {
  diffuse: UregDst;
  specular: UregDst;
}

/** Emits the lit colours: COLOR[0] (and COLOR[1] with separate specular), BCOLOR[0..1] with two-sided lighting. */
export function emitLighting(b: VertexBuilder, lighting: LightingVariant): void {
  const { u } = b;
  const faces = lighting.twoSide ? [0, 1] : [0];
  const ambientSum = b.temp();
  u.MOV(
    ambientSum.mask('xyz'),
    b.consts.get('lightModelAmbient', 1, (s, out, at) => out.set(s.lightModel.ambient, at)),
  );
  const sums: FaceSums[] = faces.map(() => {
    const diffuse = b.temp();
    const specular = b.temp();
    u.MOV(diffuse.mask('xyz'), u.immFloat([0]));
    u.MOV(specular.mask('xyz'), u.immFloat([0]));
    return { diffuse, specular };
  });
  // Toward the eye: normalize(−V) for a local viewer, null for an infinite one ((0, 0, 1)).
  const eyeDir = lighting.localViewer ? eyeDirection(b) : null;
  for (const light of lighting.lights) addLight(b, light, eyeDir, ambientSum, sums);
  for (const face of faces) writeFaceColors(b, lighting, face, ambientSum.src(), sums[face]!);
}

/** The unit vector from the vertex to the eye: normalize(−V). */
function eyeDirection(b: VertexBuilder): UregSrc {
  const e = b.temp();
  b.u.MOV(e.mask('xyz'), b.vertexPosition().neg());
  b.normalize(e);
  return e.src();
}

/**
 * Constants of light i: ambient, diffuse, specular, position, spot (direction, cos cutoff), attenuation
 * and spot exponent, and the half vector of a directional light seen by an infinite viewer (constant).
 */
function lightConstants(b: VertexBuilder, i: number): UregSrc {
  return b.consts.get(`light${i}`, 7, (s, out, at) => writeLight(s, i, out, at));
}

function writeLight(s: FixedFunctionState, i: number, out: Float32Array, at: number): void {
  const light = s.lights[i]!;
  out.set(light.ambient, at);
  out.set(light.diffuse, at + 4);
  out.set(light.specular, at + 8);
  const [x, y, z, w] = light.position;
  if (w !== 0) setVec4(out, at + 12, x / w, y / w, z / w, 1);
  else setUnit(out, at + 12, x, y, z, 0);
  // normalize(L + (0, 0, 1)) with L the unit direction just stored.
  setUnit(out, at + 24, out[at + 12]!, out[at + 13]!, out[at + 14]! + 1, 0);
  const cutoff = light.spotCutoff === 180 ? -1 : Math.cos((light.spotCutoff * Math.PI) / 180);
  setUnit(out, at + 16, light.spotDirection[0], light.spotDirection[1], light.spotDirection[2], cutoff);
  setVec4(
    out,
    at + 20,
    light.constantAttenuation,
    light.linearAttenuation,
    light.quadraticAttenuation,
    light.spotExponent,
  );
}

/** x, y, z scaled to unit length (a zero vector stays zero), and w. */
function setUnit(out: Float32Array, at: number, x: number, y: number, z: number, w: number): void {
  const length = Math.sqrt(x * x + y * y + z * z);
  const k = length === 0 ? 0 : 1 / length;
  setVec4(out, at, x * k, y * k, z * k, w);
}

function addLight(
  b: VertexBuilder,
  light: LightVariant,
  eyeDir: UregSrc | null,
  ambientSum: UregDst,
  sums: FaceSums[],
): void {
  const { u } = b;
  const c = lightConstants(b, light.index);
  const scratch: UregDst[] = [];
  const temp = () => {
    const t = b.temp();
    scratch.push(t);
    return t;
  };

  // L: unit vector from the vertex to the light; factor.x: attenuation × spot, or null for 1.
  let toLight: UregSrc = c.offset(3);
  let factor: UregSrc | null = null;
  if (light.positional) {
    const l = temp();
    const dist = temp();
    u.ADD(l.mask('xyz'), c.offset(3), b.vertexPosition().neg());
    u.DP3(dist.mask('x'), l.src(), l.src()); // d²
    u.RSQ(dist.mask('y'), dist.src().x); // 1/d
    u.MUL(l.mask('xyz'), l.src(), dist.src().y);
    u.DST(dist, dist.src().x, dist.src().y); // (1, d, d², 1/d)
    u.DP3(dist.mask('x'), dist.src(), c.offset(5));
    u.RCP(dist.mask('x'), dist.src().x);
    toLight = l.src();
    factor = dist.src().x;
  }
  if (light.spot) {
    const spot = temp();
    u.DP3(spot.mask('x'), toLight.neg(), c.offset(4)); // cos of the angle off the spot axis
    u.MAX(spot.mask('y'), spot.src().x, u.immFloat([0]));
    u.POW(spot.mask('y'), spot.src().y, c.offset(5).w);
    u.SGE(spot.mask('z'), spot.src().x, c.offset(4).w); // inside the cutoff cone
    u.MUL(spot.mask('x'), spot.src().y, spot.src().z);
    if (factor !== null) u.MUL(spot.mask('x'), spot.src().x, factor);
    factor = spot.src().x;
  }

  let half: UregSrc = c.offset(6); // constant for a directional light and an infinite viewer
  if (light.positional || eyeDir !== null) {
    const h = temp();
    u.ADD(h.mask('xyz'), toLight, eyeDir ?? u.immFloat([0, 0, 1]));
    b.normalize(h);
    half = h.src();
  }

  if (factor === null) u.ADD(ambientSum.mask('xyz'), ambientSum.src(), c);
  else u.MAD(ambientSum.mask('xyz'), c, factor, ambientSum.src());

  const normal = b.normal();
  const dots = temp();
  u.DP3(dots.mask('x'), normal, toLight);
  u.DP3(dots.mask('y'), normal, half);
  const lit = temp();
  sums.forEach((sum, face) => {
    const terms = temp();
    u.MOV(terms.mask('xy'), face === 0 ? dots.src() : dots.src().neg());
    u.MOV(terms.mask('w'), materialConstants(b, face).offset(4).x);
    u.LIT(lit, terms.src().swizzle('xyyw')); // LIT reads x, y and w
    if (factor !== null) u.MUL(lit.mask('yz'), lit.src(), factor);
    u.MAD(sum.diffuse.mask('xyz'), lit.src().y, c.offset(1), sum.diffuse.src());
    u.MAD(sum.specular.mask('xyz'), lit.src().z, c.offset(2), sum.specular.src());
  });
  for (const t of scratch) u.releaseTemp(t);
}

/** Constants of the front (0) or back (1) material: emission, ambient, diffuse, specular, (shininess, 0, 0, 0). */
function materialConstants(b: VertexBuilder, face: number): UregSrc {
  return b.consts.get(face === 0 ? 'frontMaterial' : 'backMaterial', 5, (s, out, at) =>
    writeMaterial(s.materials[face]!, out, at),
  );
}

function writeMaterial(m: MaterialState, out: Float32Array, at: number): void {
  out.set(m.emission, at);
  out.set(m.ambient, at + 4);
  out.set(m.diffuse, at + 8);
  out.set(m.specular, at + 12);
  setVec4(out, at + 16, m.shininess, 0, 0, 0);
}

function writeFaceColors(
  b: VertexBuilder,
  lighting: LightingVariant,
  face: number,
  ambientSum: UregSrc,
  sums: FaceSums,
): void {
  const { u } = b;
  const mat = materialConstants(b, face);
  const tracked = lighting.colorMaterial[face]!;
  const color = (bit: number, offset: number) =>
    tracked & bit ? b.input(FfpAttrib.COLOR0) : mat.offset(offset);
  const emission = color(MaterialBit.EMISSION, 0);
  const ambient = color(MaterialBit.AMBIENT, 1);
  const diffuse = color(MaterialBit.DIFFUSE, 2);
  const specular = color(MaterialBit.SPECULAR, 3);

  const output = (index: number) => colorOutput(b, face, index);
  const primary = output(0);
  const sum = b.temp();
  u.MAD(sum.mask('xyz'), ambient, ambientSum, emission);
  if (lighting.separateSpecular) {
    u.MAD(primary.mask('xyz'), diffuse, sums.diffuse.src(), sum.src(), { saturate: true });
    const secondary = output(1);
    u.MUL(secondary.mask('xyz'), specular, sums.specular.src(), { saturate: true });
    u.MOV(secondary.mask('w'), u.immFloat([0]));
  } else {
    u.MAD(sum.mask('xyz'), diffuse, sums.diffuse.src(), sum.src());
    u.MAD(primary.mask('xyz'), specular, sums.specular.src(), sum.src(), { saturate: true });
  }
  u.MOV(primary.mask('w'), diffuse.w, { saturate: true });
  u.releaseTemp(sum);
}

/**
 * The output of colour `index` of a face: COLOR, BCOLOR for the back, or GENERIC[BACK_COLOR_GENERIC +
 * index] when the fragment program picks the face's colour (a varying like any other).
 */
function colorOutput(b: VertexBuilder, face: number, index: number): UregDst {
  if (face === 0) return b.u.declOutput(TgsiSemantic.COLOR, index);
  if (b.variant.twoSidedColor) return b.u.declOutput(TgsiSemantic.GENERIC, BACK_COLOR_GENERIC + index);
  return b.u.declOutput(TgsiSemantic.BCOLOR, index);
}
