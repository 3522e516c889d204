// Semantic checks of a parsed program (both specifications' sections 2.14.3 / 3.11.3): names declared
// once and before use, ALIAS, what may be read and written, array sizes and indices, relative
// addressing, conventional/generic attribute pairs that may alias, one texture target per image unit,
// and the resource limits (reduced as the options require). Produces the ResolvedProgram.
import type {
  ArbAttribBinding,
  ArbDstOperand,
  ArbInstructionNode,
  ArbNameNode,
  ArbProgramNode,
  ArbRegisterRef,
  ArbResultBinding,
  ArbSrcOperand,
  ArbTextureTarget,
} from './ast.js';
import { ArbProgramError } from './errors.js';
import { texIndirectionStarts } from './indirections.js';
import type { ArbProgramLimits } from './limits.js';
import { isTexInstruction } from './opcodes.js';
import { type ParamArray, ParamTable, parameterKey } from './param-table.js';
import type {
  ArbOptions,
  ResolvedDst,
  ResolvedInstruction,
  ResolvedProgram,
  ResolvedSrc,
} from './resolved.js';

type VarSymbol =
  | { kind: 'temp'; index: number }
  | { kind: 'address'; index: number }
  | { kind: 'attrib'; input: number }
  | { kind: 'param'; slot: number; array: ParamArray | null }
  | { kind: 'output'; output: number };

const DESCRIPTION: Record<VarSymbol['kind'], string> = {
  temp: 'temporary',
  address: 'address register',
  attrib: 'attribute',
  param: 'parameter',
  output: 'result',
};

/** Generic attribute each conventional vertex attribute may alias (ARB_vertex_program table X.2.1). */
function aliasedGeneric(b: ArbAttribBinding): number {
  switch (b.name) {
    case 'position':
      return 0;
    case 'normal':
      return 2;
    case 'color':
      return 3 + b.index;
    case 'fogcoord':
      return 5;
    case 'texcoord':
      return 8 + b.index;
    default:
      return -1;
  }
}

function optionsOf(program: ArbProgramNode): ArbOptions {
  const has = (name: string) => program.options.some((o) => o.name === name);
  return {
    positionInvariant: has('ARB_position_invariant'),
    fog: has('ARB_fog_linear') ? 'linear' : has('ARB_fog_exp') ? 'exp' : has('ARB_fog_exp2') ? 'exp2' : null,
    precisionHint: has('ARB_precision_hint_fastest')
      ? 'fastest'
      : has('ARB_precision_hint_nicest')
        ? 'nicest'
        : null,
    shadow: has('ARB_fragment_program_shadow'),
  };
}

/** The limits a program with these options must fit: options that add code take their share. */
function effectiveLimits(limits: Readonly<ArbProgramLimits>, options: ArbOptions): ArbProgramLimits {
  const out = { ...limits };
  if (options.positionInvariant) out.maxInstructions -= 4;
  if (options.fog !== null) {
    const fogInstructions = { linear: 2, exp: 3, exp2: 4 }[options.fog];
    out.maxInstructions -= fogInstructions;
    out.maxAluInstructions -= fogInstructions;
    out.maxTemporaries -= 1;
    out.maxAttribs -= 1;
    out.maxParameters -= 2;
  }
  return out;
}

class Resolver {
  private readonly symbols = new Map<string, VarSymbol>();
  private readonly inputs: ArbAttribBinding[] = [];
  private readonly outputs: ArbResultBinding[] = [];
  private readonly params = new ParamTable();
  private readonly instructions: ResolvedInstruction[] = [];
  private readonly unitTargets = new Map<number, ArbTextureTarget>();
  private temps = 0;
  private addresses = 0;
  private alu = 0;
  private tex = 0;
  private readonly limits: ArbProgramLimits;
  private readonly options: ArbOptions;

  constructor(
    private readonly text: string,
    private readonly program: ArbProgramNode,
    limits: Readonly<ArbProgramLimits>,
  ) {
    this.options = optionsOf(program);
    this.limits = effectiveLimits(limits, this.options);
  }

