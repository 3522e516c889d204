import createGL from 'gl';

const gl0 = createGL(4, 4, { createWebGL2Context: true, preserveDrawingBuffer: true });
const gl = new Proxy(gl0, {
  get(t, k) {
    const v = t[k];
    if (typeof v !== 'function') return v;
    return (...a) => {
      const r = v.apply(t, a);
      const e = t.getError();
      if (e) console.log('ERR', k, e.toString(16));
      return r;
    };
  },
});
gl.getExtension('EXT_color_buffer_float');
function sh(type, src) {
  const s = gl.createShader(type);
  gl.shaderSource(s, src);
  gl.compileShader(s);
  console.log('compile', gl.getShaderParameter(s, gl.COMPILE_STATUS), gl.getShaderInfoLog(s));
  return s;
}
const vs = sh(
  gl.VERTEX_SHADER,
  `#version 300 es
layout(location=0) in vec4 p; flat out uvec4 v; out vec4 tf;
void main(){ gl_Position=p; v=floatBitsToUint(p); tf = p*2.0; }`,
);
const fs = sh(
  gl.FRAGMENT_SHADER,
  `#version 300 es
precision highp float; precision highp int;
flat in uvec4 v; layout(location=0) out vec4 o;
layout(std140) uniform B0 { vec4 c[2]; } cb0;
void main(){ uint z = v.x*0u; float nan = uintBitsToFloat(0x7fc00123u + z); o = vec4(uintBitsToFloat(floatBitsToUint(nan)), uintBitsToFloat(0x80000000u+z), uintBitsToFloat(0xffffffffu+z), cb0.c[1].x); }`,
);
const p = gl.createProgram();
gl.attachShader(p, vs);
gl.attachShader(p, fs);
gl.transformFeedbackVaryings(p, ['tf'], gl.SEPARATE_ATTRIBS);
gl.linkProgram(p);
console.log('link', gl.getProgramParameter(p, gl.LINK_STATUS), gl.getProgramInfoLog(p));
gl.useProgram(p);
const tex = gl.createTexture();
gl.bindTexture(gl.TEXTURE_2D, tex);
gl.texStorage2D(gl.TEXTURE_2D, 1, gl.RGBA32F, 4, 4);
const fb = gl.createFramebuffer();
gl.bindFramebuffer(gl.FRAMEBUFFER, fb);
gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, tex, 0);
console.log('fbstatus', gl.checkFramebufferStatus(gl.FRAMEBUFFER) === gl.FRAMEBUFFER_COMPLETE);
const ub = gl.createBuffer();
gl.bindBuffer(gl.UNIFORM_BUFFER, ub);
gl.bufferData(gl.UNIFORM_BUFFER, new Float32Array([0, 0, 0, 0, 7, 0, 0, 0]), gl.STATIC_DRAW);
gl.uniformBlockBinding(p, gl.getUniformBlockIndex(p, 'B0'), 3);
gl.bindBufferBase(gl.UNIFORM_BUFFER, 3, ub);
const vb = gl.createBuffer();
gl.bindBuffer(gl.ARRAY_BUFFER, vb);
gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 0, 1, 3, -1, 0, 1, -1, 3, 0, 1]), gl.STATIC_DRAW);
gl.enableVertexAttribArray(0);
gl.vertexAttribPointer(0, 4, gl.FLOAT, false, 0, 0);
const tfb = gl.createBuffer();
gl.bindBuffer(gl.TRANSFORM_FEEDBACK_BUFFER, tfb);
gl.bufferData(gl.TRANSFORM_FEEDBACK_BUFFER, 48, gl.STATIC_READ);
gl.bindBufferBase(gl.TRANSFORM_FEEDBACK_BUFFER, 0, tfb);
gl.viewport(0, 0, 4, 4);
gl.beginTransformFeedback(gl.TRIANGLES);
gl.drawArrays(gl.TRIANGLES, 0, 3);
gl.endTransformFeedback();
const out = new Float32Array(16 * 4);
gl.readPixels(0, 0, 4, 4, gl.RGBA, gl.FLOAT, out);
console.log(Array.from(new Uint32Array(out.buffer).slice(0, 4)).map((x) => x.toString(16)));
gl.bindBufferBase(gl.TRANSFORM_FEEDBACK_BUFFER, 0, null);
const r = new Float32Array(12);
gl.bindBuffer(gl.TRANSFORM_FEEDBACK_BUFFER, tfb);
gl.getBufferSubData(gl.TRANSFORM_FEEDBACK_BUFFER, 0, r);
console.log(r);
