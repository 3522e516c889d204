// Line stipple, which WebGL2 lacks, emulated by driver-webgl (src/context/line-stipple.ts), against
// Mesa: the expected pixels of each small scene are what llvmpipe draws for it (Mesa 22.3 through
// OSMesa, the same GL calls with the same window coordinates; rows are window rows, x = 0 first), and
// driver-soft's lines-stipple reference scene is compared with its llvmpipe fixture. Coordinates are
// fractional so that no pixel sits on a step boundary, where rasterizers may break ties either way.
// Also: VERTEXID and BASEVERTEX in a stippled draw (its vertices are expanded), a stippled outline
// beside a filled face, and the refusal of instanced stippled draws.
import { fileURLToPath } from 'node:url';
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
  PipeFace,
  PipeFormat,
  PipePolygonMode,
  PipePrim,
  type PipeRasterizerState,
  type PipeResource,
  type PipeScreen,
  PipeTransfer,
  PipeUnsupportedError,
  rasterizerState,
  resourceTemplate,
  surfaceTemplate,
  tgsiShaderState,
} from '@gallium-ts/gallium-api';
import { compareImages } from '@gallium-ts/gallium-api/image';
import { readPng } from '@gallium-ts/gallium-api/png';
import { parseTgsi } from '@gallium-ts/tgsi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIPE_SCENES, renderScene } from '../../driver-soft/test/scenes/index.js';
import { createWebglScreen } from '../src/index.js';
import { sharedGl } from './helpers/gl.js';

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

let screen: PipeScreen;
beforeAll(async () => {
  screen = await createWebglScreen({ gl: await sharedGl() });
});
afterAll(() => screen?.destroy());

/** A white-on-black target of width × height drawn with `draw`; returns its lit pixels by row. */
function drawn(
  width: number,
  height: number,
  draw: (ctx: PipeContext, vertices: (xy: readonly number[], color?: readonly number[]) => void) => void,
  vs = COLOR_VS,
): Record<number, string> {
  const ctx = screen.contextCreate();
  const owned: PipeResource[] = [];
  try {
    const target = screen.resourceCreate(
      resourceTemplate({ width0: width, height0: height, bind: PipeBind.RENDER_TARGET }),
    );
    owned.push(target);
    ctx.setFramebufferState({
      width,
      height,
      samples: 1,
      layers: 1,
      nrCbufs: 1,
      cbufs: [ctx.createSurface(target, surfaceTemplate(target))],
      zsbuf: null,
    });
    ctx.setViewportStates(0, [
      { scale: [width / 2, height / 2, 0.5], translate: [width / 2, height / 2, 0.5] },
    ]);
    ctx.bindBlendState(ctx.createBlendState(blendState()));
    ctx.bindDepthStencilAlphaState(ctx.createDepthStencilAlphaState(depthStencilAlphaState()));
    ctx.bindVsState(ctx.createVsState(tgsiShaderState(parseTgsi(vs))));
    ctx.bindFsState(ctx.createFsState(tgsiShaderState(parseTgsi(COLOR_FS))));
    ctx.bindVertexElementsState(
      ctx.createVertexElementsState([
        { srcOffset: 0, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: PipeFormat.R32G32B32A32_FLOAT },
        { srcOffset: 16, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: PipeFormat.R32G32B32A32_FLOAT },
      ]),
    );
    ctx.clear(PipeClear.COLOR, [0, 0, 0, 1], 1, 0);
    draw(ctx, (xy, color = [1, 1, 1, 1]) => {
      // window coordinates (x, y) pairs → clip space, one colour for all
      const data = new Float32Array(
        Array.from({ length: xy.length / 2 }, (_, i) => [
          (xy[2 * i]! / width) * 2 - 1,
          (xy[2 * i + 1]! / height) * 2 - 1,
          0,
          1,
          ...color,
        ]).flat(),
      );
      const buffer = screen.resourceCreate(bufferTemplate(data.byteLength, PipeBind.VERTEX_BUFFER));
      owned.push(buffer);
      ctx.bufferSubdata(buffer, PipeTransfer.WRITE, 0, data);
      ctx.setVertexBuffers(0, [{ stride: 32, bufferOffset: 0, buffer, userBuffer: null }]);
    });
    const map = ctx.transferMap(target, 0, PipeTransfer.READ, makeBox(0, 0, 0, width, height, 1))!;
    const rows: Record<number, string> = {};
    for (let y = 0; y < height; y++) {
      let row = '';
      for (let x = 0; x < width; x++) row += map.data[y * map.transfer.stride + x * 4]! > 60 ? '#' : '.';
      if (row.includes('#')) rows[y] = row;
    }
    ctx.transferUnmap(map.transfer);
    return rows;
  } finally {
    ctx.destroy();
    for (const r of owned) screen.resourceDestroy(r);
  }
}

