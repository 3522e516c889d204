// A vertex shader batch written in the IR: `vertices(count, inputs, outputs, constants)` runs the shader
// over the lanes of a batch — each input or system-value channel it reads loaded from its slot of
// `inputs`, the shader through TgsiIrShader, every output channel it writes stored to its slot of
// `outputs` — giving the bits tgsi's compiled vertex shader (`runVertices`) gives, through either back
// end. An input slot is one register channel for every lane of the batch (lane-major: the lanes of one
// channel are contiguous, so the WebAssembly back end loads four lanes with one v128 access); the outputs
// are vertex-major, as the vertex store lays them out, so a batch reaches the store in one copy. Shaders outside
// what the translator serves, with KILL, or reading a register the executable would read stale (a
// temporary or output before it is written, a system value runVertices does not set) are declined.
import { TgsiFile, TgsiSemantic, type TgsiShader } from '@gallium-ts/tgsi';
import { IrBuilder } from '../ir/builder.js';
import type { IrFunction } from '../ir/ir.js';
import type { IrHelperFunction } from '../tgsi/expression-helper.js';
import { TgsiIrShader } from '../tgsi/translate.js';

/** The system values runVertices sets (x: the value, y, z, w: 0) and the kernel therefore reads. */
export const VERTEX_SYSTEM_VALUES: ReadonlySet<number> = new Set([
  TgsiSemantic.VERTEXID,
  TgsiSemantic.VERTEXID_NOBASE,
  TgsiSemantic.BASEVERTEX,
  TgsiSemantic.INSTANCEID,
  TgsiSemantic.BASEINSTANCE,
  TgsiSemantic.DRAWID,
]);

/** A register channel of a batch slot (a system value's with its semantic, else −1). */
export interface VertexSlot {
  readonly file: number;
  readonly index: number;
  readonly channel: number;
  readonly semantic: number;
}

/** What runVertices sets the system values from (TgsiVertexRun, with its defaults applied). */
export interface VertexRunValues {
  readonly vertexIds: ArrayLike<number>;
  readonly instanceId: number;
  readonly baseVertex: number;
  readonly baseInstance: number;
  readonly drawId: number;
}

/**
 * Writes lanes 0…count−1 of system value slot `slot` into `words` from `at`, as runVertices sets the
 * register: the value in x (VERTEXID_NOBASE the id less the base vertex), 0 in y, z and w.
 */
export function fillSystemValueSlot(
  slot: VertexSlot,
  run: VertexRunValues,
  count: number,
  words: Int32Array,
  at: number,
): void {
  const s = TgsiSemantic;
  if (slot.channel !== 0) words.fill(0, at, at + count);
  else if (slot.semantic === s.VERTEXID || slot.semantic === s.VERTEXID_NOBASE) {
    const base = slot.semantic === s.VERTEXID ? 0 : run.baseVertex;
    for (let i = 0; i < count; i++) words[at + i] = ((run.vertexIds[i]! | 0) - base) | 0;
  } else {
    const value =
      slot.semantic === s.BASEVERTEX
        ? run.baseVertex
        : slot.semantic === s.INSTANCEID
          ? run.instanceId
          : slot.semantic === s.BASEINSTANCE
            ? run.baseInstance
            : run.drawId;
    words.fill(value | 0, at, at + count);
  }
}

export interface VertexBatchKernel {
  /** `vertices(count, inputs, outputs, constants)`; count a multiple of 4, at most `lanes`. */
  readonly fn: IrFunction;
  /** The helpers the function calls, for compileJs / instantiateWasm. */
  readonly helpers: Record<string, IrHelperFunction>;
  /** Lanes between one slot and the next (the batch's capacity). */
  readonly lanes: number;
  /** The channels read, slot s at byte `inputs + 4·lanes·s` (INPUT or SYSTEM_VALUE file). */
  readonly inputSlots: readonly VertexSlot[];
  /**
   * The OUTPUT channels written; channel c of register r of lane i at byte `outputs + 4·(i·vertexWords +
   * 4·r + c)`. The other words are never written.
   */
  readonly outputSlots: readonly VertexSlot[];
  /** Words from one lane's outputs to the next's (at least 4 · the output registers). */
  readonly vertexWords: number;
  /** The constant words read, [slot, word], word j at byte `constants + 4·j`. */
  readonly constantWords: readonly (readonly [number, number])[];
}

