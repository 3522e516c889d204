!!ARBfp1.0
# Reads what vp-link.vp wrote: the colour is (2 × fragment.texcoord[3].x, fragment.fogcoord.x,
# fragment.color.secondary.x) = (a, b, d).
ATTRIB carried = fragment.texcoord[3];
TEMP c;
ADD c.x, carried.x, carried.x;
MOV c.y, fragment.fogcoord.x;
MOV c.z, fragment.color.secondary.x;
MOV c.w, 1;
MOV result.color, c;
END
