// The TGSI shaders of the reference scenes: a pass-through vertex shader and the three fragment shaders
// GL's fixed function needs here (untextured colour, GL_REPLACE and GL_MODULATE of a 2D texture, and
// GL_REPLACE with the projective lookup GL's state tracker emits).
import { parseTgsi, type TgsiShader } from '@gallium-ts/tgsi';

/** Position, colour and texture coordinate, copied through. */
export const PASS_THROUGH_VS = `VERT
DCL IN[0]
DCL IN[1]
DCL IN[2]
DCL OUT[0], POSITION
DCL OUT[1], COLOR
DCL OUT[2], GENERIC[0]
MOV OUT[0], IN[0]
MOV OUT[1], IN[1]
MOV OUT[2], IN[2]
END
`;

const FS_HEADER = `FRAG
DCL IN[0], COLOR, COLOR
DCL IN[1], GENERIC[0], PERSPECTIVE
DCL OUT[0], COLOR
`;

/** Which fragment shader: texturing off, or on with GL_REPLACE (TEX or TXP) / GL_MODULATE. */
export type Shading = 'color' | 'replace' | 'replace-projective' | 'modulate';

/** The interpolated colour (flat or smooth by the rasterizer state, as COLOR inputs are). */
const FS_TEXT: Record<Shading, string> = {
  color: `${FS_HEADER}MOV OUT[0], IN[0]
END
`,
  replace: `${FS_HEADER}DCL SAMP[0]
DCL SVIEW[0], 2D, FLOAT
TEX OUT[0], IN[1], SAMP[0], 2D
END
`,
  'replace-projective': `${FS_HEADER}DCL SAMP[0]
DCL SVIEW[0], 2D, FLOAT
TXP OUT[0], IN[1], SAMP[0], 2D
END
`,
  modulate: `${FS_HEADER}DCL SAMP[0]
DCL SVIEW[0], 2D, FLOAT
DCL TEMP[0]
TEX TEMP[0], IN[1], SAMP[0], 2D
MUL OUT[0], TEMP[0], IN[0]
END
`,
};

export function vertexShader(): TgsiShader {
  return parseTgsi(PASS_THROUGH_VS);
}

export function fragmentShader(shading: Shading): TgsiShader {
  return parseTgsi(FS_TEXT[shading]);
}
