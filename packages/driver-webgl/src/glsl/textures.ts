// Texture opcodes → GLSL ES 3.00 lookups. Targets map to the four ES 3.00 sampler shapes: 1D textures
// are sampled as height-1 2D textures (t = 0.5), 1D arrays as 2D arrays, RECT as 2D with its
// unnormalized coordinates divided by textureSize. Where ES 3.00 lacks the lookup an opcode needs
// (textureLod on array/cube shadow samplers, any bias in a vertex shader, offsets with some shapes)
// the equivalent textureGrad call is used. Texel fetches outside the texture or its levels read 0.
import { type TgsiInstruction, TgsiOpcode, TgsiTextureTarget } from '@gallium-ts/tgsi';
import type { GlslValueType } from './alu.js';
import type { GlslStage } from './errors.js';

const T = TgsiTextureTarget;
const O = TgsiOpcode;

/** One GLSL sampler shape: `{i,u,}sampler{2D,3D,Cube,2DArray}{Shadow}`. */
export interface SamplerKind {
  readonly base: '2D' | '3D' | 'Cube' | '2DArray';
  readonly shadow: boolean;
  /** Result type: float, or a signed / unsigned integer texture. */
  readonly ret: 'f' | 'i' | 'u';
}

export function samplerType(k: SamplerKind): string {
  const prefix = k.ret === 'i' ? 'i' : k.ret === 'u' ? 'u' : '';
  return `${prefix}sampler${k.base}${k.shadow ? 'Shadow' : ''}`;
}

interface TargetInfo {
  readonly base: SamplerKind['base'];
  readonly shadow: boolean;
  /** TGSI channels of the coordinates, and how GLSL coordinates are built from a vec4 `c`. */
  readonly coords: (c: string, size: string) => string;
  /** Channel of the TEX/TXP/TXD shadow reference. */
  readonly texRef: 'z' | 'w' | null;
  /** Derivative vectors from TGSI derivative vec4s. */
  readonly grad: (d: string, size: string) => string;
  /** Integer fetch coordinates from an ivec4 `c`. */
  readonly fetch: (c: string) => string;
  /** Integer offset vector from three constant offsets. */
  readonly offset: ((o: readonly number[]) => string) | null;
  /** TXQ/SVIEWINFO result from `textureSize` (`q`) and the level count `n`. */
  readonly size: (q: string, n: string) => string;
  /** Coordinates are texel units (RECT): divided by the level-0 size. */
  readonly rect: boolean;
}

const off2 = (o: readonly number[]) => `ivec2(${o[0]}, ${o[1]})`;
const off1 = (o: readonly number[]) => `ivec2(${o[0]}, 0)`;
const off3 = (o: readonly number[]) => `ivec3(${o[0]}, ${o[1]}, ${o[2]})`;

