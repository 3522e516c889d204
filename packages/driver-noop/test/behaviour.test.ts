// What the noop driver does beyond the shared contract: rendering commands validate and leave bytes
// alone, TIME_ELAPSED measures real time, and features its default caps leave out (compute,
// tessellation, shader buffers and images, mipmap generation) work when a caps source offers them.
import {
  blitInfo,
  drawInfo,
  makeBox,
  PipeBind,
  PipeCap,
  PipeClear,
  type PipeDrawInfo,
  PipeError,
  PipeFormat,
  PipeMask,
  PipePrim,
  PipeQuery,
  PipeShader,
  PipeShaderCap,
  PipeTextureTarget,
  PipeTransfer,
  PipeUnsupportedError,
  resourceTemplate,
  surfaceTemplate,
  tgsiComputeState,
  tgsiShaderState,
} from '@gallium-ts/gallium-api';
import { bindMinimalPipeline, colorFramebuffer, minimalTgsiShader } from '@gallium-ts/gallium-api/test-kit';
import { type CpuResource, capsFromTable } from '@gallium-ts/gallium-api/util';
import { describe, expect, it } from 'vitest';
import { createNoopScreen, NOOP_CAPS, SOFT_CLASS_CAPS } from '../src/index.js';

const T = PipeTextureTarget;

/** SOFT_CLASS_CAPS plus compute, tessellation, shader buffers/images and generate_mipmap. */
function everythingScreen() {
  const stage = {
    ...SOFT_CLASS_CAPS.shaderCaps[0],
    [PipeShaderCap.MAX_SHADER_BUFFERS]: 8,
    [PipeShaderCap.MAX_SHADER_IMAGES]: 8,
  };
  return createNoopScreen({
    caps: capsFromTable({
      ...SOFT_CLASS_CAPS,
      caps: {
        ...SOFT_CLASS_CAPS.caps,
        [PipeCap.COMPUTE]: 1,
        [PipeCap.GENERATE_MIPMAP]: 1,
        [PipeCap.SHADER_BUFFER_OFFSET_ALIGNMENT]: 16,
      },
      shaderCaps: [stage, stage, stage, stage, stage, stage],
      isFormatSupported: (format, target, samples, storage, bind) =>
        SOFT_CLASS_CAPS.isFormatSupported(
          format,
          target,
          samples,
          storage,
          bind & ~(PipeBind.SHADER_IMAGE | PipeBind.SHADER_BUFFER | PipeBind.GLOBAL),
        ),
    }),
  });
}

