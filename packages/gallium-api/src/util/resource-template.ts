// Validation of resource templates (resource_create, resource_from_user_memory, can_create_resource)
// against the target rules of Gallium and the screen's caps and format support.
import { maxLevels } from '../box.js';
import { PipeCap } from '../caps.js';
import { PipeBind, PipeResourceFlag, PipeTextureTarget, PipeUsage } from '../enums.js';
import { PipeFormat } from '../format/format-enum.js';
import { formatDescription, isFormat } from '../format/index.js';
import type { PipeResourceTemplate } from '../state.js';
import { describeValue, refuse } from './check.js';
import type { PipeCapsSource, PipeLimits } from './limits.js';
import { enumName, formatLabel } from './names.js';

const ALL_BINDS = Object.values(PipeBind).reduce((a, b) => a | b, 0);
const ALL_RESOURCE_FLAGS = Object.values(PipeResourceFlag).reduce((a, b) => a | b, 0);
const MAX_SIZE = 0x7fffffff;
const TARGETS = new Set<number>(Object.values(PipeTextureTarget));
const USAGES = new Set<number>(Object.values(PipeUsage));

/** Why `template` cannot be created on a screen with these caps, or null when it can. */
export function resourceTemplateProblem(
  template: PipeResourceTemplate,
  caps: PipeCapsSource,
  limits: PipeLimits,
): string | null {
  if (typeof template !== 'object' || template === null)
    return `template must be an object (got ${describeValue(template)})`;
  const t = template;
  if (!TARGETS.has(t.target)) return `target ${describeValue(t.target)} is not a PipeTextureTarget value`;
  const targetName = enumName(PipeTextureTarget, t.target);
  for (const key of ['width0', 'height0', 'depth0', 'arraySize'] as const) {
    const v = t[key];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > MAX_SIZE) {
      return `${key} must be an integer from 1 to ${MAX_SIZE} (got ${describeValue(v)})`;
    }
  }
  for (const key of ['lastLevel', 'nrSamples'] as const) {
    const v = t[key];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 64) {
      return `${key} must be a small non-negative integer (got ${describeValue(v)})`;
    }
  }
  if (!USAGES.has(t.usage)) return `usage ${describeValue(t.usage)} is not a PipeUsage value`;
  if (!isMask(t.bind, ALL_BINDS)) return `bind ${describeValue(t.bind)} is not a PipeBind bit mask`;
  if (!isMask(t.flags, ALL_RESOURCE_FLAGS))
    return `flags ${describeValue(t.flags)} is not a PipeResourceFlag bit mask`;

  if (t.target === PipeTextureTarget.BUFFER) {
    if (t.format !== PipeFormat.NONE && !isFormat(t.format))
      return `unknown format ${describeValue(t.format)}`;
  } else if (t.format === PipeFormat.NONE) {
    return `format NONE is only valid for buffers`;
  } else if (!isFormat(t.format)) {
    return `unknown format ${describeValue(t.format)}`;
  }

  const shapeProblem = targetShapeProblem(t, limits, targetName);
  if (shapeProblem) return shapeProblem;

  const levels = maxLevels(t);
  if (t.lastLevel >= levels) {
    return `lastLevel ${t.lastLevel} is beyond the ${levels}-level mip chain of a ${t.width0}x${t.height0}x${t.depth0} ${targetName}`;
  }
  if (t.nrSamples > 1) {
    if (!limits.textureMultisample)
      return 'multisampled resources are not supported (PIPE_CAP_TEXTURE_MULTISAMPLE is 0)';
    if (t.target !== PipeTextureTarget.TEXTURE_2D && t.target !== PipeTextureTarget.TEXTURE_2D_ARRAY) {
      return `${targetName} cannot be multisampled`;
    }
    if (t.lastLevel !== 0) return 'multisampled textures have one level (lastLevel must be 0)';
  }
  if (t.flags & (PipeResourceFlag.MAP_PERSISTENT | PipeResourceFlag.MAP_COHERENT) && !limits.persistentMaps) {
    return 'persistent mappings are not supported (PIPE_CAP_BUFFER_MAP_PERSISTENT_COHERENT is 0)';
  }
  if (t.flags & PipeResourceFlag.SPARSE && caps.getParam(PipeCap.SPARSE_BUFFER_PAGE_SIZE) === 0) {
    return 'sparse resources are not supported (PIPE_CAP_SPARSE_BUFFER_PAGE_SIZE is 0)';
  }
  if (
    t.target !== PipeTextureTarget.BUFFER &&
    !caps.isFormatSupported(t.format, t.target, t.nrSamples, t.nrSamples, t.bind)
  ) {
    return `format ${formatLabel(t.format)} is not supported for ${targetName} with ${t.nrSamples} samples and bind 0x${t.bind.toString(16)}`;
  }
  return null;
}

