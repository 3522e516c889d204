// The TGSI features a set of shaders uses, as strings ("opcode:MAD", "modifier:-|x|", "address:indirect",
// ...), computed from the parsed IR: opcodes, register files, source modifiers, swizzle forms, write
// masks, addressing modes, immediate types, declared semantics, interpolation modes, declaration forms
// and properties, per stage. The own-shader test checks that the project's set covers the corpus's.
import {
  TgsiFile,
  TgsiImmediateType,
  TgsiInterpolate,
  TgsiOpcode,
  TgsiPrimitive,
  TgsiProcessor,
  TgsiPropertyName,
  TgsiSemantic,
  type TgsiShader,
  type TgsiSrcOperand,
} from '@gallium-ts/tgsi';

/** Name of a value in one of tgsi's const enums. */
function nameIn(table: Record<string, number>, value: number): string {
  return Object.keys(table).find((k) => table[k] === value) ?? `${value}`;
}

const CHANNELS = 'xyzw';

/** The swizzle's form: identity, replicated (.xxxx) or another order. */
function swizzleForm(src: TgsiSrcOperand): string {
  const s = src.swizzle;
  if (s.every((c, i) => c === i)) return 'identity';
  if (s.every((c) => c === s[0])) return 'replicate';
  return 'permute';
}

/** How an operand addresses its register. */
function addressing(
  register: { file: number; indirect: unknown; dimension: unknown },
  stage: number,
): string {
  if (register.indirect) return `indirect:${nameIn(TgsiFile, register.file)}`;
  if (register.dimension)
    return register.file === TgsiFile.INPUT && stage === TgsiProcessor.GEOMETRY ? 'per-vertex' : '2d';
  return 'direct';
}

/** Every feature `shader` uses, each prefixed with its stage. */
export function shaderFeatures(shader: TgsiShader): Set<string> {
  const stage = nameIn(TgsiProcessor, shader.processor);
  const out = new Set<string>();
  const add = (feature: string) => out.add(`${stage} ${feature}`);
  const file = (f: number) => nameIn(TgsiFile, f);
  for (const d of shader.declarations) {
    let form = d.perVertex ? 'per-vertex' : d.dimension !== null ? '2d' : 'plain';
    if (d.last > d.first) form += '-range';
    add(`declare:${file(d.file)}:${form}`);
    if (d.semantic) add(`semantic:${file(d.file)}:${nameIn(TgsiSemantic, d.semantic.name)}`);
    if (d.interpolate) add(`interpolate:${nameIn(TgsiInterpolate, d.interpolate.mode)}`);
  }
  for (const imm of shader.immediates) add(`immediate:${nameIn(TgsiImmediateType, imm.type)}`);
  for (const p of shader.properties) {
    const name = nameIn(TgsiPropertyName, p.name);
    add(
      name.endsWith('_PRIMITIVE') ? `property:${name}=${nameIn(TgsiPrimitive, p.value)}` : `property:${name}`,
    );
  }
  for (const ins of shader.instructions) {
    add(`opcode:${nameIn(TgsiOpcode, ins.opcode)}`);
    if (ins.saturate) add('saturate');
    for (const dst of ins.dst) {
      add(`file:${file(dst.file)}`);
      add(`writemask:${[...CHANNELS].filter((_, c) => dst.writeMask & (1 << c)).join('')}`);
      add(`address:${addressing(dst, shader.processor)}`);
    }
    for (const src of ins.src) {
      add(`file:${file(src.file)}`);
      add(`modifier:${src.negate ? '-' : ''}${src.absolute ? '|x|' : src.negate ? 'x' : 'none'}`);
      add(`swizzle:${swizzleForm(src)}`);
      add(`address:${addressing(src, shader.processor)}`);
    }
  }
  return out;
}

/** The union of the features of `shaders`. */
export function featuresOf(shaders: readonly TgsiShader[]): Set<string> {
  const all = new Set<string>();
  for (const s of shaders) for (const f of shaderFeatures(s)) all.add(f);
  return all;
}
