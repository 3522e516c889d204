// Builds an IrFunction: parameters, constants, operations with their types checked, variables, memory
// loads and stores, and the structured statements (counted loops, the lanes loop, ifs), each body written
// by a callback. Values may be used only in the block that defines them and the blocks inside it. A pure
// operation asked for again where its first value is visible gives that value (no second computation);
// one that reads a variable, only while no `set` of that variable and no loop boundary lies between.
import { removeUnreadDefinitions } from './dead-values.js';
import { hoistUniformDefinitions } from './hoist-uniform.js';
import {
  type IrBlock,
  type IrFunction,
  type IrHelper,
  type IrStatement,
  type IrType,
  type IrValue,
  loadedType,
  type MemoryType,
} from './ir.js';
import {
  type BinaryOp,
  type CompareOp,
  type FloatUnaryOp,
  GROUP_ANSWERS,
  givesMask,
  laneStrideOf,
  typeOf,
} from './ops.js';
import { sinkDefinitions } from './sink-definitions.js';

type ValueInit = Partial<Pick<IrValue, 'varying' | 'variable' | 'laneStride' | 'mask' | 'constant'>>;

export class IrBuilder {
  private readonly values: IrValue[] = [];
  private readonly params: IrValue[] = [];
  private readonly helpers: IrHelper[] = [];
  /** Values made so far under each name. */
  private readonly root: IrBlock = { statements: [], parent: null, varying: false };
  private block: IrBlock = this.root;
  private readonly constants = new Map<string, IrValue>();
  /** Pure operations by block: op, detail and operand ids → the value (see op). */
  private readonly computedIn = new Map<IrBlock, Map<string, IrValue>>();
  /** Where masked stores may write their other lanes (spillMaskedStores), or null. */
  private spill: IrValue | null = null;
  /** Sets of each variable written so far, by id: what reads a variable is keyed by its count. */
  private readonly variableSets = new Map<number, number>();
  /** Loops (and lanes loops) begun so far, and the one being written (0: none). */
  private loopsBegun = 0;
  private currentLoop = 0;

  constructor(readonly name: string) {}

  /** A uniform parameter of the function (parameters come in the order they are declared). */
  param(type: IrType, name: string): IrValue {
    if (this.values.length > this.params.length) throw new Error('IR: parameters come first');
    const value = this.value(type, name, {}, this.root);
    this.params.push(value);
    return value;
  }

  f32(value: number): IrValue {
    return this.constant('f32', Math.fround(value));
  }
  f64(value: number): IrValue {
    return this.constant('f64', value);
  }
  i32(value: number): IrValue {
    return this.constant('i32', value | 0);
  }

  /** A helper implemented once in JavaScript (see IrHelper); declare it before calling it. */
  helper(name: string, arity: number): void {
    if (!/^[a-zA-Z_]\w*$/.test(name)) throw new Error(`IR: bad helper name ${name}`);
    if (!this.helpers.some((h) => h.name === name)) this.helpers.push({ name, arity });
  }

  /** `op(args)` as a new value named `name`; varying when any operand is. */
  op(op: string, args: readonly IrValue[], name = op, detail?: string): IrValue {
    for (const arg of args) this.checkVisible(arg);
    // The same pure operation on the same values, visible here, is that value (common subexpressions).
    const key = op !== 'call' ? this.opKey(op, args, detail) : null;
    const known = key === null ? undefined : this.computed(key);
    if (known) return known;
    const type = typeOf(op, args, detail);
    // anyTrue, allTrue and countTrue answer for the whole group: uniform.
    const varying = !GROUP_ANSWERS.has(op) && args.some((a) => a.varying);
    const value = this.value(type, name, {
      varying,
      mask: givesMask(op, args),
      laneStride: varying ? laneStrideOf(op, args) : null,
    });
    this.emit({ kind: 'def', value, op, args, ...(detail !== undefined ? { detail } : {}) });
    if (key !== null) this.remember(key, value);
    return value;
  }