function target(
  base: TargetInfo['base'],
  shadow: boolean,
  texRef: TargetInfo['texRef'],
  shape: '1D' | '2D' | '3D' | 'CUBE' | 'RECT' | '1DA' | '2DA',
): TargetInfo {
  switch (shape) {
    case '1D':
      return {
        base,
        shadow,
        texRef,
        rect: false,
        coords: (c) => `vec2(${c}.x, 0.5)`,
        grad: (d) => `vec2(${d}.x, 0.0)`,
        fetch: (c) => `ivec2(${c}.x, 0)`,
        offset: off1,
        size: (q, n) => `ivec4(${q}.x, 0, 0, ${n})`,
      };
    case '2D':
      return {
        base,
        shadow,
        texRef,
        rect: false,
        coords: (c) => `${c}.xy`,
        grad: (d) => `${d}.xy`,
        fetch: (c) => `${c}.xy`,
        offset: off2,
        size: (q, n) => `ivec4(${q}.xy, 0, ${n})`,
      };
    case 'RECT':
      return {
        base,
        shadow,
        texRef,
        rect: true,
        coords: (c, size) => `${c}.xy / ${size}`,
        grad: (d, size) => `${d}.xy / ${size}`,
        fetch: (c) => `${c}.xy`,
        offset: off2,
        size: (q, n) => `ivec4(${q}.xy, 0, ${n})`,
      };
    case '3D':
      return {
        base,
        shadow,
        texRef,
        rect: false,
        coords: (c) => `${c}.xyz`,
        grad: (d) => `${d}.xyz`,
        fetch: (c) => `${c}.xyz`,
        offset: off3,
        size: (q, n) => `ivec4(${q}.xyz, ${n})`,
      };
    case 'CUBE':
      return {
        base,
        shadow,
        texRef,
        rect: false,
        coords: (c) => `${c}.xyz`,
        grad: (d) => `${d}.xyz`,
        fetch: () => '',
        offset: null,
        size: (q, n) => `ivec4(${q}.xy, 0, ${n})`,
      };
    case '1DA':
      return {
        base,
        shadow,
        texRef,
        rect: false,
        coords: (c) => `vec3(${c}.x, 0.5, ${c}.y)`,
        grad: (d) => `vec2(${d}.x, 0.0)`,
        fetch: (c) => `ivec3(${c}.x, 0, ${c}.y)`,
        offset: off1,
        size: (q, n) => `ivec4(${q}.x, ${q}.z, 0, ${n})`,
      };
    case '2DA':
      return {
        base,
        shadow,
        texRef,
        rect: false,
        coords: (c) => `${c}.xyz`,
        grad: (d) => `${d}.xy`,
        fetch: (c) => `${c}.xyz`,
        offset: off2,
        size: (q, n) => `ivec4(${q}.xyz, ${n})`,
      };
  }
}

const TARGETS = new Map<number, TargetInfo>([
  [T['1D'], target('2D', false, null, '1D')],
  [T['2D'], target('2D', false, null, '2D')],
  [T['3D'], target('3D', false, null, '3D')],
  [T.CUBE, target('Cube', false, null, 'CUBE')],
  [T.RECT, target('2D', false, null, 'RECT')],
  [T.SHADOW1D, target('2D', true, 'z', '1D')],
  [T.SHADOW2D, target('2D', true, 'z', '2D')],
  [T.SHADOWRECT, target('2D', true, 'z', 'RECT')],
  [T['1D_ARRAY'], target('2DArray', false, null, '1DA')],
  [T['2D_ARRAY'], target('2DArray', false, null, '2DA')],
  [T.SHADOW1D_ARRAY, target('2DArray', true, 'z', '1DA')],
  [T.SHADOW2D_ARRAY, target('2DArray', true, 'w', '2DA')],
  [T.SHADOWCUBE, target('Cube', true, 'w', 'CUBE')],
]);

/** The shadow form of a non-shadow target (SAMPLE_C on an SVIEW declared 2D, ...). */
const SHADOW_OF = new Map<number, number>([
  [T['1D'], T.SHADOW1D],
  [T['2D'], T.SHADOW2D],
  [T.RECT, T.SHADOWRECT],
  [T['1D_ARRAY'], T.SHADOW1D_ARRAY],
  [T['2D_ARRAY'], T.SHADOW2D_ARRAY],
  [T.CUBE, T.SHADOWCUBE],
]);

const REFUSED_TARGETS: Record<number, string> = {
  [T.BUFFER]: 'buffer textures do not exist in GLSL ES 3.00',
  [T['2D_MSAA']]: 'multisample textures need ES 3.10',
  [T['2D_ARRAY_MSAA']]: 'multisample array textures need ES 3.20',
  [T.CUBE_ARRAY]: 'cube map arrays need ES 3.20',
  [T.SHADOWCUBE_ARRAY]: 'cube map arrays need ES 3.20',
  [T.UNKNOWN]: 'the texture target is unknown',
};

/** What the texture translation needs from the stage being translated. */
export interface TextureContext {
  readonly stage: GlslStage;
  /** Source operand k of the instruction as a 4-vector of `type` (swizzle and modifiers applied). */
  source(k: number, type: GlslValueType): string;
  /** Index of the SAMP / SVIEW register source k names (direct only). */
  resource(k: number): number;
  /** The declared target of SVIEW[n] (SAMPLE-style opcodes). */
  viewTarget(n: number): number;
  /** The result type of view n: from its SVIEW declaration, float when none. */
  viewReturn(n: number): SamplerKind['ret'];
  /** Uniform name of the sampler for (view, sampler state, kind); registers it. */
  sampler(view: number, sampler: number, kind: SamplerKind): string;
  /** Uniform holding the number of levels of a sampler uniform. */
  levels(samplerName: string): string;
  /** The instruction's texel offsets as constants (from immediates), or null. */
  offsets(): number[] | null;
  fail(why: string): never;
}

