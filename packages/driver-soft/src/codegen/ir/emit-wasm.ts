// The WebAssembly SIMD back end of the IR: each IrFunction becomes an exported function of one module
// that imports its memory ("env", "memory", shared or not) and the helpers ("helpers", name: f64… → f64).
// Uniform values are scalar locals; the lanes loop runs four lanes per iteration (eight, as two
// interleaved copies of its body, where that measured faster), varying values in v128 locals; contiguous loads and stores are single vector accesses, masked stores blend with what
// memory holds. Splats of uniform values the loop body uses are made once, before the loop.
import { ModuleBuilder } from '../wasm/module-builder.js';
import { Op, SimdOp, ValType } from '../wasm/opcodes.js';
import { type WasmMemory, webAssembly } from '../wasm/runtime.js';
import {
  type DefStatement,
  GROUP_LANES,
  type IrBlock,
  type IrFunction,
  type IrStatement,
  type IrValue,
  innerBlocks,
  memoryTypeSize,
  statementOperands,
} from './ir.js';
import { SCALAR, WasmFunction } from './wasm-function.js';
import { emitScalarOp, SCALAR_STORE } from './wasm-scalar-ops.js';
import { contiguous, emitVectorDef, pushFirstAddress, pushMask } from './wasm-vector-ops.js';

export interface WasmMemoryShape {
  /** Pages (64 KiB) the memory has at least, and at most (required when shared). */
  readonly minimumPages: number;
  readonly maximumPages?: number;
  readonly shared?: boolean;
}

/** The module bytes of `functions`, each exported under its name. */
export function emitWasm(functions: readonly IrFunction[], memory: WasmMemoryShape): Uint8Array {
  const module = new ModuleBuilder();
  const helperIndex = new Map<string, number>();
  for (const fn of functions)
    for (const h of fn.helpers)
      if (!helperIndex.has(h.name))
        helperIndex.set(
          h.name,
          module.importFunction('helpers', h.name, {
            params: Array(h.arity).fill(ValType.f64),
            results: [ValType.f64],
          }),
        );
  module.importMemory({
    module: 'env',
    name: 'memory',
    minimum: memory.minimumPages,
    ...(memory.maximumPages !== undefined ? { maximum: memory.maximumPages } : {}),
    shared: memory.shared ?? false,
  });
  for (const fn of functions) {
    const f = new WasmFunction(fn, helperIndex);
    const wanted = splatted(fn.body);
    for (const param of fn.params) splatWhereDefined(f, param, wanted);
    block(f, fn.body, wanted);
    const index = module.addFunction(
      { params: fn.params.map((p) => SCALAR[p.type]), results: [] },
      f.locals,
      f.withPrologue(),
    );
    module.exportFunction(fn.name, index);
  }
  return module.encode();
}

/** Compiles and instantiates module bytes over `memory` with `helpers`: its exported functions by name. */
export function instantiateWasm(
  bytes: Uint8Array,
  memory: WasmMemory,
  helpers: Readonly<Record<string, (...args: number[]) => number>> = {},
): Record<string, (...params: number[]) => void> {
  const api = webAssembly();
  if (!api) throw new Error('no WebAssembly here');
  const instance = new api.Instance(new api.Module(bytes), { env: { memory }, helpers });
  return instance.exports as Record<string, (...params: number[]) => void>;
}

function block(f: WasmFunction, b: IrBlock, wanted: ReadonlySet<number>): void {
  for (const s of b.statements) statement(f, s, wanted);
}

