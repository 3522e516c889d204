// The calls that move pixels between client memory and texels directly, as glTexImage*/glTexSubImage*
// (unpackToTexels) and glGetTexImage/glReadPixels (packFromTexels) need: the general path goes through
// unpackImage/packImage and the texel conversions; the common byte layouts take the byte-shuffle fast
// path, which gives the same bytes without converting each component to a float.

import { formatDescription } from '@gallium-ts/gallium-api';
import { GL_DEPTH_COMPONENT, GL_INVALID_OPERATION } from '../gl-enums.js';
import {
  type ByteMap,
  groupBytesOf,
  isByteFormat,
  isByteType,
  probeByteMap,
  shuffleRow,
} from './byte-shuffle.js';
import { clientMemory } from './client-memory.js';
import type { PixelFormatInfo, PixelTypeInfo } from './format-type.js';
import { imageLayout } from './image-layout.js';
import { packImage, packRows, type RowSource } from './pack-image.js';
import { allocate, PixelTransferError } from './pixel-error.js';
import { type ClientImage, describePair, type PixelImage } from './pixel-image.js';
import { defaultPixelStore, type PixelStoreState } from './pixel-store.js';
import {
  defaultPixelTransfer,
  isColorTransferIdentity,
  type PixelTransferState,
} from './pixel-transfer-state.js';
import {
  depthFromTexels,
  rgbaFromTexels,
  stencilFromTexels,
  texelsFromDepth,
  texelsFromRgba,
} from './texel-convert.js';
import type { TextureFormat } from './texture-format.js';
import { forEachRow, type UnpackOptions, unpackImage, unpackRows } from './unpack-image.js';

/**
 * The check of OpenGL 1.5 section 3.8.1 (and 6.1.4) between a client format and a texture's base
 * format: DEPTH_COMPONENT data only for DEPTH_COMPONENT textures and the other way round. Returns 0 or
 * GL_INVALID_OPERATION.
 */
export function checkTextureFormatMatch(baseFormat: number, format: number): number {
  return (baseFormat === GL_DEPTH_COMPONENT) === (format === GL_DEPTH_COMPONENT) ? 0 : GL_INVALID_OPERATION;
}

const IDENTITY_TRANSFER = defaultPixelTransfer();
const probeStore = (swapBytes: boolean): PixelStoreState => ({
  ...defaultPixelStore(),
  alignment: 1,
  swapBytes,
});
const probeImage = (format: number, type: number, data: Uint8Array): ClientImage => ({
  width: 1,
  height: 1,
  depth: 1,
  dimensions: 2,
  format,
  type,
  data,
});

const unpackMaps = new Map<string, ByteMap | null>();
const packMaps = new Map<string, ByteMap | null>();

function cached(cache: Map<string, ByteMap | null>, key: string, find: () => ByteMap | null): ByteMap | null {
  let map = cache.get(key);
  if (map === undefined) {
    map = find();
    cache.set(key, map);
  }
  return map;
}

function fastPathApplies(format: PixelFormatInfo, type: PixelTypeInfo, tex: TextureFormat): boolean {
  return format.kind === 'color' && isByteType(type) && isByteFormat(tex.pipeFormat);
}

/**
 * glTexImage and glTexSubImage (1D, 2D, 3D): the texels of `tex` for the client image (tightly packed, row 0 first).
 * Throws PixelTransferError like unpackImage, and GL_INVALID_OPERATION when DEPTH_COMPONENT data and a
 * non-depth texture (or the other way round) meet.
 */
export function unpackToTexels(
  client: ClientImage,
  store: PixelStoreState,
  transfer: PixelTransferState,
  tex: TextureFormat,
  options: Omit<UnpackOptions, 'use'> = {},
): Uint8Array {
  const [format, type] = describePair(client.format, client.type, 'texImage');
  if (checkTextureFormatMatch(tex.baseFormat, client.format) !== 0) {
    throw new PixelTransferError(
      GL_INVALID_OPERATION,
      'depth data and a non-depth texture (or the reverse) do not mix',
    );
  }
  const texelBytes = formatDescription(tex.pipeFormat).blockSize;
  if (fastPathApplies(format, type, tex) && isColorTransferIdentity(transfer)) {
    const srcBytes = groupBytesOf(format, type);
    const key = `${client.format}/${client.type}/${store.swapBytes}/${tex.pipeFormat}/${tex.baseFormat}`;
    const map = cached(unpackMaps, key, () =>
      probeByteMap(srcBytes, texelBytes, (src, dst) => {
        const image = unpackImage(
          probeImage(client.format, client.type, src),
          probeStore(store.swapBytes),
          IDENTITY_TRANSFER,
        );
        texelsFromRgba(tex, image.data, 1, dst);
      }),
    );
    if (map !== null) {
      const layout = imageLayout(client, format, type, store);
      const { bytes } = clientMemory(client.data, layout.byteLength, 'unpacking');
      const { width } = client;
      const texels = allocate(
        width * client.height * client.depth * texelBytes,
        1,
        (n) => new Uint8Array(n),
        'texels',
      );
      forEachRow(client, (image, row, at) => {
        const src = layout.start + image * layout.imageStride + row * layout.rowStride;
        shuffleRow(map, srcBytes, bytes, src, texels, at * texelBytes, width);
      });
      return texels;
    }
  }
  const { kind, run } = unpackRows(client, store, transfer, { ...options, use: 'texImage' });
  const count = client.width * client.height * client.depth;
  const texels = allocate(count * texelBytes, 1, (n) => new Uint8Array(n), 'texels');
  const width = client.width;
  run((row, at) => {
    if (kind === 'depth') texelsFromDepth(tex, row, width, texels, at * texelBytes);
    else texelsFromRgba(tex, row, width, texels, at * texelBytes);
  });
  return texels;
}

