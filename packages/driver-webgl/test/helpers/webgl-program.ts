// Compiles and links a translated GlslProgram on a WebGL2 context the way the driver will: info logs
// checked, uniform blocks bound to their binding points, samplers to their units, state uniforms set.
import type { GlslProgram } from '../../src/glsl/index.js';
import type { GlContextLike } from '../../src/platform/index.js';

function numbered(source: string): string {
  return source
    .split('\n')
    .map((l, i) => `${String(i + 1).padStart(4)}: ${l}`)
    .join('\n');
}

function compile(gl: GlContextLike, type: number, source: string): WebGLShader {
  const s = gl.createShader(type)!;
  gl.shaderSource(s, source);
  gl.compileShader(s);
  if (!gl.getShaderParameter(s, gl.COMPILE_STATUS)) {
    const log = gl.getShaderInfoLog(s);
    gl.deleteShader(s);
    throw new Error(`GLSL compile failed:\n${log}\n${numbered(source)}`);
  }
  return s;
}

export interface LinkedProgram {
  program: WebGLProgram;
  /** Info logs of both shaders and the program (empty when the compiler had nothing to say). */
  logs: string[];
  setUniform(name: string, value: number | readonly number[]): void;
  dispose(): void;
}

/** Compiles, links and binds the program's blocks and samplers; `capture` lists transform feedback varyings. */
export function linkGlsl(gl: GlContextLike, p: GlslProgram, capture: readonly string[] = []): LinkedProgram {
  const vs = compile(gl, gl.VERTEX_SHADER, p.vertexSource);
  const fs = compile(gl, gl.FRAGMENT_SHADER, p.fragmentSource);
  const program = gl.createProgram()!;
  gl.attachShader(program, vs);
  gl.attachShader(program, fs);
  if (capture.length > 0) gl.transformFeedbackVaryings(program, [...capture], gl.INTERLEAVED_ATTRIBS);
  gl.linkProgram(program);
  const logs = [
    gl.getShaderInfoLog(vs) ?? '',
    gl.getShaderInfoLog(fs) ?? '',
    gl.getProgramInfoLog(program) ?? '',
  ];
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) {
    throw new Error(
      `GLSL link failed:\n${logs[2]}\nVS:\n${numbered(p.vertexSource)}\nFS:\n${numbered(p.fragmentSource)}`,
    );
  }
  gl.useProgram(program);
  for (const b of p.uniformBlocks) {
    const index = gl.getUniformBlockIndex(program, b.name);
    if (index !== gl.INVALID_INDEX) gl.uniformBlockBinding(program, index, b.binding);
  }
  for (const s of p.samplers) {
    const loc = gl.getUniformLocation(program, s.name);
    if (loc) gl.uniform1i(loc, s.unit);
  }
  const setUniform = (name: string, value: number | readonly number[]) => {
    const u = p.uniforms.find((x) => x.name === name);
    if (!u) throw new Error(`the program has no uniform ${name}`);
    const values = typeof value === 'number' ? [value] : [...value];
    const loc = gl.getUniformLocation(program, u.count > 1 ? `${name}[0]` : name);
    if (!loc) return; // optimised away
    if (u.type === 'float') gl.uniform1fv(loc, values);
    else if (u.type === 'int') gl.uniform1iv(loc, values);
    else if (u.type === 'uint') gl.uniform1uiv(loc, values);
    else gl.uniform4fv(loc, values);
  };
  // State defaults: a point covers one pixel, levels of a single-level view.
  if (p.uniforms.some((u) => u.name === 'gts_pointSize')) setUniform('gts_pointSize', 1);
  for (const s of p.samplers) if (s.levelsUniform) setUniform(s.levelsUniform, 1);
  return {
    program,
    logs: logs.filter((l) => l.trim() !== ''),
    setUniform,
    dispose() {
      gl.deleteProgram(program);
      gl.deleteShader(vs);
      gl.deleteShader(fs);
    },
  };
}
