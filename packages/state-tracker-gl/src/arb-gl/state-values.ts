// The constant buffer of an ARB program: one vec4 per entry of its parameter list (CONST[i] holds
// constants[i]), filled from the GL state (state.* bindings), the program environment and local
// parameters, and literals. A writer is built once per compiled program: it picks each entry's function
// up front and computes every selected matrix once per write however many of its rows are bound. It also
// says what the values depend on, so the draw path rewrites the buffer only when one of those changed
// (writing all 64 slots of a list with the mvp, the modelview invtrans, eight lights' positions, half
// vectors and products, the material, fog, texgen planes, env parameters and literals takes about 3 µs).
import type { ArbParameter } from '../arb/index.js';
import { Dirty } from '../context/dirty.js';
import type { GlContext } from '../context/gl-context.js';
import {
  type ArbMatrixToken,
  isTransposed,
  type ProgramMatrices,
  untransposedMatrix,
  writeMatrixRow,
} from './state-matrices.js';
import { type ArbVectorToken, vectorWriter } from './state-vectors.js';

/** The values a program's parameters read that are not GL context state. */
export interface ArbParameterSources {
  /** program.env[i] of the program's target at floats 4i..4i+3; missing entries read as 0. */
  env: ArrayLike<number>;
  /** program.local[i] of the program at floats 4i..4i+3; missing entries read as 0. */
  local: ArrayLike<number>;
  /** state.matrix.program[n]: the top of program matrix stack n, column-major. */
  programMatrices: ProgramMatrices;
}

/** What a parameter list's values depend on. */
export interface ArbParameterDependencies {
  /**
   * Dirty bits (src/context/dirty.ts) whose setters change state the list reads: Dirty.PROGRAM for
   * FixedFunctionState (lights, materials, matrices, texgen, fog, clip planes, point, texture
   * environments), Dirty.VIEWPORT for the depth range.
   */
  dirty: number;
  env: boolean;
  local: boolean;
  programMatrices: boolean;
}

/** Fills a program's constant buffer. */
export interface ArbParameterWriter {
  /** Number of vec4 slots written (the parameter list's length). */
  readonly slots: number;
  readonly dependencies: ArbParameterDependencies;
  /** Writes every slot into `out` (at least 4 × slots floats) from the context's current state. */
  write(c: GlContext, sources: ArbParameterSources, out: Float32Array): void;
}

type SlotWriter = (c: GlContext, sources: ArbParameterSources, out: Float32Array) => void;

/** Rows of one selected matrix bound by the list: each row number with its float offset. */
interface MatrixRows {
  token: ArbMatrixToken;
  rows: { row: number; transposed: boolean; at: number }[];
}

/** Builds the writer of a compiled program's parameter list (ArbCompiledProgram.constants). */
export function arbParameterWriter(parameters: readonly ArbParameter[]): ArbParameterWriter {
  const slots: SlotWriter[] = [];
  const matrices = new Map<string, MatrixRows>();
  const dependencies: ArbParameterDependencies = {
    dirty: 0,
    env: false,
    local: false,
    programMatrices: false,
  };
  parameters.forEach((p, i) => {
    const at = 4 * i;
    switch (p.kind) {
      case 'literal': {
        const [x, y, z, w] = p.value;
        slots.push((_c, _s, out) => {
          out[at] = x;
          out[at + 1] = y;
          out[at + 2] = z;
          out[at + 3] = w;
        });
        return;
      }
      case 'env':
      case 'local': {
        dependencies[p.kind] = true;
        const from = 4 * p.index;
        const kind = p.kind;
        slots.push((_c, s, out) => {
          const v = s[kind];
          for (let k = 0; k < 4; k++) out[at + k] = v[from + k] ?? 0;
        });
        return;
      }
      case 'state': {
        const t = p.state;
        if (t.item === 'matrix') {
          if (t.matrix === 'program') dependencies.programMatrices = true;
          else dependencies.dirty |= Dirty.PROGRAM;
          // Rows of one matrix share its computation: .transpose with the plain matrix, .invtrans with .inverse.
          const inverted = t.modifier === 'inverse' || t.modifier === 'invtrans';
          const key = `${t.matrix}[${t.index}]${inverted ? '.inverse' : ''}`;
          let group = matrices.get(key);
          if (group === undefined) {
            group = { token: t, rows: [] };
            matrices.set(key, group);
          }
          group.rows.push({ row: t.row, transposed: isTransposed(t), at });
          return;
        }
        dependencies.dirty |= t.item === 'depthRange' ? Dirty.VIEWPORT : Dirty.PROGRAM;
        const write = vectorWriter(t as ArbVectorToken);
        slots.push((c, _s, out) => write(c, out, at));
        return;
      }
    }
  });
  for (const { token, rows } of matrices.values()) {
    slots.push((c, s, out) => {
      const m = untransposedMatrix(c, s.programMatrices, token);
      for (const r of rows) writeMatrixRow(m, r.transposed, r.row, out, r.at);
    });
  }
  return {
    slots: parameters.length,
    dependencies,
    write(c, sources, out) {
      for (let i = 0; i < slots.length; i++) slots[i]!(c, sources, out);
    },
  };
}

/** Fills `out` from a parameter list once (builds a writer each call: keep the writer for repeated use). */
export function writeArbParameters(
  c: GlContext,
  parameters: readonly ArbParameter[],
  sources: ArbParameterSources,
  out: Float32Array,
): void {
  arbParameterWriter(parameters).write(c, sources, out);
}
