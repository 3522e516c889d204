// clearDepthStencilSurface's partial clears (depth alone or stencil alone of a packed format): merged in
// place where the storage maps directly, they must leave the same bytes as the copy-merge-copy path of
// storage that does not map — over whole surfaces and rectangles, on every layer.
import { describe, expect, it } from 'vitest';
import { resourceTemplate } from '../src/defaults.js';
import { PipeClear, PipeTextureTarget as T } from '../src/enums.js';
import { PipeFormat } from '../src/format/index.js';
import { ResourceBytes, resourceLayout } from '../src/util/resource-bytes.js';
import type { ResourceStorage } from '../src/util/storage.js';
import { clearDepthStencilSurface, type SurfaceRect } from '../src/util/surface-clear.js';
import type { BaseSurface } from '../src/util/views.js';

const WIDTH = 7;
const HEIGHT = 5;
const LAYERS = 3;

/** Storage of a WIDTH × HEIGHT × LAYERS array of `blockSize`-byte texels, its bytes seeded. */
function seeded(blockSize: number): ResourceBytes {
  const { levels, size } = resourceLayout(
    resourceTemplate({ target: T.TEXTURE_2D_ARRAY, width0: WIDTH, height0: HEIGHT, arraySize: LAYERS }),
    blockSize,
  );
  const data = new Uint8Array(size);
  for (let i = 0; i < size; i++) data[i] = (i * 151 + 7) & 255;
  return new ResourceBytes(data, blockSize, levels);
}

/** The same storage without mapDirectly: clears go through read and write. */
function unmapped(bytes: ResourceBytes): ResourceStorage {
  return {
    read: (...a) => bytes.read(...a),
    write: (...a) => bytes.write(...a),
    fill: (...a) => bytes.fill(...a),
    copyFrom: (...a) => bytes.copyFrom(...a),
  };
}

function surface(format: PipeFormat, storage: ResourceStorage, firstLayer: number): BaseSurface {
  return {
    format,
    level: 0,
    firstLayer,
    lastLayer: LAYERS - 1,
    width: WIDTH,
    height: HEIGHT,
    texture: { storage },
  } as unknown as BaseSurface;
}

describe('clearDepthStencilSurface, one part of a packed format', () => {
  const rects: SurfaceRect[] = [
    { x: 0, y: 0, width: WIDTH, height: HEIGHT },
    { x: 2, y: 1, width: 3, height: 4 },
    { x: 0, y: 3, width: WIDTH, height: 2 },
  ];
  for (const [name, format, blockSize] of [
    ['Z24_UNORM_S8_UINT', PipeFormat.Z24_UNORM_S8_UINT, 4],
    ['S8_UINT_Z24_UNORM', PipeFormat.S8_UINT_Z24_UNORM, 4],
    ['Z32_FLOAT_S8X24_UINT', PipeFormat.Z32_FLOAT_S8X24_UINT, 8],
  ] as const)
    for (const flags of [PipeClear.DEPTH, PipeClear.STENCIL])
      it(`${name}, ${flags === PipeClear.DEPTH ? 'depth' : 'stencil'}: the same bytes mapped and copied`, () => {
        for (const rect of rects)
          for (const firstLayer of [0, 1]) {
            const mapped = seeded(blockSize);
            const copied = seeded(blockSize);
            const before = mapped.data.slice();
            clearDepthStencilSurface(surface(format, mapped, firstLayer), flags, 0.625, 0x5a, rect);
            clearDepthStencilSurface(surface(format, unmapped(copied), firstLayer), flags, 0.625, 0x5a, rect);
            expect(mapped.data).toEqual(copied.data);
            // The clear changed something, the first change inside the rectangle on a layer it covers.
            expect(mapped.data).not.toEqual(before);
            const changed = mapped.data.findIndex((v, i) => v !== before[i]);
            const texel = Math.floor(changed / blockSize);
            const layer = Math.floor(texel / (WIDTH * HEIGHT));
            const x = texel % WIDTH;
            const y = Math.floor(texel / WIDTH) % HEIGHT;
            expect(layer).toBeGreaterThanOrEqual(firstLayer);
            expect(x >= rect.x && x < rect.x + rect.width && y >= rect.y && y < rect.y + rect.height).toBe(
              true,
            );
          }
      });
});