  /** The value computed as `key` in the current block or a block around it. */
  private computed(key: string): IrValue | undefined {
    for (let b: IrBlock | null = this.block; b; b = b.parent) {
      const found = this.computedIn.get(b)?.get(key);
      if (found) return found;
    }
    return undefined;
  }

  private remember(key: string, value: IrValue): void {
    let known = this.computedIn.get(this.block);
    if (!known) {
      known = new Map();
      this.computedIn.set(this.block, known);
    }
    known.set(key, value);
  }

  binary(op: BinaryOp, a: IrValue, b: IrValue, name?: string): IrValue {
    return this.op(op, [a, b], name);
  }
  add(a: IrValue, b: IrValue, name?: string): IrValue {
    return this.op('add', [a, b], name);
  }
  sub(a: IrValue, b: IrValue, name?: string): IrValue {
    return this.op('sub', [a, b], name);
  }
  mul(a: IrValue, b: IrValue, name?: string): IrValue {
    return this.op('mul', [a, b], name);
  }
  unary(op: FloatUnaryOp | 'not', a: IrValue, name?: string): IrValue {
    return this.op(op, [a], name);
  }
  compare(op: CompareOp, a: IrValue, b: IrValue, name?: string): IrValue {
    return this.op(op, [a, b], name);
  }
  convert(
    op:
      | 'promote'
      | 'demote'
      | 'convertF32'
      | 'convertF64'
      | 'truncSat'
      | 'integerWord'
      | 'bitsToF32'
      | 'f32Bits',
    a: IrValue,
    name?: string,
  ): IrValue {
    return this.op(op, [a], name);
  }
  /** Lanes of `a` where `mask` is set, of `b` elsewhere. */
  select(mask: IrValue, a: IrValue, b: IrValue, name?: string): IrValue {
    return this.op('select', [mask, a, b], name);
  }
  /**
   * The 8-bit unorm value of float `v` (see unorm8.ts); `unit` when v is known to lie in [0, 1] (up to a
   * rounding step above 1) and never to be NaN.
   */
  unorm8(v: IrValue, unit: boolean, name?: string): IrValue {
    return this.op('unorm8', [v], name, unit ? 'unit' : 'clamp');
  }
  /** Byte `index` (0 lowest) of i32 `word` as an 8-bit UNORM channel: the f64 b / 255 (unorm-byte.ts). */
  unormByte(word: IrValue, index: number, name?: string): IrValue {
    return this.op('unormByte', [word], name, String(index));
  }
  /** The word whose byte i is `bytes[i]` clamped to [0, 255] (byte-words.ts). */
  packBytes(bytes: readonly [IrValue, IrValue, IrValue, IrValue], name?: string): IrValue {
    return this.op('packBytes', bytes, name);
  }
  /** Word `s` blended over word `d` by SRC_ALPHA / INV_SRC_ALPHA with s's alpha byte `alphaByte` (byte-words.ts). */
  blendBytes(s: IrValue, d: IrValue, alphaByte: number, name?: string): IrValue {
    return this.op('blendBytes', [s, d], name, String(alphaByte));
  }
  /**
   * Texel words t00, t10 (upper row), t01, t11 (lower row) filtered byte by byte with the Q15 weights
   * `wu` and `wv` (byte-words.ts).
   */
  bilinearBytes(
    texels: readonly [IrValue, IrValue, IrValue, IrValue],
    wu: IrValue,
    wv: IrValue,
    name?: string,
  ): IrValue {
    return this.op('bilinearBytes', [...texels, wu, wv], name);
  }
  /**
   * Texel words t00, t10 (upper row), t01, t11 (lower row) filtered byte by byte with the weights `wu` / 256
   * and `wv` / 256, exactly, as the exact path stores such a value (byte-words.ts exactBilinearBytes).
   */
  exactBilinearBytes(
    texels: readonly [IrValue, IrValue, IrValue, IrValue],
    wu: IrValue,
    wv: IrValue,
    name?: string,
  ): IrValue {
    return this.op('exactBilinearBytes', [...texels, wu, wv], name);
  }
  /** Helper `helper` (declared with helper()) on f64 operands. */
  call(helper: string, args: readonly IrValue[], name = helper): IrValue {
    const declared = this.helpers.find((h) => h.name === helper);
    if (!declared || declared.arity !== args.length)
      throw new Error(`IR: helper ${helper}/${args.length} not declared`);
    return this.op('call', args, name, helper);
  }