function statement(f: WasmFunction, s: IrStatement, wanted: ReadonlySet<number>): void {
  const c = f.code;
  switch (s.kind) {
    case 'def':
      if (s.value.varying) {
        f.definitions.set(s.value.id, s);
        eachCopy(f, () => emitVectorDef(f, s));
      } else if (s.args.some((a) => a.varying)) groupAnswer(f, s);
      else {
        emitScalarOp(f, s, (i) => f.scalar(s.args[i]!));
        c.index(Op.local_set, f.slotsOf(s.value)[0]!);
      }
      if (!s.value.varying && !s.value.variable) splatWhereDefined(f, s.value, wanted);
      return;
    case 'set':
      (s.variable.varying ? eachCopy : once)(f, () => {
        for (let h = 0; h < f.slotsOf(s.variable).length; h++) {
          if (s.variable.varying) f.vector(s.value, h);
          else f.scalar(s.value);
          c.index(Op.local_set, f.slotsOf(s.variable)[h]!);
        }
      });
      return;
    case 'store': {
      const varying = s.address.varying || s.value.varying || !!s.mask?.varying;
      (varying ? eachCopy : once)(f, () => store(f, s));
      return;
    }
    case 'loop': {
      const counter = f.slotsOf(s.counter)[0]!;
      f.scalar(s.start);
      c.index(Op.local_set, counter);
      countedLoop(f, counter, s.end, () => block(f, s.body, wanted), s.step);
      return;
    }
    case 'lanes':
      lanes(f, s, wanted);
      return;
    case 'if':
      f.scalar(s.condition);
      c.open(Op.if);
      block(f, s.thenBlock, wanted);
      if (s.elseBlock.statements.length > 0) {
        c.op(Op.else);
        block(f, s.elseBlock, wanted);
      }
      c.end();
      return;
  }
}

/**
 * if counter < end { loop { body; counter += step; again while counter < end } }: the test at the
 * bottom makes the body the loop's header, which dominates the loop's exit, so that V8 hoists what the
 * body reads from before the loop (splats of uniform values, v128 constants) out of it; with the test at
 * the top it computes them again every iteration.
 */
function countedLoop(
  f: WasmFunction,
  counter: number,
  end: IrValue | number,
  body: () => void,
  step: number,
): void {
  const c = f.code;
  const below = () => {
    c.index(Op.local_get, counter);
    if (typeof end === 'number') c.index(Op.local_get, end);
    else f.scalar(end);
    c.op(Op.i32_lt_s);
  };
  below();
  c.open(Op.if).open(Op.loop);
  body();
  c.index(Op.local_get, counter).i32Const(step).op(Op.i32_add).index(Op.local_set, counter);
  below();
  c.index(Op.br_if, 0).end().end();
}

/**
 * The lanes loop. When its count is a multiple of 2 · GROUP_LANES, its body reads no varying
 * value from outside and keeps few enough live (PRESSURE_LIMIT), the body runs as COPIES copies side by side, each on its own group of lanes
 * (statement by statement: copy 0's, then copy 1's), so that the processor has independent work to
 * overlap with each dependency chain (llvmpipe's 8-wide vectors serve the same end); else one group an
 * iteration.
 */
function lanes(
  f: WasmFunction,
  s: Extract<IrStatement, { kind: 'lanes' }>,
  wanted: ReadonlySet<number>,
): void {
  const c = f.code;
  const copies = interleaves(s) ? COPIES : 1;
  const group = f.local(ValType.i32);
  const end = f.local(ValType.i32);
  f.scalar(s.start);
  c.index(Op.local_tee, group);
  f.scalar(s.count);
  c.op(Op.i32_add).index(Op.local_set, end);
  countedLoop(
    f,
    group,
    end,
    () => {
      for (let copy = 0; copy < copies; copy++) {
        f.copy = copy;
        c.index(Op.local_get, group).simd(SimdOp.i32x4_splat);
        const first = copy * GROUP_LANES;
        f.constant(new Uint8Array(new Int32Array([first, first + 1, first + 2, first + 3]).buffer));
        c.simd(SimdOp.i32x4_add);
        f.setVector(s.lane);
      }
      f.copy = 0;
      f.copies = copies;
      f.laneCounter = { lane: s.lane.id, local: group };
      block(f, s.body, wanted);
      f.laneCounter = null;
      f.copies = 1;
    },
    GROUP_LANES * copies,
  );
}

/** Copies of an interleaved lanes loop's body. */
export const COPIES = 2;

/** The copies each lanes loop of `fn` runs side by side, in order (for tests and measurements). */
export function lanesCopies(fn: IrFunction): number[] {
  const copies: number[] = [];
  const visit = (b: IrBlock) => {
    for (const s of b.statements) {
      if (s.kind === 'lanes') copies.push(interleaves(s) ? COPIES : 1);
      else for (const inner of innerBlocks(s)) visit(inner);
    }
  };
  visit(fn.body);
  return copies;
}