type LodMode = 'implicit' | 'bias' | 'explicit' | 'grad';

interface Layout {
  unit: number;
  samp: number;
  coords: number;
  lodMode: LodMode;
  lod?: [number, string];
  grads?: [number, number];
  /** 'tex' = the target's TEX reference channel. */
  ref?: [number, string] | 'tex';
  projective?: boolean;
  /** SAMPLE-style: target from the SVIEW declaration, result swizzled by the SVIEW operand. */
  sampleStyle?: boolean;
  shadowOpcode?: boolean;
  zeroLod?: boolean;
}

const LAYOUTS = new Map<number, Layout>([
  [O.TEX, { unit: 1, samp: 1, coords: 0, lodMode: 'implicit', ref: 'tex' }],
  [O.TXP, { unit: 1, samp: 1, coords: 0, lodMode: 'implicit', ref: 'tex', projective: true }],
  [O.TXB, { unit: 1, samp: 1, coords: 0, lodMode: 'bias', lod: [0, 'w'], ref: [0, 'z'] }],
  [O.TXL, { unit: 1, samp: 1, coords: 0, lodMode: 'explicit', lod: [0, 'w'], ref: [0, 'z'] }],
  [O.TXD, { unit: 3, samp: 3, coords: 0, lodMode: 'grad', grads: [1, 2], ref: 'tex' }],
  [O.TEX2, { unit: 2, samp: 2, coords: 0, lodMode: 'implicit', ref: [1, 'x'] }],
  [O.TXB2, { unit: 2, samp: 2, coords: 0, lodMode: 'bias', lod: [1, 'x'], ref: [1, 'y'] }],
  [O.TXL2, { unit: 2, samp: 2, coords: 0, lodMode: 'explicit', lod: [1, 'x'], ref: [1, 'y'] }],
  [O.SAMPLE, { unit: 1, samp: 2, coords: 0, lodMode: 'implicit', sampleStyle: true }],
  [O.SAMPLE_B, { unit: 1, samp: 2, coords: 0, lodMode: 'bias', lod: [3, 'x'], sampleStyle: true }],
  [O.SAMPLE_L, { unit: 1, samp: 2, coords: 0, lodMode: 'explicit', lod: [3, 'x'], sampleStyle: true }],
  [O.SAMPLE_D, { unit: 1, samp: 2, coords: 0, lodMode: 'grad', grads: [3, 4], sampleStyle: true }],
  [
    O.SAMPLE_C,
    {
      unit: 1,
      samp: 2,
      coords: 0,
      lodMode: 'implicit',
      ref: [3, 'x'],
      sampleStyle: true,
      shadowOpcode: true,
    },
  ],
  [
    O.SAMPLE_C_LZ,
    {
      unit: 1,
      samp: 2,
      coords: 0,
      lodMode: 'explicit',
      ref: [3, 'x'],
      sampleStyle: true,
      shadowOpcode: true,
      zeroLod: true,
    },
  ],
]);

/** GLSL functions ES 3.00 lacks for some shapes (they fall back to textureGrad). */
function has(fn: 'bias' | 'lod' | 'offset', k: SamplerKind): boolean {
  const arrayShadow = k.base === '2DArray' && k.shadow;
  const cubeShadow = k.base === 'Cube' && k.shadow;
  if (fn === 'offset') return k.base !== 'Cube' && !arrayShadow;
  if (fn === 'bias') return !arrayShadow;
  return !arrayShadow && !cubeShadow;
}

export interface TextureCode {
  statements: string[];
  /** uvec4 expression of the result words. */
  value: string;
}

function resolveTarget(ctx: TextureContext, t: number): TargetInfo {
  const refused = REFUSED_TARGETS[t];
  if (refused) ctx.fail(refused);
  const info = TARGETS.get(t);
  if (!info) ctx.fail(`texture target ${t} is not supported`);
  return info;
}

