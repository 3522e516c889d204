!!ARBfp1.0
OPTION ARB_precision_hint_fastest;
# KIL on a computed value and on the window position, and result.depth: fragments whose
# fragment.texcoord[0].t falls in the lower half of each quarter are killed, and so are the columns of
# window x < 8; the others write depth s (0 on the left edge, 1 on the right) in program.local[0]'s colour.
ATTRIB coord = fragment.texcoord[0];
PARAM colour = program.local[0];
PARAM stripes = { 4, 0.5, 8, 0 };
TEMP t;

MUL t.y, coord.y, stripes.x;
FRC t.y, t.y;
SUB t.y, t.y, stripes.y;
KIL t.y;                              # frac(4 t) < 0.5
SUB t.x, fragment.position.x, stripes.z;
KIL t.x;                              # window x < 8
MOV result.depth.z, coord.x;
MOV result.color, colour;
END
