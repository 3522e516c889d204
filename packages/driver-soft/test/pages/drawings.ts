// The drawings the page tests (../pages.test.ts) make in Chromium and in Node alike: Mesa's graw fs-test
// triangle (250 × 250, see gallium-api's test-kit) shaded by a fragment shader of 10 instructions —
// long enough that its partly covered quads run as WebAssembly by default (QUADS_MIN_INSTRUCTIONS) —
// a few reference scenes in the WebAssembly back end's subset (depth test, blending, a texture) and one
// big draw of 72,000 vertices (blended, depth-tested small triangles), which rasterizer threads take in
// pieces while the calling thread bins the next. Everything here runs in a page: no Node modules.
import { PipeBlendFactor, PipePrim, type PipeScreen } from '@gallium-ts/gallium-api';
import { drawFsTest } from '@gallium-ts/gallium-api/test-kit';
import { parseTgsi } from '@gallium-ts/tgsi';
import { PIPE_SCENES, type PipeScene, renderScene } from '../scenes/index.js';

/** A fragment shader of 10 arithmetic instructions on the interpolated colour. */
export const LONG_SHADER = `FRAG
DCL IN[0], COLOR, LINEAR
DCL OUT[0], COLOR
DCL TEMP[0..1]
IMM FLT32 { 0.5, 0.25, 2.0, 1.0 }
MUL TEMP[0], IN[0], IMM[0].xxxx
ADD TEMP[0], TEMP[0], IMM[0].yyyy
MAD TEMP[1], IN[0].yzxw, IMM[0].zzzz, -TEMP[0]
MAX TEMP[1], TEMP[1], -TEMP[1]
MIN TEMP[1], TEMP[1], IMM[0].wwww
MUL TEMP[0], TEMP[0], TEMP[1]
ADD TEMP[0].xyz, TEMP[0], TEMP[1].zxyy
FRC TEMP[0].xyz, TEMP[0]
MOV TEMP[0].w, IMM[0].wwww
MOV OUT[0], TEMP[0]
END
`;

/** The reference scenes drawn besides the long shader's triangle. */
const PAGE_SCENES = ['depth-less', 'blend-factors', 'texture-modulate-perspective'];

/** One drawing: its size and RGBA8 bytes, top row first. */
export interface Drawing {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

/** The long shader's triangle on `screen`. */
function drawLongShader(screen: PipeScreen): Drawing {
  const result = drawFsTest(screen, parseTgsi(LONG_SHADER), { parse: parseTgsi });
  if (result.kind === 'refused') throw result.error;
  return result.image;
}

/**
 * 24,000 small triangles in one draw of 72,000 vertices (over SPLIT_MIN_VERTICES, and over PIECE_RECORDS
 * of records): random positions, depths and translucent colours from a fixed seed, blended over each
 * other and depth-tested, so any change in their order would show.
 */
const BIG_DRAW: PipeScene = {
  name: 'big-draw',
  kind: 'filled',
  width: 128,
  height: 128,
  draw(env) {
    let seed = 12345;
    const next = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    env.depthStencilAlpha({ depth: { enabled: true, writemask: true } });
    env.blend(
      {},
      {
        blendEnable: true,
        rgbSrcFactor: PipeBlendFactor.SRC_ALPHA,
        rgbDstFactor: PipeBlendFactor.INV_SRC_ALPHA,
        alphaSrcFactor: PipeBlendFactor.ONE,
        alphaDstFactor: PipeBlendFactor.ZERO,
      },
    );
    env.begin(PipePrim.TRIANGLES);
    for (let t = 0; t < 24_000; t++) {
      const x = next() * 2 - 1,
        y = next() * 2 - 1,
        z = next() * 2 - 1;
      env.color(next(), next(), next(), 0.5);
      for (let v = 0; v < 3; v++) env.vertex(x + (next() - 0.5) * 0.5, y + (next() - 0.5) * 0.5, z, 1);
    }
    env.end();
  },
};

/** Every drawing, by name; each creates its own context. */
export const DRAWINGS: readonly { name: string; draw: (screen: PipeScreen) => Drawing }[] = [
  { name: 'long-shader', draw: drawLongShader },
  ...PAGE_SCENES.map((name) => {
    const scene = PIPE_SCENES.find((s) => s.name === name);
    if (!scene) throw new Error(`no reference scene ${name}`);
    return { name, draw: (screen: PipeScreen) => renderScene(screen, scene) };
  }),
  { name: BIG_DRAW.name, draw: (screen: PipeScreen) => renderScene(screen, BIG_DRAW) },
];
