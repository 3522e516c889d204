// Compute through the pipe API: a TGSI compute shader, launched on a grid of 8 × 8 thread blocks,
// iterates a Julia set for every pixel and STOREs its colour into a shader image; the image is the
// picture. The constant c turns slowly with time. Needs PIPE_CAP_COMPUTE and RGBA8 shader images.
import {
  bufferTemplate,
  PipeBind,
  PipeCap,
  PipeFormat,
  PipeImageAccess,
  PipeShader,
  PipeTextureTarget,
  PipeTransfer,
  resourceTemplate,
  tgsiComputeState,
} from '@gallium-ts/gallium-api';
import { parseTgsi } from '@gallium-ts/tgsi';
import type { PipeSample } from '../sample.js';
import { PipeCanvas } from './pipe-canvas.js';

const BLOCK = 8;
const IMAGE_FORMAT = PipeFormat.R8G8B8A8_UNORM;

/**
 * Pixel p = BLOCK_ID · 8 + THREAD_ID; z0 = (p + 0.5) · CONST[0].xy + CONST[1].xy; z ← z² + c with
 * c = CONST[0].zw = 0.7885·e^(i(2.8 + 0.2·time)), at most 48 times while |z|² < 4. t = iterations / 48 gives the colour
 * (t, t², 0.35 + 0.65 t, 1); pixels outside the image (CONST[1].zw) store nothing.
 */
const COMPUTE_SHADER = `COMP
DCL SV[0], THREAD_ID
DCL SV[1], BLOCK_ID
DCL IMAGE[0], 2D, PIPE_FORMAT_R8G8B8A8_UNORM, WR
DCL CONST[0..1]
DCL TEMP[0..4]
IMM[0] UINT32 { 8, 0, 0, 0 }
IMM[1] FLT32 { 4.0, 1.0, 0.5, 48.0 }
IMM[2] FLT32 { 2.0, 0.35, 0.65, 0.0208333 }
IMM[3] FLT32 { 0.0, 0.0, 0.0, 0.0 }
UMAD TEMP[0].xy, SV[1].xyyy, IMM[0].xxxx, SV[0].xyyy
U2F TEMP[1].xy, TEMP[0].xyyy
FSGE TEMP[3].xy, TEMP[1].xyyy, CONST[1].zwww
OR TEMP[3].x, TEMP[3].xxxx, TEMP[3].yyyy
UIF TEMP[3].xxxx
  RET
ENDIF
ADD TEMP[1].xy, TEMP[1].xyyy, IMM[1].zzzz
MAD TEMP[1].xy, TEMP[1].xyyy, CONST[0].xyyy, CONST[1].xyyy
MOV TEMP[2].x, IMM[3].xxxx
BGNLOOP
  DP2 TEMP[3].x, TEMP[1].xyyy, TEMP[1].xyyy
  FSGE TEMP[3].y, TEMP[3].xxxx, IMM[1].xxxx
  FSGE TEMP[3].z, TEMP[2].xxxx, IMM[1].wwww
  OR TEMP[3].y, TEMP[3].yyyy, TEMP[3].zzzz
  UIF TEMP[3].yyyy
    BRK
  ENDIF
  MUL TEMP[4].x, TEMP[1].xxxx, TEMP[1].xxxx
  MAD TEMP[4].x, -TEMP[1].yyyy, TEMP[1].yyyy, TEMP[4].xxxx
  MUL TEMP[4].y, TEMP[1].xxxx, TEMP[1].yyyy
  MUL TEMP[4].y, TEMP[4].yyyy, IMM[2].xxxx
  ADD TEMP[1].xy, TEMP[4].xyyy, CONST[0].zwww
  ADD TEMP[2].x, TEMP[2].xxxx, IMM[1].yyyy
ENDLOOP
MUL TEMP[2].x, TEMP[2].xxxx, IMM[2].wwww
MOV TEMP[3].x, TEMP[2].xxxx
MUL TEMP[3].y, TEMP[2].xxxx, TEMP[2].xxxx
MAD TEMP[3].z, TEMP[2].xxxx, IMM[2].zzzz, IMM[2].yyyy
MOV TEMP[3].w, IMM[1].yyyy
STORE IMAGE[0], TEMP[0].xyyy, TEMP[3]
END
`;

export const compute: PipeSample = {
  api: 'pipe',
  name: 'compute',
  title: 'a Julia set computed by a TGSI compute shader into a shader image',
  kind: 'filled',
  defaultSize: { width: 160, height: 160 },
  animated: true,
  referenceFrame: 60,
  unsupported(screen) {
    if (!screen.getParam(PipeCap.COMPUTE)) return 'PIPE_CAP_COMPUTE is 0: the screen has no compute shaders';
    const images = screen.isFormatSupported(
      IMAGE_FORMAT,
      PipeTextureTarget.TEXTURE_2D,
      0,
      0,
      PipeBind.SHADER_IMAGE,
    );
    return images ? null : 'R8G8B8A8_UNORM is not a shader-image format of this screen';
  },
  setup(screen, width, height) {
    const canvas = new PipeCanvas(screen, width, height);
    const ctx = canvas.ctx;
    const image = canvas.resource(
      resourceTemplate({ format: IMAGE_FORMAT, width0: width, height0: height, bind: PipeBind.SHADER_IMAGE }),
    );
    const constants = canvas.resource(bufferTemplate(32, PipeBind.CONSTANT_BUFFER));
    const cs = ctx.createComputeState(tgsiComputeState(parseTgsi(COMPUTE_SHADER)));
    ctx.bindComputeState(cs);
    ctx.setShaderImages(PipeShader.COMPUTE, 0, [
      {
        resource: image,
        format: IMAGE_FORMAT,
        access: PipeImageAccess.WRITE,
        level: 0,
        firstLayer: 0,
        lastLayer: 0,
        offset: 0,
        size: 0,
      },
    ]);
    ctx.setConstantBuffer(PipeShader.COMPUTE, 0, {
      buffer: constants,
      bufferOffset: 0,
      bufferSize: 32,
      userBuffer: null,
    });
    return {
      draw(_frame, time) {
        const angle = 2.8 + 0.2 * time;
        const scale = 3 / Math.max(width, height);
        const values = [scale, scale, 0.7885 * Math.cos(angle), 0.7885 * Math.sin(angle)];
        values.push((-scale * width) / 2, (-scale * height) / 2, width, height);
        ctx.bufferSubdata(constants, PipeTransfer.WRITE, 0, new Float32Array(values));
        ctx.launchGrid({
          pc: 0,
          input: null,
          workDim: 2,
          block: [BLOCK, BLOCK, 1],
          grid: [Math.ceil(width / BLOCK), Math.ceil(height / BLOCK), 1],
          indirect: null,
          indirectOffset: 0,
        });
        ctx.flush(0);
      },
      read: () => canvas.read(image),
      destroy() {
        ctx.setShaderImages(PipeShader.COMPUTE, 0, [null]);
        ctx.bindComputeState(null);
        ctx.deleteComputeState(cs);
        canvas.destroy();
      },
    };
  },
};
