// How a debug report prints a call: `glTexParameteri(target=GL_TEXTURE_3D, pname=…, param=9729)`, with
// enum-typed parameters by name (the name the parameter's ENUM_RULES entry uses, else the core name of
// the value, else hex), bitfields in hex, numbers as numbers, strings quoted and arrays abbreviated. The
// tables (entry-point-params.generated.ts, 150 kB) are loaded by createContext for debug contexts only.
import { ENUM_RULES } from '../errors/enum-rules.js';

type Tables = typeof import('./entry-point-params.generated.js');
let tables: Tables | null = null;

/** Loads the parameter and enum name tables (once); reports made before print values without names. */
export async function loadDebugTables(): Promise<void> {
  tables ??= await import('./entry-point-params.generated.js');
}

const ERROR_NAMES: Readonly<Record<number, string>> = {
  1280: 'GL_INVALID_ENUM',
  1281: 'GL_INVALID_VALUE',
  1282: 'GL_INVALID_OPERATION',
  1283: 'GL_STACK_OVERFLOW',
  1284: 'GL_STACK_UNDERFLOW',
  1285: 'GL_OUT_OF_MEMORY',
  1286: 'GL_INVALID_FRAMEBUFFER_OPERATION',
};

/** 'GL_INVALID_ENUM' for 0x0500 (hex for a code GL does not name). */
export function errorName(code: number): string {
  return ERROR_NAMES[code] ?? hex(code);
}

function hex(value: number): string {
  return `0x${value.toString(16).padStart(4, '0')}`;
}

/** An enum value by name: the one rule `rule` gives it, else the core name, else hex. */
export function enumName(value: number, rule?: string): string {
  if (!Number.isInteger(value) || value < 0) return String(value);
  const small = rule !== undefined ? tables?.SMALL_ENUM_NAMES[rule]?.[value] : undefined;
  return small ?? tables?.ENUM_NAMES[value] ?? (value < 0x100 ? String(value) : hex(value));
}

/** One parameter of an entry point: its name and how its value prints. */
interface Param {
  name: string;
  kind: 'number' | 'enum' | 'bits';
  rule?: string;
}

const parsed = new Map<string, readonly Param[]>();

/** The parameters of `entryPoint` (ENTRY_POINT_PARAMS: `name`, `name:e`, `name:e:rule`, `name:b`). */
function params(entryPoint: string): readonly Param[] {
  if (tables === null) return [];
  let list = parsed.get(entryPoint);
  if (list === undefined) {
    const text = tables.ENTRY_POINT_PARAMS[entryPoint] ?? '';
    list = text === '' ? [] : text.split(' ').map(parseParam);
    parsed.set(entryPoint, list);
  }
  return list;
}

function parseParam(token: string): Param {
  const [name, kind, rule] = token.split(':') as [string, string?, string?];
  if (kind === 'e') return rule ? { name, kind: 'enum', rule } : { name, kind: 'enum' };
  return { name, kind: kind === 'b' ? 'bits' : 'number' };
}

const SHOWN_ELEMENTS = 4;

/** One argument as text. */
export function formatValue(value: unknown, param?: Param): string {
  if (typeof value === 'number') {
    if (param?.kind === 'enum') return enumName(value, param.rule);
    if (param?.kind === 'bits' && Number.isInteger(value) && value > 0) return hex(value);
    return Object.is(value, -0) ? '-0' : String(value);
  }
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (value === null || typeof value !== 'object') return String(value);
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
    return `${value.constructor.name}(${(value as unknown as ArrayLike<unknown>).length}) ${elements(value as unknown as ArrayLike<unknown>)}`;
  }
  if (Array.isArray(value)) return elements(value);
  if (value instanceof ArrayBuffer || value instanceof DataView) {
    return `${value.constructor.name}(${value.byteLength} bytes)`;
  }
  return value.constructor?.name && value.constructor !== Object ? value.constructor.name : '{…}';
}

/** `[1, 2, 3, 4, … 12 more]`. */
function elements(values: ArrayLike<unknown>): string {
  const shown: string[] = [];
  for (let i = 0; i < Math.min(values.length, SHOWN_ELEMENTS); i++) shown.push(formatValue(values[i]));
  if (values.length > SHOWN_ELEMENTS) shown.push(`… ${values.length - SHOWN_ELEMENTS} more`);
  return `[${shown.join(', ')}]`;
}

/** `glX(a=1, b=GL_FOO)`: the call with its parameter names (extra arguments are printed unnamed). */
export function formatCall(entryPoint: string, args: readonly unknown[]): string {
  const list = params(entryPoint);
  const parts = args.map((value, i) => {
    const param = list[i];
    return param ? `${param.name}=${formatValue(value, param)}` : formatValue(value);
  });
  return `${entryPoint}(${parts.join(', ')})`;
}

let ruleOfSet: Map<ReadonlySet<number>, string> | undefined;

/**
 * legalEnum's reason: `target GL_TEXTURE_3D is not accepted`, the parameter named by the ENUM_RULES
 * entry `legal` is (the value alone for another set).
 */
export function enumReason(legal: ReadonlySet<number>, value: number): string {
  ruleOfSet ??= new Map(
    Object.entries(ENUM_RULES as Readonly<Record<string, ReadonlySet<number>>>).map(([k, v]) => [v, k]),
  );
  const rule = ruleOfSet.get(legal);
  const name = enumName(value);
  return rule ? `${rule.slice(rule.indexOf('.') + 1)} ${name} is not accepted` : `${name} is not accepted`;
}
