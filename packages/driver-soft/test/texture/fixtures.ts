// Test fixtures: textures built from a texel function in gallium-api's CPU layout, and texture
// requests shaped like the ones tgsi's machine passes, for calling a SoftSampler directly.
import {
  formatDescription,
  type PipeFormat,
  PipeFormatChannelType,
  PipeFormatColorspace,
  type PipeSamplerState,
  PipeSwizzle,
  PipeTextureTarget,
  packDepthStencil,
  packRgbaFloat,
  packRgbaSint,
  packRgbaUint,
  samplerState,
} from '@gallium-ts/gallium-api';
import { resourceLayout } from '@gallium-ts/gallium-api/util';
import { type TgsiLodMode, type TgsiTextureRequest, TgsiTextureTarget } from '@gallium-ts/tgsi';
import { SoftSampler } from '../../src/texture/soft-sampler.js';
import type { TextureSource } from '../../src/texture/texture-source.js';

export interface TextureSpec {
  format: PipeFormat;
  target?: PipeTextureTarget;
  width: number;
  height?: number;
  depth?: number;
  arraySize?: number;
  lastLevel?: number;
  /** The texel (x, y, layer or z slice) of `level`: RGBA, raw integers, or [depth, stencil]. */
  texel: (x: number, y: number, layer: number, level: number) => readonly number[];
  /** View fields to override (format casts, level and layer ranges, swizzle, target). */
  view?: Partial<TextureSource>;
}

/** A TextureSource holding every level of the described resource. */
export function makeTexture(spec: TextureSpec): TextureSource {
  const target = spec.target ?? PipeTextureTarget.TEXTURE_2D;
  const shape = {
    target,
    width0: spec.width,
    height0: spec.height ?? 1,
    depth0: spec.depth ?? 1,
    arraySize: spec.arraySize ?? 1,
    lastLevel: spec.lastLevel ?? 0,
  };
  const description = formatDescription(spec.format);
  const { levels, size } = resourceLayout(shape, description.blockSize);
  const data = new Uint8Array(size);
  const readsSigned = description.swizzle.some(
    (s) => s <= PipeSwizzle.W && description.channels[s]!.type === PipeFormatChannelType.SINT,
  );
  levels.forEach((layout, level) => {
    const w = Math.max(1, spec.width >> level);
    const h =
      target === PipeTextureTarget.TEXTURE_1D || target === PipeTextureTarget.TEXTURE_1D_ARRAY
        ? 1
        : Math.max(1, (spec.height ?? 1) >> level);
    for (let layer = 0; layer < layout.layers; layer++) {
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          const off =
            layout.offset + layer * layout.layerStride + y * layout.stride + x * description.blockSize;
          const v = spec.texel(x, y, layer, level);
          if (description.colorspace === PipeFormatColorspace.ZS) {
            packDepthStencil(
              spec.format,
              description.isDepth ? v[0]! : null,
              description.isStencil ? v[description.isDepth ? 1 : 0]! : null,
              data,
              off,
            );
          } else {
            // Missing components default to (0, 0, 0, 1).
            const rgba = [v[0] ?? 0, v[1] ?? 0, v[2] ?? 0, v[3] ?? 1];
            if (!description.isPureInteger) packRgbaFloat(spec.format, rgba, data, off);
            else (readsSigned ? packRgbaSint : packRgbaUint)(spec.format, rgba, data, off);
          }
        }
      }
    }
  });
  const layers = target === PipeTextureTarget.TEXTURE_3D ? 1 : shape.arraySize;
  return {
    format: spec.format,
    target,
    data,
    levels,
    width0: shape.width0,
    height0: shape.height0,
    depth0: shape.depth0,
    arraySize: shape.arraySize,
    firstLevel: 0,
    lastLevel: shape.lastLevel,
    firstLayer: 0,
    lastLayer: layers - 1,
    bufferOffset: 0,
    bufferSize: target === PipeTextureTarget.BUFFER ? size : 0,
    swizzle: [PipeSwizzle.X, PipeSwizzle.Y, PipeSwizzle.Z, PipeSwizzle.W],
    ...spec.view,
  };
}

