// Compiling and linking GLSL ES 3.00 programs. A compile or link failure of a translated shader is a
// driver bug or a context limit: it becomes a PipeError naming the method and carrying the info log.
import { PipeError } from '@gallium-ts/gallium-api';

function compile(gl: WebGL2RenderingContext, method: string, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type)!;
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) {
    const log = gl.getShaderInfoLog(shader);
    gl.deleteShader(shader);
    const stage = type === gl.VERTEX_SHADER ? 'vertex' : 'fragment';
    throw new PipeError(method, `the ${stage} shader did not compile: ${log}`);
  }
  return shader;
}

/**
 * Compiles and links a program; `beforeLink` runs between attaching and linking (attribute locations,
 * transform-feedback varyings). Throws PipeError with the info log on failure.
 */
export function linkGlProgram(
  gl: WebGL2RenderingContext,
  method: string,
  vertexSource: string,
  fragmentSource: string,
  beforeLink?: (program: WebGLProgram) => void,
): WebGLProgram {
  const vs = compile(gl, method, gl.VERTEX_SHADER, vertexSource);
  let fs: WebGLShader;
  try {
    fs = compile(gl, method, gl.FRAGMENT_SHADER, fragmentSource);
  } catch (e) {
    gl.deleteShader(vs);
    throw e;
  }
  const program = gl.createProgram()!;
  gl.attachShader(program, vs);
  gl.attachShader(program, fs);
  beforeLink?.(program);
  gl.linkProgram(program);
  gl.deleteShader(vs);
  gl.deleteShader(fs);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) {
    const log = gl.getProgramInfoLog(program);
    gl.deleteProgram(program);
    throw new PipeError(method, `the program did not link: ${log}`);
  }
  return program;
}

/** A vertex shader drawing one triangle that covers the viewport (draw 3 vertices, no attributes). */
export const FULLSCREEN_VS = `#version 300 es
void main() {
  vec2 p = vec2(float((gl_VertexID & 1) * 4 - 1), float((gl_VertexID >> 1) * 4 - 1));
  gl_Position = vec4(p, 0.0, 1.0);
}
`;