/**
 * The batch kernel of the vertex shader `shader` for batches of up to `lanes` vertices (a multiple of
 * 4), its first `outputCount` output registers written back `vertexWords` words apart, or null when it
 * declines the shader.
 */
export function vertexBatchKernel(
  shader: TgsiShader,
  lanes: number,
  outputCount: number,
  vertexWords = outputCount * 4,
): VertexBatchKernel | null {
  if (vertexWords < outputCount * 4) throw new Error('vertexBatchKernel: vertexWords below the outputs');
  const translator = TgsiIrShader.of(shader);
  if (!translator || translator.kills) return null;
  const systemValues = systemValueSemantics(shader);
  const k = new IrBuilder('vertices');
  const count = k.param('i32', 'count');
  const inputs = k.param('i32', 'inputs');
  const outputs = k.param('i32', 'outputs');
  const constants = k.param('i32', 'constants');
  const constantWords: [number, number][] = [];
  translator.constantsBefore((slot, word, kind) => {
    let at = constantWords.findIndex(([s, w]) => s === slot && w === word);
    if (at < 0) at = constantWords.push([slot, word]) - 1;
    return k.load(kind === 'f' ? 'f32' : 'i32', k.add(constants, k.i32(at * 4)), `c${slot}_${word}`);
  });
  const inputSlots: VertexSlot[] = [];
  const outputSlots: VertexSlot[] = [];
  const slotBytes = lanes * 4;
  let served = true;
  let readsUnwritten = false;
  k.lanes(k.i32(0), count, (lane) => {
    const laneByte = k.mul(lane, k.i32(4), 'laneByte');
    const inputAt = (slot: number) => k.add(k.add(inputs, k.i32(slot * slotBytes)), laneByte);
    const vertexAt = k.add(outputs, k.mul(lane, k.i32(vertexWords * 4)), 'vertexAt');
    const result = translator.lanes(k, {
      input(file, index, channel, kind) {
        if (file === TgsiFile.SYSTEM_VALUE && !VERTEX_SYSTEM_VALUES.has(systemValues.get(index) ?? -1))
          served = false;
        let slot = inputSlots.findIndex((s) => s.file === file && s.index === index && s.channel === channel);
        const semantic = file === TgsiFile.SYSTEM_VALUE ? (systemValues.get(index) ?? -1) : -1;
        if (slot < 0) slot = inputSlots.push({ file, index, channel, semantic }) - 1;
        return k.load(kind === 'f' ? 'f32' : 'i32', inputAt(slot), `in${slot}`);
      },
      outputs: Array.from({ length: outputCount * 4 }, (_, w) => ({
        index: w >> 2,
        channel: w & 3,
        kind: 'i' as const,
      })),
    });
    readsUnwritten = result.readsUnwritten;
    result.outputs.forEach((value, w) => {
      if (!value) return;
      outputSlots.push({ file: TgsiFile.OUTPUT, index: w >> 2, channel: w & 3, semantic: -1 });
      k.store('i32', k.add(vertexAt, k.i32(w * 4)), value);
    });
  });
  if (!served || readsUnwritten) return null;
  return {
    fn: k.finish(),
    helpers: translator.helpers,
    lanes,
    inputSlots,
    outputSlots,
    vertexWords,
    constantWords,
  };
}

/**
 * The semantic of each system value register runVertices may set, by register: as tgsi's executable
 * finds them, the first register declared with a semantic of index 0.
 */
export function systemValueSemantics(shader: TgsiShader): Map<number, number> {
  const semantics = new Map<number, number>();
  const seen = new Set<number>();
  for (const d of shader.declarations)
    if (
      d.file === TgsiFile.SYSTEM_VALUE &&
      d.semantic &&
      d.semantic.index === 0 &&
      !seen.has(d.semantic.name)
    ) {
      seen.add(d.semantic.name);
      semantics.set(d.first, d.semantic.name);
    }
  return semantics;
}
