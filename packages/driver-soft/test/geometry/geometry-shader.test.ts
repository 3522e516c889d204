// Geometry shaders on driver-soft through the pipe API: amplification, pass-through of every input
// primitive class (pictures equal to the draw without a geometry shader, adjacency included), the vertex
// order the shader receives, GS_MAX_OUTPUT_VERTICES, PRIMID and INVOCATIONID (batched over many runs),
// strips cut by ENDPRIM, the fragment shader's PRIMID, layered rendering, and the errors of mismatched
// draws and shaders the driver cannot run. Pictures go to test/output/geometry/.
import {
  PipeBind,
  PipeError,
  PipeFace,
  PipePrim,
  type PipeRasterizerState,
  PipeTransfer,
} from '@gallium-ts/gallium-api';
import { compareImages } from '@gallium-ts/gallium-api/image';
import { afterEach, describe, expect, it } from 'vitest';
import { differingPixels, GeometryEnv, ndc, rgba8 } from './geometry-env.js';
import {
  captureInputGs,
  captureOutput,
  countingPointsGs,
  idsGs,
  layeredGs,
  POINT_TO_QUAD_GS,
  PRIMID_FS,
  PRIMID_OUTPUT_GS,
  passThroughGs,
  stripsGs,
} from './shaders.js';

let env: GeometryEnv;
afterEach(() => env?.destroy());

const RED = [1, 0, 0, 1];
const GREEN = [0, 1, 0, 1];

/** Pixels drawn (not background) in a picture. */
function drawnPixels(image: { data: Uint8Array }): number {
  let n = 0;
  for (let i = 0; i < image.data.length; i += 4) if (image.data[i + 3] !== 0) n++;
  return n;
}

describe('geometry shader amplification', () => {
  it('turns each point into a square of its colour (outputs linked to the fragment shader by semantic)', () => {
    env = new GeometryEnv(32, 32);
    env.shaders({ gs: POINT_TO_QUAD_GS });
    env.vertices([
      [-0.5, -0.5, 0, 1, ...RED],
      [0.5, 0.25, 0, 1, ...GREEN],
    ]);
    env.draw(PipePrim.POINTS, 2);
    const image = env.save('amplification-point-to-quad');
    // NDC ±0.25 is ±4 pixels: (−0.5, −0.5) → window (8, 8), square [4, 12)²; (0.5, 0.25) → (24, 20).
    expect(
      differingPixels(image, (x, y) => {
        if (x >= 4 && x < 12 && y >= 4 && y < 12) return rgba8(RED);
        if (x >= 20 && x < 28 && y >= 16 && y < 24) return rgba8(GREEN);
        return null;
      }),
    ).toEqual([]);
  });
});

