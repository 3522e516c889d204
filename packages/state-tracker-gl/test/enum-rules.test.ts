// The table test of the enum rules: every entry point's enum parameters accept exactly the values
// ENUM_RULES lists. Each legal value records no GL_INVALID_ENUM; illegal values record GL_INVALID_ENUM
// and change no state (the whole glGet state is compared).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENUM_RULES, type EnumRule } from '../src/errors/enum-rules.js';
import * as gl from '../src/index.js';
import { type NoopGl, noopContext } from './helpers/context.js';
import { stateSnapshot } from './helpers/state-snapshot.js';

const {
  GL_FRONT,
  GL_LIGHT0,
  GL_AMBIENT,
  GL_TEXTURE_ENV,
  GL_TEXTURE_ENV_MODE,
  GL_TEXTURE_2D,
  GL_S,
  GL_TEXTURE_GEN_MODE,
  GL_EYE_LINEAR,
  GL_ARRAY_BUFFER,
  GL_STATIC_DRAW,
  GL_SAMPLES_PASSED,
} = gl;

/** How to call the entry point with `v` in the parameter a rule describes. */
const CALLS: Record<EnumRule, (v: number) => void> = {
  'glBegin.mode': (v) => {
    gl.glBegin(v);
    gl.glEnd();
  },
  'glMatrixMode.mode': (v) => gl.glMatrixMode(v),
  'glShadeModel.mode': (v) => gl.glShadeModel(v),
  'glFrontFace.mode': (v) => gl.glFrontFace(v),
  'glCullFace.mode': (v) => gl.glCullFace(v),
  'glPolygonMode.face': (v) => gl.glPolygonMode(v, gl.GL_LINE),
  'glPolygonMode.mode': (v) => gl.glPolygonMode(gl.GL_FRONT_AND_BACK, v),
  'glAlphaFunc.func': (v) => gl.glAlphaFunc(v, 0.5),
  'glDepthFunc.func': (v) => gl.glDepthFunc(v),
  'glStencilFunc.func': (v) => gl.glStencilFunc(v, 1, 0xff),
  'glStencilFuncSeparate.face': (v) => gl.glStencilFuncSeparate(v, gl.GL_EQUAL, 1, 0xff),
  'glStencilOp.op': (v) => gl.glStencilOp(gl.GL_KEEP, v, gl.GL_KEEP),
  'glStencilOpSeparate.face': (v) => gl.glStencilOpSeparate(v, gl.GL_INCR, gl.GL_KEEP, gl.GL_KEEP),
  'glStencilMaskSeparate.face': (v) => gl.glStencilMaskSeparate(v, 0x0f),
  'glBlendFunc.sfactor': (v) => gl.glBlendFunc(v, gl.GL_ONE),
  'glBlendFunc.dfactor': (v) => gl.glBlendFunc(gl.GL_ONE, v),
  'glBlendFuncSeparate.sfactor': (v) => gl.glBlendFuncSeparate(v, gl.GL_ONE, v, gl.GL_ONE),
  'glBlendFuncSeparate.dfactor': (v) => gl.glBlendFuncSeparate(gl.GL_ONE, v, gl.GL_ONE, v),
  'glBlendEquation.mode': (v) => gl.glBlendEquation(v),
  'glLogicOp.opcode': (v) => gl.glLogicOp(v),
  'glHint.target': (v) => gl.glHint(v, gl.GL_NICEST),
  'glHint.mode': (v) => gl.glHint(gl.GL_FOG_HINT, v),
  'glPointParameterf.pname': (v) =>
    gl.glPointParameterf(v, v === gl.GL_POINT_SPRITE_COORD_ORIGIN ? gl.GL_LOWER_LEFT : 2),
  'glPointParameterfv.pname': (v) =>
    gl.glPointParameterfv(v, v === gl.GL_POINT_SPRITE_COORD_ORIGIN ? [gl.GL_LOWER_LEFT] : [2, 0, 0]),
  'glLightf.light': (v) => gl.glLightf(v, gl.GL_SPOT_EXPONENT, 2),
  'glLightf.pname': (v) => gl.glLightf(GL_LIGHT0, v, 2),
  'glLightfv.pname': (v) => gl.glLightfv(GL_LIGHT0, v, [0.5, 0.5, 0.5, 1]),
  'glLightModelf.pname': (v) =>
    gl.glLightModelf(v, v === gl.GL_LIGHT_MODEL_COLOR_CONTROL ? gl.GL_SEPARATE_SPECULAR_COLOR : 1),
  'glLightModelfv.pname': (v) =>
    gl.glLightModelfv(
      v,
      v === gl.GL_LIGHT_MODEL_COLOR_CONTROL ? [gl.GL_SEPARATE_SPECULAR_COLOR] : [1, 0.5, 0.5, 1],
    ),
  'glLightModel.colorControl': (v) => gl.glLightModeli(gl.GL_LIGHT_MODEL_COLOR_CONTROL, v),
  'glMaterialf.face': (v) => gl.glMaterialf(v, gl.GL_SHININESS, 5),
  'glMaterialf.pname': (v) => gl.glMaterialf(GL_FRONT, v, 5),
  'glMaterialfv.pname': (v) => gl.glMaterialfv(GL_FRONT, v, [0.5, 0.5, 0.5, 1]),
  'glGetMaterialfv.face': (v) => gl.glGetMaterialfv(v, GL_AMBIENT, new Float32Array(4)),
  'glGetMaterialfv.pname': (v) => gl.glGetMaterialfv(GL_FRONT, v, new Float32Array(4)),
  'glColorMaterial.mode': (v) => gl.glColorMaterial(GL_FRONT, v),
  'glFogf.pname': (v) =>
    gl.glFogf(v, v === gl.GL_FOG_MODE ? gl.GL_LINEAR : v === gl.GL_FOG_COORD_SRC ? gl.GL_FOG_COORD : 0.5),
  'glFogfv.pname': (v) =>
    gl.glFogfv(
      v,
      v === gl.GL_FOG_MODE
        ? [gl.GL_LINEAR]
        : v === gl.GL_FOG_COORD_SRC
          ? [gl.GL_FOG_COORD]
          : [0.5, 0.5, 0.5, 0.5],
    ),
  'glFog.mode': (v) => gl.glFogi(gl.GL_FOG_MODE, v),
  'glFog.coordSource': (v) => gl.glFogi(gl.GL_FOG_COORD_SRC, v),
  'glTexGeni.coord': (v) => gl.glTexGeni(v, GL_TEXTURE_GEN_MODE, GL_EYE_LINEAR),
  'glTexGeni.pname': (v) => gl.glTexGeni(GL_S, v, GL_EYE_LINEAR),
  'glTexGenfv.pname': (v) =>
    gl.glTexGenfv(GL_S, v, v === GL_TEXTURE_GEN_MODE ? [GL_EYE_LINEAR] : [1, 2, 3, 4]),
  'glTexGen.modeST': (v) => gl.glTexGeni(gl.GL_T, GL_TEXTURE_GEN_MODE, v),
  'glTexGen.modeR': (v) => gl.glTexGeni(gl.GL_R, GL_TEXTURE_GEN_MODE, v),
  'glTexGen.modeQ': (v) => gl.glTexGeni(gl.GL_Q, GL_TEXTURE_GEN_MODE, v),
  'glTexEnvf.target': (v) =>
    gl.glTexEnvf(
      v,
      v === GL_TEXTURE_ENV
        ? GL_TEXTURE_ENV_MODE
        : v === gl.GL_POINT_SPRITE
          ? gl.GL_COORD_REPLACE
          : gl.GL_TEXTURE_LOD_BIAS,
      v === GL_TEXTURE_ENV ? gl.GL_ADD : 1,
    ),
  'glTexEnv.mode': (v) => gl.glTexEnvi(GL_TEXTURE_ENV, GL_TEXTURE_ENV_MODE, v),
  'glTexEnv.combineRgb': (v) => gl.glTexEnvi(GL_TEXTURE_ENV, gl.GL_COMBINE_RGB, v),
  'glTexEnv.combineAlpha': (v) => gl.glTexEnvi(GL_TEXTURE_ENV, gl.GL_COMBINE_ALPHA, v),
  'glTexEnv.source': (v) => gl.glTexEnvi(GL_TEXTURE_ENV, gl.GL_SRC1_RGB, v),
  'glTexEnv.operandRgb': (v) => gl.glTexEnvi(GL_TEXTURE_ENV, gl.GL_OPERAND2_RGB, v),
  'glTexEnv.operandAlpha': (v) => gl.glTexEnvi(GL_TEXTURE_ENV, gl.GL_OPERAND1_ALPHA, v),
  'glTexParameter.target': (v) => gl.glTexParameteri(v, gl.GL_TEXTURE_MAG_FILTER, gl.GL_NEAREST),
  'glTexParameter.minFilter': (v) => gl.glTexParameteri(GL_TEXTURE_2D, gl.GL_TEXTURE_MIN_FILTER, v),
  'glTexParameter.magFilter': (v) => gl.glTexParameteri(GL_TEXTURE_2D, gl.GL_TEXTURE_MAG_FILTER, v),
  'glTexParameter.wrap': (v) => gl.glTexParameteri(GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_T, v),
  'glTexParameter.compareMode': (v) => gl.glTexParameteri(GL_TEXTURE_2D, gl.GL_TEXTURE_COMPARE_MODE, v),
  'glTexParameter.depthMode': (v) => gl.glTexParameteri(GL_TEXTURE_2D, gl.GL_DEPTH_TEXTURE_MODE, v),
  'glVertexPointer.type': (v) => gl.glVertexPointer(3, v, 0, new Float32Array(9)),
  'glNormalPointer.type': (v) => gl.glNormalPointer(v, 0, new Float32Array(9)),
  'glColorPointer.type': (v) => gl.glColorPointer(4, v, 0, new Float32Array(12)),
  'glSecondaryColorPointer.type': (v) => gl.glSecondaryColorPointer(3, v, 0, new Float32Array(9)),
  'glTexCoordPointer.type': (v) => gl.glTexCoordPointer(2, v, 0, new Float32Array(6)),
  'glFogCoordPointer.type': (v) => gl.glFogCoordPointer(v, 0, new Float32Array(3)),
  'glIndexPointer.type': (v) => gl.glIndexPointer(v, 0, new Float32Array(3)),
  'glVertexAttribPointerARB.type': (v) =>
    gl.glVertexAttribPointerARB(1, 4, v, false, 0, new Float32Array(12)),
  'glBindProgramARB.target': (v) => gl.glBindProgramARB(v, 1),
  'glProgramStringARB.format': (v) => {
    const text = '!!ARBvp1.0\nMOV result.position, vertex.position;\nEND';
    gl.glProgramStringARB(gl.GL_VERTEX_PROGRAM_ARB, v, text.length, text);
  },
  'glEnableClientState.array': (v) => gl.glEnableClientState(v),
  'glInterleavedArrays.format': (v) => gl.glInterleavedArrays(v, 0, new Float32Array(64)),
  'glDrawElements.type': (v) => gl.glDrawElements(gl.GL_POINTS, 1, v, new Uint32Array(1)),
  'glBindBuffer.target': (v) => gl.glBindBuffer(v, 0),
  'glBufferData.usage': (v) => {
    gl.glBindBuffer(GL_ARRAY_BUFFER, 7);
    gl.glBufferData(GL_ARRAY_BUFFER, 4, null, v);
    gl.glBindBuffer(GL_ARRAY_BUFFER, 0);
  },
  'glMapBuffer.access': (v) => {
    gl.glBindBuffer(GL_ARRAY_BUFFER, 8);
    gl.glBufferData(GL_ARRAY_BUFFER, 4, null, GL_STATIC_DRAW);
    if (gl.glMapBuffer(GL_ARRAY_BUFFER, v)) gl.glUnmapBuffer(GL_ARRAY_BUFFER);
    gl.glBindBuffer(GL_ARRAY_BUFFER, 0);
  },
  'glGetBufferParameteriv.pname': (v) => {
    gl.glBindBuffer(GL_ARRAY_BUFFER, 9);
    gl.glGetBufferParameteriv(GL_ARRAY_BUFFER, v, new Int32Array(1));
    gl.glBindBuffer(GL_ARRAY_BUFFER, 0);
  },
  'glNewList.mode': (v) => {
    gl.glNewList(50, v);
    gl.glEndList();
  },
  'glCallLists.type': (v) => gl.glCallLists(1, v, new Uint8Array(4)),
  'glClipPlane.plane': (v) => gl.glClipPlane(v, [1, 0, 0, 0]),
  'glGetQueryObjectuiv.pname': (v) => {
    const id = new Uint32Array(1);
    gl.glGenQueries(1, id);
    gl.glBeginQuery(GL_SAMPLES_PASSED, id[0]!);
    gl.glEndQuery(GL_SAMPLES_PASSED);
    gl.glGetQueryObjectuiv(id[0]!, v, new Uint32Array(1));
    gl.glDeleteQueries(1, id);
  },
  'glGetQueryiv.pname': (v) => gl.glGetQueryiv(GL_SAMPLES_PASSED, v, new Int32Array(1)),
  'glBeginConditionalRender.mode': (v) => {
    const id = new Uint32Array(1);
    gl.glGenQueries(1, id);
    gl.glBeginQuery(GL_SAMPLES_PASSED, id[0]!);
    gl.glEndQuery(GL_SAMPLES_PASSED);
    gl.glBeginConditionalRender(id[0]!, v);
    // After a refused begin this records INVALID_OPERATION, but the begin's error stays the first.
    gl.glEndConditionalRender();
    gl.glDeleteQueries(1, id);
  },
  'glQueryCounter.target': (v) => {
    gl.glQueryCounter(77, v);
  },
  'glCopyPixels.type': (v) => gl.glCopyPixels(0, 0, 1, 1, v),
  'glTexImage1D.target': (v) =>
    gl.glTexImage1D(v, 0, gl.GL_RGBA, 1, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, null),
  'glTexImage2D.target': (v) =>
    gl.glTexImage2D(v, 0, gl.GL_RGBA, 1, 1, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, null),
  'glTexImage3D.target': (v) =>
    gl.glTexImage3D(v, 0, gl.GL_RGBA, 1, 1, 1, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, null),
  'glGetString.name': (v) => gl.glGetString(v),
  'glGetPointerv.pname': (v) => gl.glGetPointerv(v, []),
  'glRenderMode.mode': (v) => {
    gl.glRenderMode(v);
    gl.glRenderMode(gl.GL_RENDER);
  },
  'glFeedbackBuffer.type': (v) => gl.glFeedbackBuffer(4, v, feedbackArray),
};

