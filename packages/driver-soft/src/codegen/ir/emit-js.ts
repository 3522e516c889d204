// The JavaScript back end of the IR: one lane per iteration of the lanes loop, every f32 result through
// Math.fround (as driver-soft's generated code computes), memory through typed-array views of one buffer
// (addresses naturally aligned), helpers called by name. The source is kept, so other threads can compile
// the same text.
import { TGSI_LANE_HELPERS } from '@gallium-ts/tgsi';
import { unorm8Expression } from '../../fragment/unorm8.js';
import { bilinearBytes, blendBytes, exactBilinearBytes, packBytes } from './byte-words.js';
import type { IrBlock, IrFunction, IrStatement, IrValue, MemoryType } from './ir.js';
import { BINARY, COMPARE, FLOAT_UNARY } from './ops.js';
import { byteIndexDetail, UNORM_SCALE } from './unorm-byte.js';

/** A compiled JavaScript function of the IR: parameters as declared. */
export type JsKernel = (...params: number[]) => void;

/** The generated source of `fn`: the body of `(buffer, h) => function`. */
export function emitJs(fn: IrFunction): string {
  const lines = [
    'const F32 = new Float32Array(buffer), F64 = new Float64Array(buffer), I32 = new Int32Array(buffer);',
    'const U16 = new Uint16Array(buffer), U8 = new Uint8Array(buffer);',
    `const fr = Math.fround, {roundEven, f2i, floatBits, bitsFloat, packBytes, blendBytes, bilinearBytes, exactBilinearBytes} = rt;`,
    ...fn.helpers.map((h) => `const h_${h.name} = h.${h.name};`),
    `return function ${fn.name.replace(/\W/g, '_')}(${fn.params.map(ref).join(', ')}) {`,
    ...block(fn.body),
    '};',
  ];
  return lines.join('\n');
}

/** Compiles generated source over `buffer` with `helpers` (the functions the IR calls by name). */
export function compileJs(
  source: string,
  buffer: ArrayBufferLike,
  helpers: Readonly<Record<string, (...args: number[]) => number>> = {},
): JsKernel {
  return new Function('buffer', 'h', 'rt', source)(buffer, helpers, RUNTIME) as JsKernel;
}

/** The functions generated source calls by name: TGSI's lane helpers and the byte-word operations. */
const RUNTIME = { ...TGSI_LANE_HELPERS, packBytes, blendBytes, bilinearBytes, exactBilinearBytes };

function ref(value: IrValue): string {
  return value.constant !== null ? literal(value.constant) : `$${value.name.replace(/\W/g, '_')}_${value.id}`;
}

function literal(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (Object.is(value, -0)) return '-0';
  if (value === Number.POSITIVE_INFINITY) return 'Infinity';
  if (value === Number.NEGATIVE_INFINITY) return '-Infinity';
  return value < 0 ? `(${value})` : String(value);
}

function block(b: IrBlock): string[] {
  return b.statements.flatMap(statement);
}

const VIEW: Record<MemoryType, [string, number]> = {
  u8: ['U8', 0],
  u16: ['U16', 1],
  i32: ['I32', 2],
  f32: ['F32', 2],
  f64: ['F64', 3],
};

function element(type: MemoryType, address: IrValue): string {
  const [view, shift] = VIEW[type];
  return shift === 0 ? `${view}[${ref(address)}]` : `${view}[${ref(address)} >> ${shift}]`;
}

function statement(s: IrStatement): string[] {
  switch (s.kind) {
    case 'def':
      return [`${s.value.variable ? 'let' : 'const'} ${ref(s.value)} = ${expression(s)};`];
    case 'set':
      return [`${ref(s.variable)} = ${ref(s.value)};`];
    case 'store': {
      const store = `${element(s.memoryType, s.address)} = ${ref(s.value)};`;
      return [s.mask ? `if (${ref(s.mask)} !== 0) ${store}` : store];
    }
    case 'loop': {
      const i = ref(s.counter);
      return [
        `for (let ${i} = ${ref(s.start)}; ${i} < ${ref(s.end)}; ${i} = (${i} + ${s.step}) | 0) {`,
        ...block(s.body),
        '}',
      ];
    }
    case 'lanes': {
      const lane = ref(s.lane);
      const end = `end${s.lane.id}`;
      return [
        `for (let ${lane} = ${ref(s.start)}, ${end} = (${ref(s.start)} + ${ref(s.count)}) | 0; ${lane} < ${end}; ${lane}++) {`,
        ...block(s.body),
        '}',
      ];
    }
    case 'if': {
      const otherwise = block(s.elseBlock);
      return [
        `if (${ref(s.condition)} !== 0) {`,
        ...block(s.thenBlock),
        ...(otherwise.length > 0 ? ['} else {', ...otherwise] : []),
        '}',
      ];
    }
  }
}

