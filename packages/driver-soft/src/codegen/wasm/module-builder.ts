// A WebAssembly module written byte by byte: function types (shared between equal signatures), imported
// JavaScript functions and an imported linear memory (shared or not), functions with their locals, and
// function exports. encode() gives the module's bytes in section order.
import { ByteWriter } from './byte-writer.js';
import type { CodeWriter } from './code-writer.js';
import { writeUnsigned } from './leb128.js';
import type { ValType } from './opcodes.js';

const MAGIC_AND_VERSION = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];
const Section = { type: 1, import: 2, function: 3, export: 7, code: 10 } as const;
const FUNC_TYPE = 0x60;
const ExternalKind = { function: 0, memory: 2 } as const;

export interface FunctionSignature {
  readonly params: readonly ValType[];
  readonly results: readonly ValType[];
}

/** An imported memory: its size in 64 KiB pages, and whether it is shared (then `maximum` is required). */
export interface MemoryImport {
  readonly module: string;
  readonly name: string;
  readonly minimum: number;
  readonly maximum?: number;
  readonly shared?: boolean;
}

interface DefinedFunction {
  readonly type: number;
  readonly locals: readonly ValType[];
  readonly body: Uint8Array;
}

export class ModuleBuilder {
  private readonly types: FunctionSignature[] = [];
  private readonly functionImports: { module: string; name: string; type: number }[] = [];
  private memory: MemoryImport | null = null;
  private readonly functions: DefinedFunction[] = [];
  private readonly exports: { name: string; index: number }[] = [];

  /** The index of signature `signature` (added once). */
  typeIndex(signature: FunctionSignature): number {
    const key = (s: FunctionSignature) => `${s.params.join(',')}>${s.results.join(',')}`;
    const found = this.types.findIndex((t) => key(t) === key(signature));
    if (found >= 0) return found;
    this.types.push(signature);
    return this.types.length - 1;
  }

  /** Imports a function; returns its function index. All imports come before the first defined function. */
  importFunction(module: string, name: string, signature: FunctionSignature): number {
    if (this.functions.length > 0) throw new Error('imports must precede defined functions');
    this.functionImports.push({ module, name, type: this.typeIndex(signature) });
    return this.functionImports.length - 1;
  }

  importMemory(memory: MemoryImport): void {
    if (memory.shared && memory.maximum === undefined) throw new Error('a shared memory needs a maximum');
    this.memory = memory;
  }

  /** Adds a function (its parameters are its first locals); returns its function index. */
  addFunction(signature: FunctionSignature, locals: readonly ValType[], body: CodeWriter): number {
    this.functions.push({ type: this.typeIndex(signature), locals, body: body.finish() });
    return this.functionImports.length + this.functions.length - 1;
  }

  exportFunction(name: string, index: number): void {
    this.exports.push({ name, index });
  }

  encode(): Uint8Array {
    const out = new ByteWriter();
    out.bytes(MAGIC_AND_VERSION);
    section(out, Section.type, this.types, (bytes, t) => {
      bytes.byte(FUNC_TYPE);
      writeUnsigned(bytes, t.params.length);
      bytes.bytes(t.params);
      writeUnsigned(bytes, t.results.length);
      bytes.bytes(t.results);
    });
    const imports: ((bytes: ByteWriter) => void)[] = this.functionImports.map((f) => (bytes) => {
      name(bytes, f.module);
      name(bytes, f.name);
      bytes.byte(ExternalKind.function);
      writeUnsigned(bytes, f.type);
    });
    const memory = this.memory;
    if (memory)
      imports.push((bytes) => {
        name(bytes, memory.module);
        name(bytes, memory.name);
        bytes.byte(ExternalKind.memory);
        bytes.byte((memory.maximum !== undefined ? 1 : 0) | (memory.shared ? 2 : 0));
        writeUnsigned(bytes, memory.minimum);
        if (memory.maximum !== undefined) writeUnsigned(bytes, memory.maximum);
      });
    section(out, Section.import, imports, (bytes, write) => write(bytes));
    section(out, Section.function, this.functions, (bytes, f) => writeUnsigned(bytes, f.type));
    section(out, Section.export, this.exports, (bytes, e) => {
      name(bytes, e.name);
      bytes.byte(ExternalKind.function);
      writeUnsigned(bytes, e.index);
    });
    section(out, Section.code, this.functions, (bytes, f) => {
      const head = new ByteWriter();
      const runs = localRuns(f.locals);
      writeUnsigned(head, runs.length);
      for (const [count, type] of runs) {
        writeUnsigned(head, count);
        head.byte(type);
      }
      writeUnsigned(bytes, head.length + f.body.length);
      bytes.bytes(head.view());
      bytes.bytes(f.body);
    });
    return out.view().slice();
  }
}

/** Locals as the code section declares them: runs of one type. */
function localRuns(locals: readonly ValType[]): [number, ValType][] {
  const runs: [number, ValType][] = [];
  for (const type of locals) {
    const last = runs[runs.length - 1];
    if (last && last[1] === type) last[0]++;
    else runs.push([1, type]);
  }
  return runs;
}

const UTF8 = new TextEncoder();

function name(out: ByteWriter, text: string): void {
  const utf8 = UTF8.encode(text);
  writeUnsigned(out, utf8.length);
  out.bytes(utf8);
}

/** A section: id, byte size, then a vector of `items` (left out when there are none). */
function section<T>(
  out: ByteWriter,
  id: number,
  items: readonly T[],
  write: (bytes: ByteWriter, item: T) => void,
): void {
  if (items.length === 0) return;
  const content = new ByteWriter();
  writeUnsigned(content, items.length);
  for (const item of items) write(content, item);
  out.byte(id);
  writeUnsigned(out, content.length);
  out.bytes(content.view());
}