/** Whether lanes loop `s` can run interleaved (see lanes). */
function interleaves(s: Extract<IrStatement, { kind: 'lanes' }>): boolean {
  if (s.multiple % (GROUP_LANES * COPIES) !== 0) return false;
  const own = new Set<number>([s.lane.id]);
  const visit = (b: IrBlock): boolean =>
    b.statements.every((st) => {
      if (st.kind === 'def') {
        if (!st.args.every((a) => !a.varying || own.has(a.id))) return false;
        own.add(st.value.id);
        return true;
      }
      if (st.kind === 'set') return (!st.value.varying || own.has(st.value.id)) && own.has(st.variable.id);
      if (st.kind === 'store') return statementOperands(st).every((a) => !a.varying || own.has(a.id));
      if (st.kind === 'loop') return visit(st.body);
      if (st.kind === 'if') return visit(st.thenBlock) && visit(st.elseBlock);
      return false;
    });
  if (!visit(s.body)) return false;
  return livePressure(s.body) * COPIES <= PRESSURE_LIMIT;
}

/**
 * v128 locals an interleaved body may keep live at once, all copies together. Measured (one thread,
 * bench/pipe-workloads): the `alu` shader's body (11 live, 22 interleaved) ran 1.4× faster interleaved;
 * `fill`'s (21) ran 1.15× slower, its copies' values spilled out of x64's 16 vector registers.
 */
const PRESSURE_LIMIT = 24;

/**
 * The most v128 locals of varying values `body` keeps live at once (an f64 value holds two), reading its
 * statements in order as one sequence. An `if` counts as one statement reading what its branches read
 * from before it: what a branch defines is live only while the branch runs — the cold fallbacks behind
 * the verified values' tie tests (which then spill, rarely) — and does not weigh on the path every group
 * takes.
 */
function livePressure(body: IrBlock): number {
  const defined = new Map<number, [number, number]>();
  const last = new Map<number, number>();
  let at = 0;
  const use = (v: IrValue) => {
    if (v.varying) last.set(v.id, at);
  };
  const visit = (b: IrBlock) => {
    for (const st of b.statements) {
      at++;
      for (const v of statementOperands(st)) use(v);
      if (st.kind === 'def' && st.value.varying)
        defined.set(st.value.id, [at, st.value.type === 'f64' ? 2 : 1]);
      if (st.kind === 'if') for (const inner of innerBlocks(st)) readBefore(inner);
      else for (const inner of innerBlocks(st)) visit(inner);
    }
  };
  /** Notes, at the current statement, the reads in `b` (and blocks inside it) of values defined before. */
  const readBefore = (b: IrBlock) => {
    for (const st of b.statements) {
      for (const v of statementOperands(st)) if (defined.has(v.id)) use(v);
      for (const inner of innerBlocks(st)) readBefore(inner);
    }
  };
  visit(body);
  const change = new Array<number>(at + 2).fill(0);
  for (const [id, [from, size]] of defined) {
    change[from]! += size;
    change[(last.get(id) ?? from) + 1]! -= size;
  }
  let live = 0;
  let most = 0;
  for (const d of change) {
    live += d;
    most = Math.max(most, live);
  }
  return most;
}

/** Runs `emit` for each copy of the current lanes loop's body (varying statements). */
function eachCopy(f: WasmFunction, emit: () => void): void {
  for (let copy = 0; copy < f.copies; copy++) {
    f.copy = copy;
    emit();
  }
  f.copy = 0;
}

/** Runs `emit` once (uniform statements: the same in every copy). */
function once(_f: WasmFunction, emit: () => void): void {
  emit();
}

/** Each group answer's instruction on a group (countTrue's bitmask is then counted), and how copies join. */
const GROUP_ANSWER: Partial<Record<string, readonly [SimdOp, number]>> = {
  anyTrue: [SimdOp.v128_any_true, Op.i32_or],
  allTrue: [SimdOp.i32x4_all_true, Op.i32_and],
  countTrue: [SimdOp.i32x4_bitmask, Op.i32_add],
};

