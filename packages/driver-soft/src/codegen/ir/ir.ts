// The code generation IR: one function described as structure, for every pixel (lane) of a group at once,
// as llvmpipe's gallivm describes its fragment functions. Values are named and typed (f32, f64 or i32)
// and either uniform (one value for all lanes: parameters, constants, loop counters) or varying (one per
// lane). Statements are definitions, assignments of variables, stores, counted loops, the lanes loop
// (the SPMD region whose body runs for every lane) and ifs on uniform conditions. A back end turns it into
// JavaScript (one lane per iteration, emit-js.ts) or WebAssembly (four lanes per iteration with SIMD,
// emit-wasm.ts); both compute the same bits.

export type IrType = 'f32' | 'f64' | 'i32';

/** What a load reads or a store writes at a byte address: a type, or the low bits of an i32. */
export type MemoryType = IrType | 'u8' | 'u16';

export interface IrValue {
  readonly id: number;
  /** A readable name (not unique: the generated JavaScript adds the id), for messages and the source. */
  readonly name: string;
  readonly type: IrType;
  readonly varying: boolean;
  /** A variable (assigned with `set`) rather than a definition. */
  readonly variable: boolean;
  /**
   * For varying i32 values known to be `lane 0's value + lane · laneStride` (the lane index, addresses
   * along a row): the stride in lanes, which lets loads and stores of that size be one vector access.
   */
  readonly laneStride: number | null;
  /** Lanes are all ones or all zeros (results of comparisons and their bitwise combinations). */
  readonly mask: boolean;
  /** For constants: the number. */
  readonly constant: number | null;
  /** The block that defines it (values are used in that block and the blocks inside it). */
  readonly block: IrBlock;
}

export interface DefStatement {
  readonly kind: 'def';
  readonly value: IrValue;
  readonly op: string;
  readonly args: readonly IrValue[];
  /** Helper name (op `call`) or memory type (op `load`). */
  readonly detail?: string;
}

export interface SetStatement {
  readonly kind: 'set';
  readonly variable: IrValue;
  readonly value: IrValue;
}

/**
 * Stores `value` at byte `address` (lane by lane when varying); only lanes whose `mask` is set, if given.
 * With `spill` (a uniform address of bytes the function owns and never reads), a masked store to varying
 * addresses may write its other lanes there instead of testing each lane (see IrBuilder.spillMaskedStores).
 */
export interface StoreStatement {
  readonly kind: 'store';
  readonly memoryType: MemoryType;
  readonly address: IrValue;
  readonly value: IrValue;
  readonly mask: IrValue | null;
  readonly spill: IrValue | null;
}

/**
 * `for (counter = start; counter < end; counter += step)`, all uniform i32; `end` is read before every
 * iteration (a variable the body sets ends it: IrBuilder.whileLoop).
 */
export interface LoopStatement {
  readonly kind: 'loop';
  readonly counter: IrValue;
  readonly start: IrValue;
  readonly end: IrValue;
  readonly step: number;
  readonly body: IrBlock;
}

/**
 * The lanes loop: `body` runs for lane = start, start + 1, … start + count − 1 (`lane` is varying).
 * `count` must be a multiple of the back ends' widest group (4).
 */
export interface LanesStatement {
  readonly kind: 'lanes';
  readonly lane: IrValue;
  readonly start: IrValue;
  readonly count: IrValue;
  /** What `count` is known to be a multiple of (itself where it is a constant). */
  readonly multiple: number;
  readonly body: IrBlock;
}

/** `if (condition !== 0)` on a uniform i32. */
export interface IfStatement {
  readonly kind: 'if';
  readonly condition: IrValue;
  readonly thenBlock: IrBlock;
  readonly elseBlock: IrBlock;
}

export type IrStatement =
  | DefStatement
  | SetStatement
  | StoreStatement
  | LoopStatement
  | LanesStatement
  | IfStatement;

export interface IrBlock {
  readonly statements: IrStatement[];
  readonly parent: IrBlock | null;
  /** Inside a lanes loop. */
  readonly varying: boolean;
}

/** A helper implemented once in JavaScript and called by both back ends: numbers in, a number out. */
export interface IrHelper {
  readonly name: string;
  readonly arity: number;
}

export interface IrFunction {
  readonly name: string;
  readonly params: readonly IrValue[];
  readonly body: IrBlock;
  /** Every value and variable defined, by id. */
  readonly values: readonly IrValue[];
  readonly helpers: readonly IrHelper[];
}

/** Lanes a WebAssembly group holds; lanes loops run a multiple of it. */
export const GROUP_LANES = 4;

/** Bytes of a memory type. */
export function memoryTypeSize(type: MemoryType): number {
  return type === 'f64' ? 8 : type === 'u8' ? 1 : type === 'u16' ? 2 : 4;
}

/** The IR type a load of `type` gives. */
export function loadedType(type: MemoryType): IrType {
  return type === 'u8' || type === 'u16' ? 'i32' : type;
}

/** The values statement `s` itself reads (not those of the blocks inside it), in evaluation order. */
export function statementOperands(s: IrStatement): readonly IrValue[] {
  switch (s.kind) {
    case 'def':
      return s.args;
    case 'set':
      return [s.variable, s.value];
    case 'store':
      return [s.address, s.value, ...(s.mask ? [s.mask] : []), ...(s.spill ? [s.spill] : [])];
    case 'loop':
      return [s.start, s.end];
    case 'lanes':
      return [s.start, s.count];
    case 'if':
      return [s.condition];
  }
}

/** The blocks statement `s` holds: a loop's or lanes loop's body, an if's two branches. */
export function innerBlocks(s: IrStatement): readonly IrBlock[] {
  if (s.kind === 'loop' || s.kind === 'lanes') return [s.body];
  if (s.kind === 'if') return [s.thenBlock, s.elseBlock];
  return [];
}
