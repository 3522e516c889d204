// What the draw module needs to know about a geometry shader, read once from its properties and
// declarations when it is created: the input primitive class (and which draw modes feed it), the output
// primitive, the vertex bound, the instance count, where PRIMID and INVOCATIONID go, and how many input
// primitives one run batches. Shaders the draw module cannot run fail create_gs_state with a PipeError.
import { PipeError, PipePrim } from '@gallium-ts/gallium-api';
import { enumName } from '@gallium-ts/gallium-api/util';
import { TgsiFile, TgsiPrimitive, TgsiPropertyName, TgsiSemantic, type TgsiShader } from '@gallium-ts/tgsi';
import { GEOMETRY_LANES, type SoftShader } from '../shader/soft-shader.js';

/** PIPE_CAP_MAX_GEOMETRY_OUTPUT_VERTICES. */
export const MAX_GEOMETRY_OUTPUT_VERTICES = 1024;
/** The most GS_INVOCATIONS a geometry shader may declare (GL's minimum maximum). */
export const MAX_GEOMETRY_INVOCATIONS = 32;
/** Output words (vertices × outputs × 4 × lanes) one geometry run may hold: 4 MiB. */
const OUTPUT_WORD_BUDGET = 1 << 20;

/** The input primitive classes and the draw modes each accepts (GL 3.2, 2.12.1). */
const INPUT_CLASSES: ReadonlyMap<number, { vertices: number; modes: readonly PipePrim[] }> = new Map([
  [PipePrim.POINTS, { vertices: 1, modes: [PipePrim.POINTS] }],
  [PipePrim.LINES, { vertices: 2, modes: [PipePrim.LINES, PipePrim.LINE_STRIP, PipePrim.LINE_LOOP] }],
  [
    PipePrim.LINES_ADJACENCY,
    { vertices: 4, modes: [PipePrim.LINES_ADJACENCY, PipePrim.LINE_STRIP_ADJACENCY] },
  ],
  [
    PipePrim.TRIANGLES,
    { vertices: 3, modes: [PipePrim.TRIANGLES, PipePrim.TRIANGLE_STRIP, PipePrim.TRIANGLE_FAN] },
  ],
  [
    PipePrim.TRIANGLES_ADJACENCY,
    { vertices: 6, modes: [PipePrim.TRIANGLES_ADJACENCY, PipePrim.TRIANGLE_STRIP_ADJACENCY] },
  ],
]);

/** The class of a GS_INPUT_PRIMITIVE value: strips and fans name the primitives they are made of. */
function inputClass(prim: number): PipePrim | null {
  for (const [cls, { modes }] of INPUT_CLASSES) if (modes.includes(prim as PipePrim)) return cls as PipePrim;
  return null;
}

const OUTPUT_PRIMITIVES: readonly number[] = [PipePrim.POINTS, PipePrim.LINE_STRIP, PipePrim.TRIANGLE_STRIP];

export class GeometryProgram {
  /** POINTS, LINES, LINES_ADJACENCY, TRIANGLES or TRIANGLES_ADJACENCY. */
  readonly inputClass: PipePrim;
  /** Vertices per input primitive. */
  readonly inputVertices: number;
  /** POINTS, LINE_STRIP or TRIANGLE_STRIP. */
  readonly outputPrimitive: PipePrim;
  readonly maxVertices: number;
  readonly invocations: number;
  /** Input primitives per run (lanes / invocations). */
  readonly primitivesPerRun: number;
  /** System value registers of PRIMID and INVOCATIONID, −1 when not declared. */
  readonly primitiveIdValue: number;
  readonly invocationIdValue: number;
  /** Output register of PRIMID (what the fragment shader's PRIMID reads), −1 when not written. */
  readonly primitiveIdOutput: number;

