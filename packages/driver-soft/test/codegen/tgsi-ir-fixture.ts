// A TGSI fragment shader over a memory laid out for comparing and timing: IN[0..1] (one float/word per
// lane per channel), constant buffers, the wanted outputs (one word per lane each) and the killed flags.
// Gives the shader as an IR function over that memory (the translator's output) and as tgsi's lane
// program compiled the way the fused path compiles it, each writing the same places. Texture lookups
// run through Texel2d's helpers, or written in the IR (texel-vector.ts) over copies of the textures'
// bytes placed after the outputs. Used by the three-way tests and by bench/codegen-tgsi.ts.
import {
  emitTgsiLaneProgram,
  TGSI_LANE_HELPER_NAMES,
  TGSI_LANE_HELPERS,
  TgsiFile,
  type TgsiShader,
  TgsiTextureTarget,
} from '@gallium-ts/tgsi';
import { IrBuilder } from '../../src/codegen/ir/builder.js';
import type { IrFunction } from '../../src/codegen/ir/ir.js';
import type { IrHelperFunction } from '../../src/codegen/tgsi/expression-helper.js';
import type { Kind } from '../../src/codegen/tgsi/register-values.js';
import { texel2dHelpers } from '../../src/codegen/tgsi/texel-helpers.js';
import { texel2dVector, UNIT_BINDING_WORDS } from '../../src/codegen/tgsi/texel-vector.js';
import { TgsiIrShader } from '../../src/codegen/tgsi/translate.js';
import { Texel2d } from '../../src/texture/texel-2d.js';

export interface TgsiLayout {
  readonly lanes: number;
  readonly constantSlots: number;
  readonly constantWords: number;
  readonly outputs: readonly { index: number; channel: number; kind: Kind }[];
  /** Sampler unit u's one-lane texel path (2D lookups), or null. */
  readonly texels?: readonly (Texel2d | null)[];
  /** How the IR looks the texels up: Texel2d's helpers (the default) or in the IR (texel-vector.ts). */
  readonly texelPath?: 'helpers' | 'vector';
}

const serves = (layout: TgsiLayout, unit: number, target: number) =>
  target === TgsiTextureTarget['2D'] && !!layout.texels?.[unit];

/** Byte offsets of the parts of a layout's memory. */
export function layoutOffsets(layout: TgsiLayout) {
  const inputs = 0;
  const constants = inputs + 8 * layout.lanes * 4;
  const outputs = constants + layout.constantSlots * layout.constantWords * 4;
  const killed = outputs + layout.outputs.length * layout.lanes * 4;
  // Then, 8-byte aligned, each unit's binding words and, 16-byte aligned, a copy of its texels.
  const bindings = Math.ceil((killed + layout.lanes * 4) / 8) * 8;
  const units = layout.texels ?? [];
  const textures: number[] = [];
  let end = bindings + units.length * UNIT_BINDING_WORDS * 4;
  for (const t of units) {
    end = Math.ceil(end / 16) * 16;
    textures.push(end);
    end += t ? t.data.length : 0;
  }
  return { inputs, constants, outputs, killed, bindings, textures, end };
}

/** Writes the layout's texture copies and binding words (see layoutOffsets) into `memory`. */
export function fillTexels(memory: Uint8Array, layout: TgsiLayout): void {
  const at = layoutOffsets(layout);
  const words = new Int32Array(
    memory.buffer,
    memory.byteOffset + at.bindings,
    UNIT_BINDING_WORDS * (layout.texels?.length ?? 0),
  );
  layout.texels?.forEach((t, u) => {
    if (!t) return;
    memory.set(t.data, at.textures[u]!);
    // The words the vector lookup reads (as a draw's: texel2dVector's `words`); helpers read none.
    const bound = texel2dVector(t, 'fill')?.words(t, () => at.textures[u]!);
    if (bound) words.set(bound, UNIT_BINDING_WORDS * u);
  });
}

/**
 * The shader as an IR function `shade()` over the layout's memory and the helpers it calls; null when
 * it is not translated.
 */