/**
 * glGetTexImage (transfer null, use 'getTexImage') and glReadPixels (the context's transfer state, use
 * 'readPixels', `tex` describing the colour, depth or depth/stencil buffer — see `bufferFormat`): packs
 * `texelSource`'s texels (width·height·depth texels of `tex`, tightly packed, row 0 first; a function is
 * called only once the client memory is known to hold the image, so nothing is read back for a call that
 * fails) into the client image. STENCIL_INDEX reads the stencil bits of a depth/stencil format. Throws
 * PixelTransferError like packImage, and GL_INVALID_OPERATION when the texels do not hold what the format
 * asks for.
 */
export function packFromTexels(
  tex: TextureFormat,
  texelSource: Uint8Array | (() => Uint8Array),
  client: ClientImage,
  store: PixelStoreState,
  transfer: PixelTransferState | null,
  use: 'getTexImage' | 'readPixels' = 'getTexImage',
): void {
  const [format, type] = describePair(client.format, client.type, use);
  clientMemory(client.data, imageLayout(client, format, type, store).byteLength, 'packing');
  const texels = typeof texelSource === 'function' ? texelSource() : texelSource;
  const desc = formatDescription(tex.pipeFormat);
  const count = client.width * client.height * client.depth;
  if (texels.length < count * desc.blockSize) {
    throw new PixelTransferError(GL_INVALID_OPERATION, 'fewer texels than the image has pixels');
  }
  const wantsStencil = format.kind === 'stencil';
  const ok = wantsStencil ? desc.isStencil : checkTextureFormatMatch(tex.baseFormat, client.format) === 0;
  if (!ok)
    throw new PixelTransferError(
      GL_INVALID_OPERATION,
      `${desc.name} does not hold what format 0x${client.format.toString(16)} reads`,
    );

  if (fastPathApplies(format, type, tex) && (transfer === null || isColorTransferIdentity(transfer))) {
    const dstBytes = groupBytesOf(format, type);
    const key = `${use}/${client.format}/${client.type}/${store.swapBytes}/${tex.pipeFormat}/${tex.baseFormat}`;
    const map = cached(packMaps, key, () =>
      probeByteMap(desc.blockSize, dstBytes, (src, dst) => {
        const image: PixelImage = {
          kind: 'rgba',
          width: 1,
          height: 1,
          depth: 1,
          data: rgbaFromTexels(tex, src, 1),
        };
        packImage(image, probeImage(client.format, client.type, dst), probeStore(store.swapBytes), null, use);
      }),
    );
    if (map !== null) {
      const layout = imageLayout(client, format, type, store);
      const { bytes } = clientMemory(client.data, layout.byteLength, 'packing');
      forEachRow(client, (image, row, at) => {
        const dst = layout.start + image * layout.imageStride + row * layout.rowStride;
        shuffleRow(map, desc.blockSize, texels, at * desc.blockSize, bytes, dst, client.width);
      });
      return;
    }
  }
  const kind = wantsStencil ? 'stencil' : format.kind === 'depth' ? 'depth' : 'rgba';
  const width = client.width;
  const source: RowSource = (row, at) => {
    const offset = at * desc.blockSize;
    if (kind === 'stencil') stencilFromTexels(tex.pipeFormat, texels, width, offset, row as Uint32Array);
    else if (kind === 'depth') depthFromTexels(tex, texels, width, offset, row as Float64Array);
    else rgbaFromTexels(tex, texels, width, offset, row as Float64Array);
  };
  packRows(kind, source, client, store, transfer, use);
}