/**
 * A uniform answer about varying lanes (anyTrue, allTrue, countTrue); in an interleaved loop the copies'
 * answers combined — any lane of any copy, all lanes of every copy, the lanes of all copies. (Either of
 * the first two is what its guard allows: what an anyTrue guards stores under the mask.)
 */
function groupAnswer(f: WasmFunction, s: DefStatement): void {
  const c = f.code;
  const answer = GROUP_ANSWER[s.op];
  if (!answer) throw new Error(`IR: ${s.op} of varying lanes has no uniform answer`);
  const [group, combine] = answer;
  for (let copy = 0; copy < f.copies; copy++) {
    f.copy = copy;
    f.vector(s.args[0]!);
    c.simd(group);
    if (s.op === 'countTrue') c.op(Op.i32_popcnt);
    if (copy > 0) c.op(combine);
  }
  f.copy = 0;
  c.index(Op.local_set, f.slotsOf(s.value)[0]!);
}

/**
 * The uniform values varying code reads (not constants, which are v128 constants, nor variables, which
 * change): each gets its splat once, where it is defined (splatWhereDefined), instead of at every use.
 */
function splatted(body: IrBlock): Set<number> {
  const ids = new Set<number>();
  const visit = (b: IrBlock) => {
    for (const s of b.statements) {
      let operands: readonly IrValue[] = [];
      if (s.kind === 'def' && (s.value.varying || s.args.some((a) => a.varying))) operands = s.args;
      else if (s.kind === 'store' && s.address.varying) operands = [s.value, ...(s.mask ? [s.mask] : [])];
      else if (s.kind === 'set' && s.variable.varying) operands = [s.value];
      for (const v of operands) if (!v.varying && v.constant === null && !v.variable) ids.add(v.id);
      if (s.kind === 'loop' || s.kind === 'lanes') visit(s.body);
      if (s.kind === 'if') {
        visit(s.thenBlock);
        visit(s.elseBlock);
      }
    }
  };
  visit(body);
  return ids;
}

/** Makes the splat of uniform `value` (just defined) when varying code reads it. */
function splatWhereDefined(f: WasmFunction, value: IrValue, wanted: ReadonlySet<number>): void {
  if (!wanted.has(value.id)) return;
  const local = f.local(ValType.v128);
  f.scalar(value);
  f.splat(value.type);
  f.code.index(Op.local_set, local);
  f.splats.set(value.id, local);
}

function store(f: WasmFunction, s: Extract<IrStatement, { kind: 'store' }>): void {
  const c = f.code;
  const { address, value, mask, memoryType } = s;
  const [op, align] = SCALAR_STORE[memoryType];
  if (!address.varying) {
    f.scalar(address);
    f.scalar(value);
    c.memory(op, align);
    return;
  }
  if (contiguous(address, memoryType)) {
    const halves = memoryType === 'f64' ? 2 : 1;
    for (let h = 0; h < halves; h++) {
      pushFirstAddress(f, address);
      f.vector(value, h);
      if (mask) {
        // Lanes outside the mask keep what memory holds.
        pushFirstAddress(f, address);
        c.simdMemory(SimdOp.v128_load, 0, h * 16);
        pushMask(f, mask, memoryType === 'f64' ? h : -1);
        c.simd(SimdOp.v128_bitselect);
      }
      c.simdMemory(SimdOp.v128_store, 0, h * 16);
    }
    return;
  }
  const alignLog2 = Math.min(align, Math.log2(memoryTypeSize(memoryType)));
  if (mask && s.spill) {
    // Every lane stores: those outside the mask to the spill address.
    for (let lane = 0; lane < GROUP_LANES; lane++) {
      f.lane(address, lane);
      f.scalar(s.spill);
      f.lane(mask, lane);
      c.op(Op.select);
      f.lane(value, lane);
      c.memory(op, alignLog2);
    }
    return;
  }
  for (let lane = 0; lane < GROUP_LANES; lane++) {
    if (mask) {
      f.lane(mask, lane);
      c.open(Op.if);
    }
    f.lane(address, lane);
    f.lane(value, lane);
    c.memory(op, alignLog2);
    if (mask) c.end();
  }
}