describe('geometry shader pass-through of each input primitive class', () => {
  /** Draws `vertices` as `mode` without and with `gs` (flat shaded, both provoking conventions). */
  function compare(
    name: string,
    mode: PipePrim,
    gs: string,
    vertices: number[][],
    extra: Partial<PipeRasterizerState> = {},
  ) {
    for (const first of [false, true]) {
      env = new GeometryEnv(32, 32);
      env.rasterizer({ flatshade: true, flatshadeFirst: first, ...extra });
      env.vertices(vertices);
      env.draw(mode, vertices.length);
      const without = env.save(`pass-through-${name}-${first ? 'first' : 'last'}-without-gs`);
      env.destroy();
      env = new GeometryEnv(32, 32);
      env.rasterizer({ flatshade: true, flatshadeFirst: first, ...extra });
      env.shaders({ gs });
      env.vertices(vertices);
      env.draw(mode, vertices.length);
      const withGs = env.save(`pass-through-${name}-${first ? 'first' : 'last'}-with-gs`);
      env.destroy();
      expect(drawnPixels(without), 'the reference draws something').toBeGreaterThan(10);
      expect(compareImages(withGs, without, { threshold: 0 }).offPixels).toBe(0);
    }
  }

  const colour = (i: number) => [(i % 3) / 2, ((i + 1) % 3) / 2, ((i + 2) % 3) / 2, 1];

  it('POINTS', () => {
    const points = [-0.8, -0.3, 0.2, 0.7].map((x, i) => [x, x / 2, 0, 1, ...colour(i)]);
    compare('points', PipePrim.POINTS, passThroughGs('POINTS', 'POINTS', [0]), points, { pointSize: 3 });
  });

  it('LINES from a line strip', () => {
    const strip = [
      [-0.9, -0.8, 0, 1],
      [0.7, -0.4, 0, 1],
      [-0.6, 0.9, 0, 1],
      [0.95, 0.6, 0, 1],
    ].map((p, i) => [...p, ...colour(i)]);
    compare('line-strip', PipePrim.LINE_STRIP, passThroughGs('LINES', 'LINE_STRIP', [0, 1]), strip);
  });

  it('TRIANGLES from a fan reaching outside the viewport (clipped like vertex-shader output)', () => {
    const fan = [
      [0, 0, 0, 1],
      [1.4, -0.2, 0, 1],
      [0.6, 1.3, 0, 1],
      [-0.7, 0.8, 0, 1],
      [-1.2, -1.5, 0, 1],
    ].map((p, i) => [...p, ...colour(i)]);
    compare(
      'triangle-fan',
      PipePrim.TRIANGLE_FAN,
      passThroughGs('TRIANGLES', 'TRIANGLE_STRIP', [0, 1, 2]),
      fan,
    );
  });

  it('TRIANGLES from a strip (odd triangles arrive with their strip winding)', () => {
    const strip = [
      [-0.9, -0.9, 0, 1],
      [-0.9, 0.9, 0, 1],
      [-0.2, -0.7, 0, 1],
      [0.1, 0.8, 0, 1],
      [0.9, -0.6, 0, 1],
    ].map((p, i) => [...p, ...colour(i)]);
    const gs = passThroughGs('TRIANGLES', 'TRIANGLE_STRIP', [0, 1, 2]);
    compare('triangle-strip', PipePrim.TRIANGLE_STRIP, gs, strip);
    // With one face culled the strip stays whole only if every triangle kept the strip's winding.
    compare('triangle-strip-culled', PipePrim.TRIANGLE_STRIP, gs, strip, { cullFace: PipeFace.BACK });
  });

  it('LINES_ADJACENCY from a line strip with adjacency, as the line strip of its inner vertices', () => {
    const strip = [
      [-1, -1, 0, 1],
      [-0.8, -0.6, 0, 1],
      [0.6, -0.2, 0, 1],
      [-0.4, 0.7, 0, 1],
      [0.9, 0.9, 0, 1],
    ].map((p, i) => [...p, ...colour(i)]);
    const gs = passThroughGs('LINES_ADJACENCY', 'LINE_STRIP', [1, 2]);
    compare('line-strip-adjacency', PipePrim.LINE_STRIP_ADJACENCY, gs, strip);
  });

  it('TRIANGLES_ADJACENCY from a triangle strip with adjacency, as the strip of its even vertices', () => {
    const strip = [
      [-0.9, -0.9, 0, 1],
      [5, 5, 0, 1],
      [-0.9, 0.9, 0, 1],
      [5, 5, 0, 1],
      [-0.1, -0.8, 0, 1],
      [5, 5, 0, 1],
      [0.2, 0.85, 0, 1],
      [5, 5, 0, 1],
      [0.9, -0.5, 0, 1],
      [5, 5, 0, 1],
    ].map((p, i) => [...p, ...colour(i)]);
    const gs = passThroughGs('TRIANGLES_ADJACENCY', 'TRIANGLE_STRIP', [0, 2, 4]);
    compare('triangle-strip-adjacency', PipePrim.TRIANGLE_STRIP_ADJACENCY, gs, strip);
    // Without a geometry shader the adjacency draw is the plain strip of the even vertices.
    const even = strip.filter((_, i) => i % 2 === 0);
    for (const first of [false, true]) {
      env = new GeometryEnv(32, 32);
      env.rasterizer({ flatshade: true, flatshadeFirst: first });
      env.vertices(strip);
      env.draw(PipePrim.TRIANGLE_STRIP_ADJACENCY, strip.length);
      const adjacency = env.image();
      env.destroy();
      env = new GeometryEnv(32, 32);
      env.rasterizer({ flatshade: true, flatshadeFirst: first });
      env.vertices(even);
      env.draw(PipePrim.TRIANGLE_STRIP, even.length);
      expect(compareImages(adjacency, env.image(), { threshold: 0 }).offPixels).toBe(0);
      env.destroy();
    }
  });
});

