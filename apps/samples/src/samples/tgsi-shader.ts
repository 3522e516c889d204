// A raw TGSI shader through the pipe API: a full-window quad whose fragment shader, written in Mesa's
// TGSI text, computes interference rings from two moving centres (DP2, SQRT, SIN, MAD, LRP) with the
// time in a constant buffer — no GL state tracker involved.
import { bufferTemplate, PipeBind, PipePrim, PipeShader, PipeTransfer } from '@gallium-ts/gallium-api';
import type { PipeSample } from '../sample.js';
import { canvasUnsupported, PipeCanvas } from './pipe-canvas.js';

/** Passes the position on and gives it to the fragment shader as GENERIC[0]. */
const VERTEX_SHADER = `VERT
DCL IN[0]
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
MOV OUT[0], IN[0]
MOV OUT[1], IN[0]
END
`;

/**
 * CONST[0].x is the time in seconds; CONST[1].xy and CONST[1].zw the two ring centres in NDC.
 * wave(c) = sin(14·|p − c| − 4·time); colour = lrp((w1 + w2)/4 + 1/2, deep blue, warm white) tinted by x.
 */
const FRAGMENT_SHADER = `FRAG
DCL IN[0], GENERIC[0], LINEAR
DCL OUT[0], COLOR
DCL CONST[0..1]
DCL TEMP[0..3]
IMM[0] FLT32 { 14.0, 4.0, 0.25, 0.5 }
IMM[1] FLT32 { 0.05, 0.1, 0.35, 1.0 }
IMM[2] FLT32 { 1.0, 0.85, 0.55, 1.0 }
SUB TEMP[0].xy, IN[0].xyyy, CONST[1].xyyy
SUB TEMP[0].zw, IN[0].xxxy, CONST[1].xxzw
DP2 TEMP[1].x, TEMP[0].xyyy, TEMP[0].xyyy
DP2 TEMP[1].y, TEMP[0].zwww, TEMP[0].zwww
SQRT TEMP[1].x, TEMP[1].xxxx
SQRT TEMP[1].y, TEMP[1].yyyy
MUL TEMP[2].x, CONST[0].xxxx, IMM[0].yyyy
MAD TEMP[1].xy, TEMP[1].xyyy, IMM[0].xxxx, -TEMP[2].xxxx
SIN TEMP[1].x, TEMP[1].xxxx
SIN TEMP[1].y, TEMP[1].yyyy
ADD TEMP[1].x, TEMP[1].xxxx, TEMP[1].yyyy
MAD TEMP[1].x, TEMP[1].xxxx, IMM[0].zzzz, IMM[0].wwww
LRP TEMP[3], TEMP[1].xxxx, IMM[2], IMM[1]
MAD TEMP[3].x, IN[0].xxxx, IMM[1].yyyy, TEMP[3].xxxx
MOV_SAT OUT[0], TEMP[3]
END
`;

/** Two triangles covering the window: x, y, z, w per vertex. */
const QUAD = new Float32Array([-1, -1, 0, 1, 1, -1, 0, 1, -1, 1, 0, 1, -1, 1, 0, 1, 1, -1, 0, 1, 1, 1, 0, 1]);

export const tgsiShader: PipeSample = {
  api: 'pipe',
  name: 'tgsi-shader',
  title: 'a fragment shader in raw TGSI text drawn through the pipe API',
  kind: 'filled',
  defaultSize: { width: 160, height: 160 },
  animated: true,
  referenceFrame: 30,
  unsupported: canvasUnsupported,
  setup(screen, width, height) {
    const canvas = new PipeCanvas(screen, width, height);
    canvas.shaders(VERTEX_SHADER, FRAGMENT_SHADER);
    canvas.vertices(QUAD, 1);
    const constants = canvas.resource(bufferTemplate(32, PipeBind.CONSTANT_BUFFER));
    canvas.ctx.setConstantBuffer(PipeShader.FRAGMENT, 0, {
      buffer: constants,
      bufferOffset: 0,
      bufferSize: 32,
      userBuffer: null,
    });
    return {
      draw(_frame, time) {
        const values = [time, 0, 0, 0, -0.4 + 0.2 * Math.sin(time), 0.3, 0.45, -0.35 + 0.2 * Math.cos(time)];
        canvas.ctx.bufferSubdata(constants, PipeTransfer.WRITE, 0, new Float32Array(values));
        canvas.clear([0, 0, 0, 1]);
        canvas.draw(PipePrim.TRIANGLES, 6);
        canvas.ctx.flush(0);
      },
      read: () => canvas.read(),
      destroy: () => canvas.destroy(),
    };
  },
};