  constructor(readonly shader: SoftShader) {
    const refuse = (reason: string): never => {
      throw new PipeError('createGsState', reason);
    };
    const input = shader.property('GS_INPUT_PRIMITIVE', -1);
    const cls = inputClass(input);
    if (cls === null)
      refuse(`GS_INPUT_PRIMITIVE ${enumName(TgsiPrimitive, input)} is not a geometry shader input primitive`);
    this.inputClass = cls!;
    this.inputVertices = INPUT_CLASSES.get(cls!)!.vertices;
    const output = shader.property('GS_OUTPUT_PRIMITIVE', -1);
    if (!OUTPUT_PRIMITIVES.includes(output))
      refuse(
        `GS_OUTPUT_PRIMITIVE ${enumName(TgsiPrimitive, output)} is not POINTS, LINE_STRIP or TRIANGLE_STRIP`,
      );
    this.outputPrimitive = output as PipePrim;
    this.maxVertices = shader.property('GS_MAX_OUTPUT_VERTICES', 0);
    if (this.maxVertices > MAX_GEOMETRY_OUTPUT_VERTICES)
      refuse(
        `GS_MAX_OUTPUT_VERTICES ${this.maxVertices} exceeds PIPE_CAP_MAX_GEOMETRY_OUTPUT_VERTICES (${MAX_GEOMETRY_OUTPUT_VERTICES})`,
      );
    this.invocations = shader.property('GS_INVOCATIONS', 1);
    if (!(this.invocations >= 1 && this.invocations <= MAX_GEOMETRY_INVOCATIONS))
      refuse(`GS_INVOCATIONS ${this.invocations} is not in [1, ${MAX_GEOMETRY_INVOCATIONS}]`);
    this.primitivesPerRun = Math.floor(shader.exec.maxLanes / this.invocations);
    const exec = shader.exec;
    this.primitiveIdValue = exec.findSystemValue(TgsiSemantic.PRIMID);
    this.invocationIdValue = exec.findSystemValue(TgsiSemantic.INVOCATIONID);
    this.primitiveIdOutput = shader.output(TgsiSemantic.PRIMID);
  }

  /** Throws a PipeError naming both when draws of `mode` cannot feed this shader. */
  checkDrawMode(mode: PipePrim): void {
    if (INPUT_CLASSES.get(this.inputClass)!.modes.includes(mode)) return;
    throw new PipeError(
      'drawVbo',
      `the draw's PIPE_PRIM_${enumName(PipePrim, mode)} does not match the bound geometry shader's GS_INPUT_PRIMITIVE ${enumName(PipePrim, this.inputClass)}`,
    );
  }
}

const programs = new WeakMap<SoftShader, GeometryProgram>();

/** The GeometryProgram of a compiled geometry shader (checked and made on first use). */
export function geometryProgram(shader: SoftShader): GeometryProgram {
  let program = programs.get(shader);
  if (!program) {
    program = new GeometryProgram(shader);
    programs.set(shader, program);
  }
  return program;
}

/**
 * Lanes (input primitives × invocations) to compile a geometry shader for: up to GEOMETRY_LANES, fewer
 * when its emitted vertices would need more than the output budget, and at least its invocations.
 */
export function geometryLanes(tokens: TgsiShader): number {
  const properties = Array.isArray(tokens?.properties) ? tokens.properties : [];
  const property = (name: number, fallback: number) => {
    const value = properties.find((p) => p?.name === name)?.value;
    return Number.isInteger(value) && value! > 0 ? value! : fallback;
  };
  let outputs = 1;
  for (const d of Array.isArray(tokens?.declarations) ? tokens.declarations : [])
    if (d?.file === TgsiFile.OUTPUT && Number.isInteger(d.last)) outputs = Math.max(outputs, d.last + 1);
  const maxVertices = Math.min(
    property(TgsiPropertyName.GS_MAX_OUTPUT_VERTICES, 1),
    MAX_GEOMETRY_OUTPUT_VERTICES,
  );
  const invocations = Math.min(property(TgsiPropertyName.GS_INVOCATIONS, 1), MAX_GEOMETRY_INVOCATIONS);
  const fit = Math.floor(OUTPUT_WORD_BUDGET / (maxVertices * outputs * 4));
  const lanes = Math.max(4, Math.min(GEOMETRY_LANES, fit) & ~3);
  return Math.max(lanes, (invocations + 3) & ~3);
}