describe('what the geometry shader receives', () => {
  /** The COLOR.x of each vertex the capture shader got, in order, for a draw of vertices 0..n-1. */
  function received(input: string, mode: PipePrim, n: number, first: boolean, instances = 1): number[] {
    env = new GeometryEnv(8, 8);
    env.rasterizer({ rasterizerDiscard: true, flatshadeFirst: first });
    env.shaders({ gs: captureInputGs(input), streamOutput: captureOutput(1) });
    // Vertex i carries i + 1, so that unwritten words (0) stand out.
    env.vertices(Array.from({ length: n }, (_, i) => [0, 0, 0, 1, i + 1, 0, 0, 0]));
    const buffer = env.buffer(4 * 64);
    env.ctx.setStreamOutputTargets([env.target(buffer)], [0]);
    env.draw(mode, n, { instanceCount: instances });
    const words = env.floats(buffer);
    env.destroy();
    const end = words.indexOf(0);
    expect(words.slice(end).every((w) => w === 0)).toBe(true);
    return words.slice(0, end).map((w) => w - 1);
  }

  it('triangle strips: odd triangles with their non-provoking vertices swapped', () => {
    expect(received('TRIANGLES', PipePrim.TRIANGLE_STRIP, 5, false)).toEqual([0, 1, 2, 2, 1, 3, 2, 3, 4]);
    expect(received('TRIANGLES', PipePrim.TRIANGLE_STRIP, 5, true)).toEqual([0, 1, 2, 1, 3, 2, 2, 3, 4]);
  });

  it('triangle fans: the hub first, or last with a first provoking vertex', () => {
    expect(received('TRIANGLES', PipePrim.TRIANGLE_FAN, 4, false)).toEqual([0, 1, 2, 0, 2, 3]);
    expect(received('TRIANGLES', PipePrim.TRIANGLE_FAN, 4, true)).toEqual([1, 2, 0, 2, 3, 0]);
  });

  it('line loops close with (n−1, 0); line strips with adjacency give 4 vertices per line', () => {
    expect(received('LINES', PipePrim.LINE_LOOP, 3, false)).toEqual([0, 1, 1, 2, 2, 0]);
    expect(received('LINES_ADJACENCY', PipePrim.LINE_STRIP_ADJACENCY, 5, false)).toEqual([
      0, 1, 2, 3, 1, 2, 3, 4,
    ]);
  });

  it("triangle strips with adjacency: GL's table, Vulkan's with a first provoking vertex", () => {
    expect(received('TRIANGLES_ADJACENCY', PipePrim.TRIANGLE_STRIP_ADJACENCY, 10, false)).toEqual([
      0, 1, 2, 6, 4, 3, 4, 0, 2, 5, 6, 8, 4, 2, 6, 9, 8, 7,
    ]);
    expect(received('TRIANGLES_ADJACENCY', PipePrim.TRIANGLE_STRIP_ADJACENCY, 10, true)).toEqual([
      0, 1, 2, 6, 4, 3, 2, 5, 6, 8, 4, 0, 4, 2, 6, 9, 8, 7,
    ]);
  });

  it('each instance again', () => {
    expect(received('LINES', PipePrim.LINES, 4, false, 2)).toEqual([0, 1, 2, 3, 0, 1, 2, 3]);
  });
});

