!!ARBfp1.0
# The colour is fragment.color scaled by program.env[1] and program.local[1].
TEMP c;
MUL c, fragment.color, program.env[1];
MUL result.color, c, program.local[1];
END