describe('noop rendering commands', () => {
  it('draw_vbo, clear, clear_render_target and blit validate but leave every byte as it was', () => {
    const screen = createNoopScreen();
    const ctx = screen.contextCreate();
    const rt = screen.resourceCreate(
      resourceTemplate({ width0: 4, height0: 4, bind: PipeBind.RENDER_TARGET | PipeBind.SAMPLER_VIEW }),
    );
    const src = screen.resourceCreate(resourceTemplate({ width0: 4, height0: 4 }));
    ctx.textureSubdata(
      src,
      0,
      PipeTransfer.WRITE,
      makeBox(0, 0, 0, 4, 4, 1),
      new Uint8Array(64).fill(9),
      16,
      0,
    );
    const surface = ctx.createSurface(rt, surfaceTemplate(rt));
    ctx.setFramebufferState(colorFramebuffer(surface, 4, 4));
    bindMinimalPipeline(ctx);
    ctx.drawVbo(drawInfo({ count: 3 }));
    ctx.clear(PipeClear.COLOR, [1, 1, 1, 1], 1, 0);
    ctx.clearRenderTarget(surface, [1, 0, 0, 1], 0, 0, 4, 4, false);
    const blit = blitInfo(rt, src);
    ctx.blit(blit);
    expect(() => ctx.blit({ ...blit, mask: 0 })).toThrow(/mask/);
    expect(() => ctx.blit({ ...blit, dst: { ...blit.dst, box: makeBox(2, 0, 0, 4, 4, 1) } })).toThrow(
      /exceeds/,
    );
    const map = ctx.transferMap(rt, 0, PipeTransfer.READ, makeBox(0, 0, 0, 4, 4, 1))!;
    expect(map.data.every((b) => b === 0)).toBe(true);
    ctx.transferUnmap(map.transfer);
    ctx.destroy();
    screen.resourceDestroy(rt);
    screen.resourceDestroy(src);
    screen.destroy();
  });

  it('draw_vbo checks every draw into one private copy it reuses (drawNow keeps nothing); every draw is still checked', () => {
    const screen = createNoopScreen();
    const ctx = screen.contextCreate();
    bindMinimalPipeline(ctx);
    const seen: PipeDrawInfo[] = [];
    const hooks = ctx as unknown as { drawNow(info: PipeDrawInfo): void };
    hooks.drawNow = (info) => seen.push(info);
    const first = drawInfo({ count: 3 });
    const second = drawInfo({ mode: PipePrim.POINTS, start: 7, count: 2, instanceCount: 4 });
    ctx.drawVbo(first);
    expect(seen[0]).toEqual(first);
    expect(seen[0]).not.toBe(first);
    ctx.drawVbo(second);
    expect(seen[1], 'the same private copy, rewritten').toBe(seen[0]);
    expect(seen[1]).toEqual(second);
    first.count = 5;
    expect(seen[1]!.count, "the caller's object is not the copy").toBe(2);
    expect(() => ctx.drawVbo({ ...second, mode: 99 as never })).toThrow(/mode/);
    expect(() => ctx.drawVbo({ ...second, count: -1 })).toThrow(/count/);
    expect(() => ctx.drawVbo({ ...second, indexed: true })).toThrow(/index buffer/);
    expect(() => ctx.drawVbo({ ...second, startInstance: 1.5 })).toThrow(/startInstance/);
    expect(seen.length).toBe(2);
    ctx.drawVbo(first);
    expect(seen[2]).toEqual(first);
    ctx.destroy();
    screen.destroy();
  });

  it('regression: blit masks must fit both formats ("PIPE_MASK_RGBA" for colour, Z and S for depth/stencil); window rectangles and alphaBlend are checked', () => {
    const screen = createNoopScreen({
      caps: {
        ...NOOP_CAPS,
        getParam: (cap) => (cap === PipeCap.MAX_WINDOW_RECTANGLES ? 0 : NOOP_CAPS.getParam(cap)),
      },
    });
    const ctx = screen.contextCreate();
    const bind = PipeBind.RENDER_TARGET | PipeBind.SAMPLER_VIEW;
    const a = screen.resourceCreate(resourceTemplate({ width0: 4, height0: 4, bind }));
    const b = screen.resourceCreate(resourceTemplate({ width0: 4, height0: 4, bind }));
    const zs = screen.resourceCreate(
      resourceTemplate({
        width0: 4,
        height0: 4,
        format: PipeFormat.Z24_UNORM_S8_UINT,
        bind: PipeBind.DEPTH_STENCIL | PipeBind.SAMPLER_VIEW,
      }),
    );
    const zs2 = screen.resourceCreate(
      resourceTemplate({
        width0: 4,
        height0: 4,
        format: PipeFormat.Z24_UNORM_S8_UINT,
        bind: PipeBind.DEPTH_STENCIL | PipeBind.SAMPLER_VIEW,
      }),
    );
    expect(() => ctx.blit(blitInfo(a, b, { mask: PipeMask.Z }))).toThrow(/has Z but R8G8B8A8_UNORM/);
    expect(() => ctx.blit(blitInfo(a, b, { mask: PipeMask.S }))).toThrow(/has S but/);
    expect(() => ctx.blit(blitInfo(zs, zs2, { mask: PipeMask.RGBA }))).toThrow(/colour bits/);
    ctx.blit(blitInfo(zs, zs2, { mask: PipeMask.ZS }));
    const rect = { minx: 0, miny: 0, maxx: 1, maxy: 1 };
    expect(screen.getParam(PipeCap.MAX_WINDOW_RECTANGLES)).toBe(0);
    expect(() => ctx.blit(blitInfo(a, b, { windowRectangles: [rect] }))).toThrow(/at most 0/);
    ctx.blit(blitInfo(a, b, { alphaBlend: true }));
    expect(() => ctx.blit(blitInfo(zs, zs2, { alphaBlend: true }))).toThrow(/alphaBlend/);
    ctx.destroy();
    for (const r of [a, b, zs, zs2]) screen.resourceDestroy(r);
    screen.destroy();
    const windowed = createNoopScreen({
      caps: {
        ...NOOP_CAPS,
        getParam: (cap) => (cap === PipeCap.MAX_WINDOW_RECTANGLES ? 8 : NOOP_CAPS.getParam(cap)),
      },
    });
    const wctx = windowed.contextCreate();
    const c = windowed.resourceCreate(resourceTemplate({ width0: 4, height0: 4, bind }));
    wctx.blit(blitInfo(c, c, { windowRectangleInclude: true, windowRectangles: new Array(8).fill(rect) }));
    expect(() => wctx.blit(blitInfo(c, c, { windowRectangles: new Array(9).fill(rect) }))).toThrow(
      /at most 8/,
    );
    expect(() =>
      wctx.blit(blitInfo(c, c, { windowRectangles: [{ minx: 2, miny: 0, maxx: 1, maxy: 1 }] })),
    ).toThrow('blit: info.windowRectangles[0] min (2, 0) exceeds max (1, 1)');
    wctx.destroy();
    windowed.resourceDestroy(c);
    windowed.destroy();
  });

  it('TIME_ELAPSED is the real time between begin_query and end_query', () => {
    const screen = createNoopScreen();
    const ctx = screen.contextCreate();
    const q = ctx.createQuery(PipeQuery.TIME_ELAPSED, 0);
    ctx.beginQuery(q);
    const start = performance.now();
    while (performance.now() - start < 5) {
      // busy-wait 5 ms
    }
    ctx.endQuery(q);
    const result = ctx.getQueryResult(q, true);
    expect(result?.kind).toBe('u64');
    const ns = result?.kind === 'u64' ? result.value : 0n;
    expect(ns >= 4_000_000n && ns < 1_000_000_000n).toBe(true);
    ctx.destroy();
    screen.destroy();
  });

  it('default caps: tessellation is unsupported and says so; generate_mipmap and compute validate and draw nothing', () => {
    const screen = createNoopScreen();
    const ctx = screen.contextCreate();
    const tex = screen.resourceCreate(resourceTemplate({ width0: 4, height0: 4, lastLevel: 2 }));
    const cs = ctx.createComputeState(tgsiComputeState(minimalTgsiShader(PipeShader.COMPUTE)));
    ctx.bindComputeState(cs);
    const grid = {
      pc: 0,
      input: null,
      workDim: 1,
      block: [1024, 1, 1] as [number, number, number],
      grid: [1, 1, 1] as [number, number, number],
      indirect: null,
      indirectOffset: 0,
    };
    ctx.launchGrid(grid);
    expect(() => ctx.launchGrid({ ...grid, block: [1025, 1, 1] })).toThrow(/MAX_BLOCK_SIZE/);
    ctx.bindComputeState(null);
    ctx.deleteComputeState(cs);
    expect(() => ctx.createTcsState(tgsiShaderState(minimalTgsiShader(PipeShader.TESS_CTRL)))).toThrow(
      PipeUnsupportedError,
    );
    // driver-soft's caps claim generate_mipmap, so the noop screen accepts it: the call validates and
    // returns true, the levels keep their bytes.
    expect(ctx.generateMipmap(tex, tex.format, 0, 2, 0, 0)).toBe(true);
    expect(() => ctx.generateMipmap(tex, tex.format, 0, 3, 0, 0)).toThrow(PipeError);
    ctx.destroy();
    screen.resourceDestroy(tex);
    screen.destroy();
  });
});

