// The pixel module against Mesa: every case of fixtures/mesa-pixels.json (glTexImage2D + glGetTexImage,
// glDrawPixels/glBitmap + glReadPixels, glPolygonStipple + glGetPolygonStipple on llvmpipe through
// OSMesa; regenerate with `node reference/pixels/regenerate.mjs`) replayed through the module. Each case
// must give Mesa's bytes exactly, or every component within one unit where Mesa rounds differently
// (listed below by cause), or be one of the KNOWN_DIFFERENCES, each explained. The test fails when a
// case leaves its class — including a known difference that starts to match.

import { mkdirSync, writeFileSync } from 'node:fs';
import { PipeFormat } from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import { GL_DEPTH_COMPONENT, GL_FLOAT, GL_LUMINANCE4_ALPHA4, GL_R3_G3_B2 } from '../../src/gl-enums.js';
import { clientElements } from './client-elements.js';
import { loadMesaCases, type MesaCase, replay } from './mesa-replay.js';

/** Cases whose results differ from Mesa's by more than rounding, and why. */
const KNOWN_DIFFERENCES: Record<string, string> = {
  'internal LUMINANCE4_ALPHA4 / get RGBA':
    'llvmpipe stores LUMINANCE4_ALPHA4 in 4+4 bits (L4A4); gallium-ts has no 4-bit luminance format and keeps 8+8 bits',
  'internal LUMINANCE4_ALPHA4 / get LUMINANCE_ALPHA': 'as above (L4A4 on llvmpipe, L8A8 here)',
  'internal R3_G3_B2 / get RGBA':
    'llvmpipe stores R3_G3_B2 in 3-3-2 bits; gallium-ts has no 3-3-2 format and uses B5G6R5',
  'internal R3_G3_B2 / get LUMINANCE_ALPHA': 'as above (3-3-2 bits on llvmpipe, 5-6-5 here)',
  'COLOR_INDEX/UNSIGNED_BYTE through I_TO_*':
    'Mesa 22 ignores UNPACK_ALIGNMENT for colour-index images (reads rows 3 bytes apart; the spec pads them to 4)',
  'COLOR_INDEX/SHORT with shift 2 offset 3':
    'Mesa ignores UNPACK_ALIGNMENT for colour indices (rows of 6 bytes, not 8)',
  'COLOR_INDEX/BITMAP': 'Mesa ignores UNPACK_ALIGNMENT for colour-index bitmaps (rows of 2 bytes, not 4)',
  'COLOR_INDEX/BITMAP lsbFirst skipPixels 3': 'Mesa ignores UNPACK_ALIGNMENT for colour-index bitmaps',
  'COLOR_INDEX/BITMAP 16 wide':
    'Mesa ignores UNPACK_ALIGNMENT for colour-index bitmaps (rows of 2 bytes, not 4)',
  'draw COLOR_INDEX/UNSIGNED_BYTE':
    "Mesa's DrawPixels ignores UNPACK_ALIGNMENT and INDEX_SHIFT/INDEX_OFFSET for colour indices (TexImage applies the shift)",
  'draw RGBA MAP_COLOR':
    "Mesa's DrawPixels applies MAP_COLOR in a shader that looks B and A up with the R and G values (TexImage is right)",
  'draw RGBA MAP_COLOR (256-entry tables)':
    'as above (B_TO_B and A_TO_A indexed by R and G in Mesa’s DrawPixels)',
  'draw stencil shift/offset MAP_STENCIL':
    "llvmpipe's DrawPixels writes stencil through a shader (stencil export) that skips INDEX_SHIFT/OFFSET and MAP_STENCIL",
  'depth UNSIGNED_SHORT scale/bias / read FLOAT':
    "Mesa's DrawPixels of scaled/biased UNSIGNED_SHORT depth is off by up to 4·10⁻⁶ (≈ 2⁻¹⁸, more than one 24-bit step); the FLOAT-data cases match",
  'read scale/bias':
    'Mesa does not clamp FLOAT ReadPixels results after scale and bias (GL 3 CLAMP_READ_COLOR rules); GL 1.5 4.3.2 clamps to [0, 1]',
  'read LUMINANCE/UNSIGNED_INT':
    'Mesa forms R+G+B in single precision and converts without clamping: sums ≥ 1 overflow to 0 and 32-bit values lose their low bits',
  'read LUMINANCE/INT': 'as above (sums ≥ 1 become −2^31 in Mesa)',
  'read LUMINANCE_ALPHA/UNSIGNED_INT': 'as above',
  'read LUMINANCE_ALPHA/INT': 'as above',
  'pack LUMINANCE/UNSIGNED_INT':
    'Mesa converts L to 32 bits through a single-precision float (low bits lost)',
  'pack LUMINANCE_ALPHA/UNSIGNED_INT': 'as above',
  'unpack store rowLength 4 skipPixels 1 alignment 2 swapBytes RGBA/UNSIGNED_SHORT':
    'Mesa with SWAP_BYTES plus ROW_LENGTH/SKIP_PIXELS swaps a tightly packed copy and loses pixels (each mode alone matches)',
  'unpack store rowLength 4 skipPixels 1 alignment 2 swapBytes RGB/UNSIGNED_SHORT_5_6_5': 'as above',
  'unpack store rowLength 4 skipPixels 1 alignment 2 swapBytes BGRA/UNSIGNED_INT_8_8_8_8': 'as above',
  'unpack store rowLength 4 skipPixels 1 alignment 2 swapBytes LUMINANCE_ALPHA/SHORT': 'as above',
};

