// Draws with unbound or mismatched state, on driver-soft: each either throws PipeError naming what is
// missing or does not fit — and draws nothing, the context working on once it is fixed — or is a case
// Gallium defines as fine, whose result is checked here. gallium-api's validating layer refuses draws
// without a vertex shader, rasterizer, fragment shader, blend, depth/stencil/alpha or vertex elements
// state, and indexed draws without an index buffer; driver-soft adds what needs the shaders
// (src/draw/draw-checks.ts): vertex inputs without an element or whose element's buffer is unbound,
// sampler views of another target than the shader samples, or of an integer format where the shader
// declares a float return type (and the reverse).
import {
  bufferTemplate,
  drawInfo,
  makeBox,
  PipeBind,
  PipeClear,
  PipeError,
  PipeFormat,
  PipePrim,
  PipeQuery,
  PipeShader,
  PipeShaderIr,
  PipeTextureTarget,
  PipeTransfer,
  resourceTemplate,
  samplerState,
  samplerViewTemplate,
  tgsiComputeState,
  tgsiShaderState,
} from '@gallium-ts/gallium-api';
import { parseTgsi } from '@gallium-ts/tgsi';
import { afterEach, describe, expect, it } from 'vitest';
import { COLOR_FS, fs, pixelsOf, Rig } from '../pixels/rig.js';

const rigs: Rig[] = [];
afterEach(() => {
  for (const r of rigs.splice(0)) r.destroy();
});

function rig(options: ConstructorParameters<typeof Rig>[0] = {}): Rig {
  const r = new Rig({ width: 8, height: 8, ...options });
  rigs.push(r);
  return r;
}

const RED = [1, 0, 0, 1];
const SQUARE = pixelsOf(0, 0, 4, 4);

/** The draw throws PipeError with `message`, and nothing of it reaches the colour buffer. */
function refused(r: Rig, draw: () => void, message: string | RegExp): void {
  expect(draw).toThrow(PipeError);
  expect(draw).toThrow(message);
  expect(r.covered()).toEqual([]);
}

describe('missing pipeline state (refused by the validating layer)', () => {
  const cases: [string, (r: Rig) => void, string][] = [
    ['vertex shader', (r) => r.ctx.bindVsState(null), 'drawVbo: no vertex shader is bound'],
    ['fragment shader', (r) => r.ctx.bindFsState(null), 'drawVbo: no fragment shader is bound'],
    ['rasterizer', (r) => r.ctx.bindRasterizerState(null), 'drawVbo: no rasterizer state is bound'],
    ['blend', (r) => r.ctx.bindBlendState(null), 'drawVbo: no blend state is bound'],
    [
      'depth/stencil/alpha',
      (r) => r.ctx.bindDepthStencilAlphaState(null),
      'drawVbo: no depth/stencil/alpha state is bound',
    ],
    [
      'vertex elements',
      (r) => r.ctx.bindVertexElementsState(null),
      'drawVbo: no vertex elements state is bound',
    ],
  ];
  for (const [what, unbind, message] of cases) {
    it(`no ${what}: PipeError naming it, nothing drawn; drawing works once it is bound again`, () => {
      const r = rig();
      r.rect(0, 0, 4, 4, RED);
      r.ctx.flush(0);
      const before = r.covered();
      unbind(r);
      expect(() => r.rect(4, 4, 8, 8, RED)).toThrow(message);
      expect(r.covered()).toEqual(before);
    });
  }

  it('an indexed draw without an index buffer', () => {
    const r = rig();
    r.rect(0, 0, 4, 4, RED);
    expect(() => r.ctx.drawVbo(drawInfo({ mode: PipePrim.TRIANGLES, indexed: true, count: 3 }))).toThrow(
      'drawVbo: indexed draw without an index buffer (set_index_buffer)',
    );
    expect(r.covered()).toEqual(SQUARE);
  });
});

