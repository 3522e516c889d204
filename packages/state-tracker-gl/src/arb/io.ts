// Where each attribute and result binding lives in TGSI, using the fixed-function programs'
// conventions (src/ffp/README.md) so the draw path feeds and consumes ARB programs the same way:
// vertex inputs are vertex attributes (FfpAttrib numbers for conventional ones, generic attribute n
// otherwise); results are POSITION, COLOR[0..1], BCOLOR[0..1], FOG, PSIZE, GENERIC[n] for texture
// coordinate set n; fragment inputs COLOR[0..1] (colour interpolation), GENERIC[n], FOG, POSITION;
// fragment results COLOR[0] and POSITION (depth in z).
import { TgsiSemantic } from '@gallium-ts/tgsi';
import { FfpAttrib } from '../ffp/attribs.js';
import type { ArbAttribBinding, ArbResultBinding } from './ast.js';

/** The vertex attribute an IN register of a vertex program reads. */
export type ArbVertexInput =
  /** A conventional attribute, numbered as FfpAttrib (POSITION, NORMAL, COLOR0, COLOR1, FOG_COORD, TEXCOORD0 + n). */
  | { kind: 'conventional'; attrib: number }
  /** Generic vertex attribute n (glVertexAttrib4fARB(n, ...)). */
  | { kind: 'generic'; index: number };

/** The interpolated value an IN register of a fragment program reads. */
export interface ArbFragmentInput {
  kind: 'fragment';
  binding: ArbAttribBinding;
  semantic: TgsiSemantic;
  semanticIndex: number;
}

/** An OUT register of either kind. */
export interface ArbOutput {
  binding: ArbResultBinding;
  semantic: TgsiSemantic;
  semanticIndex: number;
}

export function vertexInput(b: ArbAttribBinding): ArbVertexInput {
  switch (b.name) {
    case 'generic':
      return { kind: 'generic', index: b.index };
    case 'position':
      return { kind: 'conventional', attrib: FfpAttrib.POSITION };
    case 'normal':
      return { kind: 'conventional', attrib: FfpAttrib.NORMAL };
    case 'color':
      return { kind: 'conventional', attrib: b.index === 0 ? FfpAttrib.COLOR0 : FfpAttrib.COLOR1 };
    case 'fogcoord':
      return { kind: 'conventional', attrib: FfpAttrib.FOG_COORD };
    default:
      return { kind: 'conventional', attrib: FfpAttrib.TEXCOORD0 + b.index };
  }
}

export function fragmentInput(b: ArbAttribBinding): ArbFragmentInput {
  const at = (semantic: TgsiSemantic, semanticIndex: number): ArbFragmentInput => ({
    kind: 'fragment',
    binding: b,
    semantic,
    semanticIndex,
  });
  switch (b.name) {
    case 'color':
      return at(TgsiSemantic.COLOR, b.index);
    case 'texcoord':
      return at(TgsiSemantic.GENERIC, b.index);
    case 'fogcoord':
      return at(TgsiSemantic.FOG, 0);
    default:
      return at(TgsiSemantic.POSITION, 0);
  }
}

export function output(b: ArbResultBinding): ArbOutput {
  const at = (semantic: TgsiSemantic, semanticIndex: number): ArbOutput => ({
    binding: b,
    semantic,
    semanticIndex,
  });
  switch (b.name) {
    case 'color':
      return at(b.back ? TgsiSemantic.BCOLOR : TgsiSemantic.COLOR, b.index);
    case 'texcoord':
      return at(TgsiSemantic.GENERIC, b.index);
    case 'fogcoord':
      return at(TgsiSemantic.FOG, 0);
    case 'pointsize':
      return at(TgsiSemantic.PSIZE, 0);
    default: // position, depth
      return at(TgsiSemantic.POSITION, 0);
  }
}

/**
 * Inputs whose unused components the binding defines: vertex.normal is (x, y, z, 1), vertex.fogcoord and
 * fragment.fogcoord are (f, 0, 0, 1). The program builds them from x (and xyz), whatever the draw path
 * puts in the other components.
 */
export function fixedComponents(b: ArbAttribBinding): 'xyz1' | 'x001' | null {
  if (b.name === 'normal') return 'xyz1';
  if (b.name === 'fogcoord') return 'x001';
  return null;
}

/** Results GL clamps to [0, 1]: colours (vertex and fragment) and the fragment depth. */
export function clampedResult(b: ArbResultBinding): boolean {
  return b.name === 'color' || b.name === 'depth';
}