/**
 * Where llvmpipe stores a texture differently from chooseTextureFormat (checked by the sizes Mesa
 * reports): for unsized DEPTH_COMPONENT Mesa picks the depth format by the upload's type.
 */
const LLVMPIPE_STORAGE: [string, PipeFormat][] = [
  ['internal DEPTH_COMPONENT from UNSIGNED_SHORT', PipeFormat.Z16_UNORM],
  ['internal DEPTH_COMPONENT from UNSIGNED_INT', PipeFormat.Z32_UNORM],
];
const storageFor = (c: MesaCase) => LLVMPIPE_STORAGE.find(([prefix]) => c.name.startsWith(prefix))?.[1];

/** Storage precision differences that cannot be avoided: gallium-ts lacks llvmpipe's format. */
const STORAGE_DIFFERENCES = new Set([GL_LUMINANCE4_ALPHA4, GL_R3_G3_B2]);

/** Where the client bytes of a case's result are, with the type and SWAP_BYTES to read them. */
function resultLayout(c: MesaCase) {
  const target = c.get ?? c.read;
  if (target === undefined) return null;
  return { type: target.type, swap: Boolean(c.pack?.swapBytes), format: target.format };
}

/** One unit of tolerance per component: 1 for integers; for FLOAT 2^-22, or one step of a depth buffer's precision. */
function tolerance(c: MesaCase, type: number, format: number, max: number): number {
  const depthBits = format === GL_DEPTH_COMPONENT ? (c.mesa.sizes?.[6] ?? 24) : 0;
  if (type === GL_FLOAT) return depthBits > 0 ? 1 / (2 ** depthBits - 1) : 2 ** -22;
  return depthBits > 0 ? Math.max(1, Math.ceil(max / (2 ** depthBits - 1))) : 1;
}

type Outcome = { kind: 'exact' } | { kind: 'unit'; worst: number } | { kind: 'different'; detail: string };

function classify(c: MesaCase, ours: string): Outcome {
  if (ours === c.mesa.out) return { kind: 'exact' };
  const layout = resultLayout(c);
  if (layout === null) return { kind: 'different', detail: 'bitmap bytes differ' };
  const a = clientElements(Buffer.from(ours, 'hex'), layout.type, layout.swap);
  const b = clientElements(Buffer.from(c.mesa.out, 'hex'), layout.type, layout.swap);
  const tol = tolerance(c, layout.type, layout.format, a.max);
  let worst = 0;
  for (let i = 0; i < a.values.length; i++) {
    const d = Math.abs(a.values[i]! - b.values[i]!);
    if (!(d <= tol))
      return { kind: 'different', detail: `component ${i}: ${a.values[i]} vs Mesa ${b.values[i]}` };
    worst = Math.max(worst, d);
  }
  return { kind: 'unit', worst };
}

const { renderer, cases } = loadMesaCases();

describe(`pixel module against Mesa (${renderer})`, () => {
  it('has the fixture cases', () => {
    expect(cases.length).toBeGreaterThan(500);
    expect(cases.every((c) => c.mesa.err === 0)).toBe(true);
  });

  const outcomes = new Map<string, Outcome>();
  for (const c of cases) {
    const known = KNOWN_DIFFERENCES[c.name];
    it(`${c.name}${known ? ' (known difference)' : ''}`, () => {
      const outcome = classify(c, replay(c, storageFor(c)).out);
      outcomes.set(c.name, outcome);
      if (known) expect(outcome.kind, known).toBe('different');
      else expect(outcome.kind === 'different' ? outcome.detail : outcome.kind).toMatch(/^(exact|unit)$/);
    });
  }

  it('stores every internal format with the precision llvmpipe reports (but L4A4 and R3G3B2)', () => {
    for (const c of cases.filter((k) => k.tex && k.mesa.sizes)) {
      const { texture } = replay(c, storageFor(c));
      const b = texture!.bits;
      const ours = [b.R, b.G, b.B, b.A, b.L, b.I, b.D].map((v) => v ?? 0);
      if (STORAGE_DIFFERENCES.has(c.tex!.internalFormat)) expect(ours, c.name).not.toEqual(c.mesa.sizes);
      else expect(ours, c.name).toEqual(c.mesa.sizes);
    }
  });

  it('lists every case that is not exact (test/pixels/output/mesa-differences.md)', () => {
    const lines = ['| case | outcome |', '|---|---|'];
    for (const [name, o] of outcomes) {
      if (o.kind === 'unit') lines.push(`| ${name} | within one unit (largest difference ${o.worst}) |`);
      if (o.kind === 'different') lines.push(`| ${name} | ${KNOWN_DIFFERENCES[name]} |`);
    }
    mkdirSync(new URL('./output/', import.meta.url), { recursive: true });
    writeFileSync(new URL('./output/mesa-differences.md', import.meta.url), `${lines.join('\n')}\n`);
    const exact = [...outcomes.values()].filter((o) => o.kind === 'exact').length;
    expect(exact).toBeGreaterThan(cases.length / 2);
  });
});
