// Display lists (GL 1.5, 5.4): commands compiled between glNewList and glEndList are kept as calls to
// replay, except geometry: glBegin/glVertex/glEnd inside a list fill the list's own vertex store, which
// glEndList uploads into one vertex buffer, so replaying draws straight from it. Attributes the list
// never sets are read from the current values when the list is called, as GL requires.
//
// A list runs as if its commands were called where glCallList is: between glBegin and glEnd, the
// commands GL forbids there (errors/begin-end-rules.ts, the table the entry points follow) record
// GL_INVALID_OPERATION and are skipped, and compiled geometry is replayed as the calls it was compiled
// from (lists/loopback.ts), so its vertices join the open primitive.

import { bufferTemplate, PipeBind, type PipeResource, PipeTransfer } from '@gallium-ts/gallium-api';
import { arbProgramsValid } from '../arb-gl/enables.js';
import type { GlContext } from '../context/gl-context.js';
import { Attrib } from '../draw/program-source.js';
import { allowedBetweenBeginEnd } from '../errors/begin-end-rules.js';
import { GL_COMPILE_AND_EXECUTE, GL_INVALID_OPERATION, GL_OUT_OF_MEMORY } from '../gl-enums.js';
import { int32 } from '../math/clamp.js';
import {
  ATTRIB_COUNT,
  allAttribs,
  attribOffset,
  attribSize,
  defaultCurrentValues,
  type VertexLayout,
} from '../vertex/attrib-layout.js';
import { VertexStore } from '../vertex/vertex-store.js';
import { type Loopback, loopBack, type PrimitiveSpan } from './loopback.js';

// biome-ignore lint/suspicious/noExplicitAny: recorded entry points take any argument list
type Command = (...args: any[]) => unknown;

/**
 * One recorded step of a list; `command` is the entry point it was compiled from (C name), which says
 * whether it may run between glBegin and glEnd.
 */
type ListOp =
  | { kind: 'call'; command: string; fn: Command; args: unknown[] }
  | DrawOp
  | { kind: 'error'; command: string; code: number; reason: string };

/** Primitives of the list's vertex buffer, drawn in one go; `spans` are the commands that made them. */
export interface DrawOp {
  kind: 'draw';
  firstPrim: number;
  primCount: number;
  attribMask: number;
  spans: PrimitiveSpan[];
}

/** The step of a command that compiled to nothing. */
function nothing(): void {}

/**
 * The most work one top-level glCallList does, in steps: a state command is one step; a draw, or a command
 * that draws or runs the vertex pipeline on the CPU, is DRAW_STEPS (COUNTED_DRAW_STEPS while a query is
 * active: counting samples may read back after every draw); a command that uploads an image (pixel
 * rectangles, bitmaps, texture images) is UPLOAD_STEPS and one more per pixel; one that reads pixels back
 * from the framebuffer is READBACK_STEPS; and all of it counts RECURSION_FACTOR times over inside a list
 * that runs within its own run. Past the budget the call stops and records GL_OUT_OF_MEMORY, so lists that
 * call themselves stay within a fraction of a second.
 */
export const LIST_STEP_BUDGET = 1 << 18;

const DRAW_STEPS = 32;
const RECURSION_FACTOR = 64;
const COUNTED_DRAW_STEPS = 256;
const UPLOAD_STEPS = 256;
const READBACK_STEPS = 1024;
const COMMAND_STEPS: readonly [RegExp, number][] = [
  [/^gl(Accum$|CopyPixels|CopyTex)/, READBACK_STEPS],
  [/^gl(DrawPixels|Bitmap|(Compressed)?Tex(Sub)?Image)/, UPLOAD_STEPS],
  [/^gl(Clear$|RasterPos|WindowPos|EvalMesh|PushAttrib|PopAttrib)/, DRAW_STEPS],
];
/** Where the width, height and depth are among the arguments of the commands that upload an image. */
const IMAGE_DIMENSIONS: Readonly<Record<string, readonly number[]>> = {
  glDrawPixels: [0, 1],
  glBitmap: [0, 1],
  glTexImage1D: [3],
  glTexImage2D: [3, 4],
  glTexImage3D: [3, 4, 5],
  glTexSubImage1D: [3],
  glTexSubImage2D: [4, 5],
  glTexSubImage3D: [5, 6, 7],
  glCompressedTexImage1D: [3],
  glCompressedTexImage2D: [3, 4],
  glCompressedTexImage3D: [3, 4, 5],
  glCompressedTexSubImage1D: [3],
  glCompressedTexSubImage2D: [4, 5],
  glCompressedTexSubImage3D: [5, 6, 7],
};
/** Per command name: its steps, with DRAW_STEPS standing for the draw cost of the call. */
const commandSteps = new Map<string, number>();

