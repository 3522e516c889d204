// Display lists (GL 1.5, 5.4): commands compiled between glNewList and glEndList are kept as calls to
// replay, except geometry: glBegin/glVertex/glEnd inside a list fill the list's own vertex store, which
// glEndList uploads into one vertex buffer, so replaying draws straight from it. Attributes the list
// never sets are read from the current values when the list is called, as GL requires.
import { bufferTemplate, PipeBind, type PipeResource, PipeTransfer } from '@gallium-ts/gallium-api';
import type { GlContext } from '../context/gl-context.js';
import { Attrib } from '../draw/program-source.js';
import { GL_COMPILE_AND_EXECUTE } from '../gl-enums.js';
import {
  allAttribs,
  attribOffset,
  attribSize,
  defaultCurrentValues,
  type VertexLayout,
} from '../vertex/attrib-layout.js';
import { VertexStore } from '../vertex/vertex-store.js';

// biome-ignore lint/suspicious/noExplicitAny: recorded entry points take any argument list
type Command = (...args: any[]) => unknown;

/** One recorded step of a list. */
type ListOp =
  | { kind: 'call'; fn: Command; args: unknown[] }
  | { kind: 'draw'; firstPrim: number; primCount: number; attribMask: number }
  | { kind: 'error'; code: number };

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
}

export class DisplayLists {
  private readonly lists = new Map<number, DisplayList | null>();
  compiling: Compilation | null = null;
  /** Nesting depth of glCallList being executed. */
  callDepth = 0;

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
      // Lists keep the classic layout: every fixed attribute, texture units 0..n-1 once unit n-1 is set.
      store: new VertexStore(allAttribs(0)),
      current: defaultCurrentValues(),
      attribMask: 0,
      insideBeginEnd: false,
      pendingPrim: 0,
    };
    this.c.recording = true;
  }

  /**
   * Records a call to `fn` with `args` (which the caller has copied). Returns true when the caller must
   * stop (GL_COMPILE), false when it must also execute the command (GL_COMPILE_AND_EXECUTE).
   */
  record(fn: Command, args: unknown[]): boolean {
    const comp = this.compiling!;
    this.closeDraw(comp);
    comp.ops.push({ kind: 'call', fn, args });
    return !comp.execute;
  }

  /** Records an error the command generates when the list runs. Returns true when not executing now. */
  recordError(code: number): boolean {
    const comp = this.compiling!;
    comp.ops.push({ kind: 'error', code });
    return !comp.execute;
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
    return !comp.execute;
  }

  /** glVertex inside the list. Returns true when not executing now. */
  vertex(x: number, y: number, z: number, w: number): boolean {
    const comp = this.compiling!;
    if (comp.insideBeginEnd) comp.store.vertex(comp.current, x, y, z, w);
    return !comp.execute;
  }

  /** A current-attribute command inside the list (inside or outside glBegin/glEnd). */
  attrib(attrib: number, v0: number, v1: number, v2: number, v3: number, setCurrent: Command): boolean {
    const comp = this.compiling!;
    if (attrib >= Attrib.TEXCOORD0)
      comp.store.include(allAttribs(attrib - Attrib.TEXCOORD0 + 1), comp.current);
    const at = attribOffset(attrib);
    const values = [v0, v1, v2, v3];
    for (let i = 0; i < attribSize(attrib); i++) comp.current[at + i] = values[i]!;
    comp.attribMask |= 1 << attrib;
    if (!comp.insideBeginEnd) {
      this.closeDraw(comp);
      comp.ops.push({ kind: 'call', fn: setCurrent, args: [attrib, v0, v1, v2, v3] });
    }
    return !comp.execute;
  }

  /** glEnd inside the list: closes the primitive and leaves the current values as the list set them. */
  endPrimitive(setCurrent: Command): boolean {
    const comp = this.compiling!;
    comp.insideBeginEnd = false;
    comp.store.end();
    this.closeDraw(comp);
    for (let a = 0; a < 32; a++) {
      if (!(comp.attribMask & (1 << a))) continue;
      const at = attribOffset(a);
      const v = comp.current;
      comp.ops.push({ kind: 'call', fn: setCurrent, args: [a, v[at], v[at + 1], v[at + 2], v[at + 3]] });
    }
    return !comp.execute;
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

  /** glCallList: runs the list's steps (ignored past the nesting limit or when `name` is no list). */
  call(name: number): void {
    const list = this.lists.get(name);
    if (!list || this.callDepth >= this.c.limits.listNesting) return;
    const c = this.c;
    const recording = c.recording;
    c.recording = false;
    this.callDepth++;
    try {
      for (const op of list.ops) {
        if (op.kind === 'call') op.fn(...op.args);
        else if (op.kind === 'error') c.setError(op.code);
        else {
          c.flush();
          c.draw.drawList(list, op.firstPrim, op.primCount, op.attribMask);
        }
      }
    } finally {
      this.callDepth--;
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
    if (count <= 0 || comp.insideBeginEnd) return;
    comp.ops.push({
      kind: 'draw',
      firstPrim: comp.pendingPrim,
      primCount: count,
      attribMask: comp.attribMask,
    });
    comp.pendingPrim = comp.store.primCount;
    comp.store.seal();
  }
}
