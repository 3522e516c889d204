// Texture coordinates of one unit (GL 1.5, 2.11.4 and 2.10.2): each of S, T, R, Q comes from the vertex
// or from texture coordinate generation — OBJECT_LINEAR (plane · object position), EYE_LINEAR (eye plane
// · eye position), SPHERE_MAP (s, t = r_xy / m + 1/2 with m = 2‖r + (0, 0, 1)‖), REFLECTION_MAP (r) and
// NORMAL_MAP (the eye normal), where r = u − 2n(n·u) reflects the unit vector u from the eye to the
// vertex about the eye normal n — then through the unit's texture matrix into OUT GENERIC[unit].
import { TgsiSemantic, type UregSrc } from '@gallium-ts/tgsi';
import { FfpAttrib } from './attribs.js';
import { TexGenCode } from './codes.js';
import { writeRows } from './matrix.js';
import type { UnitVariant } from './variant.js';
import type { VertexBuilder } from './vertex-builder.js';

const CHANNELS = 'xyzw';

export function emitTexCoords(b: VertexBuilder, unit: UnitVariant): void {
  const { u } = b;
  const n = unit.unit;
  const coords = b.temp();
  let reflection: UregSrc | null = null;
  const reflect = () => {
    reflection ??= reflectionVector(b);
    return reflection;
  };
  let fromVertex = '';
  unit.texGen.forEach((mode, c) => {
    const dst = coords.mask(CHANNELS[c]!);
    switch (mode) {
      case TexGenCode.NONE:
        fromVertex += CHANNELS[c];
        break;
      case TexGenCode.OBJECT_LINEAR: {
        const plane = b.consts.get(`objectPlane${n}${CHANNELS[c]}`, 1, (s, out, at) =>
          out.set(s.textureUnits[n]!.texGen[c]!.objectPlane, at),
        );
        u.DP4(dst, plane, b.input(FfpAttrib.POSITION));
        break;
      }
      case TexGenCode.EYE_LINEAR: {
        const plane = b.consts.get(`eyePlane${n}${CHANNELS[c]}`, 1, (s, out, at) =>
          out.set(s.textureUnits[n]!.texGen[c]!.eyePlane, at),
        );
        u.DP4(dst, plane, b.eyePosition());
        break;
      }
      case TexGenCode.SPHERE_MAP: {
        const r = reflect();
        const m = b.temp();
        u.ADD(m.mask('xyz'), r, u.immFloat([0, 0, 1]));
        u.DP3(m.mask('w'), m.src(), m.src());
        u.RSQ(m.mask('w'), m.src().w);
        u.MUL(m.mask('w'), m.src().w, u.immFloat([0.5])); // 1 / m
        u.MAD(dst, r.swizzle(CHANNELS[c]!), m.src().w, u.immFloat([0.5]));
        u.releaseTemp(m);
        break;
      }
      case TexGenCode.REFLECTION_MAP:
        u.MOV(dst, reflect().swizzle(CHANNELS[c]!));
        break;
      case TexGenCode.NORMAL_MAP:
        u.MOV(dst, b.normal().swizzle(CHANNELS[c]!));
        break;
    }
  });
  if (fromVertex !== '') u.MOV(coords.mask(fromVertex), b.input(FfpAttrib.TEXCOORD0 + n));
  const matrix = b.matrixRows(`textureMatrix${n}`, (s, out, at) =>
    writeRows(s.textureUnits[n]!.matrix, out, at),
  );
  b.transform(u.declOutput(TgsiSemantic.GENERIC, n), matrix, coords.src());
  u.releaseTemp(coords);
}

/** r = u − 2n(n·u), u the unit vector from the eye to the vertex, n the eye normal (xyz). */
function reflectionVector(b: VertexBuilder): UregSrc {
  const { u } = b;
  const view = b.temp();
  u.MOV(view.mask('xyz'), b.vertexPosition());
  b.normalize(view);
  const normal = b.normal();
  const r = b.temp();
  u.DP3(r.mask('w'), normal, view.src());
  u.MUL(r.mask('w'), r.src().w, u.immFloat([2]));
  u.MAD(r.mask('xyz'), normal, r.src().w.neg(), view.src());
  u.releaseTemp(view);
  return r.src();
}
