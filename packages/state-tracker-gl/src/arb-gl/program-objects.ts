// The ARB program state of a context (GL_ARB_vertex_program 2.14.1, 2.14.6, 2.14.7): program objects in
// one name space shared by both targets, the default object and the bound object per target, the
// environment parameters per target, the local parameters per object, the error position and string
// of the last glProgramStringARB, and the program matrices GL_MATRIX0_ARB.. with their stacks.
import type { PipeScreen } from '@gallium-ts/gallium-api';
import type { ArbCompiledProgram, ArbProgramKind, ArbProgramLimits } from '../arb/index.js';
import type { GlLimits } from '../context/limits.js';
import { GL_FRAGMENT_PROGRAM_ARB, GL_VERTEX_PROGRAM_ARB } from '../gl-enums.js';
import { NameSpace } from '../objects/names.js';
import { MatrixStack } from '../state/matrix-stack.js';
import type { ArbEnables } from './enables.js';
import { type ArbGlLimits, arbLimits } from './limits.js';

/** One program object: its target, the last string that loaded, what it compiled to, its local parameters. */
export class ArbProgramObject {
  /** The program string (GL_PROGRAM_STRING_ARB; GL_PROGRAM_LENGTH_ARB is its length). */
  text = '';
  /** The loaded program, or null while no string has loaded (the object holds no valid program). */
  compiled: ArbCompiledProgram | null = null;
  /** Local parameter i is locals[4i..4i+3], allocated on the first write (all (0, 0, 0, 0) until then). */
  private locals: Float32Array | null = null;

  constructor(
    /** 0 for a target's default object. */
    readonly name: number,
    readonly kind: ArbProgramKind,
    private readonly maxLocals: number,
  ) {}

  /** The values of local parameter `index` (below the target's GL_MAX_PROGRAM_LOCAL_PARAMETERS_ARB). */
  local(index: number): Float32Array {
    return this.locals === null ? new Float32Array(4) : this.locals.subarray(4 * index, 4 * index + 4);
  }

  /** Every local parameter, parameter i at floats 4i..4i+3 (empty while none was written: all read 0). */
  localValues(): ArrayLike<number> {
    return this.locals ?? EMPTY;
  }

  setLocal(index: number, x: number, y: number, z: number, w: number): void {
    this.locals ??= new Float32Array(4 * this.maxLocals);
    this.locals.set([x, y, z, w], 4 * index);
  }
}

const EMPTY = new Float32Array(0);

/** A program target's GL enum and front-end kind. */
export function programKind(target: number): ArbProgramKind | null {
  if (target === GL_VERTEX_PROGRAM_ARB) return 'vertex';
  if (target === GL_FRAGMENT_PROGRAM_ARB) return 'fragment';
  return null;
}

/** Per-target state: the environment parameters, the default object and the bound one. */
class TargetState {
  readonly env: Float32Array;
  readonly defaultObject: ArbProgramObject;
  bound: ArbProgramObject;

  constructor(kind: ArbProgramKind, limits: Readonly<ArbProgramLimits>) {
    this.env = new Float32Array(4 * limits.maxEnvParameters);
    this.defaultObject = new ArbProgramObject(0, kind, limits.maxLocalParameters);
    this.bound = this.defaultObject;
  }
}

export class ArbProgramState {
  readonly limits: ArbGlLimits;
  readonly names = new NameSpace<ArbProgramObject>();
  readonly vertex: TargetState;
  readonly fragment: TargetState;
  /** GL_PROGRAM_ERROR_POSITION_ARB: -1, or where the last glProgramStringARB failed. */
  errorPosition = -1;
  /** GL_PROGRAM_ERROR_STRING_ARB: empty, or why the last glProgramStringARB failed. */
  errorString = '';
  /** The enables of both extensions (glPushAttrib(GL_ENABLE_BIT) saves them): see enables.ts. */
  readonly enables: ArbEnables = {
    vertexProgram: false,
    fragmentProgram: false,
    pointSize: false,
    twoSide: false,
  };
  /** The stacks of GL_MATRIX0_ARB + i (identity at first). */
  readonly matrices: MatrixStack[];

  constructor(screen: PipeScreen, gl: GlLimits) {
    this.limits = arbLimits(screen, gl);
    this.vertex = new TargetState('vertex', this.limits.vertex);
    this.fragment = new TargetState('fragment', this.limits.fragment);
    const identity = () => new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
    this.matrices = Array.from(
      { length: this.limits.programMatrices },
      () => new MatrixStack(identity(), this.limits.programMatrixStackDepth),
    );
  }

  target(kind: ArbProgramKind): TargetState {
    return kind === 'vertex' ? this.vertex : this.fragment;
  }

  /**
   * The object `name` bound to `kind`, created with that target when the name is unused or only
   * generated; null when it exists with the other target.
   */
  objectFor(kind: ArbProgramKind, name: number): ArbProgramObject | null {
    if (name === 0) return this.target(kind).defaultObject;
    let object = this.names.get(name);
    if (object === undefined) {
      object = new ArbProgramObject(name, kind, this.limits[kind].maxLocalParameters);
      this.names.set(name, object);
    }
    return object.kind === kind ? object : null;
  }

  /** Deletes program `name` (a bound one is first replaced by its target's default object). */
  delete(name: number): void {
    const object = this.names.get(name);
    if (object !== undefined) {
      const t = this.target(object.kind);
      if (t.bound === object) t.bound = t.defaultObject;
    }
    this.names.delete(name);
  }
}
