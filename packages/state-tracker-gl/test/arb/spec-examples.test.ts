// Every example program of the ARB_vertex_program, ARB_fragment_program and
// ARB_fragment_program_shadow specifications loads (the issue snippets that are not whole programs are
// wrapped in the declarations they assume, their temporary "result" renamed "res": "result" is a
// reserved word), and the counts the specifications state for them hold.
import { compileTgsi, dumpTgsi, parseTgsi, type TgsiShader } from '@gallium-ts/tgsi';
import { describe, expect, test } from 'vitest';
import { compileArbProgram } from '../../src/arb/index.js';

const VERTEX_EXAMPLES: Record<string, string> = {
  'issue 50: program matrices and their transpose': `!!ARBvp1.0
PARAM mat1[4] = { state.matrix.program[0] };
PARAM mat2[4] = { state.matrix.program[0].transpose };
MOV result.texcoord[0], mat1[0];
MOV result.texcoord[1], mat2[3];
END`,
  'issue 69: determinant of a 3x3 matrix': `!!ARBvp1.0
PARAM vec0 = program.env[0];
PARAM vec1 = program.env[1];
PARAM vec2 = program.env[2];
TEMP res;
#
# Determinant of | vec0.x  vec0.y  vec0.z | into res.
#                | vec1.x  vec1.y  vec1.z |
#                | vec2.x  vec2.y  vec2.z |
#
MUL res, vec1.zxyw, vec2.yzxw;
MAD res, vec1.yzxw, vec2.zxyw, -res;
DP3 res, vec0, res;
MOV result.texcoord, res;
END`,
  'issue 70: transform and homogeneous divide': `!!ARBvp1.0
ATTRIB  pos = vertex.position;
TEMP    res, temp;
PARAM   mat[4] = { state.matrix.modelview };

DP4     res.w, pos, mat[3];
DP4     res.x, pos, mat[0];
DP4     res.y, pos, mat[1];
DP4     res.z, pos, mat[2];
RCP     temp.w, res.w;
MUL     res, res, temp.w;
MOV     result.position, res;
END`,
  'issue 71: vector weighting': `!!ARBvp1.0
PARAM vec0 = program.local[0];
PARAM vec1 = program.local[1];
PARAM a = program.local[2];
TEMP res;
# res = a * vec0 + (1-a) * vec1
#        = vec1 + a * (vec0 - vec1)
SUB res, vec0, vec1;
MAD res, a, res, vec1;
MOV result.color, res;
END`,
  'issue 72: reduction to a period': `!!ARBvp1.0
ATTRIB in = vertex.attrib[1];
TEMP res;
# res = 2*PI * fraction(in/(2*PI))
# piVec = (1/(2*PI), 2*PI, 0, 0)
PARAM piVec = { 0.159154943, 6.283185307, 0, 0 };

MUL res, in, piVec.x;
EXP res, res.x;
MUL res, res.y, piVec.y;
MOV result.texcoord, res;
END`,
  'issue 73: infinite light with an eye-space normal': `!!ARBvp1.0
ATTRIB iPos         = vertex.position;
ATTRIB iNormal      = vertex.normal;
PARAM  mvinv[4]     = { state.matrix.modelview.invtrans };
PARAM  mvp[4]       = { state.matrix.mvp };
PARAM  lightDir     = state.light[0].position;
PARAM  halfDir      = state.light[0].half;
PARAM  specExp      = state.material.shininess;
PARAM  ambientCol   = state.lightprod[0].ambient;
PARAM  diffuseCol   = state.lightprod[0].diffuse;
PARAM  specularCol  = state.lightprod[0].specular;
TEMP   xfNormal, temp, dots;
OUTPUT oPos         = result.position;
OUTPUT oColor       = result.color;

# Transform the vertex to clip coordinates.
DP4   oPos.x, mvp[0], iPos;
DP4   oPos.y, mvp[1], iPos;
DP4   oPos.z, mvp[2], iPos;
DP4   oPos.w, mvp[3], iPos;

# Transform the normal to eye coordinates.
DP3   xfNormal.x, mvinv[0], iNormal;
DP3   xfNormal.y, mvinv[1], iNormal;
DP3   xfNormal.z, mvinv[2], iNormal;

# Compute diffuse and specular dot products and use LIT to compute
# lighting coefficients.
DP3   dots.x, xfNormal, lightDir;
DP3   dots.y, xfNormal, halfDir;
MOV   dots.w, specExp.x;
LIT   dots, dots;

# Accumulate color contributions.
MAD   temp, dots.y, diffuseCol, ambientCol;
MAD   oColor.xyz, dots.z, specularCol, temp;
MOV   oColor.w, diffuseCol.w;
END`,
  'issue 75: perturbed positions': `!!ARBvp1.0
#
# Program environment parameters:
# c[0].xyz = normalized light direction in object-space
#
# outputs diffuse illumination for color and perturbed position
#
ATTRIB iPos         = vertex.position;
ATTRIB iNormal      = vertex.normal;
PARAM  mvp[4]       = { state.matrix.mvp };
PARAM  lightDir     = program.env[0];
PARAM  diffuseCol   = { 1, 1, 0, 1 };
TEMP   temp;
OUTPUT oPos         = result.position;
OUTPUT oColor       = result.color;

DP3   temp, lightDir, iNormal;
MUL   oColor.xyz, temp, diffuseCol;
MAX   temp, temp, 0;            # clamp dot product to zero
MUL   temp, temp, iNormal;      # align in direction of normal
MUL   temp, temp, 0.125;        # scale displacement by 1/8
SUB   temp, temp, iPos;         # perturb
DP4   oPos.x, mvp[0], temp;     # xform using perturbed position
DP4   oPos.y, mvp[1], temp;
DP4   oPos.z, mvp[2], temp;
DP4   oPos.w, mvp[3], temp;
END`,
  'section 2.14.3.2: parameter counting example': `!!ARBvp1.0
PARAM arr1[4] = { {1,2,3,4}, {1,2,3,4}, {4,4,4,4}, {5,6,7,8} };
PARAM arr2[3] = { {1,2,3,4}, {5,6,7,8}, {0,1,2,3} };
PARAM x = {4,3,2,1};
PARAM y = {1,2,3,4};
PARAM z = 4;
PARAM r = {4,3,2,1};
ADDRESS a0;
ARL a0.x, vertex.attrib[1].x;
MOV result.texcoord[0], arr1[a0.x];
MOV result.texcoord[1], arr2[2];
END`,
  'section 2.14.2: matrix row bindings': `!!ARBvp1.0
PARAM m0 = state.matrix.modelview[0].row[0];
PARAM m1 = state.matrix.projection.transpose.row[3];
PARAM m2[] = { state.matrix.program[0].row[1..2] };
PARAM m3[] = { state.matrix.program[0].transpose };
ADD result.texcoord, m0, m1;
ADD result.texcoord[1], m2[1], m3[3];
END`,
  'issue (relative addressing example)': `!!ARBvp1.0
ADDRESS addr;
PARAM arr[] = { program.env[0..3] };
ATTRIB v1 = vertex.attrib[1];
ARL addr, v1;
MOV result.position, arr[addr.x + 1];
END`.replace('ARL addr, v1;', 'ARL addr.x, v1.x;'),
};