describe('vertex inputs', () => {
  it('a vertex shader input without a vertex element is refused', () => {
    const r = rig();
    r.ctx.bindVertexElementsState(
      r.ctx.createVertexElementsState([
        { srcOffset: 0, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: PipeFormat.R32G32B32A32_FLOAT },
      ]),
    );
    refused(
      r,
      () => r.rect(0, 0, 4, 4, RED),
      'drawVbo: the vertex shader reads IN[1], but the vertex elements state has 1 element(s)',
    );
  });

  it('a vertex element whose vertex buffer is not bound is refused; binding it makes the draw work', () => {
    const r = rig();
    r.ctx.bindVertexElementsState(
      r.ctx.createVertexElementsState(
        [0, 1].map((i) => ({
          srcOffset: i * 16,
          instanceDivisor: 0,
          vertexBufferIndex: i * 3,
          srcFormat: PipeFormat.R32G32B32A32_FLOAT,
        })),
      ),
    );
    refused(
      r,
      () => r.rect(0, 0, 4, 4, RED),
      'drawVbo: vertex element 1 (IN[1]) reads vertex buffer 3, which is not bound',
    );
    // The rig's vertices go to buffer 0; buffer 3 gets the same array (element 1 reads its colours).
    const colours = new Float32Array(4 * 8).fill(1);
    r.ctx.setVertexBuffers(3, [{ stride: 32, bufferOffset: 0, buffer: null, userBuffer: colours }]);
    r.rect(0, 0, 4, 4, RED);
    expect(r.bytes()[1]![1]).toEqual([255, 255, 255, 255]);
  });

  it('(fine) an input the vertex shader declares but never reads needs no element', () => {
    const r = rig();
    r.ctx.bindVsState(
      r.ctx.createVsState(
        tgsiShaderState(
          parseTgsi(`VERT
DCL IN[0]
DCL IN[1]
DCL IN[2]
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
  0: MOV OUT[0], IN[0]
  1: MOV OUT[1], IN[1]
  2: END
`),
        ),
      ),
    );
    r.rect(0, 0, 4, 4, RED);
    expect(r.covered()).toEqual(SQUARE);
  });
});

/** A 4×4 RGBA texture of `target` and `format`, every texel (255, 128, 0, 255), bound to `stage`. */
function bindTexture(r: Rig, stage: PipeShader, target: PipeTextureTarget, format: PipeFormat): void {
  const cube = target === PipeTextureTarget.TEXTURE_CUBE;
  const texture = r.screen.resourceCreate(
    resourceTemplate({
      target,
      format,
      width0: 4,
      height0: target === PipeTextureTarget.TEXTURE_1D ? 1 : 4,
      depth0: target === PipeTextureTarget.TEXTURE_3D ? 4 : 1,
      arraySize: cube ? 6 : 1,
      bind: PipeBind.SAMPLER_VIEW,
    }),
  );
  const layers = texture.depth0 * texture.arraySize;
  const texels = new Uint8Array(4 * texture.height0 * 4 * layers).map((_, i) => [255, 128, 0, 255][i % 4]!);
  r.ctx.textureSubdata(
    texture,
    0,
    PipeTransfer.WRITE,
    makeBox(0, 0, 0, 4, texture.height0, layers),
    texels,
    16,
    16 * texture.height0,
  );
  r.ctx.setSamplerViews(stage, 0, [r.ctx.createSamplerView(texture, samplerViewTemplate(texture))]);
  r.ctx.bindSamplerStates(stage, 0, [r.ctx.createSamplerState(samplerState())]);
}

const sampleFs = (decl: string, target: string) =>
  fs(`DCL IN[0], GENERIC[0], PERSPECTIVE\nDCL SAMP[0]\n${decl}`, `TEX OUT[0], IN[0], SAMP[0], ${target}`);