/** Translates a sampling opcode (TEX..TXL2, SAMPLE..SAMPLE_C_LZ). */
export function sampleInstruction(ctx: TextureContext, ins: TgsiInstruction): TextureCode {
  const layout = LAYOUTS.get(ins.opcode)!;
  const view = ctx.resource(layout.unit);
  const samp = ctx.resource(layout.samp);
  let tgsiTarget = layout.sampleStyle ? ctx.viewTarget(view) : (ins.texture?.target ?? T.UNKNOWN);
  if (layout.shadowOpcode) {
    const shadow = SHADOW_OF.get(tgsiTarget);
    if (shadow === undefined) ctx.fail('SAMPLE_C needs a 1D, 2D, RECT, 1D/2D array or cube view');
    tgsiTarget = shadow;
  }
  const info = resolveTarget(ctx, tgsiTarget);
  const ret = ctx.viewReturn(view);
  if (info.shadow && ret !== 'f') ctx.fail('depth comparison on an integer texture');
  const kind: SamplerKind = { base: info.base, shadow: info.shadow, ret };
  const S = ctx.sampler(view, samp, kind);
  const st: string[] = [];
  st.push(`vec4 c = ${ctx.source(layout.coords, 'f')};`);
  if (layout.projective) st.push('c = vec4(c.xyz / c.w, c.w);');
  if (info.rect) st.push(`vec2 sz = vec2(textureSize(${S}, 0).xy);`);
  const P0 = info.coords('c', 'sz');
  let P = P0;
  if (info.shadow) {
    const ref =
      layout.ref === 'tex'
        ? `c.${info.texRef}`
        : layout.ref
          ? `${ctx.source(layout.ref[0], 'f')}.${layout.ref[1]}`
          : '0.0';
    const n = coordinateComponents(info);
    P = n === 2 ? `vec3(${P0}, ${ref})` : `vec4(${P0}, ${ref})`;
  }
  const offsets = ctx.offsets();
  if (offsets && !info.offset) ctx.fail('texel offsets are not allowed on cube maps');
  const off = offsets && info.offset ? info.offset(offsets) : null;
  let mode = layout.lodMode;
  let lod = layout.zeroLod ? '0.0' : layout.lod ? `${ctx.source(layout.lod[0], 'f')}.${layout.lod[1]}` : '';
  if (ctx.stage === 'vertex' && (mode === 'implicit' || mode === 'bias')) {
    // TgsiMachine uses zero derivatives outside fragment shaders: the base level, whatever the bias.
    mode = 'explicit';
    lod = '0.0';
  }
  const gradDim = info.base === '2D' || info.base === '2DArray' ? 'vec2' : 'vec3';
  const call = (fn: string, args: string[]) => `${fn}(${[S, P, ...args].join(', ')})`;
  const withOff = (fn: string, args: string[]) =>
    off ? call(`${fn}Offset`, [...args, off]) : call(fn, args);
  const gradCall = (dx: string, dy: string) =>
    off ? call('textureGradOffset', [dx, dy, off]) : call('textureGrad', [dx, dy]);
  let lookup: string;
  // The screen-space derivatives of the GLSL coordinates, as the hardware forms them for implicit LOD.
  const dc = (fn: string) => info.grad(`${fn}(c)`, 'sz');
  switch (mode) {
    case 'implicit':
      lookup = off && !has('offset', kind) ? gradCall(dc('dFdx'), dc('dFdy')) : withOff('texture', []);
      break;
    case 'bias':
      if (has('bias', kind) && (!off || has('offset', kind))) lookup = withOff('texture', [lod]);
      else lookup = gradCall(`${dc('dFdx')} * exp2(${lod})`, `${dc('dFdy')} * exp2(${lod})`);
      break;
    case 'explicit':
      if (has('lod', kind) && (!off || has('offset', kind)))
        lookup = off ? call('textureLodOffset', [lod, off]) : call('textureLod', [lod]);
      else {
        const g =
          lod === '0.0' ? `${gradDim}(0.0)` : `${gradDim}(exp2(${lod}) / float(textureSize(${S}, 0).x))`;
        lookup = gradCall(g, g);
      }
      break;
    case 'grad': {
      const [gx, gy] = layout.grads!;
      lookup = gradCall(info.grad(ctx.source(gx, 'f'), 'sz'), info.grad(ctx.source(gy, 'f'), 'sz'));
      break;
    }
  }
  let value = info.shadow ? `vec4(vec3(${lookup}), 1.0)` : lookup;
  value = ret === 'f' ? `fb(${value})` : `uvec4(${value})`;
  if (layout.sampleStyle) value = `(${value})${viewSwizzle(ins, layout.unit)}`;
  return { statements: st, value };
}