describe('GS_MAX_OUTPUT_VERTICES', () => {
  it('keeps the first GS_MAX_OUTPUT_VERTICES vertices and ignores further EMITs', () => {
    env = new GeometryEnv(32, 32);
    env.shaders({ gs: countingPointsGs(5, 3), streamOutput: captureOutput(1) });
    const buffer = env.buffer(4 * 16);
    env.ctx.setStreamOutputTargets([env.target(buffer)], [0]);
    env.vertices([
      [ndc(2, 32), ndc(4, 32), 0, 1],
      [ndc(2, 32), ndc(20, 32), 0, 1],
    ]);
    env.draw(PipePrim.POINTS, 2);
    expect(env.floats(buffer)).toEqual([0, 1, 2, 0, 1, 2, ...new Array(10).fill(0)]);
    // Points 0.125 NDC (2 pixels) apart: three per input point, not five. No COLOR output reaches the
    // fragment shader's COLOR input, which reads (0, 0, 0, 1).
    const image = env.save('max-output-vertices');
    expect(
      differingPixels(image, (x, y) =>
        (y === 4 || y === 20) && (x === 2 || x === 4 || x === 6) ? [0, 0, 0, 255] : null,
      ),
    ).toEqual([]);
  });
});

describe('PRIMID and INVOCATIONID', () => {
  function capturedIds(
    invocations: number,
    n: number,
    mode: PipePrim = PipePrim.POINTS,
    fields = {},
    input = 'POINTS',
  ): number[] {
    env = new GeometryEnv(8, 8);
    env.rasterizer({ rasterizerDiscard: true });
    env.shaders({ gs: idsGs(invocations, input), streamOutput: captureOutput(1, 2) });
    env.vertices(Array.from({ length: n }, () => [0, 0, 0, 1]));
    const buffer = env.buffer(4 * 2 * 4096);
    env.ctx.setStreamOutputTargets([env.target(buffer)], [0]);
    env.draw(mode, n, fields);
    const words = env.ints(buffer);
    env.destroy();
    return words;
  }

  it('numbers primitives from 0 per instance and runs each GS_INVOCATIONS times in order', () => {
    const words = capturedIds(3, 5, PipePrim.TRIANGLE_STRIP, { instanceCount: 2 }, 'TRIANGLES');
    const oneInstance = [0, 1, 2].flatMap((p) => [0, 1, 2].flatMap((i) => [p, i]));
    expect(words.slice(0, 36)).toEqual([...oneInstance, ...oneInstance]);
    expect(words.slice(36).every((w) => w === 0)).toBe(true);
  });

  it('keeps PRIMID and the order across many batches (1000 points × 3 invocations)', () => {
    const words = capturedIds(3, 1000);
    const expected = Array.from({ length: 1000 }, (_, p) => [p, 0, p, 1, p, 2]).flat();
    expect(words.slice(0, 6000)).toEqual(expected);
  });

  it('runs PRIMID on across primitive restarts', () => {
    env = new GeometryEnv(8, 8);
    env.rasterizer({ rasterizerDiscard: true });
    env.shaders({ gs: idsGs(1, 'LINES'), streamOutput: captureOutput(1, 2) });
    env.vertices(Array.from({ length: 4 }, () => [0, 0, 0, 1]));
    const indices = env.buffer(2 * 7, PipeBind.INDEX_BUFFER);
    env.ctx.bufferSubdata(indices, PipeTransfer.WRITE, 0, new Uint16Array([0, 1, 2, 0xffff, 3, 2, 1]));
    env.ctx.setIndexBuffer({ indexSize: 2, offset: 0, buffer: indices, userBuffer: null });
    const buffer = env.buffer(4 * 2 * 8);
    env.ctx.setStreamOutputTargets([env.target(buffer)], [0]);
    env.draw(PipePrim.LINE_STRIP, 7, { indexed: true, primitiveRestart: true, restartIndex: 0xffff });
    expect(env.ints(buffer).filter((_, i) => i % 2 === 0)).toEqual([0, 1, 2, 3, 0, 0, 0, 0]);
  });

  it("gives the fragment shader the input primitive's id, or the PRIMID the geometry shader wrote", () => {
    const triangles = [
      [-1, -1, 0, 1],
      [1, -1, 0, 1],
      [-1, 1, 0, 1],
      [1, -1, 0, 1],
      [1, 1, 0, 1],
      [-1, 1, 0, 1],
    ];
    const below = (x: number, y: number) => x + y < 31;
    for (const [gs, base] of [
      [passThroughGs('TRIANGLES', 'TRIANGLE_STRIP', [0, 1, 2]), 0],
      [PRIMID_OUTPUT_GS, 10],
    ] as const) {
      env = new GeometryEnv(32, 32);
      env.shaders({ gs, fs: PRIMID_FS });
      env.vertices(triangles);
      env.draw(PipePrim.TRIANGLES, 6);
      const image = env.save(`fragment-primid-${base}`);
      expect(differingPixels(image, (x, y) => [16 * (below(x, y) ? base : base + 1), 0, 0, 255])).toEqual([]);
      env.destroy();
    }
  });
});

