!!ARBfp1.0
OPTION ARB_precision_hint_nicest;
# Sixteen results of the fragment instructions, one per cell of a 4 x 4 grid: fragment.texcoord[0]
# picks the column's group (one-hot), fragment.texcoord[1] the row's result in it (one-hot). Every
# vertex of a cell has the same coordinates, so the cell is flat in the colour its instructions compute.
ATTRIB column = fragment.texcoord[0];
ATTRIB row = fragment.texcoord[1];
PARAM in = program.local[0];          # (0.25, 0.5, 2.0, -0.75)
PARAM weights = { 0.4, 0.2, 0.1, 0 };
PARAM subtrahends = { 0, 1.8, 1.6, 0 };
PARAM dphWeights = { 0.2, 0.4, 0.1, 0.2 };
PARAM signs = { -1, 1, -0.2, 0 };
PARAM angle = { 0.927295218, 0.2, 0.4, 0 };   # cos = 0.6, sin = 0.8
PARAM fractions = { 2.6, -0.2, 1.4, 0 };
PARAM steps = { 0.1, 0.2, 0.2, 0 };
PARAM litIn = { 0.4, 0.6, 0, 2 };
PARAM floors = { 0.6, 0.2, 0.4, 0 };
PARAM ceilings = { 1, 1, 0.8, 1 };
PARAM logs = { 1.5, -1.6, 0, 0 };
PARAM powers = { 0.64, 0.5, 0.25, 1.5 };
PARAM scalars = { 2.5, 16, 1.25, 0.25 };
PARAM edges = { 0.25, 0.6, 2, 0 };
PARAM levels = { 0.8, 0.4, 0.2, 1 };
PARAM zAxis = { 0, 0, 1, 0 };
PARAM cross = { 0.6, -0.8, 0.3, 0 };
PARAM other = { 0.2, 0.6, 0.8, 1 };
TEMP r0, r1, r2, r3, t, group, sum;

# Column 0: ABS_SAT, ADD and SUB, CMP, DP3 / DP4 / DPH.
ABS_SAT r0, in.wzxw;                  # (0.75, 1, 0.25)
ADD r1.xw, in.x, in.y;                # 0.75
SUB r1.yz, in.z, subtrahends;         # 0.2, 0.4
CMP r2, signs, levels.x, levels.z;    # (0.8, 0.2, 0.8)
DP3 r3.x, in, weights;                # 0.4
DP4 r3.y, in, { 0, 0, 0, -0.8 };      # 0.6
DPH r3.z, in, dphWeights;             # 0.65
MUL group, row.x, r0;
MAD group, row.y, r1, group;
MAD group, row.z, r2, group;
MAD group, row.w, r3, group;
MUL sum, column.x, group;

# Column 1: DST, EX2 and LG2, COS and SIN, SCS.
DST r0, in.xyxx, { 0, 0.8, 0, 1 };    # (1, 0.4, 0.25)
EX2 r1.x, in.w;                       # 2^-0.75
LG2 r1.y, in.z;                       # 1
LG2 r1.z, logs.x;                     # log2(1.5)
COS r2.x, angle.x;                    # 0.6
SIN r2.y, angle.x;                    # 0.8
MOV r2.z, angle.y;                    # 0.2
SCS r3.xy, angle.x;                   # (0.6, 0.8)
MOV r3.z, angle.z;                    # 0.4
MUL group, row.x, r0;
MAD group, row.y, r1, group;
MAD group, row.z, r2, group;
MAD group, row.w, r3, group;
MAD sum, column.y, group, sum;

# Column 2: FLR and FRC, LIT, MAX and MIN, POW.
FLR t, fractions;                     # (2, -1, 1, 0)
FRC r0, fractions;                    # (0.6, 0.8, 0.4, 0)
MAD r0, t, steps, r0;                 # (0.8, 0.6, 0.6)
LIT r1, litIn;                        # (1, 0.4, 0.36)
MAX t, in.xxzw, floors;               # (0.6, 0.25, 2, 0)
MIN r2, t, ceilings;                  # (0.6, 0.25, 0.8)
POW r3.x, powers.x, powers.y;         # 0.8
POW r3.y, powers.z, powers.w;         # 0.125
MOV r3.z, weights.y;                  # 0.2
MUL group, row.x, r0;
MAD group, row.y, r1, group;
MAD group, row.z, r2, group;
MAD group, row.w, r3, group;
MAD sum, column.z, group, sum;

# Column 3: RCP and RSQ, SGE and SLT, SWZ, XPD and LRP.
RCP r0.x, scalars.x;                  # 0.4
RSQ r0.y, scalars.y;                  # 0.25
RCP r0.z, scalars.z;                  # 0.8
SGE t, in, edges;                     # (1, 0, 1, 0)
SLT r1, in, edges;                    # (0, 1, 0, 1)
MUL r1, r1, levels.y;
MAD r1, t, levels.x, r1;              # (0.8, 0.4, 0.8)
SWZ r2, in, -w, 0, x, 1;              # (0.75, 0, 0.25)
XPD t, zAxis, cross;                  # (0.8, 0.6, 0)
LRP r3, scalars.w, t, other;          # (0.35, 0.6, 0.6)
MUL group, row.x, r0;
MAD group, row.y, r1, group;
MAD group, row.z, r2, group;
MAD group, row.w, r3, group;
MAD sum, column.w, group, sum;

MOV result.color.xyz, sum;
MOV result.color.w, levels.w;
END
