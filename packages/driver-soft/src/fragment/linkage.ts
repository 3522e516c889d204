// How each fragment-shader input gets its value: from which output of the last vertex stage (by
// semantic, as Gallium links stages), with which interpolation, or from the rasterizer itself (window
// position, facing, primitive id, point sprite coordinates). Computed once per fragment state.
import { type PipeRasterizerState, PipeSpriteCoord } from '@gallium-ts/gallium-api';
import { TgsiInterpolate, TgsiSemantic } from '@gallium-ts/tgsi';
import type { ShaderIo, SoftShader } from '../shader/soft-shader.js';

/** Where a fragment input comes from. */
export const InputSource = {
  /** An output of the vertex stage, interpolated. */
  ATTRIBUTE: 0,
  /** The window position (x, y, z, 1/w). */
  POSITION: 1,
  /** (±1, 0, 0, 1): positive for front faces. */
  FACE: 2,
  /** The primitive id (integer) in x. */
  PRIMID: 3,
  /** Nothing writes it: (0, 0, 0, 1). */
  DEFAULT: 4,
} as const;

export const Interp = { FLAT: 0, LINEAR: 1, PERSPECTIVE: 2 } as const;

export interface InputLink {
  /** Fragment input register. */
  register: number;
  source: number;
  /** Output register of the vertex stage for front faces (and everything but back faces). */
  slot: number;
  /** Output register for back faces: BCOLOR when two-sided lighting has one, else `slot`. */
  backSlot: number;
  interp: number;
  /** Points: replaced by the sprite coordinate (GENERIC enabled in spriteCoordEnable, or PCOORD). */
  sprite: boolean;
}

/** The vertex stage's outputs by semantic: semantic · 256 + index → output register. */
export type OutputMap = ReadonlyMap<number, number>;

export function outputMap(outputs: readonly ShaderIo[]): OutputMap {
  const map = new Map<number, number>();
  for (const o of outputs)
    if (!map.has(o.semantic * 256 + o.index)) map.set(o.semantic * 256 + o.index, o.register);
  return map;
}

/** The links of every input of `fs` given the vertex stage's outputs and the rasterizer state. */
export function linkInputs(fs: SoftShader, outputs: OutputMap, raster: PipeRasterizerState): InputLink[] {
  return fs.inputs.map((input) => {
    const register = input.register;
    switch (input.semantic) {
      case TgsiSemantic.POSITION:
        return inputLink(register, InputSource.POSITION, -1, -1, Interp.LINEAR, false);
      case TgsiSemantic.FACE:
        return inputLink(register, InputSource.FACE, -1, -1, Interp.FLAT, false);
      case TgsiSemantic.PRIMID:
        return inputLink(register, InputSource.PRIMID, -1, -1, Interp.FLAT, false);
    }
    const sprite =
      input.semantic === TgsiSemantic.PCOORD ||
      (input.semantic === TgsiSemantic.GENERIC &&
        input.index < 32 &&
        ((raster.spriteCoordEnable >>> input.index) & 1) === 1);
    const slot = outputs.get(input.semantic * 256 + input.index) ?? -1;
    const back =
      raster.lightTwoside && input.semantic === TgsiSemantic.COLOR
        ? (outputs.get(TgsiSemantic.BCOLOR * 256 + input.index) ?? slot)
        : slot;
    const interp = interpolation(input.interpolate, raster.flatshade);
    const source = slot < 0 && !sprite ? InputSource.DEFAULT : InputSource.ATTRIBUTE;
    return inputLink(register, source, slot, back, interp, sprite);
  });
}

/**
 * One link, every field written in one literal: every link then shares one hidden class (links made by
 * spreading a base object got new ones now and then, deoptimizing triangle setup, which reads them).
 */
function inputLink(
  register: number,
  source: number,
  slot: number,
  backSlot: number,
  interp: number,
  sprite: boolean,
): InputLink {
  return { register, source, slot, backSlot, interp, sprite };
}

function interpolation(mode: number | null, flatshade: boolean): number {
  switch (mode) {
    case TgsiInterpolate.CONSTANT:
      return Interp.FLAT;
    case TgsiInterpolate.LINEAR:
      return Interp.LINEAR;
    case TgsiInterpolate.COLOR:
      return flatshade ? Interp.FLAT : Interp.PERSPECTIVE;
    default:
      return Interp.PERSPECTIVE;
  }
}

/** Sprite coordinate t at the top of a point: 0 for UPPER_LEFT, 1 for LOWER_LEFT. */
export function spriteTopT(raster: PipeRasterizerState): number {
  return raster.spriteCoordMode === PipeSpriteCoord.UPPER_LEFT ? 0 : 1;
}