  private fail(offset: number, problem: string): never {
    throw new ArbProgramError(this.text, offset, problem);
  }

  run(): ResolvedProgram {
    for (const s of this.program.statements) {
      if (s.type === 'instruction') this.instruction(s);
      else this.declaration(s);
    }
    const { count: parameters, firstOver } = this.params.apiCount(this.limits.maxParameters);
    if (firstOver >= 0) {
      this.fail(
        this.params.offsets[firstOver]!,
        `too many program parameters (the limit is ${this.limits.maxParameters})`,
      );
    }
    const fragment = this.program.kind === 'fragment';
    const starts = fragment ? texIndirectionStarts(this.instructions) : [];
    if (starts.length + 1 > this.limits.maxTexIndirections) {
      const first = this.instructions[starts[this.limits.maxTexIndirections - 1]!]!;
      this.fail(
        first.offset,
        `too many texture indirections (the limit is ${this.limits.maxTexIndirections})`,
      );
    }
    const counts = {
      instructions: this.instructions.length,
      aluInstructions: fragment ? this.alu : 0,
      texInstructions: fragment ? this.tex : 0,
      texIndirections: fragment ? starts.length + 1 : 0,
      temporaries: this.temps,
      parameters,
      attribs: this.inputs.length,
      addressRegisters: this.addresses,
    };
    // What the options' code reads and writes (not counted: the limits were reduced for it instead).
    const bindInput = (name: ArbAttribBinding['name']) => {
      if (!this.inputs.some((b) => b.name === name)) this.inputs.push({ name, index: 0 });
    };
    const bindOutput = (name: ArbResultBinding['name']) => {
      if (!this.outputs.some((b) => b.name === name && b.index === 0 && !b.back)) {
        this.outputs.push({ name, index: 0, back: false });
      }
    };
    if (this.options.positionInvariant) {
      bindInput('position');
      bindOutput('position');
    }
    if (this.options.fog !== null) {
      bindInput('fogcoord');
      bindOutput('color');
    }
    return {
      kind: this.program.kind,
      options: this.options,
      temporaries: this.temps,
      addressRegisters: this.addresses,
      inputs: this.inputs,
      outputs: this.outputs,
      params: this.params,
      instructions: this.instructions,
      counts,
    };
  }

  // ---- declarations ------------------------------------------------------------------------

  private declare(name: ArbNameNode, symbol: VarSymbol): void {
    if (this.symbols.has(name.name)) this.fail(name.offset, `'${name.name}' is already declared`);
    this.symbols.set(name.name, symbol);
  }

  private lookup(name: string, offset: number): VarSymbol {
    const s = this.symbols.get(name);
    if (s === undefined) this.fail(offset, `'${name}' is not declared`);
    return s;
  }

  private declaration(d: Exclude<ArbProgramNode['statements'][number], ArbInstructionNode>): void {
    switch (d.type) {
      case 'TEMP':
        for (const n of d.names) {
          if (this.temps >= this.limits.maxTemporaries) {
            this.fail(n.offset, `too many temporaries (the limit is ${this.limits.maxTemporaries})`);
          }
          this.declare(n, { kind: 'temp', index: this.temps++ });
        }
        return;
      case 'ADDRESS':
        for (const n of d.names) {
          if (this.addresses >= this.limits.maxAddressRegisters) {
            this.fail(
              n.offset,
              `too many address registers (the limit is ${this.limits.maxAddressRegisters})`,
            );
          }
          this.declare(n, { kind: 'address', index: this.addresses++ });
        }
        return;
      case 'ALIAS':
        this.declare(d.name, this.lookup(d.target.name, d.target.offset));
        return;
      case 'ATTRIB':
        this.declare(d.name, { kind: 'attrib', input: this.input(d.binding, d.bindingOffset) });
        return;
      case 'OUTPUT':
        this.declare(d.name, { kind: 'output', output: this.output(d.binding) });
        return;
      default: {
        const entries = d.items.flatMap((item) => item.entries.map((p) => ({ p, offset: item.offset })));
        if (d.size !== null && d.size.value !== entries.length) {
          this.fail(
            d.size.offset,
            `'${d.name.name}' is declared with ${d.size.value} entries but its initializer binds ${entries.length}`,
          );
        }
        if (!d.array) {
          this.declare(d.name, {
            kind: 'param',
            slot: this.params.single(entries[0]!.p, entries[0]!.offset),
            array: null,
          });
        } else {
          const array = this.params.array(entries);
          this.declare(d.name, { kind: 'param', slot: array.first, array });
        }
      }
    }
  }

