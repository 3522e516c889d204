!!ARBfp1.0
# TEX on every target, TXP and TXB: eight lookups, one per cell of a 4 x 2 grid; fragment.texcoord[0]
# (top row) and fragment.color (bottom row) are one-hot selectors of the cell's result.
ATTRIB top = fragment.texcoord[0];
ATTRIB bottom = fragment.color;
TEMP t0, t1, t2, t3, t4, t5, t6, t7, sum;

TEX t0, fragment.texcoord[1], texture[1], 1D;
TEX t1, fragment.texcoord[2], texture[2], 2D;
TEX t2, fragment.texcoord[3], texture[3], 3D;
TEX t3, fragment.texcoord[4], texture[4], CUBE;
TEX t4, fragment.texcoord[5], texture[5], RECT;
TXP t5, fragment.texcoord[6], texture[2], 2D;     # (s, t, r, q) / q
TXB t6, fragment.texcoord[7], texture[6], 2D;     # level chosen with a bias of w = 3
TEX t7, fragment.texcoord[7], texture[6], 2D;     # the same coordinates without the bias

MUL sum, top.x, t0;
MAD sum, top.y, t1, sum;
MAD sum, top.z, t2, sum;
MAD sum, top.w, t3, sum;
MAD sum, bottom.x, t4, sum;
MAD sum, bottom.y, t5, sum;
MAD sum, bottom.z, t6, sum;
MAD sum, bottom.w, t7, sum;
MOV result.color.xyz, sum;
MOV result.color.w, 1;
END
