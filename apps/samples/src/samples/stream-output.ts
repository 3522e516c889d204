// Stream output through the pipe API: pass 1 runs a TGSI vertex shader that turns twelve petal
// triangles about the centre and colours them, with the rasterizer discarding everything and the
// outputs (position, colour) captured into a buffer; pass 2 draws that buffer as a vertex buffer with
// the vertex count taken from the stream-output target (draw auto). Needs stream-output buffers.
import {
  bufferTemplate,
  drawInfo,
  PipeBind,
  PipeCap,
  PipePrim,
  PipeShader,
  PipeTransfer,
} from '@gallium-ts/gallium-api';
import type { PipeSample } from '../sample.js';
import { canvasUnsupported, PipeCanvas } from './pipe-canvas.js';

const PETALS = 12;

/** IN[0] = (x, y, petal angle, 1). Rotates (x, y) by the angle plus CONST[0].x; colours by the angle. */
const TRANSFORM_VS = `VERT
DCL IN[0]
DCL OUT[0], POSITION
DCL OUT[1], COLOR
DCL CONST[0]
DCL TEMP[0..1]
IMM[0] FLT32 { 0.5, 0.6, 1.0, 0.0 }
ADD TEMP[0].x, IN[0].zzzz, CONST[0].xxxx
COS TEMP[0].y, TEMP[0].xxxx
SIN TEMP[0].z, TEMP[0].xxxx
MUL TEMP[1].x, IN[0].xxxx, TEMP[0].yyyy
MAD TEMP[1].x, -IN[0].yyyy, TEMP[0].zzzz, TEMP[1].xxxx
MUL TEMP[1].y, IN[0].xxxx, TEMP[0].zzzz
MAD TEMP[1].y, IN[0].yyyy, TEMP[0].yyyy, TEMP[1].yyyy
MOV TEMP[1].zw, IMM[0].wwwz
MOV OUT[0], TEMP[1]
COS TEMP[0].y, IN[0].zzzz
SIN TEMP[0].z, IN[0].zzzz
MAD OUT[1].xy, TEMP[0].yzzz, IMM[0].xxxx, IMM[0].xxxx
MAD OUT[1].z, IN[0].xxxx, IMM[0].yyyy, IMM[0].yyyy
MOV OUT[1].w, IMM[0].zzzz
END
`;

/** Pass 2: the captured position and colour, drawn as they are. */
const PASS_VS = `VERT
DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
DCL OUT[1], COLOR
MOV OUT[0], IN[0]
MOV OUT[1], IN[1]
END
`;

const COLOR_FS = `FRAG
DCL IN[0], COLOR, LINEAR
DCL OUT[0], COLOR
MOV OUT[0], IN[0]
END
`;

/** Twelve petals, one triangle each, in petal space (x along the petal), with the petal's angle in z. */
function petals(): Float32Array {
  const data = new Float32Array(PETALS * 3 * 4);
  for (let i = 0; i < PETALS; i++) {
    const angle = (i / PETALS) * 2 * Math.PI;
    data.set([0.1, 0, angle, 1, 0.9, -0.12, angle, 1, 0.7, 0.2, angle, 1], i * 12);
  }
  return data;
}

export const streamOutput: PipeSample = {
  api: 'pipe',
  name: 'stream-output',
  title: 'vertices transformed once, captured by stream output, drawn again with draw auto',
  kind: 'filled',
  defaultSize: { width: 160, height: 160 },
  animated: true,
  referenceFrame: 30,
  unsupported(screen) {
    if (screen.getParam(PipeCap.MAX_STREAM_OUTPUT_BUFFERS) < 1)
      return 'PIPE_CAP_MAX_STREAM_OUTPUT_BUFFERS is 0: the screen has no stream output';
    return canvasUnsupported(screen);
  },
  setup(screen, width, height) {
    const canvas = new PipeCanvas(screen, width, height);
    const ctx = canvas.ctx;
    const transform = canvas.vertexShader(TRANSFORM_VS, {
      stride: [8, 0, 0, 0],
      output: [
        { registerIndex: 0, startComponent: 0, numComponents: 4, outputBuffer: 0, dstOffset: 0, stream: 0 },
        { registerIndex: 1, startComponent: 0, numComponents: 4, outputBuffer: 0, dstOffset: 4, stream: 0 },
      ],
    });
    const pass = canvas.vertexShader(PASS_VS);
    ctx.bindFsState(canvas.fragmentShader(COLOR_FS));
    const discard = canvas.rasterizer({ rasterizerDiscard: true });
    const draw = canvas.rasterizer({});
    const source = canvas.resource(bufferTemplate(PETALS * 3 * 16, PipeBind.VERTEX_BUFFER));
    ctx.bufferSubdata(source, PipeTransfer.WRITE, 0, petals());
    const captured = canvas.resource(
      bufferTemplate(PETALS * 3 * 32, PipeBind.STREAM_OUTPUT | PipeBind.VERTEX_BUFFER),
    );
    const oneAttribute = canvas.vertexElements(1);
    const twoAttributes = canvas.vertexElements(2);
    const target = ctx.createStreamOutputTarget(captured, 0, captured.width0);
    const constants = canvas.resource(bufferTemplate(16, PipeBind.CONSTANT_BUFFER));
    ctx.setConstantBuffer(PipeShader.VERTEX, 0, {
      buffer: constants,
      bufferOffset: 0,
      bufferSize: 16,
      userBuffer: null,
    });
    return {
      draw(_frame, time) {
        ctx.bufferSubdata(constants, PipeTransfer.WRITE, 0, new Float32Array([0.5 * time, 0, 0, 0]));
        ctx.bindVsState(transform); // pass 1: transform and capture, draw nothing
        ctx.bindRasterizerState(discard);
        ctx.bindVertexElementsState(oneAttribute);
        canvas.bindVertexBuffer(source, 1);
        ctx.setStreamOutputTargets([target], [0]);
        canvas.draw(PipePrim.TRIANGLES, PETALS * 3);
        ctx.setStreamOutputTargets([], []);

        ctx.bindVsState(pass); // pass 2: draw what was captured
        ctx.bindRasterizerState(draw);
        ctx.bindVertexElementsState(twoAttributes);
        canvas.bindVertexBuffer(captured, 2);
        canvas.clear([0.05, 0.05, 0.1, 1]);
        ctx.drawVbo(drawInfo({ mode: PipePrim.TRIANGLES, countFromStreamOutput: target }));
        ctx.flush(0);
      },
      read: () => canvas.read(),
      destroy() {
        ctx.setStreamOutputTargets([], []);
        ctx.streamOutputTargetDestroy(target);
        canvas.destroy();
      },
    };
  },
};