/** Components of the GLSL coordinates before the shadow reference. */
function coordinateComponents(info: TargetInfo): number {
  return info.base === '2D' ? 2 : 3;
}

function viewSwizzle(ins: TgsiInstruction, k: number): string {
  const s = ins.src[k]!.swizzle.map((c) => 'xyzw'[c]).join('');
  return s === 'xyzw' ? '' : `.${s}`;
}

/** TXF and SAMPLE_I: a bounds-checked texelFetch (0 outside the texture or its levels). */
export function fetchInstruction(ctx: TextureContext, ins: TgsiInstruction): TextureCode {
  const sampleStyle = ins.opcode === O.SAMPLE_I;
  const view = ctx.resource(1);
  const t = sampleStyle ? ctx.viewTarget(view) : (ins.texture?.target ?? T.UNKNOWN);
  const info = resolveTarget(ctx, t);
  if (info.shadow || info.base === 'Cube') ctx.fail('texelFetch cannot read cube maps or shadow targets');
  const ret = ctx.viewReturn(view);
  const S = ctx.sampler(view, view, { base: info.base, shadow: false, ret });
  const n = ctx.levels(S);
  const offsets = ctx.offsets();
  const st = [`ivec4 c = ${ctx.source(0, 'i')};`, `int lod = ${info.rect ? '0' : 'c.w'};`];
  let p = info.fetch('c');
  if (offsets && info.offset) p = `${p} + ${info.offset(offsets)}`;
  const dim = info.base === '2D' ? 'ivec2' : 'ivec3';
  const u = info.base === '2D' ? 'uvec2' : 'uvec3';
  st.push(`${dim} p = ${p};`);
  st.push(
    `bool inside = uint(lod) < uint(${n}) && all(lessThan(${u}(p), ${u}(textureSize(${S}, clamp(lod, 0, max(${n} - 1, 0))))));`,
  );
  const fetched = `texelFetch(${S}, p, clamp(lod, 0, max(${n} - 1, 0)))`;
  const bits = ret === 'f' ? `fb(${fetched})` : `uvec4(${fetched})`;
  let value = `(inside ? ${bits} : uvec4(0u))`;
  if (sampleStyle) value = `${value}${viewSwizzle(ins, 1)}`;
  return { statements: st, value };
}

/** TXQ, TXQ_LZ and SVIEWINFO: (width, height, depth or layers, levels) as integers. */
export function sizeInstruction(ctx: TextureContext, ins: TgsiInstruction): TextureCode {
  const lz = ins.opcode === O.TXQ_LZ;
  const unitSrc = lz ? 0 : 1;
  const view = ctx.resource(unitSrc);
  const sampleStyle = ins.opcode === O.SVIEWINFO;
  const t = sampleStyle ? ctx.viewTarget(view) : (ins.texture?.target ?? T.UNKNOWN);
  const info = resolveTarget(ctx, t);
  const S = ctx.sampler(view, view, { base: info.base, shadow: info.shadow, ret: ctx.viewReturn(view) });
  const n = ctx.levels(S);
  const st = [`int lod = ${lz ? '0' : `${ctx.source(0, 'i')}.x`};`];
  const q = `textureSize(${S}, clamp(lod, 0, max(${n} - 1, 0)))`;
  const qv = info.base === '2D' || info.base === 'Cube' ? `ivec3(${q}, 0)` : q;
  st.push(`ivec3 q = uint(lod) < uint(${n}) ? ${qv} : ivec3(0);`);
  return { statements: st, value: `uvec4(${info.size('q', n)})` };
}

export const SAMPLE_OPCODES: ReadonlySet<number> = new Set(LAYOUTS.keys());