/** Steps one replayed op counts against LIST_STEP_BUDGET, a draw counting `drawSteps`. */
function opSteps(op: ListOp, drawSteps: number): number {
  if (op.kind !== 'call') return op.kind === 'draw' ? drawSteps : 1;
  const dimensions = IMAGE_DIMENSIONS[op.command];
  if (dimensions) {
    // Compiled image commands keep [command, its arguments, unpack state] (record-pixels.ts).
    const args = (typeof op.args[0] === 'function' ? op.args[1] : op.args) as number[];
    const pixels = dimensions.reduce((n, i) => n * Math.abs(int32(args[i]!)), 1);
    return UPLOAD_STEPS + Math.min(pixels, LIST_STEP_BUDGET);
  }
  let steps = commandSteps.get(op.command);
  if (steps === undefined) {
    steps = COMMAND_STEPS.find(([pattern]) => pattern.test(op.command))?.[1] ?? 1;
    commandSteps.set(op.command, steps);
  }
  return steps === DRAW_STEPS ? drawSteps : steps;
}

/** The attribute command each Attrib is set by (for the begin/end rule). */
const ATTRIB_COMMANDS: Record<number, string> = {
  [Attrib.NORMAL]: 'glNormal',
  [Attrib.COLOR0]: 'glColor',
  [Attrib.COLOR1]: 'glSecondaryColor',
  [Attrib.FOG_COORD]: 'glFogCoord',
  [Attrib.EDGEFLAG]: 'glEdgeFlag',
};

function attribCommand(attrib: number): string {
  return ATTRIB_COMMANDS[attrib] ?? (attrib >= Attrib.GENERIC0 ? 'glVertexAttrib' : 'glMultiTexCoord');
}

/** A compiled list: its steps and the vertex buffer its geometry lives in. */
export class DisplayList {
  constructor(
    readonly ops: readonly ListOp[],
    readonly buffer: PipeResource | null,
    /** The attributes its vertices store. */
    readonly layout: VertexLayout,
    readonly prims: Int32Array,
    readonly floats: number,
    /** The vertices on the CPU too, for primitives the CPU primitive path draws. */
    readonly vertices: Float32Array,
  ) {}
}

/** The state of the list being compiled. */
interface Compilation {
  name: number;
  execute: boolean;
  ops: ListOp[];
  store: VertexStore;
  /** Attribute values as the list has set them (only the bits of `attribMask` matter). */
  current: Float32Array;
  /** Attrib bits the list has set so far. */
  attribMask: number;
  insideBeginEnd: boolean;
  /** The first primitive not yet covered by a draw op. */
  pendingPrim: number;
  /** The primitives compiled since the last draw op, as their commands made them. */
  spans: PrimitiveSpan[];
  /** The command the geometry being compiled comes from: glBegin, or glRect or an array draw. */
  geometryCommand: string;
  /** Primitives compiled so far. */
  spanCount: number;
  /** Attribute bits set since the list's open glBegin. */
  spanAttribs: number;
  /**
   * Attribute bits set inside the list's open glBegin/glEnd whose values are not compiled as calls yet:
   * they are at its glEnd, or before a command compiled inside it (glMaterial, glCallList), so that
   * command runs after them as it would have (with GL_COLOR_MATERIAL the colour sets a material).
   */
  pendingAttribs: number;
  /** What sets a current attribute when a list runs (the entry points pass it). */
  setCurrent: Command | null;
  /** The open primitive: its mode and first vertex. */
  spanMode: number;
  spanFirst: number;
}

export class DisplayLists {
  private readonly lists = new Map<number, DisplayList | null>();
  compiling: Compilation | null = null;
  /** Steps the running top-level glCallList may still take (below 0 once its budget is spent). */
  private stepsLeft = 0;
  /** Steps a draw counts in this top-level call. */
  private drawSteps = DRAW_STEPS;
  /** The lists running now, outermost first: its length is the glCallList nesting depth. */
  private readonly running: DisplayList[] = [];
  /** How many of them run inside a run of themselves. */
  private recursion = 0;

  constructor(private readonly c: GlContext) {}

  /** Reserves `range` consecutive unused names and returns the first, or 0 when none are free. */
  generate(range: number): number {
    let first = 1;
    for (;;) {
      let free = true;
      for (let i = 0; i < range; i++) {
        if (this.lists.has(first + i)) {
          first += i + 1;
          free = false;
          break;
        }
      }
      if (free) break;
      if (first + range > 0xffffffff) return 0;
    }
    for (let i = 0; i < range; i++) this.lists.set(first + i, null);
    return first;
  }

