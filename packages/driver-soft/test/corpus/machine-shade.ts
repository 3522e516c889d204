// Corpus shaders evaluated by tgsi's interpreter, TgsiMachine (the reference semantics), on the inputs
// the reference rasterizer computes, in runs of up to 65 536 lanes, inputs matched to the shader's
// declarations by semantic. The many near-exact evaluations of the tolerance box may use tgsi's JIT
// instead (`engine: compileTgsi`), which tgsi's differential tests prove gives the same bits.

import type { OwnGeometryOutput, OwnVertex } from '@gallium-ts/gallium-api/test-kit';
import {
  compileTgsi,
  type TgsiExecOptions,
  type TgsiExecutable,
  TgsiFile,
  TgsiMachine,
  TgsiPrimitive,
  TgsiPropertyName,
  TgsiSemantic,
  type TgsiShader,
} from '@gallium-ts/tgsi';
import type { FragmentBatch, ShadeFragments } from './expected-fragment.js';
import type { ShadeVertices, VertexInputs } from './expected-vertex.js';

/** Makes an executable: TgsiMachine's constructor or compileTgsi. */
export type TgsiEngine = (shader: TgsiShader, options: TgsiExecOptions) => TgsiExecutable;

/** The interpreter as a TgsiEngine. */
export const interpreter: TgsiEngine = (shader, options) => new TgsiMachine(shader, options);

/** The JIT as a TgsiEngine. */
export const jit: TgsiEngine = compileTgsi;

/** Lanes of one run. */
const RUN_LANES = 65536;

/** Runs `each` over `count` items in chunks of RUN_LANES on one executable with the constants bound. */
function inChunks<T>(
  engine: TgsiEngine,
  shader: TgsiShader,
  count: number,
  constants: readonly Float32Array[],
  each: (m: TgsiExecutable, first: number, lanes: number) => T[],
): T[] {
  const m = engine(shader, { maxLanes: Math.min(RUN_LANES, Math.max(4, Math.ceil(count / 4) * 4)) });
  constants.forEach((data, slot) => {
    m.setConstantBuffer(slot, data);
  });
  const out: T[] = [];
  for (let first = 0; first < count; first += m.maxLanes)
    out.push(...each(m, first, Math.min(m.maxLanes, count - first)));
  return out;
}

/** Writes `value(lane)` (four floats) into every channel of input register `index`. */
function fillInput(
  m: TgsiExecutable,
  index: number,
  count: number,
  value: (lane: number) => readonly number[],
): void {
  for (let c = 0; c < 4; c++) {
    const lanes = m.registerFloats(TgsiFile.INPUT, index, c);
    for (let i = 0; i < count; i++) lanes[i] = value(i)[c]!;
  }
}

/** Four channels of output register `index` at `lane`, or null when the shader has no such output. */
function readOutput(m: TgsiExecutable, index: number, lane: number): number[] | null {
  if (index < 0) return null;
  return [0, 1, 2, 3].map((c) => m.registerFloats(TgsiFile.OUTPUT, index, c)[lane]!);
}

/** The batch array feeding each input semantic, and its floats per pixel. */
const FRAGMENT_INPUTS: Partial<Record<number, (b: FragmentBatch) => Float32Array>> = {
  [TgsiSemantic.COLOR]: (b) => b.color,
  [TgsiSemantic.GENERIC]: (b) => b.texcoord,
  [TgsiSemantic.POSITION]: (b) => b.position,
};

