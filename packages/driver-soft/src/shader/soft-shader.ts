// Shader CSOs of driver-soft: a TGSI shader checked with checkTgsi and compiled with tgsi's JIT when
// it is created (create_*_state), plus what the pipeline needs to know about its inputs and outputs.
// Anything the checker or the JIT refuses fails the create call with a PipeError naming the reason.
import { PipeError } from '@gallium-ts/gallium-api';
import {
  checkTgsi,
  compileTgsi,
  scanTgsi,
  type TgsiCompiledShader,
  TgsiExecutionError,
  TgsiFile,
  type TgsiScanInfo,
  type TgsiShader,
} from '@gallium-ts/tgsi';
import { canStopWhileRunning, checkRunnable } from './run-stops.js';

/** One declared input or output register. */
export interface ShaderIo {
  register: number;
  semantic: number;
  index: number;
  /** TgsiInterpolate of a fragment input (null elsewhere). */
  interpolate: number | null;
  /** Channels used. */
  usageMask: number;
}

/** Lanes per run of each stage: fragment shaders shade up to 1024 quads per batch. */
export const VERTEX_LANES = 1024;
export const FRAGMENT_LANES = 4096;
export const GEOMETRY_LANES = 256;

/** A compiled shader of one stage. */
export class SoftShader {
  readonly exec: TgsiCompiledShader;
  readonly info: TgsiScanInfo;
  readonly inputs: readonly ShaderIo[];
  readonly outputs: readonly ShaderIo[];

  /** Whether a run can stop before it finishes (run-stops.ts): its draws are rasterized at once. */
  readonly canStop: boolean;

  constructor(
    method: string,
    readonly tokens: TgsiShader,
    lanes: number,
    /** Loop iterations one run may execute (tgsi's maxLoopIterations; its default when omitted). */
    maxLoopIterations?: number,
  ) {
    let problems: string[];
    try {
      problems = checkTgsi(tokens)
        .filter((d) => d.severity === 'error')
        .map((d) => d.message);
    } catch (error) {
      throw new PipeError(method, `the TGSI shader is malformed (${(error as Error).message})`);
    }
    if (problems.length > 0) throw new PipeError(method, `invalid TGSI: ${problems.slice(0, 3).join('; ')}`);
    try {
      this.exec = compileTgsi(tokens, {
        maxLanes: lanes,
        ...(maxLoopIterations !== undefined ? { maxLoopIterations } : {}),
      });
    } catch (error) {
      if (error instanceof TgsiExecutionError)
        throw new PipeError(method, `cannot run the shader: ${error.message}`);
      throw error;
    }
    this.info = scanTgsi(tokens);
    checkRunnable(method, tokens, this.info);
    this.canStop = canStopWhileRunning(tokens, this.info);
    const io = (list: TgsiScanInfo['inputs']): ShaderIo[] =>
      list
        .filter((r) => r.semantic !== null)
        .map((r) => ({
          register: r.index,
          semantic: r.semantic!.name,
          index: r.semantic!.index,
          interpolate: r.interpolate,
          usageMask: r.usageMask,
        }));
    this.inputs = io(this.info.inputs);
    this.outputs = io(this.info.outputs);
  }

  private views: { inF: Float32Array[]; inI: Int32Array[]; outF: Float32Array[]; outI: Int32Array[] } | null =
    null;

  /** Views of every input and output register channel, [register · 4 + channel] (made once). */
  get registerViews(): { inF: Float32Array[]; inI: Int32Array[]; outF: Float32Array[]; outI: Int32Array[] } {
    if (!this.views) {
      const exec = this.exec;
      const all = <T>(file: TgsiFile, view: (r: number, c: number) => T): T[] => {
        const list: T[] = [];
        for (let r = 0; r < exec.registerCount(file); r++) for (let c = 0; c < 4; c++) list.push(view(r, c));
        return list;
      };
      this.views = {
        inF: all(TgsiFile.INPUT, (r, c) => exec.registerFloats(TgsiFile.INPUT, r, c)),
        inI: all(TgsiFile.INPUT, (r, c) => exec.registerInts(TgsiFile.INPUT, r, c)),
        outF: all(TgsiFile.OUTPUT, (r, c) => exec.registerFloats(TgsiFile.OUTPUT, r, c)),
        outI: all(TgsiFile.OUTPUT, (r, c) => exec.registerInts(TgsiFile.OUTPUT, r, c)),
      };
    }
    return this.views;
  }

  /** Number of registers of a file (INPUT, OUTPUT). */
  registers(file: TgsiFile): number {
    return this.exec.registerCount(file);
  }

  /** The output register with `semantic` and `index`, or -1. */
  output(semantic: number, index = 0): number {
    return this.outputs.find((o) => o.semantic === semantic && o.index === index)?.register ?? -1;
  }

  /** A PROPERTY value, or `fallback`. */
  property(name: string, fallback: number): number {
    return (this.info.properties as Record<string, number | undefined>)[name] ?? fallback;
  }
}