/** A rasterizer with the line stipple on: GL's repeat factor and pattern. */
function stipple(
  ctx: PipeContext,
  factor: number,
  pattern: number,
  fields: Partial<PipeRasterizerState> = {},
): void {
  const state = rasterizerState({
    lineStippleEnable: true,
    lineStippleFactor: factor - 1,
    lineStipplePattern: pattern,
    ...fields,
  });
  ctx.bindRasterizerState(ctx.createRasterizerState(state));
}

const draw = (ctx: PipeContext, fields: Partial<PipeDrawInfo>) => ctx.drawVbo(drawInfo(fields));

describe('line stipple, as Mesa draws it', () => {
  it("a strip's counter runs on by each line's length rounded up", () => {
    const rows = drawn(64, 8, (ctx, vertices) => {
      stipple(ctx, 1, 0x0f0f);
      vertices([2.3, 4.5, 30.7, 4.5, 60.2, 4.5]);
      draw(ctx, { mode: PipePrim.LINE_STRIP, count: 3 });
    });
    // the first line is 28.4 steps long: the second one starts at step 29 (3 steps off, not 4)
    expect(rows).toEqual({ 4: '..####....####....####....####...####....####....####....###....' });
  });

  it('thin sloped lines take the step where the line leaves each pixel’s diamond (factor 3)', () => {
    const rows = drawn(64, 24, (ctx, vertices) => {
      stipple(ctx, 3, 0x5555);
      vertices([3.3, 2.7, 50.1, 20.2, 60.2, 2.3]);
      draw(ctx, { mode: PipePrim.LINE_STRIP, count: 3 });
    });
    expect(rows).toEqual({
      2: '...#............................................................',
      3: '....##..........................................................',
      4: '..........................................................#.....',
      5: '.........###..............................................#.....',
      6: '.........................................................#......',
      7: '...............##........................................#......',
      8: '.................#..............................................',
      9: '.....................##.........................................',
      10: '.......................#...............................#........',
      11: '...........................#...........................#........',
      12: '............................##........................#.........',
      13: '.................................#..............................',
      14: '..................................##............................',
      16: '.......................................###......................',
      17: '...................................................#............',
      18: '.............................................##....#............',
      19: '...............................................#..#.............',
    });
  });

  it('independent lines start the pattern afresh', () => {
    const rows = drawn(64, 24, (ctx, vertices) => {
      stipple(ctx, 1, 0x0f0f);
      vertices([3.3, 2.7, 50.1, 20.2, 60.2, 2.3, 52.7, 22.1]);
      draw(ctx, { mode: PipePrim.LINES, count: 4 });
    });
    expect(rows).toEqual({
      2: '...#........................................................#...',
      3: '....###....................................................#....',
      4: '...........................................................#....',
      5: '...........#..............................................#.....',
      6: '............###.................................................',
      8: '...................#............................................',
      9: '....................###.........................................',
      10: '.........................................................#......',
      11: '...........................#............................#.......',
      12: '............................###.........................#.......',
      13: '.......................................................#........',
      14: '...................................#............................',
      15: '....................................###.........................',
      17: '...........................................#....................',
      18: '............................................###.......#.........',
      19: '.....................................................#..........',
      20: '.....................................................#..........',
      21: '....................................................#...........',
    });
  });

  it('wide lines take the step their centre lies in, half a step back', () => {
    const rows = drawn(16, 64, (ctx, vertices) => {
      stipple(ctx, 1, 0x0f0f, { lineWidth: 3 });
      vertices([4.2, 60.3, 4.5, 3.2]);
      draw(ctx, { mode: PipePrim.LINES, count: 2 });
    });
    // the line runs from y = 60.3 down to 3.2, 3 pixels wide: 4 rows on, 4 off from its start
    const dash = '...###..........';
    const want: Record<number, string> = {};
    for (const y of [4, 9, 10, 11, 12, 17, 18, 19, 20, 25, 26, 27, 28, 33, 34, 35, 36]) want[y] = dash;
    for (const y of [41, 42, 43, 44, 49, 50, 51, 52, 57, 58, 59]) want[y] = dash;
    expect(rows).toEqual(want);
  });

  it('polygon outlines (LINE mode) run the pattern around each polygon from its closing edge', () => {
    const outline = { fillFront: PipePolygonMode.LINE, fillBack: PipePolygonMode.LINE };
    const triangle = drawn(48, 26, (ctx, vertices) => {
      stipple(ctx, 2, 0x0f0f, outline);
      vertices([4.3, 3.2, 40.7, 5.4, 22.2, 23.6]);
      draw(ctx, { mode: PipePrim.TRIANGLES, count: 3 });
    });
    expect(triangle).toEqual({
      3: '....###........###..............................',
      4: '.....#............#####........###..............',
      5: '......#...........................#####.........',
      6: '.......#........................................',
      7: '........#.......................................',
      11: '..................................#.............',
      12: '.................................#..............',
      13: '................................#...............',
      14: '...............................#................',
      15: '..............................#.................',
      16: '...............#.............#..................',
      17: '................#...........#...................',
      18: '.................#.........#....................',
      19: '..................#.............................',
      20: '...................#............................',
      21: '....................#...........................',
      22: '.....................#..........................',
      23: '......................#.........................',
    });
    const polygon = drawn(48, 26, (ctx, vertices) => {
      stipple(ctx, 2, 0x0f0f, outline);
      vertices([4.3, 3.2, 40.7, 3.4, 44.2, 12.6, 30.3, 24.2, 6.6, 18.7]);
      draw(ctx, { mode: PipePrim.POLYGON, count: 5 });
    });
    expect(polygon).toEqual({
      3: '....########........########........#####.......',
      4: '....#....................................#......',
      5: '....#....................................#......',
      6: '....#...........................................',
      7: '....#...........................................',
      13: '...........................................#....',
      14: '.........................................##.....',
      15: '........................................#.......',
      16: '......#................................#........',
      17: '......#...............................#.........',
      18: '......##.............................#..........',
      19: '........####.......................##...........',
      21: '....................#...........................',
      22: '.....................####.......................',
      23: '.........................###....................',
    });
  });

  it("driver-soft's lines-stipple reference scene is llvmpipe's picture", () => {
    const scene = PIPE_SCENES.find((s) => s.name === 'lines-stipple')!;
    const llvmpipe = readPng(
      fileURLToPath(
        new URL('../../driver-soft/test/fixtures/mesa/lines-stipple.llvmpipe.png', import.meta.url),
      ),
    );
    const result = compareImages(renderScene(screen, scene), llvmpipe);
    // the same pixels (the conformance tolerance for line scenes is 3%)
    expect(result.offPixels, JSON.stringify(result)).toBe(0);
  });
});

