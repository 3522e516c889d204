// The fixed-function vertex program: position through modelview-projection; lit or passed-through
// colours; texture coordinates per enabled unit; fog coordinate; attenuated point size; user clip
// distances; edge flags. Returns the shader, the attribute of each input and the constant table.
import { TgsiSemantic, type TgsiShader } from '@gallium-ts/tgsi';
import { FfpAttrib } from './attribs.js';
import { type ConstantTable, setVec4 } from './constants.js';
import { writeProductRows } from './matrix.js';
import type { FfpVariant } from './variant.js';
import { VertexBuilder } from './vertex-builder.js';
import { emitLighting } from './vertex-lighting.js';
import { emitTexCoords } from './vertex-texgen.js';

export interface GeneratedVertexProgram {
  shader: TgsiShader;
  /** FfpAttrib of each IN register. */
  inputs: number[];
  constants: ConstantTable;
}

export function buildVertexProgram(variant: FfpVariant): GeneratedVertexProgram {
  const b = new VertexBuilder(variant);
  const { u } = b;
  const mvp = b.matrixRows('modelviewProjection', (s, out, at) =>
    writeProductRows(s.projection, s.modelview, out, at),
  );
  b.transform(u.declOutput(TgsiSemantic.POSITION), mvp, b.input(FfpAttrib.POSITION));

  if (variant.lighting) {
    emitLighting(b, variant.lighting);
  } else {
    u.MOV(u.declOutput(TgsiSemantic.COLOR, 0), b.input(FfpAttrib.COLOR0), { saturate: true });
    if (variant.colorSum) {
      u.MOV(u.declOutput(TgsiSemantic.COLOR, 1), b.input(FfpAttrib.COLOR1), { saturate: true });
    }
  }

  for (const unit of variant.units) emitTexCoords(b, unit);
  if (variant.fog) emitFogCoord(b, variant.fog.fromDepth);
  if (variant.pointAttenuation) emitPointSize(b);
  if (variant.clipPlanes.length > 0) emitClipDistances(b, variant.clipPlanes);
  if (variant.edgeFlags) u.MOV(u.declOutput(TgsiSemantic.EDGEFLAG), b.input(FfpAttrib.EDGEFLAG));

  return { shader: u.finalize(), inputs: b.inputs, constants: b.consts };
}

/**
 * OUT FOG = (c, 0, 0, 1): the fog coordinate attribute, or for GL_FRAGMENT_DEPTH the eye distance
 * approximated by |z_eye| as the GL specification allows (and Mesa does).
 */
function emitFogCoord(b: VertexBuilder, fromDepth: boolean): void {
  const { u } = b;
  const fog = u.declOutput(TgsiSemantic.FOG);
  u.MOV(fog.mask('x'), fromDepth ? b.eyePosition().z.abs() : b.input(FfpAttrib.FOG_COORD).x);
  u.MOV(fog.mask('yzw'), u.immFloat([0, 0, 0, 1]));
}

/**
 * OUT PSIZE.x = clamp(size / √(a + b·d + c·d²), min, max) (GL 1.5, 3.3), with the eye distance d
 * taken as |z_eye| like the fog distance (and like Mesa).
 */
function emitPointSize(b: VertexBuilder): void {
  const { u } = b;
  const size = b.consts.get('pointSize', 1, (s, out, at) =>
    setVec4(out, at, s.point.size, s.point.minSize, s.point.maxSize, 0),
  );
  const atten = b.consts.get('pointAttenuation', 1, (s, out, at) => {
    const [k0, k1, k2] = s.point.distanceAttenuation;
    setVec4(out, at, k0, k1, k2, 0);
  });
  const t = b.temp();
  u.MOV(t.mask('x'), b.eyePosition().z.abs());
  u.MAD(t.mask('y'), t.src().x, atten.z, atten.y);
  u.MAD(t.mask('y'), t.src().y, t.src().x, atten.x);
  u.RSQ(t.mask('y'), t.src().y);
  u.MUL(t.mask('y'), t.src().y, size.x);
  u.MAX(t.mask('y'), t.src().y, size.y);
  const psize = u.declOutput(TgsiSemantic.PSIZE);
  u.MIN(psize.mask('x'), t.src().y, size.z);
  u.MOV(psize.mask('yzw'), u.immFloat([0, 0, 0, 1]));
  u.releaseTemp(t);
}

/** OUT CLIPDIST[i >> 2] channel i & 3 = eye plane i · eye position; channels of disabled planes are 0. */
function emitClipDistances(b: VertexBuilder, planes: number[]): void {
  const { u } = b;
  const eye = b.eyePosition();
  for (let reg = 0; reg < 2; reg++) {
    const inReg = planes.filter((i) => i >> 2 === reg);
    if (inReg.length === 0) continue;
    const out = u.declOutput(TgsiSemantic.CLIPDIST, reg);
    let unused = '';
    for (let c = 0; c < 4; c++) {
      const i = 4 * reg + c;
      if (!inReg.includes(i)) {
        unused += 'xyzw'[c];
        continue;
      }
      const plane = b.consts.get(`clipPlane${i}`, 1, (s, o, at) => o.set(s.clipPlanes[i]!.equation, at));
      u.DP4(out.mask('xyzw'[c]!), plane, eye);
    }
    if (unused !== '') u.MOV(out.mask(unused), u.immFloat([0]));
  }
}
