// A compiled IR block variant as data a rasterizer thread can receive (structured cloning): its code —
// the WebAssembly module (compiled once, on the calling thread) or the IR's JavaScript source of its
// kernels (wasm-block-call.ts, KernelCode) — and, in place of the kernel's helper functions,
// how to make them again from their one definition — a tgsi lane helper by name, an expression helper
// from its source (expression-helper.ts), a texel unit's lookups from its Texel2dLookup
// (texel-helpers.ts) — with the record and constant layouts of its block and quads kernels (each reads
// its own list). The thread rebuilds the helpers and instantiates the module (or compiles the source)
// over the heap memory it shares with the calling thread.
import { TGSI_LANE_HELPERS } from '@gallium-ts/tgsi';
import type { FusedBlockKernel } from '../codegen/kernels/fused-block.js';
import type { FusedQuadsKernel } from '../codegen/kernels/fused-quads.js';
import {
  expressionHelperFunction,
  expressionHelperSource,
  type IrHelperFunction,
} from '../codegen/tgsi/expression-helper.js';
import { type Texel2dHelpers, texel2dHelpers } from '../codegen/tgsi/texel-helpers.js';
import { Texel2d, type Texel2dBinding, type Texel2dLookup } from '../texture/texel-2d.js';
import type { KernelCode, WasmBlockLinkage } from './wasm-block-call.js';

/** A helper the module imports: one of tgsi's lane helpers, or an expression helper's source. */
export type PortableHelper =
  | { readonly name: string; readonly kind: 'lane' }
  | { readonly name: string; readonly kind: 'expression'; readonly source: string };

/** A texel unit's lookups: the prefix of their helper names and what they are specialised for. */
export interface PortableTexelUnit {
  readonly name: string;
  readonly lookup: Texel2dLookup;
}

/** What a kernel's calls copy into the heap: its record entries and constant words (plain data). */
export type KernelLayout = Omit<WasmBlockLinkage, 'units'>;

export interface PortableWasmVariant {
  readonly code: KernelCode;
  readonly helpers: readonly PortableHelper[];
  readonly units: readonly (PortableTexelUnit | null)[];
  readonly block: KernelLayout;
  /** null when the module has no quads export. */
  readonly quads: KernelLayout | null;
}

/** A variant rebuilt on a thread: the imports of its module and the layouts its exports' calls use. */
export interface RebuiltWasmVariant {
  readonly helpers: Record<string, IrHelperFunction>;
  readonly block: WasmBlockLinkage;
  readonly quads: WasmBlockLinkage | null;
}

/** The helper names of a unit's lookups start with its name: `<name>_r` … `<name>_a`. */
function unitName(unit: Texel2dHelpers): string {
  return Object.keys(unit.helpers)[0]!.replace(/_r$/, '');
}

/** The layout of `kernel`'s calls. */
function layoutOf(kernel: KernelLayout): KernelLayout {
  const { recordEntries, constantWords, bindingWordsAt, constantsLength, countsSamples } = kernel;
  return { recordEntries, constantWords, bindingWordsAt, constantsLength, countsSamples };
}

/**
 * The kernels `block` and `quads` (compiled together as `code`, which calls `moduleHelpers`; `block`
 * alone when `quads` is null), with texel path `texels[u]` for unit u, as portable data, or null when one of its helpers is of a kind a
 * thread could not make again (the threads then run its JavaScript).
 */
export function portableWasmVariant(
  block: FusedBlockKernel,
  quads: FusedQuadsKernel | null,
  code: KernelCode,
  moduleHelpers: Readonly<Record<string, IrHelperFunction>>,
  texels: readonly (Texel2d | null)[],
): PortableWasmVariant | null {
  const units: (PortableTexelUnit | null)[] = [];
  const unitHelpers = new Set<string>();
  for (let u = 0; u < block.units.length; u++) {
    const unit = block.units[u];
    const texel = texels[u];
    // Both kernels look a unit up the same way, through the same helpers (fragment-pixels.ts makes them once).
    const other = quads ? quads.units[u] : unit;
    if (other?.kind !== unit?.kind || (unit?.kind === 'helpers' && other !== unit)) return null;
    // Vector lookups read their texels through the draw's binding words: nothing to rebuild.
    if (!unit || unit.kind === 'vector' || !texel) {
      if (unit && unit.kind !== 'vector') return null;
      units.push(null);
      continue;
    }
    for (const name of Object.keys(unit.helpers)) unitHelpers.add(name);
    units.push({ name: unitName(unit), lookup: texel.lookup });
  }
  const helpers: PortableHelper[] = [];
  for (const [name, fn] of Object.entries(moduleHelpers)) {
    if (unitHelpers.has(name)) continue;
    const source = expressionHelperSource(name);
    if ((TGSI_LANE_HELPERS as Record<string, unknown>)[name] === fn) helpers.push({ name, kind: 'lane' });
    else if (source !== undefined) helpers.push({ name, kind: 'expression', source });
    else return null;
  }
  return { code, helpers, units, block: layoutOf(block), quads: quads && layoutOf(quads) };
}

/** A binding no lookup reads: units are bound to each draw's sampler before every call. */
const UNBOUND: Texel2dBinding = {
  data: new Uint8Array(0),
  words: null,
  tab: new Float64Array(0),
  bs: 0,
  w: 0,
  h: 0,
  start: 0,
  stride: 0,
  border: new Float64Array(4),
};

/** The helpers and layout of `portable`, made on this thread from their definitions. */
export function rebuildWasmVariant(portable: PortableWasmVariant): RebuiltWasmVariant {
  const helpers: Record<string, IrHelperFunction> = {};
  for (const h of portable.helpers)
    helpers[h.name] =
      h.kind === 'lane'
        ? ((TGSI_LANE_HELPERS as Record<string, unknown>)[h.name] as IrHelperFunction)
        : expressionHelperFunction(h.source);
  const units = portable.units.map((u) => {
    if (!u) return null;
    const unit = texel2dHelpers(new Texel2d(UNBOUND, u.lookup), u.name);
    Object.assign(helpers, unit.helpers);
    return unit;
  });
  const { block, quads } = portable;
  return { helpers, block: { ...block, units }, quads: quads && { ...quads, units } };
}