/** A TgsiTextureRequest for `lanes` lanes, every lane active, every array zero. */
export function makeRequest(lanes: number, fields: Partial<TgsiTextureRequest> = {}): TgsiTextureRequest {
  const words = (n: number) => new Int32Array(n * lanes);
  const coordWords = words(4);
  const outWords = words(4);
  const lodWords = words(1);
  const floatsOf = (w: Int32Array, c: number) => new Float32Array(w.buffer, c * lanes * 4, lanes);
  const intsOf = (w: Int32Array, c: number) => new Int32Array(w.buffer, c * lanes * 4, lanes);
  const channels = (n: number) => Array.from({ length: n }, () => new Float32Array(lanes));
  return {
    instruction: 0,
    view: 0,
    sampler: 0,
    target: TgsiTextureTarget['2D'],
    count: lanes,
    active: new Uint8Array(lanes).fill(1),
    coords: [0, 1, 2, 3].map((c) => floatsOf(coordWords, c)),
    icoords: [0, 1, 2, 3].map((c) => intsOf(coordWords, c)),
    compare: null,
    lodMode: 'explicit',
    lod: floatsOf(lodWords, 0),
    ilod: intsOf(lodWords, 0),
    ddx: channels(3),
    ddy: channels(3),
    offsets: null,
    component: 0,
    out: [0, 1, 2, 3].map((c) => floatsOf(outWords, c)),
    outWords: [0, 1, 2, 3].map((c) => intsOf(outWords, c)),
    ...fields,
  };
}

/** One lookup: coordinates and, optionally, its LOD inputs, reference and offsets. */
export interface Lookup {
  coords: readonly number[];
  lod?: number;
  ddx?: readonly number[];
  ddy?: readonly number[];
  compare?: number;
  offsets?: readonly number[];
}

export interface LookupOptions {
  target?: number;
  lodMode?: TgsiLodMode;
  component?: number;
}

/** A request carrying `lookups`, one per lane. */
export function requestFor(lookups: readonly Lookup[], options: LookupOptions = {}): TgsiTextureRequest {
  const req = makeRequest(lookups.length, {
    target: (options.target ?? TgsiTextureTarget['2D']) as TgsiTextureRequest['target'],
    lodMode: options.lodMode ?? 'explicit',
    component: options.component ?? 0,
  });
  const anyCompare = lookups.some((l) => l.compare !== undefined);
  const anyOffsets = lookups.some((l) => l.offsets !== undefined);
  if (anyCompare) req.compare = new Float32Array(lookups.length);
  if (anyOffsets) req.offsets = [0, 1, 2].map(() => new Int32Array(lookups.length));
  lookups.forEach((l, i) => {
    l.coords.forEach((v, c) => {
      req.coords[c]![i] = v;
    });
    req.lod[i] = l.lod ?? 0;
    l.ddx?.forEach((v, c) => {
      req.ddx[c]![i] = v;
    });
    l.ddy?.forEach((v, c) => {
      req.ddy[c]![i] = v;
    });
    if (req.compare) req.compare[i] = l.compare ?? 0;
    l.offsets?.forEach((v, c) => {
      req.offsets![c]![i] = v;
    });
  });
  return req;
}

/** Lane i's float result. */
export function resultOf(req: TgsiTextureRequest, i: number): number[] {
  return req.out.map((c) => c[i]!);
}

/** Lane i's integer result. */
export function wordsOf(req: TgsiTextureRequest, i: number): number[] {
  return req.outWords.map((c) => c[i]!);
}

/** A sampler with one view and one sampler state bound to slot 0. */
export function samplerFor(
  view: TextureSource | null,
  state: Partial<PipeSamplerState> | null = {},
): SoftSampler {
  const sampler = new SoftSampler();
  sampler.bind([view], [state === null ? null : samplerState(state)]);
  return sampler;
}

/** Samples `lookups` through `view` with sampler state `state`; one RGBA result per lookup. */
export function sample(
  view: TextureSource,
  state: Partial<PipeSamplerState>,
  lookups: readonly Lookup[],
  options: LookupOptions = {},
): number[][] {
  const req = requestFor(lookups, options);
  samplerFor(view, state).sample(req);
  return lookups.map((_, i) => resultOf(req, i));
}

/** Float32 rounding of a whole texel, for comparing with results. */
export function f32(values: readonly number[]): number[] {
  return values.map((v) => Math.fround(v));
}