  /** Whether `name` is a list (glIsList): reserved names without a compiled list are not. */
  isList(name: number): boolean {
    return !!this.lists.get(name);
  }

  delete(first: number, range: number): void {
    // Walk the names that exist, not the range: a huge range must not take a huge time.
    for (const [name, list] of [...this.lists]) {
      if (name < first || name >= first + range) continue;
      if (list?.buffer) this.c.screen.resourceDestroy(list.buffer);
      this.lists.delete(name);
    }
  }

  /** glNewList: starts compiling. */
  begin(name: number, mode: number): void {
    this.compiling = {
      name,
      execute: mode === GL_COMPILE_AND_EXECUTE,
      ops: [],
      // Lists keep the classic layout: every fixed attribute, texture units 0..n-1 once unit n-1 is set,
      // and each generic attribute once it is set.
      store: new VertexStore(allAttribs(0)),
      current: defaultCurrentValues(),
      attribMask: 0,
      insideBeginEnd: false,
      pendingPrim: 0,
      spans: [],
      geometryCommand: 'glBegin',
      spanCount: 0,
      spanAttribs: 0,
      pendingAttribs: 0,
      setCurrent: null,
      spanMode: 0,
      spanFirst: 0,
    };
    this.c.recording = true;
  }

  /**
   * Records a call to `fn` with `args` (which the caller has copied) for the entry point `command`.
   * Returns true when the caller must stop (GL_COMPILE), false when it must also execute the command
   * (GL_COMPILE_AND_EXECUTE). A command the begin/end table does not list by this name (an internal
   * replay function, a name a minifier changed) counts as forbidden between glBegin and glEnd, so the
   * commands allowed there pass their C name.
   */
  record(fn: Command, args: unknown[], command = fn.name): boolean {
    const comp = this.compiling!;
    // Inside the list's own glBegin/glEnd a primitive is open wherever the list runs: a command
    // forbidden there is compiled as the error it is.
    if (comp.insideBeginEnd && !allowedBetweenBeginEnd(command))
      return this.recordError(GL_INVALID_OPERATION, command, 'not allowed between glBegin and glEnd');
    this.closeDraw(comp);
    this.compilePendingAttribs(comp);
    comp.ops.push({ kind: 'call', command, fn, args });
    return !comp.execute;
  }

  /**
   * Records the error `code` that compiling `command` found (for `reason`), generated when the list runs.
   * Returns true when not executing now.
   */
  recordError(code: number, command: string, reason: string): boolean {
    const comp = this.compiling!;
    const misplaced = comp.insideBeginEnd && !allowedBetweenBeginEnd(command);
    comp.ops.push(
      misplaced
        ? {
            kind: 'error',
            command,
            code: GL_INVALID_OPERATION,
            reason: 'not allowed between glBegin and glEnd',
          }
        : { kind: 'error', command, code, reason },
    );
    return !comp.execute;
  }

  /**
   * Compiles the geometry `body` makes (through glBegin/glVertex/glEnd) as the one command `command`
   * (glRect, an array draw): called between glBegin and glEnd it is then refused as a whole. When it
   * makes no primitive the command is still compiled (as a step that does nothing), so that the list
   * refuses it there too.
   */
  compileGeometry(command: string, body: () => void): void {
    const comp = this.compiling!;
    const outer = comp.geometryCommand;
    const spans = comp.spanCount;
    comp.geometryCommand = command;
    try {
      body();
    } finally {
      comp.geometryCommand = outer;
    }
    if (comp.spanCount === spans) this.record(nothing, [], command);
  }

  /** Whether the list being compiled is between glBegin and glEnd. */
  get compilingBeginEnd(): boolean {
    return this.compiling?.insideBeginEnd ?? false;
  }

  /** glBegin inside the list. Returns true when not executing now. */
  beginPrimitive(mode: number): boolean {
    const comp = this.compiling!;
    this.closeDraw(comp);
    comp.insideBeginEnd = true;
    comp.store.begin(mode);
    comp.spanMode = mode;
    comp.spanFirst = comp.store.vertexCount;
    comp.spanAttribs = 0;
    return !comp.execute;
  }

  /**
   * glVertex inside the list: a vertex of the list's primitive, or, outside the list's glBegin/glEnd, a
   * call of `vertex` (for a list called between glBegin and glEnd). Returns true when not executing now.
   */
  vertex(x: number, y: number, z: number, w: number, vertex: Command): boolean {
    const comp = this.compiling!;
    if (comp.insideBeginEnd) comp.store.vertex(comp.current, x, y, z, w);
    else this.record(vertex, [x, y, z, w], 'glVertex');
    return !comp.execute;
  }