const FRAGMENT_EXAMPLES: Record<string, { text: string; indirections?: number }> = {
  'issue 24: no texture instruction, 1 indirection': {
    text: `!!ARBfp1.0
# No texture instructions, but always 1 indirection
MOV result.color, fragment.color;
END`,
    indirections: 1,
  },
  'issue 24: dependent texture instruction, 2 indirections': {
    text: `!!ARBfp1.0
# A simple dependent texture instruction, 2 indirections
TEMP myColor;
MUL myColor, fragment.texcoord[0], fragment.texcoord[1];
TEX result.color, myColor, texture[0], 2D;
END`,
    indirections: 2,
  },
  'issue 24: 3 indirections': {
    text: `!!ARBfp1.0
# A more complex example with 3 indirections
TEMP myColor1, myColor2;
TEX myColor1, fragment.texcoord[0], texture[0], 2D;
MUL myColor1, myColor1, myColor1;
TEX myColor2, fragment.texcoord[1], texture[1], 2D;
# so far we still only have 1 indirection
TEX myColor2, myColor1, texture[2], 2D;      # This is #2
TEX result.color, myColor2, texture[3], 2D;  # And #3
END`,
    indirections: 3,
  },
  'sample usage: default texture environment': {
    text: `!!ARBfp1.0
# Simple program to show how to code up the default texture environment

ATTRIB tex = fragment.texcoord;      #first set of texture coordinates
ATTRIB col = fragment.color.primary; #diffuse interpolated color

OUTPUT outColor = result.color;

TEMP tmp;

TXP tmp, tex, texture, 2D;           #sample the texture

MUL outColor, tmp, col;              #perform the modulation

END `,
    indirections: 1,
  },
  'sample usage: chrome surface': {
    text: `!!ARBfp1.0

########################
# Input Textures:
#-----------------------
# Texture 0 contains the default 2D texture used for general mapping
# Texture 2 contains a 1D pointlight falloff map
# Texture 3 contains a 2D map for calculating specular lighting
# Texture 4 contains normalizer cube map
#
# Input Texture Coordinates:
#-----------------------
# TexCoord1 contains the calculated normal
# TexCoord2 contains the light to vertex vector
# TexCoord3 contains the half-vector in tangent space
# TexCoord4 contains the light vector in tangent space
# TexCoord5 contains the eye vector in tangent space
########################

TEMP     NdotH, lV, L;

ALIAS    diffuse  = L;
PARAM       half  = { 0.5, 0.5, 0.5, 0.5 };
ATTRIB   norm_tc  = fragment.texcoord[1];
ATTRIB     lv_tc  = fragment.texcoord[2];
ATTRIB   half_tc  = fragment.texcoord[3];
ATTRIB  light_tc  = fragment.texcoord[4];
ATTRIB    eye_tc  = fragment.texcoord[5];
OUTPUT      oCol  = result.color;

TEX     L, light_tc, texture[4], CUBE; # Sample cube map normalizer

# Calculate diffuse lighting (N.L)
SUB     L, L, half;              # Bias L and then multiply by 2
ADD     L, L, L;
DP3     diffuse, norm_tc, L;     # N.L

# Calculate specular lighting component { (N.H), |H|^2 }
DP3     NdotH.x, norm_tc, half_tc;
DP3     NdotH.y, half_tc, half_tc;

DP3     lV.x, lv_tc, lv_tc;     # lV = (|light to vertex|)^2


#############
# Pass 2
#############

TEMP     base, specular;
ALIAS    atten  = lV;

TEX      base,     eye_tc, texture[0], 2D; # sample enviroment map using eye vector
TEX      atten,    lV,     texture[2], 1D; # Sample attenuation map
TEX      specular, NdotH,  texture[3], 2D; # Sample specular NHHH map= (N.H)^256

# specular = (N.H)^256 * (N.L)
# this ensures a pixel is only lit if facing the light (since the specular
# exponent makes negative N.H positive we must do this)
MUL      specular, specular, diffuse;

# specular = specular * environment map
MUL      specular, base, specular;

# diffuse = diffuse * environment map
MUL      diffuse, base, diffuse;

# outColor = (specular * environment map) + (diffuse * environment map)
ADD      base, specular, diffuse;

# Apply point light attenutaion
MUL      oCol, base, atten.r;

END`,
    indirections: 2,
  },
  'ARB_fragment_program_shadow issue 8: without the option': {
    text: `!!ARBfp1.0
# A simple example of shadow map (R <= Dt)
TEMP Result;
ALIAS Dt = Result;
TEX Dt, fragment.texcoord[0], texture[0], 2D;
SGE Result, Dt.x, fragment.texcoord[0].z;      # R <= Dt
END`,
  },
  'ARB_fragment_program_shadow issue 8: with the option': {
    text: `!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
# A simple example of shadow map (R<= Dt)
TEMP Result;
TEX Result, fragment.texcoord[0], texture[0], SHADOW2D;
END`,
  },
  'ARB_fragment_program_shadow overview': {
    text: `!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
TEX result.color.a, fragment.texcoord[1], texture[0], SHADOW2D;
END`,
  },
};