const feedbackArray = new Float32Array(4);

/** Values legal for no rule parameter of this kind: a GL enum of another area, and garbage. */
const ILLEGAL = [0x1234, gl.GL_TEXTURE_WIDTH];

let ctx: NoopGl;
beforeAll(async () => {
  ctx = await noopContext();
});
afterAll(async () => {
  await ctx.ctx.destroy();
  gl.makeCurrent(null);
});

describe('enum rules: one row per entry-point parameter', () => {
  it('covers every rule with an invocation', () => {
    expect(Object.keys(CALLS).sort()).toEqual(Object.keys(ENUM_RULES).sort());
  });

  for (const key of Object.keys(ENUM_RULES) as EnumRule[]) {
    it(`${key}: legal values record no INVALID_ENUM; illegal ones do and change nothing`, () => {
      gl.makeCurrent(ctx.ctx);
      gl.glGetError();
      for (const v of ENUM_RULES[key]) {
        gl.glPushAttrib(gl.GL_ALL_ATTRIB_BITS);
        CALLS[key](v);
        const error = gl.glGetError();
        gl.glPopAttrib();
        gl.glGetError();
        expect.soft(error, `${key} = 0x${v.toString(16)}`).not.toBe(gl.GL_INVALID_ENUM);
      }
      for (const v of ILLEGAL) {
        if (ENUM_RULES[key].has(v)) continue;
        const before = stateSnapshot();
        CALLS[key](v);
        expect(gl.glGetError(), `${key} = 0x${v.toString(16)}`).toBe(gl.GL_INVALID_ENUM);
        expect(stateSnapshot()).toEqual(before);
      }
    });
  }
});