describe('noop with more caps', () => {
  it('compute: create/bind/launch_grid, compute resources and global bindings are validated', () => {
    const screen = everythingScreen();
    const ctx = screen.contextCreate();
    const grid = {
      pc: 0,
      input: null,
      workDim: 2,
      block: [4, 4, 1] as [number, number, number],
      grid: [2, 2, 1] as [number, number, number],
      indirect: null,
      indirectOffset: 0,
    };
    expect(() => ctx.launchGrid(grid)).toThrow(/no compute state/);
    const cs = ctx.createComputeState(tgsiComputeState(minimalTgsiShader(PipeShader.COMPUTE), 256));
    ctx.bindComputeState(cs);
    ctx.launchGrid(grid);
    expect(() => ctx.launchGrid({ ...grid, workDim: 4 })).toThrow(/workDim/);
    const global = screen.resourceCreate(
      resourceTemplate({ target: T.BUFFER, format: 0, width0: 64, bind: PipeBind.GLOBAL }),
    );
    const handles = [0, 0];
    ctx.setGlobalBinding(2, [global, null], handles);
    expect(handles).toEqual([3 * 2 ** 32, 0]);
    ctx.setGlobalBinding(2, [null], null);
    expect(() => ctx.setGlobalBinding(0, [global], [])).toThrow(/handles/);
    ctx.bindComputeState(null);
    ctx.deleteComputeState(cs);
    ctx.destroy();
    screen.resourceDestroy(global);
    screen.destroy();
  });

  it('generate_mipmap: "It replaces texel image levels base_level+1 through last_level for layers range from first_layer through last_layer" (arguments checked; noop generates nothing)', () => {
    const screen = everythingScreen();
    const ctx = screen.contextCreate();
    const tex = screen.resourceCreate(
      resourceTemplate({ target: T.TEXTURE_2D_ARRAY, width0: 8, height0: 8, arraySize: 3, lastLevel: 3 }),
    );
    const level1 = () => {
      const map = ctx.transferMap(tex, 1, PipeTransfer.READ, makeBox(0, 0, 0, 4, 4, 3))!;
      const bytes = map.data.slice();
      ctx.transferUnmap(map.transfer);
      return bytes;
    };
    ctx.textureSubdata(
      tex,
      1,
      PipeTransfer.WRITE,
      makeBox(0, 0, 0, 4, 4, 3),
      new Uint8Array(4 * 4 * 4 * 3).fill(77),
      16,
      64,
    );
    const before = level1();
    expect(ctx.generateMipmap(tex, tex.format, 0, 3, 0, 2)).toBe(true);
    expect(level1()).toEqual(before);
    expect(() => ctx.generateMipmap(tex, tex.format, 2, 1, 0, 0)).toThrow(/lastLevel/);
    expect(() => ctx.generateMipmap(tex, tex.format, 0, 4, 0, 0)).toThrow(/lastLevel/);
    expect(() => ctx.generateMipmap(tex, tex.format, 0, 1, 0, 3)).toThrow(/lastLayer/);
    expect(() => ctx.generateMipmap(tex, PipeFormat.R16_UNORM, 0, 1, 0, 0)).toThrow(/compatible/);
    ctx.destroy();
    screen.resourceDestroy(tex);
    screen.destroy();
  });

  it('regression: generate_mipmap of a 3D texture bounds the layers by the depth of the base level, not depth0', () => {
    const screen = everythingScreen();
    const ctx = screen.contextCreate();
    const tex = screen.resourceCreate(
      resourceTemplate({ target: T.TEXTURE_3D, width0: 8, height0: 8, depth0: 8, lastLevel: 3 }),
    );
    expect(ctx.generateMipmap(tex, tex.format, 0, 3, 0, 7)).toBe(true);
    expect(ctx.generateMipmap(tex, tex.format, 1, 3, 0, 3)).toBe(true);
    expect(() => ctx.generateMipmap(tex, tex.format, 1, 3, 0, 4)).toThrow(
      'generateMipmap: lastLayer 4 is out of range 0..3',
    );
    expect(() => ctx.generateMipmap(tex, tex.format, 2, 3, 2, 2)).toThrow(
      /firstLayer 2 is out of range 0..1/,
    );
    ctx.destroy();
    screen.resourceDestroy(tex);
    screen.destroy();
  });

  it('shader buffers and images bind ranges of live resources and hold them', () => {
    const screen = everythingScreen();
    const ctx = screen.contextCreate();
    const buffer = screen.resourceCreate(
      resourceTemplate({ target: T.BUFFER, format: 0, width0: 256, bind: PipeBind.SHADER_BUFFER }),
    );
    const image = screen.resourceCreate(
      resourceTemplate({ width0: 4, height0: 4, lastLevel: 1, bind: PipeBind.SHADER_IMAGE }),
    );
    ctx.setShaderBuffers(PipeShader.FRAGMENT, 1, [{ buffer, bufferOffset: 16, bufferSize: 64 }]);
    expect(() =>
      ctx.setShaderBuffers(PipeShader.FRAGMENT, 0, [{ buffer, bufferOffset: 8, bufferSize: 8 }]),
    ).toThrow(/multiple of 16/);
    expect(() => ctx.setShaderBuffers(PipeShader.FRAGMENT, 7, [null, null])).toThrow(PipeError);
    const view = {
      resource: image,
      format: PipeFormat.R8G8B8A8_UNORM,
      access: 3,
      level: 1,
      firstLayer: 0,
      lastLayer: 0,
      offset: 0,
      size: 0,
    };
    ctx.setShaderImages(PipeShader.COMPUTE, 0, [view]);
    expect(() => ctx.setShaderImages(PipeShader.COMPUTE, 0, [{ ...view, level: 2 }])).toThrow(/level/);
    screen.resourceDestroy(buffer);
    screen.resourceDestroy(image);
    expect((buffer as CpuResource).released).toBe(false);
    ctx.setShaderBuffers(PipeShader.FRAGMENT, 1, [null]);
    ctx.setShaderImages(PipeShader.COMPUTE, 0, [null]);
    expect((buffer as CpuResource).released).toBe(true);
    expect((image as CpuResource).released).toBe(true);
    ctx.destroy();
    screen.destroy();
  });

  it('tessellation shaders can be created and bound when the stages exist', () => {
    const screen = everythingScreen();
    const ctx = screen.contextCreate();
    const tcs = ctx.createTcsState(tgsiShaderState(minimalTgsiShader(PipeShader.TESS_CTRL)));
    const tes = ctx.createTesState(tgsiShaderState(minimalTgsiShader(PipeShader.TESS_EVAL)));
    ctx.bindTcsState(tcs);
    ctx.bindTesState(tes);
    expect(() => ctx.bindTcsState(tes as never)).toThrow(
      /tessellation evaluation shader, not a tessellation control shader/,
    );
    ctx.destroy();
    screen.destroy();
  });
});
