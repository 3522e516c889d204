// Draw paths of driver-webgl that WebGL2 does not have as such, each drawn on driver-webgl and on
// driver-soft with the same pipe calls, with no pixel differing by more than 24 in a channel:
// the first-vertex provoking rule on strips, fans, quads and line loops; primitive restart with an index
// WebGL2 does not restart at; a negative index_bias below the buffer start; instancing with a divisor
// and start_instance; integer attributes; user vertex and index buffers; stride-0 attributes (one from a
// buffer rewritten between draws with the bindings kept); constant buffers at an offset; occlusion
// counts with a depth test; and converted texture formats sampled (against exact texel values:
// driver-soft's sampler is not on this branch yet).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSoftScreen } from '@gallium-ts/driver-soft';
import {
  blendState,
  bufferTemplate,
  depthStencilAlphaState,
  drawInfo,
  makeBox,
  PipeBind,
  PipeClear,
  type PipeContext,
  type PipeDrawInfo,
  PipeFormat,
  PipeFunc,
  PipePrim,
  PipeQuery,
  type PipeResource,
  type PipeScreen,
  PipeShader,
  PipeTransfer,
  type PipeVertexElement,
  rasterizerState,
  resourceTemplate,
  samplerState,
  samplerViewTemplate,
  surfaceTemplate,
  tgsiShaderState,
} from '@gallium-ts/gallium-api';
import { compareImages, diffImage, type RgbaImage, rgbaImage } from '@gallium-ts/gallium-api/image';
import { writePng } from '@gallium-ts/gallium-api/png';
import { parseTgsi } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import { createWebglScreen } from '../src/index.js';
import { sharedGl } from './helpers/gl.js';

const SIZE = 16;
const out = fileURLToPath(new URL('output/draws/', import.meta.url));
mkdirSync(out, { recursive: true });

const COLOR_VS = `VERT
DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
DCL OUT[1], COLOR
MOV OUT[0], IN[0]
MOV OUT[1], IN[1]
END
`;
const COLOR_FS = `FRAG
DCL IN[0], COLOR, COLOR
DCL OUT[0], COLOR
MOV OUT[0], IN[0]
END
`;

/** What a test draws with on one screen; everything it makes is released after the test. */
class Setup {
  readonly ctx: PipeContext;
  readonly target: PipeResource;
  readonly zs: PipeResource;
  private readonly owned: PipeResource[] = [];

  constructor(readonly screen: PipeScreen) {
    const ctx = screen.contextCreate();
    this.ctx = ctx;
    this.target = this.resource(
      resourceTemplate({ width0: SIZE, height0: SIZE, bind: PipeBind.RENDER_TARGET }),
    );
    this.zs = this.resource(
      resourceTemplate({
        format: PipeFormat.Z24_UNORM_S8_UINT,
        width0: SIZE,
        height0: SIZE,
        bind: PipeBind.DEPTH_STENCIL,
      }),
    );
    ctx.setFramebufferState({
      width: SIZE,
      height: SIZE,
      samples: 1,
      layers: 1,
      nrCbufs: 1,
      cbufs: [ctx.createSurface(this.target, surfaceTemplate(this.target))],
      zsbuf: ctx.createSurface(this.zs, surfaceTemplate(this.zs)),
    });
    ctx.setViewportStates(0, [{ scale: [SIZE / 2, SIZE / 2, 0.5], translate: [SIZE / 2, SIZE / 2, 0.5] }]);
    ctx.bindBlendState(ctx.createBlendState(blendState()));
    ctx.bindDepthStencilAlphaState(ctx.createDepthStencilAlphaState(depthStencilAlphaState()));
    this.rasterizer({});
    this.shaders(COLOR_VS, COLOR_FS);
    this.elements([PipeFormat.R32G32B32A32_FLOAT, PipeFormat.R32G32B32A32_FLOAT]);
    ctx.clear(PipeClear.COLOR | PipeClear.DEPTHSTENCIL, [0, 0, 0, 0], 1, 0);
  }