  /** The input register of an attribute binding (one per distinct binding). */
  private input(b: ArbAttribBinding, offset: number): number {
    const known = this.inputs.findIndex((x) => x.name === b.name && x.index === b.index);
    if (known >= 0) return known;
    if (this.program.kind === 'vertex') {
      const generic = b.name === 'generic' ? b.index : aliasedGeneric(b);
      const clash = this.inputs.find((x) =>
        b.name === 'generic'
          ? x.name !== 'generic' && aliasedGeneric(x) === generic
          : x.name === 'generic' && x.index === generic,
      );
      if (clash !== undefined) {
        const name = (x: ArbAttribBinding) => attribName(x);
        this.fail(offset, `${name(b)} and ${name(clash)} may alias: a program cannot bind both`);
      }
    }
    if (this.inputs.length >= this.limits.maxAttribs) {
      this.fail(offset, `too many attributes (the limit is ${this.limits.maxAttribs})`);
    }
    this.inputs.push(b);
    return this.inputs.length - 1;
  }

  private output(b: ArbResultBinding): number {
    const known = this.outputs.findIndex(
      (x) => x.name === b.name && x.index === b.index && x.back === b.back,
    );
    if (known >= 0) return known;
    this.outputs.push(b);
    return this.outputs.length - 1;
  }

  // ---- instructions ------------------------------------------------------------------------

  private instruction(node: ArbInstructionNode): void {
    const fragment = this.program.kind === 'fragment';
    const tex = isTexInstruction(node.opcode);
    if (this.instructions.length >= this.limits.maxInstructions) {
      this.fail(node.offset, `too many instructions (the limit is ${this.limits.maxInstructions})`);
    }
    if (fragment && tex && this.tex >= this.limits.maxTexInstructions) {
      this.fail(
        node.offset,
        `too many texture instructions (the limit is ${this.limits.maxTexInstructions})`,
      );
    }
    if (fragment && !tex && this.alu >= this.limits.maxAluInstructions) {
      this.fail(node.offset, `too many ALU instructions (the limit is ${this.limits.maxAluInstructions})`);
    }
    if (tex) this.tex++;
    else this.alu++;
    const src = node.src.map((s) => this.src(s));
    const dst = node.dst === null ? null : this.dst(node.dst, node.opcode === 'ARL');
    let texture: ResolvedInstruction['texture'] = null;
    if (node.texture !== null) {
      const { unit, target, offset } = node.texture;
      const previous = this.unitTargets.get(unit);
      if (previous !== undefined && previous !== target) {
        this.fail(
          offset,
          `texture image unit ${unit} is already sampled as ${previous}: a program samples one target per unit`,
        );
      }
      this.unitTargets.set(unit, target);
      texture = { unit, target };
    }
    this.instructions.push({
      offset: node.offset,
      opcode: node.opcode,
      saturate: node.saturate,
      dst,
      src,
      extSwizzle: node.extSwizzle,
      texture,
    });
  }

  private dst(d: ArbDstOperand, arl: boolean): ResolvedDst {
    const ref = d.ref;
    if (ref.kind === 'result') return { file: 'output', index: this.output(ref.binding), mask: d.mask };
    if (ref.kind !== 'name') return this.fail(d.offset, 'expected a destination register');
    const s = this.lookup(ref.name, ref.offset);
    if (arl) {
      if (s.kind !== 'address')
        this.fail(ref.offset, `ARL writes an address register; '${ref.name}' is a ${DESCRIPTION[s.kind]}`);
      return { file: 'address', index: s.index, mask: 1 };
    }
    switch (s.kind) {
      case 'temp':
        return { file: 'temp', index: s.index, mask: d.mask };
      case 'output':
        return { file: 'output', index: s.output, mask: d.mask };
      case 'address':
        return this.fail(ref.offset, `address register '${ref.name}' can only be written by ARL`);
      default:
        return this.fail(
          ref.offset,
          `'${ref.name}' is a read-only ${DESCRIPTION[s.kind]} and cannot be written`,
        );
    }
  }

