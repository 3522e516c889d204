// The inputs of Mesa's graw shader tests (src/gallium/tests/graw/fs-test.c, vs-test.c, gs-test.c) as
// data: the framebuffer size and clear colour, the vertices, the constant buffers, the texture, the
// viewport and the pass-through shaders each test puts around the shader under test. The drawing
// functions (tests.ts) use them, and so do callers that compute what a picture should hold.

/** Width and height of the render target every graw test draws into. */
export const GRAW_SIZE = 250;

/** The clear colour of every graw test: `{ .1, .3, .5, 0 }`. */
export const GRAW_CLEAR_COLOR: readonly number[] = [0.1, 0.3, 0.5, 0];

/**
 * The viewport of set_viewport(0, 0, 250, 250, 30, 1000): x and y map NDC [-1, 1] to [0, 250] with row 0
 * at NDC y = -1; z keeps the test's own arithmetic (scale (far − near)/2, translate scale + far).
 */
export const GRAW_VIEWPORT = {
  scale: [GRAW_SIZE / 2, GRAW_SIZE / 2, (1000 - 30) / 2] as [number, number, number],
  translate: [GRAW_SIZE / 2, GRAW_SIZE / 2, (1000 - 30) / 2 + 1000] as [number, number, number],
};

/** A vertex of fs-test.c / gs-test.c: each attribute four floats. */
export interface GrawVertex {
  readonly position: readonly number[];
  readonly color: readonly number[];
  readonly texcoord: readonly number[];
  /** gs-test.c only: a fourth attribute. */
  readonly generic?: readonly number[];
}

/** fs-test.c's triangle (three vertices of position, colour, texcoord). */
export const FS_TEST_VERTICES: readonly GrawVertex[] = [
  { position: [0.9, 0.9, 0, 1], color: [0, 0, 1, 1], texcoord: [1, 1, 0, 1] },
  { position: [0.9, -0.9, 0, 1], color: [1, 0, 0, 1], texcoord: [1, -1, 0, 1] },
  { position: [-0.9, 0, 0, 1], color: [0, 1, 0, 1], texcoord: [-1, 0, 0, 1] },
];

/** gs-test.c's triangle: fs-test's with a fourth attribute. */
export const GS_TEST_VERTICES: readonly GrawVertex[] = [
  { ...FS_TEST_VERTICES[0]!, generic: [1, 0, 1, 0] },
  { ...FS_TEST_VERTICES[1]!, generic: [0, 1, 0, 1] },
  { ...FS_TEST_VERTICES[2]!, generic: [0, 0, 1, 1] },
];

/** gs-test.c's strip (its `-strip` option): four vertices drawn as a triangle strip. */
export const GS_TEST_STRIP_VERTICES: readonly GrawVertex[] = [
  { position: [0.9, 0.9, 0, 1], color: [0, 0, 1, 1], texcoord: [1, 1, 0, 1], generic: [1, 0, 0, 1] },
  { position: [0.9, -0.9, 0, 1], color: [1, 0, 0, 1], texcoord: [1, -1, 0, 1], generic: [0, 1, 0, 1] },
  { position: [-0.9, 0.9, 0, 1], color: [0, 1, 0, 1], texcoord: [-1, 1, 0, 1], generic: [0, 0, 1, 1] },
  { position: [-0.9, -0.9, 0, 1], color: [1, 1, 0, 1], texcoord: [-1, -1, 0, 1], generic: [1, 1, 0, 1] },
];

/** Twelve vec4s from rows of four. */
const vec4s = (rows: readonly (readonly number[])[]): Float32Array => new Float32Array(rows.flat());

/** fs-test.c's fragment constant buffers 0 (`constants1`) and 1 (`constants2`), twelve vec4 each. */
export const FS_TEST_CONSTANTS: readonly [Float32Array, Float32Array] = [
  vec4s([
    [0.4, 0, 0, 1],
    [1, 1, 1, 1],
    [2, 2, 2, 2],
    [4, 8, 16, 32],
    [3, 0, 0, 0],
    [0, 0.5, 0, 0],
    [1, 0, 0, 1],
    [0, 0, 0, 1],
    [1, 0, 0, 0.5],
    [0, 1, 0, 0.5],
    [0, 0, 1, 0],
    [0, 0, 0, 1],
  ]),
  vec4s([
    [1, 0, 0, 1],
    [0, 1, 0, 1],
    [0, 0, 1, 1],
    [0, 0, 0, 0],
    [1, 1, 0, 1],
    [1, 0.5, 0, 1],
    [1, 0, 0, 1],
    [0, 0, 0, 1],
    [1, 0, 0, 0.5],
    [0, 1, 0, 0.5],
    [0, 0, 1, 0],
    [0, 0, 0, 1],
  ]),
];

/** vs-test.c's vertex constant buffer 0: fs-test's buffer 0 with vec4 6 = (0, 0, 1, 0). */
export const VS_TEST_CONSTANTS: readonly [Float32Array] = [
  (() => {
    const c = FS_TEST_CONSTANTS[0].slice();
    c.set([0, 0, 1, 0], 24);
    return c;
  })(),
];

