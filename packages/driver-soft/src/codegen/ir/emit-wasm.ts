// The WebAssembly SIMD back end of the IR: each IrFunction becomes an exported function of one module
// that imports its memory ("env", "memory", shared or not) and the helpers ("helpers", name: f64… → f64).
// Uniform values are scalar locals; the lanes loop runs four lanes per iteration, varying values in
// v128 locals; contiguous loads and stores are single vector accesses, masked stores blend with what
// memory holds. Splats of uniform values the loop body uses are made once, before the loop.
import { ModuleBuilder } from '../wasm/module-builder.js';
import { Op, SimdOp, ValType } from '../wasm/opcodes.js';
import { type WasmMemory, webAssembly } from '../wasm/runtime.js';
import {
  GROUP_LANES,
  type IrBlock,
  type IrFunction,
  type IrStatement,
  type IrValue,
  memoryTypeSize,
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
      f.code,
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
      if (s.value.varying || s.args.some((a) => a.varying)) emitVectorDef(f, s);
      else {
        emitScalarOp(f, s, (i) => f.scalar(s.args[i]!));
        c.index(Op.local_set, f.slotsOf(s.value)[0]!);
      }
      if (!s.value.varying && !s.value.variable) splatWhereDefined(f, s.value, wanted);
      return;
    case 'set':
      for (let h = 0; h < f.slotsOf(s.variable).length; h++) {
        if (s.variable.varying) f.vector(s.value, h);
        else f.scalar(s.value);
        c.index(Op.local_set, f.slotsOf(s.variable)[h]!);
      }
      return;
    case 'store':
      store(f, s);
      return;
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

/** block { loop { if counter ≥ end: leave; body; counter += step; again } }. */
function countedLoop(
  f: WasmFunction,
  counter: number,
  end: IrValue | number,
  body: () => void,
  step: number,
): void {
  const c = f.code;
  c.open(Op.block).open(Op.loop);
  c.index(Op.local_get, counter);
  if (typeof end === 'number') c.index(Op.local_get, end);
  else f.scalar(end);
  c.op(Op.i32_ge_s).index(Op.br_if, 1);
  body();
  c.index(Op.local_get, counter).i32Const(step).op(Op.i32_add).index(Op.local_set, counter);
  c.index(Op.br, 0).end().end();
}

function lanes(
  f: WasmFunction,
  s: Extract<IrStatement, { kind: 'lanes' }>,
  wanted: ReadonlySet<number>,
): void {
  const c = f.code;
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
      c.index(Op.local_get, group).simd(SimdOp.i32x4_splat);
      c.v128Const(new Uint8Array(new Int32Array([0, 1, 2, 3]).buffer)).simd(SimdOp.i32x4_add);
      f.setVector(s.lane);
      block(f, s.body, wanted);
    },
    GROUP_LANES,
  );
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
  for (let lane = 0; lane < GROUP_LANES; lane++) {
    if (mask) {
      f.lane(mask, lane);
      c.open(Op.if);
    }
    f.lane(address, lane);
    f.lane(value, lane);
    c.memory(op, Math.min(align, Math.log2(memoryTypeSize(memoryType))));
    if (mask) c.end();
  }
}
