// What a translation hands the driver: the two GLSL ES 3.00 sources and everything it must bind to
// run them (attribute locations, uniform-block bindings, sampler texture units, state uniforms,
// varyings by semantic for transform feedback, fragment outputs, system values read).
import type { TgsiSemantic } from '@gallium-ts/tgsi';
import type { GlslStage } from './errors.js';
import type { GlslVariantKey } from './variant-key.js';

export interface GlslSemantic {
  readonly name: TgsiSemantic;
  readonly index: number;
}

/** VS input IN[input] → attribute `name` at `location` (= input). */
export interface GlslAttribute {
  readonly name: string;
  readonly location: number;
  readonly input: number;
  /** How the driver must feed it: vertexAttribPointer (float) or vertexAttribIPointer (int / uint). */
  readonly type: 'float' | 'int' | 'uint';
}

/** A constant buffer CONST[buffer] of a stage as a std140 block of `uvec4 c[byteSize / 16]`. */
export interface GlslUniformBlock {
  readonly name: string;
  readonly stage: GlslStage;
  readonly buffer: number;
  /** The binding point the driver sets with uniformBlockBinding and binds the buffer to. */
  readonly binding: number;
  /** Bytes the bound range must have at least (pad with zeros: reads past the pipe buffer give 0). */
  readonly byteSize: number;
}

/** A sampler uniform: the texture of `view` with the sampler state `sampler`, on texture unit `unit`. */
export interface GlslSamplerBinding {
  readonly name: string;
  readonly stage: GlslStage;
  readonly view: number;
  readonly sampler: number;
  readonly unit: number;
  /** The GLSL type, e.g. `sampler2D`, `usampler2DArray`, `samplerCubeShadow`. */
  readonly type: string;
  /** `int` uniform to set to the view's level count (last − first level + 1), or null. */
  readonly levelsUniform: string | null;
}

/** A uniform of emulated state, set by the driver from its bound state. */
export interface GlslStateUniform {
  readonly name: string;
  readonly type: 'float' | 'int' | 'uint' | 'vec4';
  /** Array length (1 for a scalar). */
  readonly count: number;
  readonly purpose: string;
}

/** A VS output register and the varying carrying it (the name to capture with transform feedback). */
export interface GlslVertexOutput {
  readonly register: number;
  readonly semantic: GlslSemantic;
  /** `gl_Position`, or a varying name. */
  readonly varying: string;
  /** `uvec4` varyings carry the register's words exactly; `vec4` ones its float value. */
  readonly type: 'vec4' | 'uvec4';
  /** The varying holds value × clip w (LINEAR interpolation emulated with perspective-correct interpolation). */
  readonly timesW: boolean;
}

/** A FS output register: a colour output at `location`, or the depth. */
export interface GlslFragmentOutput {
  readonly register: number;
  readonly semantic: GlslSemantic;
  readonly name: string;
  /** Colour attachment location, or null for gl_FragDepth. */
  readonly location: number | null;
}

export interface GlslProgram {
  readonly vertexSource: string;
  readonly fragmentSource: string;
  readonly attributes: readonly GlslAttribute[];
  readonly uniformBlocks: readonly GlslUniformBlock[];
  readonly samplers: readonly GlslSamplerBinding[];
  readonly uniforms: readonly GlslStateUniform[];
  readonly vertexOutputs: readonly GlslVertexOutput[];
  readonly fragmentOutputs: readonly GlslFragmentOutput[];
  /** System values each stage reads (TgsiSemantic values). */
  readonly systemValues: {
    readonly vertex: readonly TgsiSemantic[];
    readonly fragment: readonly TgsiSemantic[];
  };
  readonly key: Readonly<GlslVariantKey>;
}
