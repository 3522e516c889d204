// What driver-soft checks before a draw (or a grid) runs, beyond gallium-api's validating layer (which
// refuses a draw without a vertex shader, rasterizer, fragment shader, blend, depth/stencil/alpha or
// vertex elements state): that the bound state gives the shaders what they read. Each failure is a
// PipeError naming the register and the binding, thrown before anything is drawn.
import {
  formatDescription,
  PipeError,
  type PipeFormat,
  PipeTextureTarget,
  type PipeVertexBuffer,
  type PipeVertexElement,
} from '@gallium-ts/gallium-api';
import type { BaseSamplerView } from '@gallium-ts/gallium-api/util';
import { TgsiReturnType, TgsiTextureTarget } from '@gallium-ts/tgsi';
import type { SoftShader } from '../shader/soft-shader.js';

const T = PipeTextureTarget;
const S = TgsiTextureTarget;

/**
 * The view targets each TGSI texture target may sample. RECT and 2D go both ways, as Gallium lets a
 * state tracker keep rectangle textures in 2D resources (and the sampler follows the view's target).
 */
const VIEW_TARGETS: Partial<Record<TgsiTextureTarget, readonly PipeTextureTarget[]>> = {
  [S.BUFFER]: [T.BUFFER],
  [S['1D']]: [T.TEXTURE_1D],
  [S.SHADOW1D]: [T.TEXTURE_1D],
  [S['2D']]: [T.TEXTURE_2D, T.TEXTURE_RECT],
  [S.SHADOW2D]: [T.TEXTURE_2D, T.TEXTURE_RECT],
  [S['2D_MSAA']]: [T.TEXTURE_2D],
  [S.RECT]: [T.TEXTURE_RECT, T.TEXTURE_2D],
  [S.SHADOWRECT]: [T.TEXTURE_RECT, T.TEXTURE_2D],
  [S['3D']]: [T.TEXTURE_3D],
  [S.CUBE]: [T.TEXTURE_CUBE],
  [S.SHADOWCUBE]: [T.TEXTURE_CUBE],
  [S['1D_ARRAY']]: [T.TEXTURE_1D_ARRAY],
  [S.SHADOW1D_ARRAY]: [T.TEXTURE_1D_ARRAY],
  [S['2D_ARRAY']]: [T.TEXTURE_2D_ARRAY],
  [S.SHADOW2D_ARRAY]: [T.TEXTURE_2D_ARRAY],
  [S['2D_ARRAY_MSAA']]: [T.TEXTURE_2D_ARRAY],
  [S.CUBE_ARRAY]: [T.TEXTURE_CUBE_ARRAY],
  [S.SHADOWCUBE_ARRAY]: [T.TEXTURE_CUBE_ARRAY],
};

const nameOf = <V>(table: Record<string, V>, value: V) =>
  Object.keys(table).find((k) => table[k] === value) ?? String(value);

/**
 * Every input the vertex shader reads has a vertex element (element i feeds IN[i]), and that element's
 * vertex buffer is bound (a buffer or a user array).
 */
export function checkVertexInputs(
  vs: SoftShader,
  elements: readonly PipeVertexElement[],
  buffers: readonly (PipeVertexBuffer | null)[],
): void {
  for (const input of vs.info.inputs) {
    if (input.used === 0) continue;
    const element = elements[input.index];
    if (!element)
      throw new PipeError(
        'drawVbo',
        `the vertex shader reads IN[${input.index}], but the vertex elements state has ${elements.length} element(s)`,
      );
    if (!buffers[element.vertexBufferIndex])
      throw new PipeError(
        'drawVbo',
        `vertex element ${input.index} (IN[${input.index}]) reads vertex buffer ${element.vertexBufferIndex}, which is not bound`,
      );
  }
}

/**
 * Every bound view a shader of `stage` samples fits it: its target is one the declared SVIEW target
 * (or, without SVIEW declarations, the texture instructions' target) may sample, and integer formats
 * go with SINT/UINT return types, other formats with FLOAT, UNORM or SNORM. Unbound views read 0.
 */
export function checkSamplerViews(
  method: string,
  stage: string,
  shader: SoftShader,
  views: readonly (BaseSamplerView | null)[],
): void {
  const info = shader.info;
  const declared = info.samplerViews;
  // Without SVIEW declarations, texture instructions name the target and SAMP[i] samples view i.
  const declares = Object.keys(declared).length > 0;
  const units = Object.keys(declares ? declared : info.samplerTargets).map(Number);
  for (const unit of units) {
    const view = views[unit];
    if (!view) continue;
    const decl = declared[unit];
    const targets = decl ? [decl.target] : (info.samplerTargets[unit] ?? []);
    const file = decl ? `SVIEW[${unit}]` : `SAMP[${unit}]`;
    for (const target of targets) {
      const allowed = VIEW_TARGETS[target];
      if (allowed && !allowed.includes(view.target))
        throw new PipeError(
          method,
          `${file} of the ${stage} shader is ${nameOf(S, target)}, but the bound view is ${nameOf(T, view.target)}`,
        );
    }
    if (decl) checkReturnType(method, `${file} of the ${stage} shader`, decl.returnType[0], view.format);
  }
}

function checkReturnType(method: string, what: string, returnType: TgsiReturnType, format: PipeFormat): void {
  const integerFormat = formatDescription(format).isPureInteger;
  const integerReturn = returnType === TgsiReturnType.SINT || returnType === TgsiReturnType.UINT;
  if (integerFormat !== integerReturn)
    throw new PipeError(
      method,
      `${what} returns ${nameOf(TgsiReturnType, returnType)}, but the bound view's format ${formatDescription(format).name} is ${integerFormat ? 'an integer' : 'not an integer'} format`,
    );
}