describe('strips cut by ENDPRIM', () => {
  function strips(output: string, lengths: number[], first: boolean): number[] {
    const name = `strips-${output.toLowerCase()}-${lengths.join('-')}-${first ? 'first' : 'last'}`;
    env = new GeometryEnv(32, 32);
    env.rasterizer({ flatshadeFirst: first });
    env.shaders({ gs: stripsGs(output, lengths), streamOutput: captureOutput(1) });
    env.vertices([[-0.9, -0.5, 0, 1]]);
    const buffer = env.buffer(4 * 32);
    env.ctx.setStreamOutputTargets([env.target(buffer)], [0]);
    env.draw(PipePrim.POINTS, 1);
    env.save(name);
    return env.floats(buffer);
  }

  it('LINE_STRIP: 3 vertices, ENDPRIM, 2 vertices make three lines', () => {
    expect(strips('LINE_STRIP', [3, 2], false).slice(0, 8)).toEqual([0, 1, 1, 2, 3, 4, 0, 0]);
  });

  it('TRIANGLE_STRIP: 4 vertices, ENDPRIM, 3 vertices make three triangles in strip order', () => {
    expect(strips('TRIANGLE_STRIP', [4, 3], false).slice(0, 10)).toEqual([0, 1, 2, 2, 1, 3, 4, 5, 6, 0]);
    expect(strips('TRIANGLE_STRIP', [4, 3], true).slice(0, 10)).toEqual([0, 1, 2, 1, 3, 2, 4, 5, 6, 0]);
    // Rasterized: the first strip's two triangles form a parallelogram, the second strip one triangle.
    expect(drawnPixels(env.image())).toBeGreaterThan(20);
  });

  it('strips too short for a primitive make nothing', () => {
    expect(strips('TRIANGLE_STRIP', [2, 1, 2], false).every((w) => w === 0)).toBe(true);
    expect(drawnPixels(env.image())).toBe(0);
  });
});

