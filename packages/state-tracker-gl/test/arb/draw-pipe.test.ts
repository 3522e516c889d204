// The front end's output drawn on every drawing driver at the pipe level (no GL entry points yet): a
// vertex program choosing its colour by relative addressing and placing vertices with SWZ, a fragment
// program killing the left half with KIL and adding an XPD result, constant buffers written from the
// parameter lists, vertex elements in `inputs` order. Left half: the clear colour; right half: cyan.
import {
  blendState,
  bufferTemplate,
  createScreen,
  depthStencilAlphaState,
  drawInfo,
  PipeBind,
  PipeClear,
  type PipeContext,
  PipeFormat,
  PipePrim,
  type PipeResource,
  type PipeScreen,
  PipeShader,
  PipeTransfer,
  rasterizerState,
  resourceTemplate,
  surfaceTemplate,
  tgsiShaderState,
} from '@gallium-ts/gallium-api';
import { flipRows, rgbaImage } from '@gallium-ts/gallium-api/image';
import { colorFramebuffer } from '@gallium-ts/gallium-api/test-kit';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type ArbCompiledProgram, type ArbVertexInput, compileArbProgram } from '../../src/arb/index.js';
import { FfpAttrib } from '../../src/ffp/index.js';
import { describeOnDrawingDrivers, savePicture } from '../helpers/drawing-drivers.js';

const W = 8;
const H = 4;

const VERTEX = compileArbProgram(
  `!!ARBvp1.0
ADDRESS a0;
PARAM palette[] = { {1, 0, 0, 1}, {0, 1, 0, 1}, {0, 0, 1, 1} };
PARAM scale = program.env[0];
TEMP p;
ARL a0.x, vertex.color.w;
MUL p, vertex.position, scale;
SWZ result.position, p, x, y, 0, 1;
MOV result.color, palette[a0.x];
MOV result.texcoord[0], vertex.position;
END`,
  'vertex',
);

const FRAGMENT = compileArbProgram(
  `!!ARBfp1.0
TEMP t;
KIL fragment.texcoord[0].x;
XPD t.xyz, {1, 0, 0}, {0, 1, 0};
ADD result.color.rgb, fragment.color, t;
MOV result.color.a, 1;
END`,
  'fragment',
);

/** The constant buffer of a program: env[0] = (1, 1, 1, 1), literals as they are. */
function constants(p: ArbCompiledProgram): Float32Array {
  const out = new Float32Array(4 * p.constants.length);
  p.constants.forEach((c, slot) => {
    if (c.kind === 'literal') out.set(c.value, 4 * slot);
    else if (c.kind === 'env' && c.index === 0) out.set([1, 1, 1, 1], 4 * slot);
    else throw new Error(`unexpected parameter ${JSON.stringify(c)}`);
  });
  return out;
}

/** A full-screen quad: position (x, y, 0, 1) and colour (0, 0, 0, 1.5), in `inputs` order. */
function vertexData(inputs: ArbVertexInput[]): Float32Array {
  const corners = [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ];
  return Float32Array.from(
    corners.flatMap(([x, y]) =>
      inputs.flatMap((input) => {
        if (input.kind === 'conventional' && input.attrib === FfpAttrib.POSITION) return [x!, y!, 0, 1];
        if (input.kind === 'conventional' && input.attrib === FfpAttrib.COLOR0) return [0, 0, 0, 1.5];
        throw new Error(`unexpected input ${JSON.stringify(input)}`);
      }),
    ),
  );
}

function buffer(
  screen: PipeScreen,
  ctx: PipeContext,
  data: Float32Array,
  bind: number,
  made: PipeResource[],
): PipeResource {
  const b = screen.resourceCreate(bufferTemplate(data.byteLength, bind));
  made.push(b);
  ctx.bufferSubdata(b, PipeTransfer.WRITE, 0, data);
  return b;
}