  resource(template: ReturnType<typeof resourceTemplate>): PipeResource {
    const r = this.screen.resourceCreate(template);
    this.owned.push(r);
    return r;
  }

  rasterizer(fields: Parameters<typeof rasterizerState>[0]): void {
    this.ctx.bindRasterizerState(this.ctx.createRasterizerState(rasterizerState(fields)));
  }

  shaders(vs: string, fs: string): void {
    this.ctx.bindVsState(this.ctx.createVsState(tgsiShaderState(parseTgsi(vs))));
    this.ctx.bindFsState(this.ctx.createFsState(tgsiShaderState(parseTgsi(fs))));
  }

  /** Elements read from buffer 0 one after another (instanced ones from buffer 1). */
  elements(formats: PipeFormat[], instanced: (PipeFormat | null)[] = []): void {
    const elements: PipeVertexElement[] = [];
    let offset = 0;
    for (const f of formats) {
      elements.push({ srcOffset: offset, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: f });
      offset += f === PipeFormat.R32G32B32A32_FLOAT ? 16 : 4;
    }
    instanced.forEach((f, i) => {
      if (f !== null)
        elements.push({ srcOffset: i * 16, instanceDivisor: 1, vertexBufferIndex: 1, srcFormat: f });
    });
    this.ctx.bindVertexElementsState(this.ctx.createVertexElementsState(elements));
  }

  /** Vertices (x, y in pixels; RGBA floats) in a resource bound as buffer 0 (or as a user array). */
  vertices(v: readonly [number, number, number, number, number, number][], user = false): void {
    const data = new Float32Array(
      v.flatMap(([x, y, r, g, b, a]) => [(x / SIZE) * 2 - 1, (y / SIZE) * 2 - 1, 0, 1, r, g, b, a]),
    );
    if (user) {
      this.ctx.setVertexBuffers(0, [{ stride: 32, bufferOffset: 0, buffer: null, userBuffer: data }]);
      return;
    }
    const buffer = this.resource(bufferTemplate(data.byteLength, PipeBind.VERTEX_BUFFER));
    this.ctx.bufferSubdata(buffer, PipeTransfer.WRITE, 0, data);
    this.ctx.setVertexBuffers(0, [{ stride: 32, bufferOffset: 0, buffer, userBuffer: null }]);
  }

  indices(indices: number[], size: 1 | 2 | 4, user = false): void {
    const data =
      size === 1
        ? Uint8Array.from(indices)
        : size === 2
          ? Uint16Array.from(indices)
          : Uint32Array.from(indices);
    if (user) {
      this.ctx.setIndexBuffer({ indexSize: size, offset: 0, buffer: null, userBuffer: data });
      return;
    }
    const buffer = this.resource(bufferTemplate(Math.max(4, data.byteLength), PipeBind.INDEX_BUFFER));
    this.ctx.bufferSubdata(buffer, PipeTransfer.WRITE, 0, data);
    this.ctx.setIndexBuffer({ indexSize: size, offset: 0, buffer, userBuffer: null });
  }

  draw(fields: Partial<PipeDrawInfo>): void {
    this.ctx.drawVbo(drawInfo(fields));
  }

  picture(): RgbaImage {
    const map = this.ctx.transferMap(this.target, 0, PipeTransfer.READ, makeBox(0, 0, 0, SIZE, SIZE, 1))!;
    const image = rgbaImage(SIZE, SIZE);
    for (let y = 0; y < SIZE; y++)
      image.data.set(
        map.data.subarray(y * map.transfer.stride, y * map.transfer.stride + SIZE * 4),
        y * SIZE * 4,
      );
    this.ctx.transferUnmap(map.transfer);
    return image;
  }

  release(): void {
    this.ctx.destroy();
    for (const r of this.owned) this.screen.resourceDestroy(r);
    this.screen.destroy();
  }
}