describe('sampler views', () => {
  it('a view of another target than the SVIEW declaration is refused, naming the stage, the register and both targets', () => {
    const r = rig();
    bindTexture(r, PipeShader.FRAGMENT, PipeTextureTarget.TEXTURE_3D, PipeFormat.R8G8B8A8_UNORM);
    r.fs(sampleFs('DCL SVIEW[0], 2D, FLOAT', '2D'));
    refused(
      r,
      () => r.rect(0, 0, 4, 4, RED),
      'drawVbo: SVIEW[0] of the fragment shader is 2D, but the bound view is TEXTURE_3D',
    );
    // A 2D view of the right kind: the texture's colour.
    bindTexture(r, PipeShader.FRAGMENT, PipeTextureTarget.TEXTURE_2D, PipeFormat.R8G8B8A8_UNORM);
    r.rect(0, 0, 4, 4, RED);
    expect(r.covered()).toEqual(SQUARE);
  });

  it('without SVIEW declarations, the texture instruction target is checked (SAMP[i] samples view i)', () => {
    const r = rig();
    bindTexture(r, PipeShader.FRAGMENT, PipeTextureTarget.TEXTURE_CUBE, PipeFormat.R8G8B8A8_UNORM);
    r.fs(sampleFs('', '2D'));
    refused(
      r,
      () => r.rect(0, 0, 4, 4, RED),
      'drawVbo: SAMP[0] of the fragment shader is 2D, but the bound view is TEXTURE_CUBE',
    );
  });

  it('vertex and geometry shaders, and compute grids, are checked too', () => {
    const r = rig();
    bindTexture(r, PipeShader.VERTEX, PipeTextureTarget.TEXTURE_1D, PipeFormat.R8G8B8A8_UNORM);
    r.ctx.bindVsState(
      r.ctx.createVsState(
        tgsiShaderState(
          parseTgsi(`VERT
DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
DCL SAMP[0]
DCL SVIEW[0], 2D, FLOAT
  0: MOV OUT[0], IN[0]
  1: TXL OUT[1], IN[1], SAMP[0], 2D
  2: END
`),
        ),
      ),
    );
    refused(
      r,
      () => r.rect(0, 0, 4, 4, RED),
      'drawVbo: SVIEW[0] of the vertex shader is 2D, but the bound view is TEXTURE_1D',
    );

    const compute = rig();
    bindTexture(compute, PipeShader.COMPUTE, PipeTextureTarget.TEXTURE_2D, PipeFormat.R8G8B8A8_UNORM);
    compute.ctx.bindComputeState(
      compute.ctx.createComputeState(
        tgsiComputeState(
          parseTgsi(
            'COMP\nDCL SVIEW[0], 3D, FLOAT\nDCL SAMP[0]\nDCL TEMP[0]\nTXF TEMP[0], TEMP[0], SAMP[0], 3D\nEND\n',
          ),
        ),
      ),
    );
    expect(() =>
      compute.ctx.launchGrid({
        pc: 0,
        input: null,
        workDim: 1,
        block: [1, 1, 1],
        grid: [1, 1, 1],
        indirect: null,
        indirectOffset: 0,
      }),
    ).toThrow('launchGrid: SVIEW[0] of the compute shader is 3D, but the bound view is TEXTURE_2D');
  });

  it('integer formats need SINT/UINT return types, other formats FLOAT/UNORM/SNORM', () => {
    const r = rig();
    bindTexture(r, PipeShader.FRAGMENT, PipeTextureTarget.TEXTURE_2D, PipeFormat.R8G8B8A8_UINT);
    r.fs(sampleFs('DCL SVIEW[0], 2D, FLOAT', '2D'));
    refused(
      r,
      () => r.rect(0, 0, 4, 4, RED),
      "drawVbo: SVIEW[0] of the fragment shader returns FLOAT, but the bound view's format R8G8B8A8_UINT is an integer format",
    );
    bindTexture(r, PipeShader.FRAGMENT, PipeTextureTarget.TEXTURE_2D, PipeFormat.R8G8B8A8_UNORM);
    r.fs(sampleFs('DCL SVIEW[0], 2D, UINT', '2D'));
    refused(
      r,
      () => r.rect(0, 0, 4, 4, RED),
      "drawVbo: SVIEW[0] of the fragment shader returns UINT, but the bound view's format R8G8B8A8_UNORM is not an integer format",
    );
  });

  it('(fine) RECT and 2D sample each other’s views, as Gallium keeps rectangle textures in 2D resources', () => {
    const r = rig();
    bindTexture(r, PipeShader.FRAGMENT, PipeTextureTarget.TEXTURE_2D, PipeFormat.R8G8B8A8_UNORM);
    r.fs(sampleFs('DCL SVIEW[0], RECT, FLOAT', 'RECT'));
    r.rect(0, 0, 4, 4, RED);
    expect(r.covered()).toEqual(SQUARE);
  });

  it('(fine) an unbound view, or a view without a sampler state, reads 0', () => {
    const r = rig();
    r.fs(sampleFs('DCL SVIEW[0], 2D, FLOAT', '2D'));
    r.ctx.clear(PipeClear.COLOR0, [0.5, 0.5, 0.5, 0.5], 1, 0);
    r.rect(0, 0, 4, 4, RED);
    expect(r.bytes()[1]![1]).toEqual([0, 0, 0, 0]);
    bindTexture(r, PipeShader.FRAGMENT, PipeTextureTarget.TEXTURE_2D, PipeFormat.R8G8B8A8_UNORM);
    r.ctx.bindSamplerStates(PipeShader.FRAGMENT, 0, [null]);
    r.rect(4, 0, 8, 4, RED);
    expect(r.bytes()[1]![5]).toEqual([0, 0, 0, 0]);
  });
});

