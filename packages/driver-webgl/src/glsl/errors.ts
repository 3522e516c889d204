// The error the TGSI → GLSL ES 3.00 translator throws for a shader it cannot express: it names the
// stage, the instruction (when one is to blame) and the reason, so the driver can refuse the shader
// when it is created and say why.
import { PipeUnsupportedError } from '@gallium-ts/gallium-api';

/** Stage names used in messages and metadata. */
export type GlslStage = 'vertex' | 'fragment';

/** A TGSI shader (or a feature it uses) that GLSL ES 3.00 cannot express. */
export class GlslTranslationError extends PipeUnsupportedError {
  /** The stage of the refused shader. */
  readonly stage: GlslStage;
  /** Index of the instruction that cannot be translated, or null for declarations and properties. */
  readonly instruction: number | null;
  /** Why, in words. */
  readonly why: string;

  constructor(stage: GlslStage, instruction: number | null, why: string) {
    const where = instruction === null ? stage : `${stage} instruction ${instruction}`;
    super('createShaderState', `GLSL ES 3.00 cannot express ${where}: ${why}`);
    this.name = 'GlslTranslationError';
    this.stage = stage;
    this.instruction = instruction;
    this.why = why;
  }
}
