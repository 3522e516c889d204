!!ARBfp1.0
# Eight state vectors of the fragment program bindings (texture environment colours, depth range, fog,
# materials, lights, light model and products, a program matrix row), one per cell of a 4 x 2 grid:
# fragment.texcoord[0] and fragment.texcoord[1] are one-hot selectors of the cell's column and row.
ATTRIB column = fragment.texcoord[0];
ATTRIB row = fragment.texcoord[1];
PARAM texEnv0 = state.texenv.color;
PARAM texEnv1 = state.texenv[1].color;
PARAM depth = state.depth.range;
PARAM fogColor = state.fog.color;
PARAM fogParams = state.fog.params;
PARAM specular = state.material.front.specular;
PARAM lightDiffuse = state.light[1].diffuse;
PARAM product = state.lightprod[1].front.specular;
TEMP top, bottom;

MUL top, column.x, texEnv0;
MAD top, column.y, texEnv1, top;
MAD top, column.z, depth, top;
MAD top, column.w, fogColor, top;
MUL bottom, column.x, fogParams;
MAD bottom, column.y, specular, bottom;
MAD bottom, column.z, lightDiffuse, bottom;
MAD bottom, column.w, product, bottom;
MUL top, row.y, top;
MAD result.color.xyz, row.x, bottom, top;
MOV result.color.w, 1;
END
