// GL programs of translated shader pairs: linked once per GlslProgram (the translator already caches
// those per shader pair and variant key) and per transform-feedback varying, with the uniform-block
// bindings and sampler units fixed at link time and the locations of the state uniforms looked up.
import type { PipeStreamOutputInfo } from '@gallium-ts/gallium-api';
import type { TgsiShader } from '@gallium-ts/tgsi';
import type { WebglDevice } from '../device.js';
import { linkGlProgram } from '../gl-program.js';
import type { GlslProgram } from '../glsl/index.js';

/** What a shader CSO keeps: the TGSI, whether it has flat (CONSTANT) fragment inputs, its stream output. */
export interface ShaderData {
  readonly tokens: TgsiShader;
  readonly flatInputs: boolean;
  /** The vertex shader's stream-output layout (null: none). */
  readonly streamOutput: PipeStreamOutputInfo | null;
}

export interface LinkedProgram {
  readonly program: WebGLProgram;
  readonly source: GlslProgram;
  /** Locations of the state uniforms by name (gts_pointSize, gts_clipPlane, ...). */
  readonly uniforms: ReadonlyMap<string, WebGLUniformLocation>;
  /** Locations of the `<sampler>_levels` uniforms, per sampler binding (null when it has none). */
  readonly levels: readonly (WebGLUniformLocation | null)[];
  /** Values last written to each state uniform (skips redundant uniform calls). */
  readonly last: Map<string, string>;
  /** The draw-dependent values (base vertex, instance) the state uniforms were last set for. */
  uniformsFor: string | null;
}

export class ProgramCache {
  private readonly linked = new WeakMap<GlslProgram, Map<string, LinkedProgram>>();
  private readonly all = new Set<WebGLProgram>();
  /** Programs linked (for tests and statistics). */
  links = 0;

  constructor(private readonly device: WebglDevice) {}

  /** The GL program of `source`, capturing `feedbackVarying` with transform feedback when given. */
  get(source: GlslProgram, feedbackVarying: string | null): LinkedProgram {
    let byVarying = this.linked.get(source);
    if (!byVarying) {
      byVarying = new Map();
      this.linked.set(source, byVarying);
    }
    const key = feedbackVarying ?? '';
    let linked = byVarying.get(key);
    if (!linked) {
      linked = this.link(source, feedbackVarying);
      byVarying.set(key, linked);
    }
    return linked;
  }

  release(): void {
    if (this.device.isLost) return;
    for (const p of this.all) this.device.gl.deleteProgram(p);
    this.all.clear();
  }

  private link(source: GlslProgram, feedbackVarying: string | null): LinkedProgram {
    const gl = this.device.gl;
    const program = linkGlProgram(gl, 'drawVbo', source.vertexSource, source.fragmentSource, (p) => {
      for (const a of source.attributes) gl.bindAttribLocation(p, a.location, a.name);
      if (feedbackVarying !== null) gl.transformFeedbackVaryings(p, [feedbackVarying], gl.SEPARATE_ATTRIBS);
    });
    this.links++;
    this.all.add(program);
    this.device.disturb();
    gl.useProgram(program);
    for (const block of source.uniformBlocks) {
      const index = gl.getUniformBlockIndex(program, block.name);
      if (index !== gl.INVALID_INDEX) gl.uniformBlockBinding(program, index, block.binding);
    }
    const levels = source.samplers.map((s) => {
      const location = gl.getUniformLocation(program, s.name);
      if (location) gl.uniform1i(location, s.unit);
      return s.levelsUniform ? gl.getUniformLocation(program, s.levelsUniform) : null;
    });
    const uniforms = new Map<string, WebGLUniformLocation>();
    for (const u of source.uniforms) {
      // arrays by the name of their first element (the npm package `gl` finds them only so)
      const location =
        gl.getUniformLocation(program, u.name) ??
        (u.count > 1 ? gl.getUniformLocation(program, `${u.name}[0]`) : null);
      if (location) uniforms.set(u.name, location);
    }
    return { program, source, uniforms, levels, last: new Map(), uniformsFor: null };
  }
}
