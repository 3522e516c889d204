!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
# Depth comparisons on the three shadow targets (GL_COMPARE_R_TO_TEXTURE, GL_LEQUAL, depth texture
# mode GL_LUMINANCE: the result is (L, L, L, 1) with L = 1 where r <= the texel's depth, else 0), one
# target per column; fragment.texcoord[0] is the one-hot selector of the column, the row's two
# coordinates (a pass and a fail) come from the geometry. Passes take program.local[0]'s colour,
# fails program.local[1]'s.
ATTRIB column = fragment.texcoord[0];
PARAM pass = program.local[0];
PARAM fail = program.local[1];
TEMP s1, s2, s3, sum;

TEX s1, fragment.texcoord[1], texture[1], SHADOW1D;
TEX s2, fragment.texcoord[2], texture[2], SHADOW2D;
TEX s3, fragment.texcoord[3], texture[3], SHADOWRECT;
MUL sum, column.x, s1;
MAD sum, column.y, s2, sum;
MAD sum, column.z, s3, sum;
LRP result.color.xyz, sum.x, pass, fail;
MOV result.color.w, 1;
END