  /** A current-attribute command inside the list (inside or outside glBegin/glEnd). */
  attrib(attrib: number, v0: number, v1: number, v2: number, v3: number, setCurrent: Command): boolean {
    const comp = this.compiling!;
    if (attrib >= Attrib.GENERIC0) comp.store.include(1 << attrib, comp.current);
    else if (attrib >= Attrib.TEXCOORD0)
      comp.store.include(allAttribs(attrib - Attrib.TEXCOORD0 + 1), comp.current);
    const at = attribOffset(attrib);
    const values = [v0, v1, v2, v3];
    for (let i = 0; i < attribSize(attrib); i++) comp.current[at + i] = values[i]!;
    comp.attribMask |= 1 << attrib;
    comp.setCurrent = setCurrent;
    if (comp.insideBeginEnd) {
      comp.spanAttribs |= 1 << attrib;
      comp.pendingAttribs |= 1 << attrib;
    } else {
      this.closeDraw(comp);
      comp.ops.push({
        kind: 'call',
        command: attribCommand(attrib),
        fn: setCurrent,
        args: [attrib, v0, v1, v2, v3],
      });
    }
    return !comp.execute;
  }

  /**
   * Records a command that makes vertices only when the list runs (glEvalCoord, glEvalPoint). Inside
   * the list's own glBegin/glEnd the primitive then cannot be stored as vertices: it is compiled from
   * here on as the calls it is made of — glBegin, each vertex stored so far with the attributes set in
   * the primitive, then every following command up to glEnd — which replay through `immediate` (as
   * Mesa's display lists fall back to). Returns true when not executing now.
   */
  recordVertexCommand(fn: Command, args: unknown[], command: string, immediate: Loopback): boolean {
    const comp = this.compiling!;
    if (comp.insideBeginEnd) {
      const store = comp.store;
      const layout = store.layout;
      const first = store.vertexCount - store.openVertices;
      const count = store.openVertices;
      const vertices = store.data.slice(store.start + first * layout.stride, store.start + store.floats);
      const attribs = comp.spanAttribs & layout.mask & ~(1 << Attrib.POSITION);
      store.abandon();
      comp.insideBeginEnd = false;
      this.closeDraw(comp);
      comp.ops.push({ kind: 'call', command: 'glBegin', fn: immediate.begin, args: [comp.spanMode] });
      for (let v = 0; v < count; v++) {
        const at = v * layout.stride;
        for (let a = 1; a < ATTRIB_COUNT; a++) {
          if (!(attribs & (1 << a))) continue;
          const values = [0, 0, 0, 1];
          for (let k = 0; k < attribSize(a); k++) values[k] = vertices[at + layout.offsets[a]! + k]!;
          comp.ops.push({
            kind: 'call',
            command: attribCommand(a),
            fn: immediate.attrib,
            args: [a, ...values],
          });
        }
        const [x, y, z, w] = [0, 1, 2, 3].map((k) => vertices[at + k]!);
        comp.ops.push({ kind: 'call', command: 'glVertex', fn: immediate.vertex, args: [x, y, z, w] });
      }
      comp.setCurrent ??= immediate.attrib;
      this.compilePendingAttribs(comp);
      comp.spanAttribs = 0;
    }
    return this.record(fn, args, command);
  }

  /** glEnd inside the list: closes the primitive and leaves the current values as the list set them. */
  endPrimitive(): boolean {
    const comp = this.compiling!;
    comp.insideBeginEnd = false;
    // Vertices that make no whole primitive stay stored: called between glBegin and glEnd, the list
    // replays them into the open primitive.
    comp.store.end(true);
    comp.spans.push({
      command: comp.geometryCommand,
      mode: comp.spanMode,
      first: comp.spanFirst,
      count: comp.store.vertexCount - comp.spanFirst,
      attribMask: comp.spanAttribs,
    });
    comp.spanCount++;
    this.closeDraw(comp);
    this.compilePendingAttribs(comp);
    return !comp.execute;
  }

  /** Compiles the values of the pending attributes (see Compilation.pendingAttribs) as calls. */
  private compilePendingAttribs(comp: Compilation): void {
    const v = comp.current;
    for (let a = 0; comp.pendingAttribs !== 0; a++) {
      const bit = 1 << a;
      if (!(comp.pendingAttribs & bit)) continue;
      comp.pendingAttribs &= ~bit;
      const at = attribOffset(a);
      comp.ops.push({
        kind: 'call',
        command: attribCommand(a),
        fn: comp.setCurrent!,
        args: [a, v[at], v[at + 1], v[at + 2], v[at + 3]],
      });
    }
  }

