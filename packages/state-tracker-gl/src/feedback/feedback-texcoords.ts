// Texture coordinates of unit 0 for feedback when the fixed-function program computes none (texturing is
// off on unit 0): the CPU primitive path then also fetches each vertex's TEXCOORD0 (`cpuInputAttribs`
// adds it to the inputs it reads) and feedback reports it times the texture matrix, as GL 1.5, 5.3
// says — carried after a vertex's window coordinates so that clipping interpolates it like the rest.
import type { GlContext } from '../context/gl-context.js';
import { type CpuVertex, windowAt } from '../draw/cpu-primitives/cpu-vertex.js';
import type { OutputLayout } from '../draw/cpu-primitives/shade-vertices.js';
import type { VertexInputs } from '../draw/cpu-primitives/vertex-inputs.js';
import { Attrib, type FixedFunctionProgram } from '../draw/program-source.js';
import { GL_FEEDBACK } from '../gl-enums.js';
import { transformVec4 } from '../math/mat4.js';

/** Whether feedback needs texture coordinates the program does not compute. */
function needsTexCoords(c: GlContext, layout: OutputLayout | null): boolean {
  return c.selectFeedback.renderMode === GL_FEEDBACK && (layout === null || layout.texCoords[0]! < 0);
}

/** The attributes the CPU primitive path fetches for `program`: its inputs, and TEXCOORD0 for feedback. */
export function cpuInputAttribs(c: GlContext, program: FixedFunctionProgram): readonly number[] {
  const inputs = program.inputs;
  if (c.selectFeedback.renderMode !== GL_FEEDBACK || inputs.includes(Attrib.TEXCOORD0)) return inputs;
  return [...inputs, Attrib.TEXCOORD0];
}

/**
 * The vertices with texture coordinates appended after their window coordinates where feedback needs
 * them (else `vertices` as they are); `inputs` fetch cpuInputAttribs' attributes.
 */
export function withFeedbackTexCoords(
  c: GlContext,
  program: FixedFunctionProgram,
  layout: OutputLayout,
  vertices: CpuVertex[],
  inputs: VertexInputs,
): CpuVertex[] {
  if (!needsTexCoords(c, layout)) return vertices;
  const at = program.inputs.indexOf(Attrib.TEXCOORD0);
  const input = at >= 0 ? at : program.inputs.length;
  const fetched = new Float32Array(4 * (program.inputs.length + 1));
  const matrix = c.ff.textureUnits[0]!.matrix;
  const end = windowAt(layout.registers) + 4;
  return vertices.map((v, i) => {
    inputs(i, fetched);
    const extended = new Float64Array(end + 4);
    extended.set(v.subarray(0, end));
    extended.set(transformVec4(matrix, fetched.subarray(4 * input, 4 * input + 4)), end);
    return extended;
  });
}
