// The shaders the front end makes use only what every driver runs: driver-soft executes TGSI (the
// interpreter and JIT tests), and driver-webgl's TGSI → GLSL ES 3.00 translator accepts each vertex /
// fragment pair below, covering every instruction, relative addressing, the lowerings, every texture
// target and both result kinds.
import { defaultVariantKey, translateProgram } from '@gallium-ts/driver-webgl';
import { describe, expect, test } from 'vitest';
import { compileArbProgram } from '../../src/arb/index.js';

const VERTEX = {
  'every vertex instruction, relative addressing': `!!ARBvp1.0
ADDRESS a0;
PARAM m[] = { state.matrix.mvp, program.env[0..3], {1, 2, 3, 4} };
TEMP t, u;
ARL a0.x, vertex.attrib[1].x;
DP4 result.position.x, m[a0.x + 1], vertex.position;
DP4 result.position.yzw, m[a0.x - 1], vertex.position;
ABS t, vertex.normal; ADD t, t, 1; DP3 u, t, t; DPH u.x, t, u; DST u, t, u; EX2 t, u.x; EXP u, t.y;
FLR t, u; FRC u, t; LG2 t.x, u.y; LIT u, t; LOG t, u.z; MAD t, t, u, m[5]; MAX t, t, u; MIN u, t, u;
MUL t, t, u; POW u, t.x, u.y; RCP t, u.z; RSQ u, t.w; SGE t, t, u; SLT u, t, u; SUB t, t, u;
SWZ u, t, -x, 1, 0, w; XPD t, t, u;
MOV result.color, t; MOV result.color.secondary, u; MOV result.color.back, t; MOV result.color.back.secondary, u;
MOV result.fogcoord, vertex.fogcoord; MOV result.pointsize, t; MOV result.texcoord[3], vertex.texcoord[2];
END`,
  'position invariant with clip planes': `!!ARBvp1.0
OPTION ARB_position_invariant;
MOV result.color, vertex.color;
MOV result.texcoord[0], vertex.texcoord[0];
MOV result.texcoord[1], vertex.texcoord[1];
MOV result.texcoord[2], vertex.texcoord[2];
MOV result.fogcoord, vertex.fogcoord;
END`,
};

const FRAGMENT = {
  'every fragment ALU instruction, _SAT, KIL, the depth result': `!!ARBfp1.0
OPTION ARB_precision_hint_nicest;
TEMP t, u;
ABS_SAT t, fragment.color; ADD t, t, fragment.texcoord[1]; CMP u, t, t, -t; COS t.x, u.y; DP3 u, t, u;
DP4 t, t, u; DPH u, t, u; DST t, t, u; EX2 u, t.x; FLR t, u; FRC u, t; LG2 t, u.x; LIT u, t;
LRP t, u, t, fragment.color.secondary; MAD u, t, u, state.texenv[1].color; MAX t, t, u; MIN u, t, u;
MUL t, t, u; POW u, t.x, u.y; RCP t, u.z; RSQ u, t.w; SCS t.xy, u.x; SGE u, t, u; SIN t, u.x; SLT u, t, u;
SUB t, t, u; SWZ_SAT u, t, -r, 1, 0, a; XPD t, t, u; KIL -t; KIL fragment.position;
MOV result.color, t; MOV result.depth.z, state.depth.range.x;
END`,
  'every texture target and lookup, fog': `!!ARBfp1.0
OPTION ARB_fog_exp2;
TEMP t, u;
TEX t, fragment.texcoord[0], texture[0], 1D;
TXP u, fragment.texcoord[1], texture[1], 2D;
TXB t, t, texture[2], 3D;
TEX u, u, texture[3], CUBE;
TXP t, t, texture[4], RECT;
ADD result.color, t, u;
END`,
  'shadow targets': `!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
OPTION ARB_fog_linear;
TEMP t, u;
TEX t, fragment.texcoord[0], texture[0], SHADOW1D;
TXP u, fragment.texcoord[1], texture[1], SHADOW2D;
TXB t, fragment.texcoord[2], texture[2], SHADOWRECT;
ADD result.color, t, u;
END`,
};

describe('driver-webgl translates every pair', () => {
  for (const [vsName, vsText] of Object.entries(VERTEX)) {
    for (const [fsName, fsText] of Object.entries(FRAGMENT)) {
      test(`${vsName} + ${fsName}`, () => {
        const clipPlanes = vsName.includes('clip') ? [0, 5] : [];
        const vs = compileArbProgram(vsText, 'vertex', { clipPlanes }).shader;
        const fs = compileArbProgram(fsText, 'fragment').shader;
        const key = { ...defaultVariantKey(), clipPlaneEnable: clipPlanes.reduce((m, i) => m | (1 << i), 0) };
        const program = translateProgram(vs, fs, key);
        expect(program.vertexSource.length).toBeGreaterThan(0);
        if (fsName.includes('KIL')) expect(program.fragmentSource).toContain('discard');
      });
    }
  }
});
