// One fixed-function program: the vertex and fragment shaders generated for a key, checked with
// checkTgsi, and the function that fills both constant buffers from a state with that key.
import { checkTgsi, type TgsiShader } from '@gallium-ts/tgsi';
import type { ConstantRange } from './constants.js';
import type { FixedFunctionState } from './ffp-state.js';
import { buildFragmentProgram } from './fragment-program.js';
import { decodeFfpKey } from './variant.js';
import { buildVertexProgram } from './vertex-program.js';

export interface FfpProgram {
  /** IN[i] holds attribute `inputs[i]`. */
  readonly vs: TgsiShader;
  readonly fs: TgsiShader;
  /** FfpAttrib of each VS input register, in order. */
  readonly inputs: readonly number[];
  /** Size of constant buffer 0 of the VS, in vec4s. */
  readonly vsConstantVec4s: number;
  /** Size of constant buffer 0 of the FS, in vec4s. */
  readonly fsConstantVec4s: number;
  /** Units the FS samples: SAMP[unit] / SVIEW[unit], with the GL target enabled there. */
  readonly textureUnits: readonly { unit: number; target: number }[];
  /** SAMP / SVIEW slot where the FS reads the copy of the colour buffer its logic op needs, or null. */
  readonly destinationUnit: number | null;
  /** The key the program was built for (FFP_KEY_WORDS words). */
  readonly key: Uint32Array;
  /** What each constant buffer holds, range by range (for debugging and documentation). */
  readonly constantLayout: { readonly vs: readonly ConstantRange[]; readonly fs: readonly ConstantRange[] };
  /**
   * Writes both stages' constants for `state` (arrays of at least 4 × the sizes above). `state` must
   * have this program's key: the layout depends on it (which lights, units and planes are enabled).
   */
  writeConstants(state: FixedFunctionState, vs: Float32Array, fs: Float32Array): void;
}

/** Generates and checks the program of `key`. */
export function buildFfpProgram(key: Uint32Array): FfpProgram {
  const variant = decodeFfpKey(key);
  const vertex = buildVertexProgram(variant);
  const fragment = buildFragmentProgram(variant);
  for (const shader of [vertex.shader, fragment.shader]) {
    const diagnostics = checkTgsi(shader);
    if (diagnostics.length > 0) {
      throw new Error(
        `fixed-function program generator: checkTgsi: ${diagnostics.map((d) => d.message).join('; ')}`,
      );
    }
  }
  const vsConstantVec4s = vertex.constants.size;
  const fsConstantVec4s = fragment.constants.size;
  const writeVs = vertex.constants.writer();
  const writeFs = fragment.constants.writer();
  return {
    vs: vertex.shader,
    fs: fragment.shader,
    inputs: vertex.inputs,
    vsConstantVec4s,
    fsConstantVec4s,
    textureUnits: fragment.textureUnits,
    destinationUnit: fragment.destinationUnit,
    key: key.slice(),
    constantLayout: { vs: vertex.constants.layout(), fs: fragment.constants.layout() },
    writeConstants(state, vs, fs) {
      if (vs.length < 4 * vsConstantVec4s || fs.length < 4 * fsConstantVec4s) {
        throw new RangeError(
          `writeConstants: needs ${4 * vsConstantVec4s} VS and ${4 * fsConstantVec4s} FS floats, got ${vs.length} and ${fs.length}`,
        );
      }
      writeVs(state, vs);
      writeFs(state, fs);
    },
  };
}
