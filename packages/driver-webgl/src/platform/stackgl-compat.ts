// Makes a context of the npm package `gl` (9.0.0-rc.10) behave as WebGL2 for the entry points the
// driver uses. Its JavaScript layer is WebGL1's: bindBuffer/bufferData/bufferSubData refuse every
// target but ARRAY_BUFFER and ELEMENT_ARRAY_BUFFER, texParameter refuses WebGL2 parameters, and the
// WebGL2 methods it passes straight to native code expect numeric object ids where WebGL2 takes
// objects (so `transformFeedbackVaryings(program, ...)` silently acts on object 0), and blendEquation
// refuses MIN/MAX. Those methods are
// replaced here by calls of the native methods with ids. getBufferSubData is a no-op in its native
// code: it throws instead of returning zeros. transformFeedbackVaryings with several names captures
// the last name several times (freed strings in its native code): it throws for more than one name.
// drawBuffers/readBuffer turn every COLOR_ATTACHMENTi into attachment 0: both throw for anything but
// attachment 0 (a single render target). deleteTexture leaves an INVALID_ENUM for 2D-array and 3D textures, texImage2D refuses integer
// arrays: both are fixed. Native methods that take typed arrays ignore the
// view's byte offset and crash on plain arrays: their arguments are copied into fresh typed arrays.
import { PipeUnsupportedError } from '@gallium-ts/gallium-api';

type Fn = (...args: unknown[]) => unknown;
type Native = Record<string, Fn>;

/** The numeric id of a `gl` wrapper object (WebGLBuffer, WebGLProgram, WebGLUniformLocation ...). */
function id(o: unknown): unknown {
  return o !== null && typeof o === 'object' && '_' in o ? (o as { _: unknown })._ : (o ?? 0);
}

/** Arguments (by position) that are objects the native method wants as ids. */
const ID_ARGUMENTS: Record<string, readonly number[]> = {
  bindBufferBase: [2],
  bindBufferRange: [2],
  transformFeedbackVaryings: [0],
  getTransformFeedbackVarying: [0],
  getUniformBlockIndex: [0],
  uniformBlockBinding: [0],
  getActiveUniformBlockParameter: [0],
  getActiveUniformBlockName: [0],
  getUniformIndices: [0],
  getActiveUniforms: [0],
  getFragDataLocation: [0],
  uniform1ui: [0],
  uniform2ui: [0],
  uniform3ui: [0],
  uniform4ui: [0],
  uniform1uiv: [0],
  uniform2uiv: [0],
  uniform3uiv: [0],
  uniform4uiv: [0],
};

type ArrayCtor =
  | Float32ArrayConstructor
  | Int32ArrayConstructor
  | Uint32ArrayConstructor
  | Uint8ArrayConstructor;
/**
 * Arguments the native methods read as a typed array's whole backing store: they ignore the view's
 * byteOffset and crash on plain arrays. They get a fresh copy of exactly the view's bytes.
 */
const VIEW_ARGUMENTS: Record<string, readonly [number, ArrayCtor]> = {
  clearBufferfv: [2, Float32Array],
  clearBufferiv: [2, Int32Array],
  clearBufferuiv: [2, Uint32Array],
  uniform1uiv: [1, Uint32Array],
  uniform2uiv: [1, Uint32Array],
  uniform3uiv: [1, Uint32Array],
  uniform4uiv: [1, Uint32Array],
  uniformMatrix2x3fv: [2, Float32Array],
  uniformMatrix2x4fv: [2, Float32Array],
  uniformMatrix3x2fv: [2, Float32Array],
  uniformMatrix3x4fv: [2, Float32Array],
  uniformMatrix4x2fv: [2, Float32Array],
  uniformMatrix4x3fv: [2, Float32Array],
  vertexAttribI4iv: [1, Int32Array],
  vertexAttribI4uiv: [1, Uint32Array],
  texImage3D: [9, Uint8Array],
  texSubImage3D: [10, Uint8Array],
};