export function tgsiIrFunction(
  shader: TgsiShader,
  layout: TgsiLayout,
): { fn: IrFunction; helpers: Record<string, IrHelperFunction> } | null {
  const translated = TgsiIrShader.of(shader, (unit, target) => serves(layout, unit, target));
  if (!translated) return null;
  const vector = layout.texelPath === 'vector';
  const units = (layout.texels ?? []).map((t, u) =>
    t ? (vector ? texel2dVector(t, `tex${u}`) : texel2dHelpers(t, `tex${u}`)) : null,
  );
  const at = layoutOffsets(layout);
  const b = new IrBuilder('shade');
  units.forEach((unit, u) => {
    if (layout.texels?.[u] && !unit) throw new Error(`unit ${u}: the vector lookup does not serve it`);
    if (unit?.kind === 'vector') unit.prepare(b, b.i32(at.bindings + UNIT_BINDING_WORDS * 4 * u));
  });
  translated.constantsBefore((slot, word, kind) =>
    slot < layout.constantSlots && word < layout.constantWords
      ? b.load(
          kind === 'f' ? 'f32' : 'i32',
          b.i32(at.constants + (slot * layout.constantWords + word) * 4),
          'c',
        )
      : kind === 'f'
        ? b.f32(0)
        : b.i32(0),
  );
  b.lanes(b.i32(0), b.i32(layout.lanes), (lane) => {
    const offset = b.mul(lane, b.i32(4), 'offset');
    const address = (base: number) => b.add(offset, b.i32(base));
    const result = translated.lanes(b, {
      input: (file, index, channel, kind) => {
        if (file !== TgsiFile.INPUT || index > 1) throw new Error('the layout has IN[0..1] only');
        const base = at.inputs + (index * 4 + channel) * layout.lanes * 4;
        return b.load(kind === 'f' ? 'f32' : 'i32', address(base), 'in');
      },
      outputs: layout.outputs,
      texture: (unit, _target, coords) => units[unit]!.lookup(b, coords[0]!, coords[1]!),
    });
    result.outputs.forEach((v, k) => {
      if (v) b.store(v.type === 'f32' ? 'f32' : 'i32', address(at.outputs + k * layout.lanes * 4), v);
    });
    if (result.killed) b.store('i32', address(at.killed), result.killed);
  });
  const helpers = Object.assign(
    {},
    translated.helpers,
    ...units.map((u) => (u?.kind === 'helpers' ? u.helpers : {})),
  );
  return { fn: b.finish(), helpers };
}

/**
 * The shader's lane program as a function `shade()` over `buffer` laid out as `layout` (killed lanes
 * stored as −1, as the IR's mask), or null when tgsi has no lane program for it.
 */
export function laneProgramFunction(
  shader: TgsiShader,
  layout: TgsiLayout,
  buffer: ArrayBufferLike,
): { shade: () => void; hasKill: boolean } | null {
  const at = layoutOffsets(layout);
  const n = layout.lanes;
  let lookups = 0;
  const program = emitTgsiLaneProgram(shader, {
    input: (file, index, channel, kind) => {
      if (file !== TgsiFile.INPUT || index > 1) throw new Error('the layout has IN[0..1] only');
      return `${kind === 'f' ? 'F' : 'I'}[${(at.inputs >> 2) + (index * 4 + channel) * n} + lane]`;
    },
    outputs: layout.outputs,
    // As fused-shade.ts inlines lookups.
    texture: (unit, target, coords) => {
      if (!serves(layout, unit, target)) return null;
      const t = `l${++lookups}_`;
      return {
        code: layout.texels![unit]!.code(`tex${unit}`, t, coords[0]!, coords[1]!),
        texel: [`${t}r`, `${t}g`, `${t}b`, `${t}a`],
      };
    },
  });
  if (!program) return null;
  const units = (layout.texels ?? []).flatMap((t, u) =>
    t ? [`const tex${u} = texels[${u}];`, Texel2d.bindings(`tex${u}`)] : [],
  );
  const stores = program.outputs.map((v, k) =>
    v === null
      ? ''
      : `${layout.outputs[k]!.kind === 'f' ? 'F' : 'I'}[${(at.outputs >> 2) + k * n} + lane] = ${v};`,
  );
  const source = `const {${TGSI_LANE_HELPER_NAMES.join(', ')}} = h;
return function shade() {
${program.prelude}
${units.join('\n')}
for (let lane = 0; lane < ${n}; lane++) {
${program.body}
${stores.join('\n')}
${program.killed ? `I[${at.killed >> 2} + lane] = ${program.killed} !== 0 ? -1 : 0;` : ''}
}
};`;
  const slots = Array.from(
    { length: layout.constantSlots },
    (_, s) => at.constants + s * layout.constantWords * 4,
  );
  const shade = new Function('h', 'CF', 'CW', 'F', 'I', 'texels', source)(
    TGSI_LANE_HELPERS,
    slots.map((offset) => new Float32Array(buffer, offset, layout.constantWords)),
    slots.map((offset) => new Int32Array(buffer, offset, layout.constantWords)),
    new Float32Array(buffer),
    new Int32Array(buffer),
    layout.texels ?? [],
  ) as () => void;
  return { shade, hasKill: program.killed !== null };
}