/** `fs` run with fragment constant buffers `constants` (by the interpreter unless `engine` says otherwise). */
export function machineFragments(
  fs: TgsiShader,
  constants: readonly Float32Array[],
  engine: TgsiEngine = interpreter,
): ShadeFragments {
  return (batch) => {
    const color = new Float32Array(batch.count * 4);
    const killed = new Uint8Array(batch.count);
    inChunks(engine, fs, batch.count, constants, (m, first, count) => {
      for (const d of fs.declarations) {
        if (d.file !== TgsiFile.INPUT || !d.semantic) continue;
        const source = FRAGMENT_INPUTS[d.semantic.name];
        const face = d.semantic.name === TgsiSemantic.FACE;
        for (let c = 0; c < 4; c++) {
          const lanes = m.registerFloats(TgsiFile.INPUT, d.first, c);
          for (let i = 0; i < count; i++)
            lanes[i] = source
              ? source(batch)[(first + i) * 4 + c]!
              : face
                ? [batch.face[first + i]!, 0, 0, 1][c]!
                : 0;
        }
      }
      const quads = Math.ceil(count / 4);
      m.runQuads({ quads, coverage: new Uint8Array(quads * 4).fill(1, 0, count) });
      const out = m.findOutput(TgsiSemantic.COLOR);
      for (let c = 0; c < 4 && out >= 0; c++) {
        const lanes = m.registerFloats(TgsiFile.OUTPUT, out, c);
        for (let i = 0; i < count; i++) color[(first + i) * 4 + c] = lanes[i]!;
      }
      killed.set(m.killed.subarray(0, count), first);
      return [];
    });
    return { color, killed };
  };
}

/** `vs` run by TgsiMachine with vertex constant buffers `constants`: IN[0] position, IN[1] colour. */
export function machineVertices(vs: TgsiShader, constants: readonly Float32Array[]): ShadeVertices {
  return (batch: readonly VertexInputs[]) =>
    inChunks(interpreter, vs, batch.length, constants, (m, first, count) => {
      const inputs = m.registerCount(TgsiFile.INPUT);
      if (inputs > 0) fillInput(m, 0, count, (i) => batch[first + i]!.position);
      if (inputs > 1) fillInput(m, 1, count, (i) => batch[first + i]!.color);
      m.runVertices({ count });
      const position = m.findOutput(TgsiSemantic.POSITION);
      const color = m.findOutput(TgsiSemantic.COLOR);
      return Array.from({ length: count }, (_, i) => ({
        position: readOutput(m, position, i),
        color: readOutput(m, color, i),
      }));
    });
}

/** `gs` run by TgsiMachine on one triangle with geometry constant buffers `constants`: the strips it emits. */
export function machineGeometry(
  gs: TgsiShader,
  constants: readonly Float32Array[],
): (triangle: readonly OwnVertex[]) => OwnGeometryOutput {
  return (triangle) => {
    const m = new TgsiMachine(gs, { maxLanes: 4 });
    constants.forEach((data, slot) => {
      m.setConstantBuffer(slot, data);
    });
    for (const d of gs.declarations) {
      if (d.file !== TgsiFile.INPUT || !d.semantic) continue;
      const pick =
        d.semantic.name === TgsiSemantic.POSITION
          ? 'position'
          : d.semantic.name === TgsiSemantic.COLOR
            ? 'color'
            : null;
      triangle.forEach((v, vertex) => {
        for (let c = 0; c < 4; c++)
          m.registerFloats(TgsiFile.INPUT, d.first, c, vertex)[0] = pick ? v[pick][c]! : 0;
      });
    }
    m.runPrimitives({ count: 1 });
    const out = m.geometryOutput!;
    const position = m.findOutput(TgsiSemantic.POSITION);
    const color = m.findOutput(TgsiSemantic.COLOR);
    const read = (k: number, reg: number) => [0, 1, 2, 3].map((c) => out.floats[out.offset(0, k, reg, c)]!);
    const strips: OwnVertex[][] = [];
    for (let k = 0; k < out.vertexCount(0); k++) {
      const strip = out.primitive(0, k);
      strips[strip] ??= [];
      strips[strip].push({ position: read(k, position), color: read(k, color) });
    }
    const kind = gs.properties.find((p) => p.name === TgsiPropertyName.GS_OUTPUT_PRIMITIVE)?.value;
    if (kind !== TgsiPrimitive.TRIANGLE_STRIP && kind !== TgsiPrimitive.LINE_STRIP)
      throw new Error(`the reference draws triangle and line strips, not primitive ${kind}`);
    return {
      primitive: kind === TgsiPrimitive.LINE_STRIP ? 'line-strip' : 'triangle-strip',
      strips: strips.filter(Boolean),
    };
  };
}
