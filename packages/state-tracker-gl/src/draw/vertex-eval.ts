// Runs the vertex program of the current state (the fixed-function one, or an enabled ARB vertex
// program) for one vertex on the CPU (tgsi's compileTgsi), with the current attributes and the
// program's own constants: how glRasterPos gets exactly the position, colours and
// texture coordinates a drawn vertex would get.
import { TgsiFile, TgsiSemantic } from '@gallium-ts/tgsi';
import type { GlContext } from '../context/gl-context.js';
import { attribOffset, attribSize } from '../vertex/attrib-layout.js';
import { bindVertexConstants, compiledVertexProgram } from './cpu-primitives/shade-vertices.js';
import { Attrib } from './program-source.js';

/** The outputs of one evaluated vertex (null where the program has no such output). */
export interface EvaluatedVertex {
  position: number[];
  color0: number[] | null;
  color1: number[] | null;
  /** GENERIC[u] per texture unit. */
  texCoords: (number[] | null)[];
  fog: number[] | null;
  /** CLIPDIST[0..1], 8 distances. */
  clipDistances: number[];
}

/** Evaluates the vertex program of the current state at object position `pos` (x, y, z, w). */
export function evaluateVertex(c: GlContext, pos: readonly number[]): EvaluatedVertex {
  const program = c.draw.arbPrograms.program();
  const exe = compiledVertexProgram(program);
  program.inputs.forEach((a, i) => {
    const at = attribOffset(a);
    for (let ch = 0; ch < 4; ch++) {
      const value =
        a === Attrib.POSITION ? pos[ch]! : ch < attribSize(a) ? c.current[at + ch]! : ch === 3 ? 1 : 0;
      exe.registerFloats(TgsiFile.INPUT, i, ch)[0] = value;
    }
  });
  bindVertexConstants(c, program, exe);
  exe.runVertices({ count: 1 });
  const read = (semantic: TgsiSemantic, index = 0): number[] | null => {
    const reg = exe.findOutput(semantic, index);
    return reg < 0 ? null : [0, 1, 2, 3].map((ch) => exe.registerFloats(TgsiFile.OUTPUT, reg, ch)[0]!);
  };
  const clip = [
    read(TgsiSemantic.CLIPDIST, 0) ?? [0, 0, 0, 0],
    read(TgsiSemantic.CLIPDIST, 1) ?? [0, 0, 0, 0],
  ].flat();
  return {
    position: read(TgsiSemantic.POSITION)!,
    color0: read(TgsiSemantic.COLOR, 0),
    color1: read(TgsiSemantic.COLOR, 1),
    texCoords: c.ff.textureUnits.map((_, u) => read(TgsiSemantic.GENERIC, u)),
    fog: read(TgsiSemantic.FOG),
    clipDistances: clip,
  };
}