describe('stippled draws', () => {
  it('VERTEXID and BASEVERTEX are the draw’s although its vertices are expanded', () => {
    // the colour from the vertex index: red = VERTEXID / 8, green = BASEVERTEX / 8
    const vs = `VERT
DCL IN[0]
DCL SV[0], VERTEXID
DCL SV[1], BASEVERTEX
DCL OUT[0], POSITION
DCL OUT[1], COLOR
DCL TEMP[0]
IMM[0] FLT32 { 0.125, 0.0, 1.0, 0.0 }
MOV OUT[0], IN[0]
I2F TEMP[0].x, SV[0].xxxx
I2F TEMP[0].y, SV[1].xxxx
MUL TEMP[0].xy, TEMP[0].xyyy, IMM[0].xxxx
MOV TEMP[0].zw, IMM[0].yyyz
MOV OUT[1], TEMP[0]
END
`;
    const picture = (pattern: number | null) => {
      const ctx = screen.contextCreate();
      const target = screen.resourceCreate(
        resourceTemplate({ width0: 32, height0: 8, bind: PipeBind.RENDER_TARGET }),
      );
      const data = new Float32Array(
        [2.5, 4.5, 12.5, 4.5, 14.5, 4.5, 22.5, 4.5, 24.5, 4.5, 30.5, 4.5, 0, 0].flatMap((v, i) =>
          i % 2 === 0 ? [(v / 32) * 2 - 1] : [(v / 8) * 2 - 1, 0, 1],
        ),
      );
      const buffer = screen.resourceCreate(bufferTemplate(data.byteLength, PipeBind.VERTEX_BUFFER));
      const indices = screen.resourceCreate(bufferTemplate(8, PipeBind.INDEX_BUFFER));
      try {
        ctx.setFramebufferState({
          width: 32,
          height: 8,
          samples: 1,
          layers: 1,
          nrCbufs: 1,
          cbufs: [ctx.createSurface(target, surfaceTemplate(target))],
          zsbuf: null,
        });
        ctx.setViewportStates(0, [{ scale: [16, 4, 0.5], translate: [16, 4, 0.5] }]);
        ctx.bindBlendState(ctx.createBlendState(blendState()));
        ctx.bindDepthStencilAlphaState(ctx.createDepthStencilAlphaState(depthStencilAlphaState()));
        ctx.bindVsState(ctx.createVsState(tgsiShaderState(parseTgsi(vs))));
        ctx.bindFsState(ctx.createFsState(tgsiShaderState(parseTgsi(COLOR_FS))));
        ctx.bindVertexElementsState(
          ctx.createVertexElementsState([
            {
              srcOffset: 0,
              instanceDivisor: 0,
              vertexBufferIndex: 0,
              srcFormat: PipeFormat.R32G32B32A32_FLOAT,
            },
          ]),
        );
        ctx.bufferSubdata(buffer, PipeTransfer.WRITE, 0, data);
        ctx.setVertexBuffers(0, [{ stride: 16, bufferOffset: 0, buffer, userBuffer: null }]);
        ctx.bufferSubdata(indices, PipeTransfer.WRITE, 0, Uint16Array.from([0, 1, 3, 4]));
        ctx.setIndexBuffer({ indexSize: 2, offset: 0, buffer: indices, userBuffer: null });
        ctx.bindRasterizerState(
          ctx.createRasterizerState(
            rasterizerState(
              pattern === null
                ? {}
                : { lineStippleEnable: true, lineStippleFactor: 0, lineStipplePattern: pattern },
            ),
          ),
        );
        ctx.clear(PipeClear.COLOR, [0, 0, 0, 0], 1, 0);
        draw(ctx, { mode: PipePrim.LINES, start: 0, count: 2 });
        // indexed with a bias of 1: vertices 1, 2 then 4, 5
        draw(ctx, { mode: PipePrim.LINES, indexed: true, start: 0, count: 4, indexBias: 1 });
        const map = ctx.transferMap(target, 0, PipeTransfer.READ, makeBox(0, 4, 0, 32, 1, 1))!;
        const row = Array.from(map.data.subarray(0, 32 * 4));
        ctx.transferUnmap(map.transfer);
        return row;
      } finally {
        ctx.destroy();
        for (const r of [target, buffer, indices]) screen.resourceDestroy(r);
      }
    };
    const plain = picture(null);
    // a pattern with every bit set discards nothing: the same picture
    expect(picture(0xffff)).toEqual(plain);
    // and the picture is the vertex indices': pixel 13 on the line from vertex 1 (bias 1) to 2
    const at = (x: number) => plain.slice(4 * x, 4 * x + 4);
    expect(at(2)[0]).toBe(0);
    expect(at(13)[1]).toBe(32); // BASEVERTEX 1 → 0.125
    expect(at(13)[0]).toBeGreaterThan(32);
  });

  it('facing-dependent modes: the front face filled, the back face stippled (culling none)', () => {
    const rows = drawn(48, 26, (ctx, vertices) => {
      // front faces filled, back faces outlined: a triangle of each winding
      stipple(ctx, 1, 0x00ff, {
        fillFront: PipePolygonMode.FILL,
        fillBack: PipePolygonMode.LINE,
        cullFace: PipeFace.NONE,
      });
      vertices([2.3, 2.2, 20.7, 2.4, 2.6, 20.3, 44.3, 3.2, 26.7, 3.4, 44.2, 22.6]);
      draw(ctx, { mode: PipePrim.TRIANGLES, count: 6 });
    });
    const half = (from: number, to: number) =>
      Object.values(rows)
        .map((r) => r.slice(from, to))
        .filter((r) => r.includes('#'));
    // a row of a filled triangle is one run; an outline's rows have its edges apart, with gaps
    const runs = (r: string) => r.split(/\.+/).filter((s) => s !== '').length;
    const lit = (h: string[]) => h.join('').split('#').length - 1;
    // the left triangle winds clockwise with y down: a back face
    const back = half(0, 24);
    const front = half(24, 48);
    expect(front.every((r) => runs(r) === 1)).toBe(true);
    expect(lit(front)).toBeGreaterThan(150);
    expect(back.some((r) => runs(r) > 1)).toBe(true);
    // the outline's perimeter is about 62 steps, half of them on (0x00ff)
    expect(lit(back)).toBeGreaterThan(20);
    expect(lit(back)).toBeLessThan(45);
  });

  it('instanced draws of stippled lines are refused, and nothing is drawn', () => {
    const rows = drawn(16, 8, (ctx, vertices) => {
      stipple(ctx, 1, 0x0f0f);
      vertices([1.5, 4.5, 14.5, 4.5]);
      expect(() => draw(ctx, { mode: PipePrim.LINES, count: 2, instanceCount: 2 })).toThrow(
        PipeUnsupportedError,
      );
    });
    expect(rows).toEqual({});
  });
});