describe('cases Gallium defines as fine', () => {
  it('a fragment output without a render target is dropped; a render target without an output keeps its contents', () => {
    const r = rig({ colors: [PipeFormat.R8G8B8A8_UNORM, PipeFormat.R8G8B8A8_UNORM] });
    r.ctx.clear(PipeClear.COLOR, [0, 0, 1, 1], 1, 0);
    // COLOR[0] → cbuf 0; COLOR[5] has no cbuf; cbuf 1 has no COLOR[1].
    r.fs(
      fs(
        'DCL IN[0], GENERIC[0], PERSPECTIVE',
        'MOV OUT[0], IN[0]\nMOV OUT[1], IN[0]',
        'DCL OUT[0], COLOR\nDCL OUT[1], COLOR[5]',
      ),
    );
    r.rect(0, 0, 4, 4, RED);
    expect(r.bytes(0)[1]![1]).toEqual([255, 0, 0, 255]);
    expect(r.bytes(1)[1]![1]).toEqual([0, 0, 255, 255]);
  });

  it('a fragment input no vertex-stage output writes reads (0, 0, 0, 1)', () => {
    const r = rig({ colors: [PipeFormat.R32G32B32A32_FLOAT] });
    r.fs(fs('DCL IN[0], GENERIC[7], PERSPECTIVE', 'MOV OUT[0], IN[0]'));
    r.rect(0, 0, 4, 4, RED);
    expect(r.floats()[1]![1]).toEqual([0, 0, 0, 1]);
  });

  it('an integer render target stores the output register’s bits (TGSI outputs carry no type)', () => {
    const r = rig({ colors: [PipeFormat.R32G32B32A32_SINT] });
    r.fs(fs('DCL IN[0], GENERIC[0], PERSPECTIVE', 'F2I OUT[0], IN[0]'));
    r.rect(0, 0, 4, 4, [7, -3, 0, 1]);
    expect([...new Int32Array(r.texel(r.colors[0]!, 1, 1).buffer)]).toEqual([7, -3, 0, 1]);
    r.fs(COLOR_FS);
    r.rect(4, 0, 8, 4, [1.5, 0, 0, 1]);
    expect([...new Int32Array(r.texel(r.colors[0]!, 5, 1).buffer)]).toEqual([0x3fc00000, 0, 0, 0x3f800000]);
  });

  it('a framebuffer without attachments draws nothing but counts samples (PIPE_CAP_FRAMEBUFFER_NO_ATTACHMENT)', () => {
    const r = rig();
    r.ctx.setFramebufferState({
      width: 8,
      height: 8,
      samples: 1,
      layers: 1,
      nrCbufs: 0,
      cbufs: [],
      zsbuf: null,
    });
    const q = r.ctx.createQuery(PipeQuery.OCCLUSION_COUNTER, 0);
    r.ctx.beginQuery(q);
    r.rect(0, 0, 4, 3, RED);
    r.ctx.endQuery(q);
    expect(r.ctx.getQueryResult(q, true)).toEqual({ kind: 'u64', value: 12n });
  });

  it('a vertex shader without a POSITION output rasterizes nothing; its stream output is still written', () => {
    const r = rig();
    const so = r.screen.resourceCreate(bufferTemplate(64, PipeBind.STREAM_OUTPUT));
    r.ctx.bindVsState(
      r.ctx.createVsState({
        type: PipeShaderIr.TGSI,
        tokens: parseTgsi(
          'VERT\nDCL IN[0]\nDCL IN[1]\nDCL OUT[0], GENERIC[0]\n  0: MOV OUT[0], IN[1]\n  1: END\n',
        ),
        streamOutput: {
          stride: [4, 0, 0, 0],
          output: [
            {
              registerIndex: 0,
              startComponent: 0,
              numComponents: 4,
              outputBuffer: 0,
              dstOffset: 0,
              stream: 0,
            },
          ],
        },
      }),
    );
    r.fs(fs('DCL IN[0], GENERIC[0], PERSPECTIVE', 'MOV OUT[0], IN[0]'));
    r.ctx.setStreamOutputTargets([r.ctx.createStreamOutputTarget(so, 0, 64)], [0]);
    r.draw(PipePrim.POINTS, [[1, 1, 0.5, 1, 0.25, 0.5, 0.75, 1]]);
    expect(r.covered()).toEqual([]);
    const map = r.ctx.transferMap(so, 0, PipeTransfer.READ, {
      x: 0,
      y: 0,
      z: 0,
      width: 16,
      height: 1,
      depth: 1,
    })!;
    expect([...new Float32Array(map.data.slice(0, 16).buffer)]).toEqual([0.25, 0.5, 0.75, 1]);
    r.ctx.transferUnmap(map.transfer);
  });

  it('a zero-sized framebuffer, or a viewport of zero scale, draws nothing and throws nothing', () => {
    const r = rig();
    r.ctx.setViewportStates(0, [{ scale: [0, 0, 0], translate: [0, 0, 0] }]);
    r.rect(0, 0, 8, 8, RED);
    expect(r.covered()).toEqual([]);
    r.ctx.setFramebufferState({
      width: 0,
      height: 0,
      samples: 1,
      layers: 1,
      nrCbufs: 0,
      cbufs: [],
      zsbuf: null,
    });
    r.rect(0, 0, 8, 8, RED);
    r.ctx.flush(0);
  });
});