const F32_ROUNDED = new Set(['add', 'sub', 'mul', 'div', 'sqrt']);

function expression(s: Extract<IrStatement, { kind: 'def' }>): string {
  const { op, args, value } = s;
  const [a, b, c] = args.map(ref);
  const type = args[0]?.type;
  const rounded = (e: string) => (type === 'f32' && F32_ROUNDED.has(op) ? `fr(${e})` : e);
  if (op === 'load') return element(s.detail as MemoryType, args[0]!);
  if (args.length === 2 && (COMPARE as readonly string[]).includes(op)) {
    const js = { eq: '===', ne: '!==', lt: '<', le: '<=', gt: '>', ge: '>=' }[op as (typeof COMPARE)[number]];
    return `(${a} ${js} ${b} ? -1 : 0)`;
  }
  if (
    type === 'i32' &&
    args.length === 2 &&
    value.type === 'i32' &&
    (BINARY.int as readonly string[]).includes(op)
  ) {
    const js: Record<string, string> = {
      add: `(${a} + ${b}) | 0`,
      sub: `(${a} - ${b}) | 0`,
      mul: `Math.imul(${a}, ${b})`,
      and: `${a} & ${b}`,
      or: `${a} | ${b}`,
      xor: `${a} ^ ${b}`,
      shl: `${a} << ${b}`,
      shrS: `${a} >> ${b}`,
      shrU: `(${a} >>> ${b}) | 0`,
      minS: `Math.min(${a}, ${b})`,
      maxS: `Math.max(${a}, ${b})`,
    };
    return js[op]!;
  }
  if (args.length === 2 && (BINARY.float as readonly string[]).includes(op)) {
    const js: Record<string, string> = {
      add: `${a} + ${b}`,
      sub: `${a} - ${b}`,
      mul: `${a} * ${b}`,
      div: `${a} / ${b}`,
      min: `Math.min(${a}, ${b})`,
      max: `Math.max(${a}, ${b})`,
      pmin: `(${b} < ${a} ? ${b} : ${a})`,
      pmax: `(${a} < ${b} ? ${b} : ${a})`,
    };
    return rounded(js[op]!);
  }
  if (args.length === 1 && (FLOAT_UNARY as readonly string[]).includes(op)) {
    const js: Record<string, string> = {
      sqrt: `Math.sqrt(${a})`,
      abs: `Math.abs(${a})`,
      neg: `-${a}`,
      floor: `Math.floor(${a})`,
      ceil: `Math.ceil(${a})`,
      trunc: `Math.trunc(${a})`,
      nearest: `roundEven(${a})`,
    };
    return rounded(js[op]!);
  }
  switch (op) {
    case 'ltU':
    case 'leU':
    case 'gtU':
    case 'geU': {
      const js = { ltU: '<', leU: '<=', gtU: '>', geU: '>=' }[op];
      return `((${a} >>> 0) ${js} (${b} >>> 0) ? -1 : 0)`;
    }
    case 'copy':
    case 'promote':
    case 'convertF64':
      return a!;
    case 'demote':
    case 'convertF32':
      return `fr(${a})`;
    case 'truncSat':
      return `f2i(${a})`;
    case 'integerWord':
      return `(${a} | 0)`;
    case 'bitsToF32':
      return `bitsFloat(${a})`;
    case 'f32Bits':
      return `floatBits(${a})`;
    case 'not':
      return `~${a}`;
    case 'select':
      return `(${a} !== 0 ? ${b} : ${c})`;
    case 'anyTrue':
    case 'allTrue':
    case 'countTrue':
      return `(${a} !== 0 ? 1 : 0)`;
    case 'unorm8':
      return unorm8Expression(a!, s.detail === 'unit');
    case 'unormByte': {
      const index = byteIndexDetail(s);
      const shifted = index === 0 ? a! : `(${a} >>> ${index * 8})`;
      return `(${index === 3 ? shifted : `(${shifted} & 255)`} * 257) * ${UNORM_SCALE}`;
    }
    case 'bilinearBytes':
      return `bilinearBytes(${args.map(ref).join(', ')})`;
    case 'exactBilinearBytes':
      return `exactBilinearBytes(${args.map(ref).join(', ')})`;
    case 'packBytes':
      return `packBytes(${args.map(ref).join(', ')})`;
    case 'blendBytes':
      return `blendBytes(${a}, ${b}, ${byteIndexDetail(s)})`;
    case 'call':
      return `h_${s.detail}(${args.map(ref).join(', ')})`;
  }
  throw new Error(`IR: no JavaScript for ${op}`);
}
