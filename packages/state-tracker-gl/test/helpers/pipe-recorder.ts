// Runs the vertex stage of every draw a context sends to driver-noop on the CPU: it follows the bound
// vertex shader, vertex elements, vertex and index buffers, constant buffer 0 and viewport, fetches the
// draw's vertices as the driver would, executes the shader with tgsi's compileTgsi and keeps the
// outputs. This checks the draw path end to end without a drawing driver.
import {
  makeBox,
  type PipeContext,
  type PipeIndexBuffer,
  type PipeResource,
  PipeShader,
  PipeTransfer,
  type PipeVertexBuffer,
  type PipeVertexElement,
  type PipeViewportState,
  unpackRgbaFloat,
} from '@gallium-ts/gallium-api';
import { compileTgsi, TgsiFile, TgsiSemantic, type TgsiShader } from '@gallium-ts/tgsi';

export interface ShadedVertex {
  /** Clip coordinates (POSITION output). */
  position: number[];
  /** COLOR[0] output. */
  color: number[];
  /** Window coordinates after the viewport transform. */
  window: number[];
}

export interface RecordedDraw {
  mode: number;
  vertices: ShadedVertex[];
}

function bytesOf(view: ArrayBufferView): Uint8Array {
  return new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
}

function readResource(pipe: PipeContext, res: PipeResource): Uint8Array {
  const map = pipe.transferMap(res, 0, PipeTransfer.READ, makeBox(0, 0, 0, res.width0, 1, 1))!;
  const bytes = map.data.slice();
  pipe.transferUnmap(map.transfer);
  return bytes;
}

/** Wraps `pipe` so every draw is shaded on the CPU; returns the list the draws are appended to. */
export function recordDraws(pipe: PipeContext): RecordedDraw[] {
  const draws: RecordedDraw[] = [];
  const shaders = new Map<unknown, TgsiShader>();
  const elementSets = new Map<unknown, PipeVertexElement[]>();
  let vs: TgsiShader | null = null;
  let elements: PipeVertexElement[] = [];
  const buffers: (PipeVertexBuffer | null)[] = [];
  let constants: Uint8Array | null = null;
  let viewport: PipeViewportState | null = null;
  let indexBuffer: PipeIndexBuffer | null = null;
  const p = pipe as unknown as Record<string, (...args: never[]) => unknown>;
  const wrap = <A extends unknown[], R>(name: string, after: (result: R, ...args: A) => void) => {
    const original = p[name]!.bind(pipe) as (...args: A) => R;
    p[name] = ((...args: A) => {
      const result = original(...args);
      after(result, ...args);
      return result;
    }) as never;
  };
  wrap('createVsState', (cso, state: { tokens: TgsiShader }) => shaders.set(cso, state.tokens));
  wrap('bindVsState', (_r, cso) => {
    vs = shaders.get(cso) ?? null;
  });
  wrap('createVertexElementsState', (cso, e: PipeVertexElement[]) => elementSets.set(cso, [...e]));
  wrap('bindVertexElementsState', (_r, cso) => {
    elements = elementSets.get(cso) ?? [];
  });
  wrap('setVertexBuffers', (_r, start: number, list: (PipeVertexBuffer | null)[]) => {
    list.forEach((b, i) => {
      buffers[start + i] = b ? { ...b } : null;
    });
  });
  wrap(
    'setConstantBuffer',
    (
      _r,
      stage: number,
      index: number,
      cb: { buffer: PipeResource | null; userBuffer: ArrayBufferView | null; bufferOffset: number } | null,
    ) => {
      if (stage !== PipeShader.VERTEX || index !== 0) return;
      if (!cb) constants = null;
      else if (cb.userBuffer) constants = bytesOf(cb.userBuffer).slice();
      else constants = readResource(pipe, cb.buffer!).slice(cb.bufferOffset);
    },
  );
  wrap('setViewportStates', (_r, _start: number, vps: PipeViewportState[]) => {
    viewport = structuredClone(vps[0]!);
  });
  wrap('setIndexBuffer', (_r, ib: PipeIndexBuffer | null) => {
    indexBuffer = ib ? { ...ib } : null;
  });
  wrap(
    'drawVbo',
    (_r, info: { indexed: boolean; mode: number; start: number; count: number; indexBias: number }) => {
      const exe = compileTgsi(vs!);
      const indexBytes = info.indexed
        ? indexBuffer!.userBuffer
          ? bytesOf(indexBuffer!.userBuffer)
          : readResource(pipe, indexBuffer!.buffer!).subarray(indexBuffer!.offset)
        : null;
      const indexView = indexBytes
        ? new DataView(indexBytes.buffer, indexBytes.byteOffset, indexBytes.byteLength)
        : null;
      const vertexBytes = buffers.map((b) =>
        b ? (b.userBuffer ? bytesOf(b.userBuffer) : readResource(pipe, b.buffer!)) : null,
      );
      const value = new Float32Array(4);
      for (let lane = 0; lane < info.count; lane++) {
        let index = info.start + lane;
        if (indexView) {
          const size = indexBuffer!.indexSize;
          const at = (info.start + lane) * size;
          index =
            (size === 1
              ? indexView.getUint8(at)
              : size === 2
                ? indexView.getUint16(at, true)
                : indexView.getUint32(at, true)) + info.indexBias;
        }
        elements.forEach((e, k) => {
          const vb = buffers[e.vertexBufferIndex]!;
          unpackRgbaFloat(
            e.srcFormat,
            vertexBytes[e.vertexBufferIndex]!,
            vb.bufferOffset + e.srcOffset + index * vb.stride,
            value,
          );
          for (let ch = 0; ch < 4; ch++) exe.registerFloats(TgsiFile.INPUT, k, ch)[lane] = value[ch]!;
        });
      }
      if (constants) exe.setConstantBuffer(0, constants);
      exe.runVertices({ count: info.count });
      const out = (semantic: TgsiSemantic, lane: number) => {
        const reg = exe.findOutput(semantic);
        return [0, 1, 2, 3].map((ch) => exe.registerFloats(TgsiFile.OUTPUT, reg, ch)[lane]!);
      };
      const vertices: ShadedVertex[] = [];
      for (let lane = 0; lane < info.count; lane++) {
        const position = out(TgsiSemantic.POSITION, lane);
        const vp = viewport!;
        const w = position[3]!;
        vertices.push({
          position,
          color: out(TgsiSemantic.COLOR, lane),
          window: [0, 1, 2].map((i) => (position[i]! / w) * vp.scale[i]! + vp.translate[i]!),
        });
      }
      draws.push({ mode: info.mode, vertices });
    },
  );
  return draws;
}
