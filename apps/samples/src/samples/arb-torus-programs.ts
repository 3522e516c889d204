// The two ARB assembly programs of the arb-torus sample, as the strings glProgramStringARB loads. This
// module is their only copy: the C twin (reference/samples.c) reads them from the files
// reference/regenerate.mjs writes from ARB_TORUS_PROGRAM_FILES, so Mesa runs the very same text.

/**
 * The vertex program: a wave runs around the torus and moves each vertex along its normal; the vertex
 * is transformed by the modelview-projection matrix and lit by light 0 with a wrapped diffuse term (the
 * light reaches a little past the terminator); the fragment program gets texture coordinates, the
 * wave's height and the eye-space vectors of its per-pixel highlight.
 */
export const ARB_TORUS_VERTEX_PROGRAM = `!!ARBvp1.0
# arb-torus: the wave, the transform and the per-vertex light.
ATTRIB position = vertex.position;
ATTRIB normal = vertex.normal;
ATTRIB surface = vertex.attrib[6];      # (s, t): turns around the ring and the tube; (z, w): cos, sin of the wave's angle
PARAM mvp[4] = { state.matrix.mvp };
PARAM normalMatrix[4] = { state.matrix.modelview.invtrans };
PARAM wave = program.env[0];            # sin and cos of the wave's phase, its amplitude
PARAM shape = program.local[0];         # texture repeats around the ring and the tube, wrap w, 1 / (1 + w)
PARAM toLight = state.light[0].position;  # a directional light: the unit vector toward it, in eye space
PARAM halfway = state.light[0].half;
PARAM ambient = state.lightprod[0].ambient;
PARAM diffuse = state.lightprod[0].diffuse;
TEMP height, moved, eyeNormal, lambert;

# The wave's height here, sin(angle + phase), then the vertex moved along its normal by amplitude * height.
MUL height.x, surface.w, wave.y;
MAD height.x, surface.z, wave.x, height.x;
MUL height.y, height.x, wave.z;
MAD moved.xyz, normal, height.y, position;
MOV moved.w, position.w;
DP4 result.position.x, mvp[0], moved;
DP4 result.position.y, mvp[1], moved;
DP4 result.position.z, mvp[2], moved;
DP4 result.position.w, mvp[3], moved;

# Wrapped diffuse light, max((N.L + w) / (1 + w), 0), over the ambient light.
DP3 eyeNormal.x, normalMatrix[0], normal;
DP3 eyeNormal.y, normalMatrix[1], normal;
DP3 eyeNormal.z, normalMatrix[2], normal;
DP3 lambert.x, eyeNormal, toLight;
ADD lambert.x, lambert.x, shape.z;
MUL lambert.x, lambert.x, shape.w;
MAX lambert.x, lambert.x, {0, 0, 0, 0};
MAD result.color.xyz, lambert.x, diffuse, ambient;
MOV result.color.w, diffuse.w;

# What the fragment program needs: texture coordinates and the height in 0..1, the normal, the half vector.
MUL result.texcoord[0].xy, surface, shape;
MAD result.texcoord[0].z, height.x, {0.5, 0.5, 0.5, 0.5}, {0.5, 0.5, 0.5, 0.5};
MOV result.texcoord[0].w, position.w;
MOV result.texcoord[1].xyz, eyeNormal;
MOV result.texcoord[2].xyz, halfway;
END
`;

/**
 * The fragment program: round holes cut out of the surface (KIL), the checker texture tinted toward the
 * crest colour where the wave is high (TEX, LRP), lit by the vertex program's colour, plus a Blinn
 * highlight from the interpolated normal and half vector, normalized per pixel (DP3, RSQ, POW, MAD).
 */
export const ARB_TORUS_FRAGMENT_PROGRAM = `!!ARBfp1.0
# arb-torus: the holes, the texture and the per-pixel highlight.
ATTRIB coords = fragment.texcoord[0];   # (s, t) in texture repeats; z: the wave's height in 0..1
ATTRIB normal = fragment.texcoord[1];   # eye-space normal, interpolated (no longer unit length)
ATTRIB halfway = fragment.texcoord[2];  # eye-space half vector of light 0
ATTRIB lit = fragment.color.primary;    # ambient and wrapped diffuse light, from the vertex program
PARAM hole = program.local[0];          # x: the square of the holes' radius, in texture repeats
PARAM crest = program.local[1];         # rgb: the crests' tint; a: how much of it the highest crest takes
PARAM specular = state.lightprod[0].specular;
PARAM shininess = state.material.shininess;
TEMP offset, colour, n, h, highlight;

# Discard the fragments nearer to the centre of their texture repeat than the hole's radius.
FRC offset.xy, coords;
SUB offset.xy, offset, {0.5, 0.5, 0, 0};
MUL offset.z, offset.x, offset.x;
MAD offset.z, offset.y, offset.y, offset.z;
SUB offset.w, offset.z, hole.x;
KIL offset.w;

# The texture, tinted toward the crest colour by the wave's height.
TEX colour, coords, texture[0], 2D;
MUL highlight.w, coords.z, crest.w;
LRP colour.xyz, highlight.w, crest, colour;

# The Blinn highlight: (N.H)^shininess with both vectors made unit length again.
DP3 n.w, normal, normal;
RSQ n.w, n.w;
MUL n.xyz, normal, n.w;
DP3 h.w, halfway, halfway;
RSQ h.w, h.w;
MUL h.xyz, halfway, h.w;
DP3_SAT highlight.x, n, h;
POW highlight.x, highlight.x, shininess.x;

# The lit texture plus the highlight.
MUL colour.xyz, colour, lit;
MAD result.color.xyz, highlight.x, specular, colour;
MOV result.color.w, lit.w;
END
`;

/** The programs by the file names the C twin reads them from (reference/regenerate.mjs writes them). */
export const ARB_TORUS_PROGRAM_FILES: Readonly<Record<string, string>> = {
  'arb-torus.vp': ARB_TORUS_VERTEX_PROGRAM,
  'arb-torus.fp': ARB_TORUS_FRAGMENT_PROGRAM,
};