/** A copy of the data in its own buffer, starting at byte 0. */
function ownBytes(data: unknown, ctor: ArrayCtor): unknown {
  if (data === null || data === undefined) return data;
  const view = ArrayBuffer.isView(data) ? data : new ctor(data as ArrayLike<number>);
  return new Uint8Array(view.buffer, view.byteOffset, view.byteLength).slice();
}

const WEBGL1_BUFFER_TARGETS = new Set([0x8892, 0x8893]); // ARRAY_BUFFER, ELEMENT_ARRAY_BUFFER

/** Patches a `gl` WebGL2 context in place and returns it typed as WebGL2. */
export function makeStackglWebgl2(gl: WebGL2RenderingContext): WebGL2RenderingContext {
  const target = gl as unknown as Native & Record<string, unknown>;
  // The wrapper's methods are bound to a private context whose prototype chain ends in the native
  // methods; any wrapper object created by it knows that context.
  const probe = gl.createBuffer() as unknown as { _ctx: object };
  const priv = probe._ctx as Record<string, unknown>;
  gl.deleteBuffer(probe as unknown as WebGLBuffer);
  let proto = Object.getPrototypeOf(priv);
  let native: Native | null = null;
  while (proto && proto !== Object.prototype) {
    if (Object.hasOwn(proto, 'bindBuffer')) native = proto as Native;
    proto = Object.getPrototypeOf(proto);
  }
  if (!native) throw new Error('stackgl-compat: the native methods of `gl` were not found');
  const call = (name: string, args: unknown[]) => native![name]!.apply(priv, args);

  for (const name of new Set([...Object.keys(ID_ARGUMENTS), ...Object.keys(VIEW_ARGUMENTS)])) {
    if (typeof native[name] !== 'function') continue;
    const ids = ID_ARGUMENTS[name] ?? [];
    const view = VIEW_ARGUMENTS[name];
    target[name] = (...args: unknown[]) =>
      call(
        name,
        args.map((a, k) => (ids.includes(k) ? id(a) : view && view[0] === k ? ownBytes(a, view[1]) : a)),
      );
  }
  const wrapped = {
    bindBuffer: target.bindBuffer!,
    bufferData: target.bufferData!,
    bufferSubData: target.bufferSubData!,
    deleteTexture: target.deleteTexture!,
    texImage2D: target.texImage2D!,
    texSubImage2D: target.texSubImage2D!,
  };
  // Its deleteTexture unbinds 2D-array and 3D textures with activeTexture(TEXTURE_2D_ARRAY) (an
  // INVALID_ENUM) from the wrong unit: unbind them here first.
  const units = priv._textureUnits as Array<{ _bind2DArray?: unknown; _bind3D?: unknown }>;
  target.deleteTexture = (texture: unknown) => {
    const active = priv._activeTextureUnit as number;
    units.forEach((unit, i) => {
      for (const [slot, bindTarget] of [
        ['_bind2DArray', gl.TEXTURE_2D_ARRAY],
        ['_bind3D', gl.TEXTURE_3D],
      ] as const) {
        if (texture !== null && unit[slot] === texture) {
          gl.activeTexture(gl.TEXTURE0 + i);
          gl.bindTexture(bindTarget, null);
        }
      }
    });
    gl.activeTexture(gl.TEXTURE0 + active);
    return wrapped.deleteTexture(texture);
  };
  // Its texImage2D/texSubImage2D accept only 8-bit, 16-bit unsigned and float arrays (integer
  // formats get INVALID_VALUE): every other view is passed as the same bytes.
  target.texImage2D = (...args: unknown[]) =>
    wrapped.texImage2D(...args.map((a, k) => (k === 8 ? asBytes(a) : a)));
  target.texSubImage2D = (...args: unknown[]) =>
    wrapped.texSubImage2D(...args.map((a, k) => (k === 8 ? asBytes(a) : a)));
  target.bindBuffer = (t: unknown, buffer: unknown) =>
    WEBGL1_BUFFER_TARGETS.has(t as number)
      ? wrapped.bindBuffer(t, buffer)
      : call('bindBuffer', [t, id(buffer)]);
  target.bufferData = (t: unknown, data: unknown, usage: unknown) =>
    WEBGL1_BUFFER_TARGETS.has(t as number)
      ? wrapped.bufferData(t, data, usage)
      : call('bufferData', [t, bytes(data), usage]);
  target.bufferSubData = (t: unknown, offset: unknown, data: unknown) =>
    WEBGL1_BUFFER_TARGETS.has(t as number)
      ? wrapped.bufferSubData(t, offset, data)
      : call('bufferSubData', [t, offset, bytes(data)]);
  // Its blendEquation(Separate) takes MIN and MAX only with WebGL1's EXT_blend_minmax, which it does
  // not offer: WebGL2 has them, the native methods take them.
  target.blendEquation = (mode: unknown) => call('blendEquation', [mode]);
  target.blendEquationSeparate = (rgb: unknown, alpha: unknown) =>
    call('blendEquationSeparate', [rgb, alpha]);
  target.texParameteri = (t: unknown, pname: unknown, param: unknown) =>
    call('texParameteri', [t, pname, param]);
  target.texParameterf = (t: unknown, pname: unknown, param: unknown) =>
    call('texParameterf', [t, pname, param]);
  const tfVaryings = target.transformFeedbackVaryings!;
  target.transformFeedbackVaryings = (program: unknown, names: unknown, mode: unknown) => {
    if (Array.isArray(names) && names.length > 1) {
      throw new PipeUnsupportedError(
        'transformFeedbackVaryings',
        'the npm package `gl` 9.0.0-rc.10 keeps only the last of several names (its native code reads freed strings): capture one varying per program',
      );
    }
    return tfVaryings(program, names, mode);
  };
  // drawBuffers and readBuffer pass each enum through a native function with no default case, which
  // turns every value but BACK into COLOR_ATTACHMENT0 (and the WebGL2 context has no WEBGL_draw_buffers
  // to go around it): one colour attachment is all `gl` can draw to or read from.
  const drawBuffers = target.drawBuffers!;
  target.drawBuffers = (buffers: unknown) => {
    const list = [...(buffers as number[])];
    if (list.length !== 1 || (list[0] !== gl.COLOR_ATTACHMENT0 && list[0] !== gl.BACK)) {
      throw new PipeUnsupportedError(
        'drawBuffers',
        'the npm package `gl` 9.0.0-rc.10 turns every draw buffer into COLOR_ATTACHMENT0: only [COLOR_ATTACHMENT0] or [BACK] work',
      );
    }
    return drawBuffers(list);
  };
  target.readBuffer = (src: unknown) => {
    if (src !== gl.COLOR_ATTACHMENT0 && src !== gl.BACK) {
      throw new PipeUnsupportedError(
        'readBuffer',
        'the npm package `gl` 9.0.0-rc.10 can only read attachment 0: read another attachment through a framebuffer that has it at COLOR_ATTACHMENT0',
      );
    }
  };
  target.getBufferSubData = () => {
    throw new PipeUnsupportedError(
      'getBufferSubData',
      'the npm package `gl` 9.0.0-rc.10 does not implement it (its native code is a stub)',
    );
  };
  return gl;
}

/** An integer typed array as a Uint8Array over the same bytes; anything else unchanged. */
function asBytes(data: unknown): unknown {
  if (
    data instanceof Int32Array ||
    data instanceof Uint32Array ||
    data instanceof Int16Array ||
    data instanceof Int8Array
  ) {
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  }
  return data;
}

/** Typed arrays as bytes (the native methods take any view; sizes pass through). */
function bytes(data: unknown): unknown {
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return data;
}
