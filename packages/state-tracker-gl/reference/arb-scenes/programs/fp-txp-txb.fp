!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
# TXP and TXB on every target, one lookup per cell of a 5 x 2 grid: the top row TXP on 1D, 2D, 3D, CUBE
# and RECT (constant coordinates times q = 2), the bottom row TXB on 1D, 2D, 3D and CUBE (coordinates
# running across the cell, bias 3) and TXP on SHADOW2D. fragment.texcoord[0] selects columns 0 to 3,
# fragment.color.x column 4; fragment.color.y selects the top row, fragment.color.z the bottom row.
ATTRIB column = fragment.texcoord[0];
ATTRIB select = fragment.color;
ATTRIB across = fragment.texcoord[6];         # (s, t, 0, 3), s and t from 0 to 1 across the cell
PARAM cube = { 2, -1, 1, 3 };
TEMP p0, p1, p2, p3, p4, b0, b1, b2, b3, b4, direction, top, bottom;

TXP p0, fragment.texcoord[1], texture[1], 1D;
TXP p1, fragment.texcoord[2], texture[2], 2D;
TXP p2, fragment.texcoord[3], texture[3], 3D;
TXP p3, fragment.texcoord[4], texture[4], CUBE;
TXP p4, fragment.texcoord[5], texture[5], RECT;
TXB b0, across, texture[1], 1D;
TXB b1, across, texture[2], 2D;
TXB b2, across, texture[3], 3D;
MAD direction.xz, across.xxyy, cube.x, cube.y;   # (2s - 1, 1, 2t - 1): the +Y face, u = s, v = t
MOV direction.yw, cube.zzzw;
TXB b3, direction, texture[4], CUBE;
TXP b4, fragment.texcoord[7], texture[6], SHADOW2D;

MUL top, column.x, p0;
MAD top, column.y, p1, top;
MAD top, column.z, p2, top;
MAD top, column.w, p3, top;
MAD top, select.x, p4, top;
MUL bottom, column.x, b0;
MAD bottom, column.y, b1, bottom;
MAD bottom, column.z, b2, bottom;
MAD bottom, column.w, b3, bottom;
MAD bottom, select.x, b4, bottom;
MUL top, select.y, top;
MAD result.color.xyz, select.z, bottom, top;
MOV result.color.w, 1;
END