describeOnDrawingDrivers('ARB programs drawn through the pipe', (driver) => {
  let screen: PipeScreen;
  let ctx: PipeContext;
  let pixels: Uint8Array;
  const made: PipeResource[] = [];

  beforeAll(async () => {
    screen = await createScreen({ driver });
    ctx = screen.contextCreate();
    const target = screen.resourceCreate(
      resourceTemplate({
        format: PipeFormat.R8G8B8A8_UNORM,
        width0: W,
        height0: H,
        bind: PipeBind.RENDER_TARGET,
      }),
    );
    made.push(target);
    ctx.setFramebufferState(colorFramebuffer(ctx.createSurface(target, surfaceTemplate(target)), W, H));
    ctx.bindVsState(ctx.createVsState(tgsiShaderState(VERTEX.shader)));
    ctx.bindFsState(ctx.createFsState(tgsiShaderState(FRAGMENT.shader)));
    ctx.bindBlendState(ctx.createBlendState(blendState()));
    ctx.bindDepthStencilAlphaState(ctx.createDepthStencilAlphaState(depthStencilAlphaState()));
    ctx.bindRasterizerState(ctx.createRasterizerState(rasterizerState()));
    ctx.setViewportStates(0, [{ scale: [W / 2, H / 2, 0.5], translate: [W / 2, H / 2, 0.5] }]);
    for (const [stage, p] of [
      [PipeShader.VERTEX, VERTEX],
      [PipeShader.FRAGMENT, FRAGMENT],
    ] as const) {
      const data = constants(p);
      const cb = buffer(screen, ctx, data, PipeBind.CONSTANT_BUFFER, made);
      ctx.setConstantBuffer(stage, 0, {
        buffer: cb,
        bufferOffset: 0,
        bufferSize: data.byteLength,
        userBuffer: null,
      });
    }
    const inputs = VERTEX.inputs as ArbVertexInput[];
    ctx.bindVertexElementsState(
      ctx.createVertexElementsState(
        inputs.map((_, i) => ({
          srcOffset: 16 * i,
          instanceDivisor: 0,
          vertexBufferIndex: 0,
          srcFormat: PipeFormat.R32G32B32A32_FLOAT,
        })),
      ),
    );
    const vb = buffer(screen, ctx, vertexData(inputs), PipeBind.VERTEX_BUFFER, made);
    ctx.setVertexBuffers(0, [{ stride: 16 * inputs.length, bufferOffset: 0, buffer: vb, userBuffer: null }]);
    ctx.clear(PipeClear.COLOR, [0, 0, 0, 0], 1, 0);
    ctx.drawVbo(drawInfo({ mode: PipePrim.TRIANGLE_STRIP, count: 4 }));
    const mapping = ctx.transferMap(target, 0, PipeTransfer.READ, {
      x: 0,
      y: 0,
      z: 0,
      width: W,
      height: H,
      depth: 1,
    })!;
    pixels = new Uint8Array(W * H * 4);
    for (let y = 0; y < H; y++)
      pixels.set(
        mapping.data.subarray(y * mapping.transfer.stride, y * mapping.transfer.stride + 4 * W),
        4 * W * y,
      );
    ctx.transferUnmap(mapping.transfer);
    savePicture(`arb-pipe-${driver}`, flipRows(rgbaImage(W, H, pixels)));
  });

  afterAll(() => {
    ctx.destroy();
    for (const r of made) screen.resourceDestroy(r);
    screen.destroy();
  });

  test('the left half is killed, the right half is green + blue', () => {
    const rows: string[] = [];
    for (let y = 0; y < H; y++) {
      let row = '';
      for (let x = 0; x < W; x++) {
        const p = pixels.subarray(4 * (y * W + x), 4 * (y * W + x) + 4);
        row += p.join(',') === '0,0,0,0' ? '.' : p.join(',') === '0,255,255,255' ? 'C' : '?';
      }
      rows.push(row);
    }
    expect(rows).toEqual(Array(H).fill('....CCCC'));
  });
});
