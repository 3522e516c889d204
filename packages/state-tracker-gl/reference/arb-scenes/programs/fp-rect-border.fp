!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
# Rectangles read outside their image: texture[0] a colour rectangle (RECT), texture[1] a depth
# rectangle compared with r = program.local[0].z (SHADOWRECT), both at fragment.texcoord[0] in texels;
# program.local[0].x and .y weigh the colour and the comparison.
PARAM pick = program.local[0];
TEMP coord, colour, shadow;
MOV coord, fragment.texcoord[0];
MOV coord.z, pick.z;
TEX colour, coord, texture[0], RECT;
TEX shadow, coord, texture[1], SHADOWRECT;
MUL colour, colour, pick.x;
MAD result.color, shadow, pick.y, colour;
END