/** The shader is well formed: the JIT compiles it and its text form parses back to it. */
function expectWellFormed(shader: TgsiShader): void {
  expect(() => compileTgsi(shader)).not.toThrow();
  expect(parseTgsi(dumpTgsi(shader))).toEqual(shader);
}

describe('vertex program examples of ARB_vertex_program', () => {
  for (const [name, text] of Object.entries(VERTEX_EXAMPLES)) {
    test(name, () => {
      const p = compileArbProgram(text, 'vertex');
      expect(p.shader.instructions.length).toBeGreaterThan(1);
      expectWellFormed(p.shader);
    });
  }

  test('the smallest programs', () => {
    expectWellFormed(compileArbProgram('!!ARBvp1.0END', 'vertex').shader);
    expectWellFormed(compileArbProgram('!!ARBfp1.0\nEND\n', 'fragment').shader);
  });

  test('section 2.14.3.2: arr1 (relative) counts 4 parameters, then {0,1,2,3} and {4,3,2,1}: 6', () => {
    const p = compileArbProgram(VERTEX_EXAMPLES['section 2.14.3.2: parameter counting example']!, 'vertex');
    expect(p.counts.parameters).toBe(6);
  });
});

describe('fragment program examples of ARB_fragment_program and ARB_fragment_program_shadow', () => {
  for (const [name, { text, indirections }] of Object.entries(FRAGMENT_EXAMPLES)) {
    test(name, () => {
      const p = compileArbProgram(text, 'fragment');
      if (indirections !== undefined) expect(p.counts.texIndirections).toBe(indirections);
      expectWellFormed(p.shader);
    });
  }

  test('the chrome example samples units 0, 2, 3, 4 with their targets', () => {
    const p = compileArbProgram(FRAGMENT_EXAMPLES['sample usage: chrome surface']!.text, 'fragment');
    expect(p.samplers).toEqual([
      { unit: 0, target: '2D', shadow: false },
      { unit: 2, target: '1D', shadow: false },
      { unit: 3, target: '2D', shadow: false },
      { unit: 4, target: 'CUBE', shadow: false },
    ]);
    expect(p.counts).toMatchObject({
      instructions: 15,
      aluInstructions: 11,
      texInstructions: 4,
      temporaries: 5,
    });
  });
});
