!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
# A depth comparison on the SHADOW2D target of texture[0] with the reference r = program.local[0].x,
# shown as (0.2 + 0.6 R, 0.2 + 0.6 A, 0.6): GL_DEPTH_TEXTURE_MODE decides where the result 0 or 1 goes
# (GL_LUMINANCE (L, L, L, 1), GL_INTENSITY (I, I, I, I), GL_ALPHA (0, 0, 0, A)).
PARAM reference = program.local[0];
TEMP coord, texel;
MOV coord, fragment.texcoord[0];
MOV coord.z, reference.x;
TEX texel, coord, texture[0], SHADOW2D;
MAD result.color.xy, texel.xwww, 0.6, 0.2;
MOV result.color.zw, {0, 0, 0.6, 1};
END
