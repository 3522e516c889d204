!!ARBfp1.0
# Simple program to show how to code up the default texture environment

ATTRIB tex = fragment.texcoord;      #first set of texture coordinates
ATTRIB col = fragment.color.primary; #diffuse interpolated color

OUTPUT outColor = result.color;

TEMP tmp;

TXP tmp, tex, texture, 2D;           #sample the texture

MUL outColor, tmp, col;              #perform the modulation

END