  /** glEndList: uploads the geometry and defines the list. */
  end(): void {
    const comp = this.compiling!;
    this.closeDraw(comp);
    this.compiling = null;
    this.c.recording = false;
    const store = comp.store;
    let buffer: PipeResource | null = null;
    if (store.floats > 0) {
      const bytes = store.floats * 4;
      buffer = this.c.screen.resourceCreate(bufferTemplate(bytes, PipeBind.VERTEX_BUFFER));
      this.c.pipe.bufferSubdata(
        buffer,
        PipeTransfer.WRITE,
        0,
        store.data.subarray(store.start, store.start + store.floats),
      );
    }
    const old = this.lists.get(comp.name);
    if (old?.buffer) this.c.screen.resourceDestroy(old.buffer);
    this.lists.set(
      comp.name,
      new DisplayList(
        comp.ops,
        buffer,
        store.layout,
        store.prims.slice(0, 3 * store.primCount),
        store.floats,
        store.data.slice(store.start, store.start + store.floats),
      ),
    );
  }

  /**
   * glCallList: runs the list's steps (ignored past the nesting limit or when `name` is no list), as if
   * called here: between glBegin and glEnd, steps of forbidden commands record GL_INVALID_OPERATION
   * instead, and geometry replays through `immediate`.
   */
  call(name: number, immediate: Loopback): void {
    const list = this.lists.get(name);
    if (!list || this.running.length >= this.c.limits.listNesting) return;
    const c = this.c;
    // Lists calling lists (themselves included) may ask for exponentially many steps within the nesting
    // limit: one glCallList runs at most LIST_STEP_BUDGET steps and records GL_OUT_OF_MEMORY past them.
    if (this.running.length === 0) {
      this.stepsLeft = LIST_STEP_BUDGET;
      this.drawSteps = c.queries.active.size > 0 ? COUNTED_DRAW_STEPS : DRAW_STEPS;
    } else if (this.stepsLeft < 0) return;
    // A list run again inside its own run (recursion) costs RECURSION_FACTOR times as much: programs do
    // not recurse with fan-out (Mesa would run 2^64 steps), a fuzzer's sequences do at once.
    const recursive = this.running.includes(list);
    const recording = c.recording;
    c.recording = false;
    this.running.push(list);
    if (recursive) this.recursion++;
    try {
      const factor = this.recursion > 0 ? RECURSION_FACTOR : 1;
      for (const op of list.ops) {
        const left = this.stepsLeft;
        this.stepsLeft -= opSteps(op, this.drawSteps) * factor;
        if (this.stepsLeft < 0) {
          // GL_OUT_OF_MEMORY once, where the budget runs out; the calls it stops only return.
          if (left >= 0)
            c.setError(
              GL_OUT_OF_MEMORY,
              'the display list runs more steps than one call may (a deep or recursive glCallList)',
            );
          return;
        }
        if (op.kind === 'draw') {
          if (c.insideBeginEnd) loopBack(c, list, op, immediate);
          else if (op.primCount > 0 && arbProgramsValid(c)) {
            c.flush();
            c.draw.drawList(list, op.firstPrim, op.primCount, op.attribMask);
          }
        } else if (c.insideBeginEnd && !allowedBetweenBeginEnd(op.command)) {
          c.setError(
            GL_INVALID_OPERATION,
            `the list's ${op.command} is not allowed between glBegin and glEnd`,
          );
        } else if (op.kind === 'call') op.fn(...op.args);
        else c.setError(op.code, `${op.command} in the list: ${op.reason}`);
      }
    } finally {
      if (recursive) this.recursion--;
      this.running.pop();
      c.recording = recording;
    }
  }

  destroy(): void {
    for (const list of this.lists.values()) if (list?.buffer) this.c.screen.resourceDestroy(list.buffer);
    this.lists.clear();
  }

  /** Adds a draw step for the primitives compiled since the last one. */
  private closeDraw(comp: Compilation): void {
    const count = comp.store.primCount - comp.pendingPrim;
    if ((count <= 0 && comp.spans.length === 0) || comp.insideBeginEnd) return;
    comp.ops.push({
      kind: 'draw',
      firstPrim: comp.pendingPrim,
      primCount: count,
      attribMask: comp.attribMask,
      spans: comp.spans,
    });
    comp.spans = [];
    comp.pendingPrim = comp.store.primCount;
    comp.store.seal();
  }
}