/** Throws PipeError(method, reason) when `template` cannot be created. */
export function checkResourceTemplate(
  method: string,
  template: PipeResourceTemplate,
  caps: PipeCapsSource,
  limits: PipeLimits,
): void {
  const problem = resourceTemplateProblem(template, caps, limits);
  if (problem) refuse(method, problem);
}

/** Bytes per texel of a resource's storage: 1 for buffers (sizes are in bytes), the block size otherwise. */
export function resourceBlockSize(template: Pick<PipeResourceTemplate, 'target' | 'format'>): number {
  return template.target === PipeTextureTarget.BUFFER ? 1 : formatDescription(template.format).blockSize;
}

function targetShapeProblem(t: PipeResourceTemplate, limits: PipeLimits, name: string): string | null {
  const T = PipeTextureTarget;
  const need = (key: 'height0' | 'depth0' | 'arraySize', value: number) =>
    t[key] !== value ? `${key} must be ${value} for ${name} (got ${t[key]})` : null;
  const within = (max: number, ...keys: ('width0' | 'height0' | 'depth0')[]) => {
    if (max === 0) return `${name} is not supported by this screen`;
    for (const key of keys) if (t[key] > max) return `${key} ${t[key]} exceeds the ${name} limit of ${max}`;
    return null;
  };
  const layers = () =>
    t.arraySize > limits.maxTextureArrayLayers
      ? `arraySize ${t.arraySize} exceeds the limit of ${limits.maxTextureArrayLayers} layers`
      : null;
  switch (t.target) {
    case T.BUFFER:
      return (
        need('height0', 1) ??
        need('depth0', 1) ??
        need('arraySize', 1) ??
        (t.lastLevel !== 0 ? 'buffers have one level (lastLevel must be 0)' : null)
      );
    case T.TEXTURE_1D:
      return (
        need('height0', 1) ??
        need('depth0', 1) ??
        need('arraySize', 1) ??
        within(limits.maxTexture2DSize, 'width0')
      );
    case T.TEXTURE_1D_ARRAY:
      return need('height0', 1) ?? need('depth0', 1) ?? within(limits.maxTexture2DSize, 'width0') ?? layers();
    case T.TEXTURE_2D:
      return (
        need('depth0', 1) ?? need('arraySize', 1) ?? within(limits.maxTexture2DSize, 'width0', 'height0')
      );
    case T.TEXTURE_RECT:
      return (
        need('depth0', 1) ??
        need('arraySize', 1) ??
        within(limits.maxTexture2DSize, 'width0', 'height0') ??
        (t.lastLevel !== 0 ? 'TEXTURE_RECT has one level (lastLevel must be 0)' : null)
      );
    case T.TEXTURE_2D_ARRAY:
      return need('depth0', 1) ?? within(limits.maxTexture2DSize, 'width0', 'height0') ?? layers();
    case T.TEXTURE_3D:
      return need('arraySize', 1) ?? within(limits.maxTexture3DSize, 'width0', 'height0', 'depth0');
    case T.TEXTURE_CUBE:
      return (
        (t.width0 !== t.height0 ? `cube faces must be square (got ${t.width0}x${t.height0})` : null) ??
        need('depth0', 1) ??
        need('arraySize', 6) ??
        within(limits.maxTextureCubeSize, 'width0')
      );
    case T.TEXTURE_CUBE_ARRAY:
      if (!limits.cubeMapArray) return 'TEXTURE_CUBE_ARRAY is not supported (PIPE_CAP_CUBE_MAP_ARRAY is 0)';
      return (
        (t.width0 !== t.height0 ? `cube faces must be square (got ${t.width0}x${t.height0})` : null) ??
        need('depth0', 1) ??
        (t.arraySize % 6 !== 0
          ? `arraySize of a cube array must be a multiple of 6 (got ${t.arraySize})`
          : null) ??
        within(limits.maxTextureCubeSize, 'width0') ??
        layers()
      );
    default:
      return `target ${t.target} is not a PipeTextureTarget value`;
  }
}

function isMask(value: unknown, allowed: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && (value & ~allowed) === 0;
}