describe('layered rendering from the geometry shader', () => {
  it('writes each invocation into the layer its LAYER output names', () => {
    env = new GeometryEnv(32, 32, 3);
    env.shaders({ gs: layeredGs(3) });
    env.vertices([[-0.5, -0.5, 0, 1]]);
    env.draw(PipePrim.POINTS, 1);
    for (let layer = 0; layer < 3; layer++) {
      const image = env.save(`layered-${layer}`, layer);
      // Square [4, 12)² shifted right by 0.125·layer NDC = 2·layer pixels, colour (l/2, 1 − l/2, 0, 1).
      const colour = rgba8([layer / 2, 1 - layer / 2, 0, 1]);
      const x0 = 4 + 2 * layer;
      expect(
        differingPixels(image, (x, y) => (x >= x0 && x < x0 + 8 && y >= 4 && y < 12 ? colour : null)),
        `layer ${layer}`,
      ).toEqual([]);
    }
  });

  it("clamps a layer past the framebuffer's last to the last (llvmpipe's choice; GL leaves it undefined)", () => {
    env = new GeometryEnv(32, 32, 2);
    env.shaders({ gs: layeredGs(4) });
    env.vertices([[-0.5, -0.5, 0, 1]]);
    env.draw(PipePrim.POINTS, 1);
    expect(drawnPixels(env.image(0))).toBe(64);
    // Invocations 1, 2 and 3 all land in layer 1: 8×8 squares 2 pixels apart cover 12 × 8 pixels.
    expect(drawnPixels(env.image(1))).toBe(96);
  });
});

describe('errors', () => {
  it('refuses a draw whose mode does not match GS_INPUT_PRIMITIVE, naming both, and draws nothing', () => {
    env = new GeometryEnv(16, 16);
    env.shaders({ gs: POINT_TO_QUAD_GS, streamOutput: null });
    env.vertices([
      [-1, -1, 0, 1],
      [1, -1, 0, 1],
      [-1, 1, 0, 1],
    ]);
    for (const mode of [PipePrim.TRIANGLES, PipePrim.LINES, PipePrim.QUADS]) {
      const error = (() => {
        try {
          env.draw(mode, 3);
        } catch (e) {
          return e;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(PipeError);
      expect((error as PipeError).message).toMatch(
        /PIPE_PRIM_\w+ does not match .*GS_INPUT_PRIMITIVE POINTS/,
      );
    }
    expect(drawnPixels(env.image())).toBe(0);
    env.shaders({ gs: passThroughGs('TRIANGLES', 'TRIANGLE_STRIP', [0, 1, 2]) });
    expect(() => env.draw(PipePrim.POLYGON, 3)).toThrow(/PIPE_PRIM_POLYGON does not match/);
    expect(() => env.draw(PipePrim.TRIANGLES_ADJACENCY, 6)).toThrow(PipeError);
    expect(drawnPixels(env.image())).toBe(0);
  });

  it('refuses geometry shaders the draw module cannot run when they are created', () => {
    env = new GeometryEnv(8, 8);
    const create = (text: string) => () => env.shaders({ gs: text });
    const gs = (input: string, output: string, max: number, extra = '') =>
      `GEOM\nPROPERTY GS_INPUT_PRIMITIVE ${input}\nPROPERTY GS_OUTPUT_PRIMITIVE ${output}\nPROPERTY GS_MAX_OUTPUT_VERTICES ${max}\n${extra}DCL OUT[0], POSITION\nEND\n`;
    expect(create(gs('POINTS', 'TRIANGLES', 3))).toThrow(/GS_OUTPUT_PRIMITIVE TRIANGLES is not/);
    expect(create(gs('QUADS', 'POINTS', 3))).toThrow(/GS_INPUT_PRIMITIVE QUADS is not/);
    expect(create(gs('POINTS', 'POINTS', 1025))).toThrow(/MAX_GEOMETRY_OUTPUT_VERTICES \(1024\)/);
    expect(create(gs('POINTS', 'POINTS', 1, 'PROPERTY GS_INVOCATIONS 33\n'))).toThrow(/GS_INVOCATIONS 33/);
    // Input strips and fans name the primitives they are made of.
    expect(create(gs('TRIANGLE_STRIP', 'POINTS', 1))).not.toThrow();
    // The largest shader the caps allow compiles (with fewer lanes per run).
    expect(
      create(gs('POINTS', 'TRIANGLE_STRIP', 1024).replace('DCL OUT[0], POSITION', 'DCL OUT[0..15]')),
    ).not.toThrow();
  });
});
