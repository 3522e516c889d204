!!ARBfp1.0
OPTION ARB_fog_exp2;
# fragment.color fogged by the option with state.fog.color and the fog parameters, from
# fragment.fogcoord.
MOV result.color, fragment.color;
END