/** Runs `draw` on both drivers; returns their pictures and what `draw` returned on each. */
async function both<T>(
  name: string,
  draw: (s: Setup) => T,
): Promise<{ webgl: RgbaImage; soft: RgbaImage; results: [T, T] }> {
  const pictures: RgbaImage[] = [];
  const results: T[] = [];
  for (const screen of [await createWebglScreen({ gl: await sharedGl() }), createSoftScreen()]) {
    const s = new Setup(screen);
    try {
      results.push(draw(s));
      pictures.push(s.picture());
    } finally {
      s.release();
    }
  }
  const [webgl, soft] = pictures as [RgbaImage, RgbaImage];
  writePng(`${out}${name}.webgl.png`, webgl);
  writePng(`${out}${name}.soft.png`, soft);
  writePng(`${out}${name}.diff.png`, diffImage(webgl, soft, 0));
  return { webgl, soft, results: results as [T, T] };
}

/** Runs `draw` on driver-webgl only; returns its picture. */
async function webglOnly(name: string, draw: (s: Setup) => void): Promise<RgbaImage> {
  const s = new Setup(await createWebglScreen({ gl: await sharedGl() }));
  try {
    draw(s);
    const picture = s.picture();
    writePng(`${out}${name}.webgl.png`, picture);
    return picture;
  } finally {
    s.release();
  }
}

/**
 * Both drivers draw the same picture: no pixel's largest channel difference above 24 (interpolated
 * colours may round differently), or at most `lineShare` of the pixels for lines (rasterization of
 * line ends differs).
 */
async function expectSame(name: string, draw: (s: Setup) => void, lineShare = 0): Promise<RgbaImage> {
  const { webgl, soft } = await both(name, draw);
  expect(compareImages(webgl, soft).offShare).toBeLessThanOrEqual(lineShare);
  // the scene draws something
  expect(webgl.data.some((v) => v !== 0)).toBe(true);
  return webgl;
}

const R = [1, 0, 0, 1] as const;
const G = [0, 1, 0, 1] as const;
const B = [0, 0, 1, 1] as const;
const Y = [1, 1, 0, 1] as const;
const C = [0, 1, 1, 1] as const;
const M = [1, 0, 1, 1] as const;
const v = (x: number, y: number, c: readonly number[]) =>
  [x, y, c[0]!, c[1]!, c[2]!, c[3]!] as [number, number, number, number, number, number];