  /** A load of `type` at byte `address` (naturally aligned); varying when the address is. */
  load(type: MemoryType, address: IrValue, name = 'load'): IrValue {
    this.checkVisible(address);
    if (address.type !== 'i32') throw new Error('IR: addresses are i32');
    const value = this.value(loadedType(type), name, { varying: address.varying });
    this.emit({ kind: 'def', value, op: 'load', args: [address], detail: type });
    return value;
  }

  /** Stores `value` at byte `address`; with `mask`, only in the lanes where it is set. */
  store(type: MemoryType, address: IrValue, value: IrValue, mask: IrValue | null = null): void {
    for (const v of [address, value, ...(mask ? [mask] : [])]) this.checkVisible(v);
    if (address.type !== 'i32' || (mask && mask.type !== 'i32'))
      throw new Error('IR: addresses and masks are i32');
    if (value.type !== loadedType(type)) throw new Error(`IR: a ${value.type} stored as ${type}`);
    if ((value.varying || mask?.varying) && !address.varying)
      throw new Error('IR: varying values are stored at varying addresses');
    const spill = mask && address.varying ? this.spill : null;
    this.emit({ kind: 'store', memoryType: type, address, value, mask, spill });
  }

  /**
   * From here on, masked stores to varying addresses may write the lanes outside their mask to `address`
   * (a uniform i32: eight bytes, aligned, that the function owns and never reads) instead of testing each
   * lane. Where the addresses are not contiguous, WebAssembly then stores every lane with no branch: a
   * branch per lane on a partly covered quad's coverage is mispredicted about as often as not.
   */
  spillMaskedStores(address: IrValue): void {
    this.uniformI32(address);
    if (address.block !== this.root) throw new Error('IR: the spill address is defined at the top');
    this.spill = address;
  }

  /** A variable starting at `initial`; varying when `initial` is or when asked. */
  variable(initial: IrValue, name: string, varying = initial.varying): IrValue {
    this.checkVisible(initial);
    const variable = this.value(initial.type, name, { varying, variable: true });
    this.emit({ kind: 'def', value: variable, op: 'copy', args: [initial] });
    return variable;
  }

  set(variable: IrValue, value: IrValue): void {
    this.checkVisible(variable);
    this.checkVisible(value);
    if (!variable.variable || variable.type !== value.type || (value.varying && !variable.varying))
      throw new Error(`IR: cannot set ${variable.name} to ${value.name}`);
    this.emit({ kind: 'set', variable, value });
    this.variableSets.set(variable.id, (this.variableSets.get(variable.id) ?? 0) + 1);
  }

  /** for (counter = start; counter < end; counter += step) body(counter), all uniform. */
  loop(start: IrValue, end: IrValue, step: number, body: (counter: IrValue) => void, name = 'i'): void {
    this.uniformI32(start, end);
    const inner = this.child(this.block.varying);
    const counter = this.value('i32', name, {}, inner);
    this.emit({ kind: 'loop', counter, start, end, step, body: inner });
    this.insideLoop(inner, () => body(counter));
  }

  /**
   * while (go > 0) body(), `go` a uniform i32 variable the body sets to 0 to end the loop (or keeps at 1):
   * a counted loop whose counter stays 0 and whose end, read before every iteration, is `go`.
   */
  whileLoop(go: IrValue, body: () => void): void {
    if (!go.variable || go.type !== 'i32') throw new Error(`IR: ${go.name} is not an i32 variable`);
    this.loop(this.i32(0), go, 0, body, 'again');
  }

