// Mesa's three graw shader tests as functions of a PipeScreen and the shader under test (TgsiShader
// tokens): drawFsTest (fs-test.c: the shader colours one triangle), drawVsTest (vs-test.c: the shader
// moves and colours a 16×16 mesh of 8-pixel points) and drawGsTest (gs-test.c: the shader turns a
// triangle into what it emits). gallium-api does not depend on tgsi, so the tests' own pass-through
// shaders are parsed by the `parse` function the caller passes (tgsi's parseTgsi).
import { PipePrim, PipeShader } from '../../enums.js';
import type { PipeScreen } from '../../screen.js';
import { type GrawOptions, type GrawResult, runGrawScene } from './run.js';
import {
  FS_TEST_CONSTANTS,
  FS_TEST_VERTEX_SHADER,
  FS_TEST_VERTICES,
  type GrawVertex,
  GS_TEST_CONSTANTS,
  GS_TEST_STRIP_VERTICES,
  GS_TEST_VERTEX_SHADER,
  GS_TEST_VERTICES,
  PASS_COLOR_FRAGMENT_SHADER,
  VS_TEST_CONSTANTS,
  VS_TEST_MESH_SIZE,
  VS_TEST_POINT_SIZE,
  vsTestVertexData,
} from './setup.js';

/** Turns TGSI text into TgsiShader tokens: `parseTgsi` from `@gallium-ts/tgsi`. */
export type TgsiParse = (text: string) => unknown;

/** Options of the graw drawing functions: the parser for the tests' own shaders, plus GrawOptions. */
export interface GrawTestOptions extends GrawOptions {
  readonly parse: TgsiParse;
}

/** The vertex buffer of GrawVertex records, each attribute four floats in declaration order. */
function vertexData(vertices: readonly GrawVertex[], attributes: number): Float32Array {
  return new Float32Array(
    vertices.flatMap((v) => [v.position, v.color, v.texcoord, v.generic ?? []].slice(0, attributes).flat()),
  );
}

/** fs-test.c: `fs` colours the triangle FS_TEST_VERTICES; fragment constant buffers FS_TEST_CONSTANTS. */
export function drawFsTest(screen: PipeScreen, fs: unknown, options: GrawTestOptions): GrawResult {
  return runGrawScene(
    screen,
    {
      vs: options.parse(FS_TEST_VERTEX_SHADER),
      fs,
      gs: null,
      vertices: vertexData(FS_TEST_VERTICES, 3),
      stride: 48,
      elementOffsets: [0, 16, 32],
      mode: PipePrim.TRIANGLES,
      count: 3,
      constantStage: PipeShader.FRAGMENT,
      constants: FS_TEST_CONSTANTS,
      pointSize: 1,
    },
    options,
  );
}

/** vs-test.c: `vs` runs on the 16×16 mesh drawn as points of size 8; vertex constant buffer VS_TEST_CONSTANTS. */
export function drawVsTest(screen: PipeScreen, vs: unknown, options: GrawTestOptions): GrawResult {
  return runGrawScene(
    screen,
    {
      vs,
      fs: options.parse(PASS_COLOR_FRAGMENT_SHADER),
      gs: null,
      vertices: vsTestVertexData(),
      stride: 28,
      elementOffsets: [0, 16],
      mode: PipePrim.POINTS,
      count: VS_TEST_MESH_SIZE * VS_TEST_MESH_SIZE,
      constantStage: PipeShader.VERTEX,
      constants: VS_TEST_CONSTANTS,
      pointSize: VS_TEST_POINT_SIZE,
    },
    options,
  );
}

/**
 * gs-test.c: `gs` runs on the triangle GS_TEST_VERTICES (with `strip`, the four-vertex strip
 * GS_TEST_STRIP_VERTICES, as the test's `-strip` option); geometry constant buffers GS_TEST_CONSTANTS.
 */
export function drawGsTest(
  screen: PipeScreen,
  gs: unknown,
  options: GrawTestOptions & { readonly strip?: boolean },
): GrawResult {
  const vertices = options.strip ? GS_TEST_STRIP_VERTICES : GS_TEST_VERTICES;
  return runGrawScene(
    screen,
    {
      vs: options.parse(GS_TEST_VERTEX_SHADER),
      fs: options.parse(PASS_COLOR_FRAGMENT_SHADER),
      gs,
      vertices: vertexData(vertices, 4),
      stride: 64,
      elementOffsets: [0, 16, 32, 48],
      mode: options.strip ? PipePrim.TRIANGLE_STRIP : PipePrim.TRIANGLES,
      count: vertices.length,
      constantStage: PipeShader.GEOMETRY,
      constants: GS_TEST_CONSTANTS,
      pointSize: 1,
    },
    options,
  );
}