describe('draws WebGL2 cannot issue as they are, against driver-soft', () => {
  it('flatshade_first: strips, fans and quads take the first vertex colour', async () => {
    await expectSame('flat-first', (s) => {
      s.rasterizer({ flatshade: true, flatshadeFirst: true });
      s.vertices([v(0, 0, R), v(8, 0, G), v(0, 8, B), v(8, 8, Y), v(16, 0, C), v(16, 8, M)]);
      s.draw({ mode: PipePrim.TRIANGLE_STRIP, count: 4 });
      s.draw({ mode: PipePrim.QUADS, start: 1, count: 4 });
      s.vertices([v(0, 9, R), v(7, 9, G), v(7, 15, B), v(0, 15, Y), v(9, 9, C), v(15, 12, M)]);
      s.draw({ mode: PipePrim.TRIANGLE_FAN, count: 4 });
    });
  });

  it('flatshade_first: a line loop closes with the last vertex colour (line ends may differ: 3%)', async () => {
    await expectSame(
      'flat-first-lines',
      (s) => {
        s.rasterizer({ flatshade: true, flatshadeFirst: true });
        s.vertices([v(1.5, 1.5, R), v(14.5, 1.5, G), v(14.5, 14.5, B), v(1.5, 14.5, Y)]);
        s.draw({ mode: PipePrim.LINE_LOOP, count: 4 });
      },
      0.03,
    );
  });

  it('primitive restart at an index WebGL2 does not restart at (5, 1-byte user indices)', async () => {
    await expectSame('restart', (s) => {
      s.vertices([
        v(0, 0, R),
        v(6, 0, G),
        v(0, 6, B),
        v(6, 6, Y),
        v(10, 0, C),
        v(16, 0, M),
        v(10, 6, R),
        v(16, 6, G),
      ]);
      s.indices([0, 1, 2, 3, 5, 4, 6, 7], 1, true);
      s.draw({
        mode: PipePrim.TRIANGLE_STRIP,
        indexed: true,
        count: 8,
        primitiveRestart: true,
        restartIndex: 5,
        maxIndex: 7,
      });
    });
  });

  it('a negative index_bias reaching below the vertex buffer start, 4-byte indices', async () => {
    await expectSame('negative-bias', (s) => {
      s.vertices([v(2, 2, R), v(14, 2, G), v(2, 14, B), v(14, 14, Y)]);
      s.indices([3, 4, 5, 4, 6, 5], 4);
      s.draw({ mode: PipePrim.TRIANGLES, indexed: true, count: 6, indexBias: -3, minIndex: 3, maxIndex: 6 });
    });
  });

  it('instancing: a per-instance offset (divisor 1) from start_instance 1, and an integer attribute', async () => {
    await expectSame('instances', (s) => {
      s.shaders(
        `VERT
DCL IN[0]
DCL IN[1]
DCL IN[2]
DCL IN[3]
DCL OUT[0], POSITION
DCL OUT[1], COLOR
DCL TEMP[0]
IMM[0] FLT32 { 0.25, 0.0, 0.0, 0.0 }
I2F TEMP[0], IN[3]
MUL TEMP[0], TEMP[0], IMM[0].xxxx
ADD OUT[0], IN[0], IN[2]
MOV OUT[1], IN[1]
MOV OUT[1].y, TEMP[0].xxxx
END
`,
        COLOR_FS,
      );
      s.elements(
        [PipeFormat.R32G32B32A32_FLOAT, PipeFormat.R32G32B32A32_FLOAT, PipeFormat.R32G32B32A32_FLOAT],
        [],
      );
      // elements 0-1 per vertex, 2 (offset) and 3 (integer) per instance
      s.ctx.bindVertexElementsState(
        s.ctx.createVertexElementsState([
          {
            srcOffset: 0,
            instanceDivisor: 0,
            vertexBufferIndex: 0,
            srcFormat: PipeFormat.R32G32B32A32_FLOAT,
          },
          {
            srcOffset: 16,
            instanceDivisor: 0,
            vertexBufferIndex: 0,
            srcFormat: PipeFormat.R32G32B32A32_FLOAT,
          },
          {
            srcOffset: 0,
            instanceDivisor: 1,
            vertexBufferIndex: 1,
            srcFormat: PipeFormat.R32G32B32A32_FLOAT,
          },
          { srcOffset: 16, instanceDivisor: 1, vertexBufferIndex: 1, srcFormat: PipeFormat.R32_SINT },
        ]),
      );
      s.vertices([v(0, 0, R), v(4, 0, R), v(0, 4, R), v(4, 4, R)]);
      const perInstance = new ArrayBuffer(3 * 32);
      for (let i = 0; i < 3; i++) {
        new Float32Array(perInstance, i * 32, 4).set([i * 0.5, i * 0.5, 0, 0]);
        new Int32Array(perInstance, i * 32 + 16, 1)[0] = i + 1;
      }
      s.ctx.setVertexBuffers(1, [
        { stride: 32, bufferOffset: 0, buffer: null, userBuffer: new Uint8Array(perInstance) },
      ]);
      s.draw({ mode: PipePrim.TRIANGLE_STRIP, count: 4, instanceCount: 2, startInstance: 1 });
    });
  });

  it('a stride-0 attribute from a user array and a constant buffer bound at an offset', async () => {
    await expectSame('constants', (s) => {
      s.shaders(
        COLOR_VS,
        `FRAG
DCL IN[0], COLOR, COLOR
DCL OUT[0], COLOR
DCL CONST[0][0..1]
MUL OUT[0], IN[0], CONST[0][1]
END
`,
      );
      const color = new Float32Array([0.5, 0.5, 1, 1]);
      // element 1 (colour) from buffer 1 with stride 0: one colour for every vertex
      s.ctx.bindVertexElementsState(
        s.ctx.createVertexElementsState([
          {
            srcOffset: 0,
            instanceDivisor: 0,
            vertexBufferIndex: 0,
            srcFormat: PipeFormat.R32G32B32A32_FLOAT,
          },
          {
            srcOffset: 0,
            instanceDivisor: 0,
            vertexBufferIndex: 1,
            srcFormat: PipeFormat.R32G32B32A32_FLOAT,
          },
        ]),
      );
      s.ctx.setVertexBuffers(1, [
        { stride: 0, bufferOffset: 0, buffer: null, userBuffer: new Float32Array([0, 1, 1, 1]) },
      ]);
      const cb = s.resource(bufferTemplate(64, PipeBind.CONSTANT_BUFFER));
      s.ctx.bufferSubdata(cb, PipeTransfer.WRITE, 32, color);
      s.ctx.setConstantBuffer(PipeShader.FRAGMENT, 0, {
        buffer: cb,
        bufferOffset: 16,
        bufferSize: 32,
        userBuffer: null,
      });
      s.vertices([v(1, 1, R), v(15, 1, R), v(1, 15, R), v(15, 15, R)]);
      s.draw({ mode: PipePrim.TRIANGLE_STRIP, count: 4 });
    });
  });

  it('a stride-0 attribute of a buffer written between two draws with the same bindings takes the new value', async () => {
    // What the GL state tracker does for the current colour of a display list: the binding stays,
    // buffer_subdata changes the one value every vertex reads.
    const picture = await expectSame('stride-0-rewritten', (s) => {
      s.ctx.bindVertexElementsState(
        s.ctx.createVertexElementsState([
          {
            srcOffset: 0,
            instanceDivisor: 0,
            vertexBufferIndex: 0,
            srcFormat: PipeFormat.R32G32B32A32_FLOAT,
          },
          {
            srcOffset: 0,
            instanceDivisor: 0,
            vertexBufferIndex: 1,
            srcFormat: PipeFormat.R32G32B32A32_FLOAT,
          },
        ]),
      );
      const color = s.resource(bufferTemplate(16, PipeBind.VERTEX_BUFFER));
      s.ctx.bufferSubdata(color, PipeTransfer.WRITE, 0, new Float32Array(R));
      s.ctx.setVertexBuffers(1, [{ stride: 0, bufferOffset: 0, buffer: color, userBuffer: null }]);
      // two quads in one buffer: the left one drawn red, the right one after the colour became green
      s.vertices([
        v(0, 0, B),
        v(8, 0, B),
        v(0, 16, B),
        v(8, 16, B),
        v(8, 0, B),
        v(16, 0, B),
        v(8, 16, B),
        v(16, 16, B),
      ]);
      s.draw({ mode: PipePrim.TRIANGLE_STRIP, start: 0, count: 4 });
      s.ctx.bufferSubdata(color, PipeTransfer.WRITE, 0, new Float32Array(G));
      s.draw({ mode: PipePrim.TRIANGLE_STRIP, start: 4, count: 4 });
    });
    const at = (x: number, y: number) => [
      ...picture.data.subarray((y * SIZE + x) * 4, (y * SIZE + x) * 4 + 4),
    ];
    expect(at(3, 8)).toEqual([255, 0, 0, 255]);
    expect(at(12, 8)).toEqual([0, 255, 0, 255]);
  });

  it('textures of converted formats (B8G8R8A8, L8) sample as their channels', async () => {
    const webgl = await webglOnly('converted-textures', (s) => {
      s.shaders(
        `VERT
DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
MOV OUT[0], IN[0]
MOV OUT[1], IN[1]
END
`,
        `FRAG
DCL IN[0], GENERIC[0], PERSPECTIVE
DCL OUT[0], COLOR
DCL SAMP[0]
DCL SAMP[1]
DCL SVIEW[0], 2D, FLOAT
DCL SVIEW[1], 2D, FLOAT
DCL TEMP[0..1]
SAMPLE TEMP[0], IN[0], SVIEW[0], SAMP[0]
SAMPLE TEMP[1], IN[0], SVIEW[1], SAMP[1]
MUL OUT[0], TEMP[0], TEMP[1]
END
`,
      );
      const texture = (format: PipeFormat, bytes: number[]) => {
        const t = s.resource(
          resourceTemplate({ format, width0: 2, height0: 2, bind: PipeBind.SAMPLER_VIEW }),
        );
        const size = bytes.length / 4;
        s.ctx.textureSubdata(
          t,
          0,
          PipeTransfer.WRITE,
          makeBox(0, 0, 0, 2, 2, 1),
          Uint8Array.from(bytes),
          2 * size,
          4 * size,
        );
        return s.ctx.createSamplerView(t, samplerViewTemplate(t));
      };
      const bgra = texture(
        PipeFormat.B8G8R8A8_UNORM,
        [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255],
      );
      const l8 = texture(PipeFormat.L8_UNORM, [255, 128, 64, 255]);
      s.ctx.setSamplerViews(PipeShader.FRAGMENT, 0, [bgra, l8]);
      const sampler = s.ctx.createSamplerState(samplerState({ minMipFilter: 2 }));
      s.ctx.bindSamplerStates(PipeShader.FRAGMENT, 0, [sampler, sampler]);
      // texture coordinates in the colour slot: (x / 16, y / 16)
      s.vertices([
        [0, 0, 0, 0, 0, 1],
        [16, 0, 1, 0, 0, 1],
        [0, 16, 0, 1, 0, 1],
        [16, 16, 1, 1, 0, 1],
      ]);
      s.draw({ mode: PipePrim.TRIANGLE_STRIP, count: 4 });
    });
    // NEAREST: texel (x >> 3, y >> 3) of each, multiplied (driver-soft cannot sample yet on this branch)
    const bgra = [
      [0, 0, 255, 255],
      [0, 255, 0, 255],
      [255, 0, 0, 255],
      [255, 255, 255, 255],
    ];
    const l8 = [255, 128, 64, 255];
    for (const [x, y] of [
      [2, 2],
      [12, 2],
      [2, 12],
      [12, 12],
    ] as const) {
      const t = (y >> 3) * 2 + (x >> 3);
      const want = bgra[t]!.map((c, i) => (i === 3 ? c : Math.round((c * l8[t]!) / 255)));
      const at = (y * SIZE + x) * 4;
      expect(Array.from(webgl.data.subarray(at, at + 4)), `pixel ${x},${y}`).toEqual(want);
    }
  });

  it('OCCLUSION_COUNTER counts the samples passing the depth test, like driver-soft; the predicate agrees', async () => {
    const { results } = await both('occlusion', (s) => {
      s.ctx.bindDepthStencilAlphaState(
        s.ctx.createDepthStencilAlphaState(
          depthStencilAlphaState({ depth: { enabled: true, writemask: true, func: PipeFunc.LESS } }),
        ),
      );
      s.vertices([v(0, 0, R), v(10, 0, R), v(0, 10, R), v(10, 10, R)]);
      s.draw({ mode: PipePrim.TRIANGLE_STRIP, count: 4 });
      const counter = s.ctx.createQuery(PipeQuery.OCCLUSION_COUNTER, 0);
      const predicate = s.ctx.createQuery(PipeQuery.OCCLUSION_PREDICATE, 0);
      s.ctx.beginQuery(counter);
      s.ctx.beginQuery(predicate);
      // same depth (0.5): LESS fails where the first square is; 16×16 − 10×10 samples pass
      s.vertices([v(0, 0, G), v(16, 0, G), v(0, 16, G), v(16, 16, G)]);
      s.draw({ mode: PipePrim.TRIANGLE_STRIP, count: 4 });
      s.ctx.endQuery(predicate);
      s.ctx.endQuery(counter);
      return [s.ctx.getQueryResult(counter, true), s.ctx.getQueryResult(predicate, true)];
    });
    expect(results[0]).toEqual([
      { kind: 'u64', value: 156n },
      { kind: 'boolean', value: true },
    ]);
    expect(results[0]).toEqual(results[1]);
  });
});