  /**
   * The lanes loop: body(lane) for lane = start … start + count − 1, count a multiple of GROUP_LANES (and
   * of `multiple` where the caller knows more than a constant count says).
   */
  lanes(start: IrValue, count: IrValue, body: (lane: IrValue) => void, name = 'lane', multiple = 4): void {
    this.uniformI32(start, count);
    if (this.block.varying) throw new Error('IR: lanes loops do not nest');
    const inner = this.child(true);
    const lane = this.value('i32', name, { varying: true, laneStride: 1 }, inner);
    this.emit({ kind: 'lanes', lane, start, count, multiple: count.constant ?? multiple, body: inner });
    this.insideLoop(inner, () => body(lane));
  }

  /** if (condition !== 0) then() else otherwise(), on a uniform condition. */
  if(condition: IrValue, then: () => void, otherwise?: () => void): void {
    this.uniformI32(condition);
    const thenBlock = this.child(this.block.varying);
    const elseBlock = this.child(this.block.varying);
    this.emit({ kind: 'if', condition, thenBlock, elseBlock });
    this.inside(thenBlock, then);
    if (otherwise) this.inside(elseBlock, otherwise);
  }

  finish(): IrFunction {
    if (this.block !== this.root) throw new Error('IR: finish() inside a block');
    hoistUniformDefinitions(this.root);
    removeUnreadDefinitions(this.root);
    sinkDefinitions(this.root);
    return {
      name: this.name,
      params: this.params,
      body: this.root,
      values: this.values,
      helpers: this.helpers,
    };
  }

  private constant(type: IrType, value: number): IrValue {
    const key = `${type}:${Object.is(value, -0) ? '-0' : value}`;
    let found = this.constants.get(key);
    if (!found) {
      found = this.value(type, `k_${type}`, { constant: value }, this.root);
      this.constants.set(key, found);
    }
    return found;
  }

  private value(type: IrType, name: string, init: ValueInit, block = this.block): IrValue {
    const value: IrValue = {
      id: this.values.length,
      name,
      type,
      varying: init.varying ?? false,
      variable: init.variable ?? false,
      laneStride: init.laneStride ?? null,
      mask: init.mask ?? false,
      constant: init.constant ?? null,
      block,
    };
    this.values.push(value);
    return value;
  }

  private emit(statement: IrStatement): void {
    this.block.statements.push(statement);
  }

  private child(varying: boolean): IrBlock {
    return { statements: [], parent: this.block, varying };
  }

  private inside(block: IrBlock, body: () => void): void {
    const outer = this.block;
    this.block = block;
    try {
      body();
    } finally {
      this.block = outer;
    }
  }

  /**
   * `inside` for a loop's body: what reads a variable there is not what read it before the loop, since a
   * later iteration may see the variable set further down the body.
   */
  private insideLoop(block: IrBlock, body: () => void): void {
    const outer = this.currentLoop;
    this.currentLoop = ++this.loopsBegun;
    try {
      this.inside(block, body);
    } finally {
      this.currentLoop = outer;
    }
  }

  /**
   * What identifies a pure operation: the op, its detail and its operands — a variable operand with the
   * number of its sets so far and the loop being written, so the operation is the same value only where
   * the variable holds the same value.
   */
  private opKey(op: string, args: readonly IrValue[], detail: string | undefined): string {
    let key = detail === undefined ? op : `${op}/${detail}`;
    let readsVariable = false;
    for (const a of args) {
      key += `,${a.id}`;
      if (!a.variable) continue;
      key += `@${this.variableSets.get(a.id) ?? 0}`;
      readsVariable = true;
    }
    return readsVariable ? `${key}#${this.currentLoop}` : key;
  }

  private checkVisible(value: IrValue): void {
    for (let b: IrBlock | null = this.block; b; b = b.parent) if (b === value.block) return;
    throw new Error(`IR: ${value.name} is used outside the block that defines it`);
  }

  private uniformI32(...values: IrValue[]): void {
    for (const v of values) {
      this.checkVisible(v);
      if (v.type !== 'i32' || v.varying) throw new Error(`IR: ${v.name} must be a uniform i32`);
    }
  }
}