/** gs-test.c's geometry constant buffers 0 and 1. */
export const GS_TEST_CONSTANTS: readonly [Float32Array, Float32Array] = [
  VS_TEST_CONSTANTS[0],
  vec4s([
    [1, 0, 0, 1],
    [0, 1, 0, 1],
    [0, 0, 1, 1],
    [0, 0, 0, 1],
    [1, 1, 0, 1],
    [1, 0.5, 0, 1],
    [0, 1, 1, 1],
    [1, 0, 1, 1],
    [1, 0, 0, 0.5],
    [0, 1, 0, 0.5],
    [0, 0, 1, 0],
    [0, 0, 0, 1],
  ]),
];

/** Points per side of vs-test.c's mesh. */
export const VS_TEST_MESH_SIZE = 16;

/** The point size of vs-test.c's rasterizer. */
export const VS_TEST_POINT_SIZE = 8;

/**
 * vs-test.c's vertex buffer: 16×16 vertices `{ float position[4]; float color[3]; }` (28 bytes each),
 * vertex y·16 + x at NDC (x/16·2 − 1, y/16·2 − 1, 0, 1) with colour (.5, x/16, y/16). The test fetches
 * the colour as R32G32B32A32_FLOAT, so its w is the next vertex's position x; the buffer carries four
 * zero bytes after the last vertex so that read stays inside it (the last colour's w is 0).
 */
export function vsTestVertexData(): Float32Array {
  const n = VS_TEST_MESH_SIZE;
  const data = new Float32Array(n * n * 7 + 1);
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++)
      data.set([(x / n) * 2 - 1, (y / n) * 2 - 1, 0, 1, 0.5, x / n, y / n], (y * n + x) * 7);
  return data;
}

/** The attributes each vertex of vs-test.c's mesh feeds its shader (as fetched): IN[0] position, IN[1] colour. */
export function vsTestVertexInputs(): { position: number[]; color: number[] }[] {
  const data = vsTestVertexData();
  return Array.from({ length: VS_TEST_MESH_SIZE * VS_TEST_MESH_SIZE }, (_, i) => ({
    position: Array.from(data.subarray(i * 7, i * 7 + 4)),
    color: Array.from(data.subarray(i * 7 + 4, i * 7 + 8)),
  }));
}

/** Side of the graw tests' texture. */
export const GRAW_TEXTURE_SIZE = 16;

/**
 * The graw tests' 16×16 B8G8R8A8_UNORM texture as RGBA bytes, row t first: texel (s, t) is
 * (s·255/15, t·255/15, ((s ^ t) >> 2) & 1 ? 0 : 128, 255) in integer arithmetic.
 */
export function grawTextureRgba(): Uint8Array {
  const n = GRAW_TEXTURE_SIZE;
  const out = new Uint8Array(n * n * 4);
  for (let t = 0; t < n; t++)
    for (let s = 0; s < n; s++)
      out.set(
        [Math.trunc((s * 255) / (n - 1)), Math.trunc((t * 255) / (n - 1)), ((s ^ t) >> 2) & 1 ? 0 : 128, 255],
        (t * n + s) * 4,
      );
  return out;
}

/** fs-test.c's vertex shader: position, colour and texcoord passed through. */
export const FS_TEST_VERTEX_SHADER = `VERT
DCL IN[0]
DCL IN[1]
DCL IN[2]
DCL OUT[0], POSITION
DCL OUT[1], COLOR[0]
DCL OUT[2], GENERIC[0]
MOV OUT[0], IN[0]
MOV OUT[1], IN[1]
MOV OUT[2], IN[2]
END
`;

/** vs-test.c's and gs-test.c's fragment shader: the linearly interpolated colour. */
export const PASS_COLOR_FRAGMENT_SHADER = `FRAG
DCL IN[0], COLOR, LINEAR
DCL OUT[0], COLOR
MOV OUT[0], IN[0]
END
`;

/** gs-test.c's vertex shader: four attributes passed through. */
export const GS_TEST_VERTEX_SHADER = `VERT
DCL IN[0]
DCL IN[1]
DCL IN[2]
DCL IN[3]
DCL OUT[0], POSITION
DCL OUT[1], COLOR[0]
DCL OUT[2], GENERIC[0]
DCL OUT[3], GENERIC[1]
MOV OUT[0], IN[0]
MOV OUT[1], IN[1]
MOV OUT[2], IN[2]
MOV OUT[3], IN[3]
END
`;

/**
 * Window coordinates (x, y) of a clip-space position through GRAW_VIEWPORT, in float32 arithmetic as
 * Gallium's viewport transform works (x / w, then × scale + translate, each step rounded to float32).
 * Pass the float32 values the vertex buffer holds (`Math.fround(0.9)`, not 0.9).
 */
export function grawWindowXY(position: readonly number[]): [number, number] {
  const f = Math.fround;
  const w = position[3]!;
  return [0, 1].map((c) =>
    f(f(f(position[c]! / w) * GRAW_VIEWPORT.scale[c]!) + GRAW_VIEWPORT.translate[c]!),
  ) as [number, number];
}