  private src(operand: ArbSrcOperand): ResolvedSrc {
    const base = { swizzle: operand.swizzle, negate: operand.negate, relative: null };
    const ref: ArbRegisterRef = operand.ref;
    switch (ref.kind) {
      case 'attrib':
        return { ...base, file: 'input', index: this.input(ref.binding, ref.offset) };
      case 'param': {
        const entry = ref.item.entries[0]!;
        return { ...base, file: 'const', index: this.params.single(entry, ref.item.offset) };
      }
      case 'result':
        return this.fail(ref.offset, 'result registers are write-only and cannot be read');
      default:
        break;
    }
    const s = this.lookup(ref.name, ref.offset);
    if (s.kind === 'param' && s.array !== null) {
      if (ref.index === null) this.fail(ref.offset, `'${ref.name}' is an array: read one entry with [index]`);
      const array = s.array;
      if (ref.index.kind === 'absolute') {
        if (ref.index.index >= array.size) {
          this.fail(
            ref.index.offset,
            `index ${ref.index.index} is out of range for '${ref.name}' (its size is ${array.size})`,
          );
        }
        return { ...base, file: 'const', index: array.first + ref.index.index };
      }
      const address = this.lookup(ref.index.address, ref.index.addressOffset);
      if (address.kind !== 'address') {
        this.fail(ref.index.addressOffset, `'${ref.index.address}' is not an address register`);
      }
      this.markRelative(array, ref.index.offset);
      return {
        ...base,
        file: 'const',
        index: array.first + ref.index.displacement,
        relative: { address: address.index },
      };
    }
    if (ref.index !== null) this.fail(ref.index.offset, `'${ref.name}' is not an array`);
    switch (s.kind) {
      case 'temp':
        return { ...base, file: 'temp', index: s.index };
      case 'attrib':
        return { ...base, file: 'input', index: s.input };
      case 'param':
        return { ...base, file: 'const', index: s.slot };
      case 'output':
        return this.fail(ref.offset, `'${ref.name}' is a result: results are write-only and cannot be read`);
      default:
        return this.fail(ref.offset, `address register '${ref.name}' can only be used as an array index`);
    }
  }

  /**
   * Marks an array as relatively addressed: its state vectors must then be bound nowhere else in it or
   * in another relatively addressed array (ARB_vertex_program section 2.14.3.2).
   */
  private markRelative(array: ParamArray, offset: number): void {
    if (array.relative) return;
    const seen = new Set<string>();
    for (const other of this.params.arrays) {
      if (!other.relative && other !== array) continue;
      for (let i = 0; i < other.size; i++) {
        const p = this.params.slots[other.first + i]!;
        if (p.kind !== 'state') continue;
        const key = parameterKey(p);
        if (seen.has(key)) {
          this.fail(
            offset,
            'a state vector is bound more than once in arrays accessed with relative addressing',
          );
        }
        seen.add(key);
      }
    }
    array.relative = true;
  }
}

function attribName(b: ArbAttribBinding): string {
  switch (b.name) {
    case 'generic':
      return `vertex.attrib[${b.index}]`;
    case 'color':
      return b.index === 0 ? 'vertex.color' : 'vertex.color.secondary';
    case 'texcoord':
      return `vertex.texcoord[${b.index}]`;
    default:
      return `vertex.${b.name}`;
  }
}

/** Checks a parsed program against the semantic rules and limits; throws ArbProgramError. */
export function resolveArbProgram(
  text: string,
  program: ArbProgramNode,
  limits: Readonly<ArbProgramLimits>,
): ResolvedProgram {
  return new Resolver(text, program, limits).run();
}
