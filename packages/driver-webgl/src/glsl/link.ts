// Links a translated vertex stage and fragment stage into two complete GLSL ES 3.00 shaders: inputs,
// outputs and varyings matched by semantic, system values, constant-buffer blocks, sampler uniforms,
// and the fixed-function state of the variant key emulated around the TGSI code (alpha test, user
// clip planes, flat shading, two-sided colour, polygon and line stipple, point sprites and size,
// colour clamping). Gallium's window y = 0 is the first memory row, which in a WebGL framebuffer
// object is also window y = 0: gl_FragCoord needs no flip for FS_COORD_ORIGIN UPPER_LEFT.
import {
  TgsiFile,
  TgsiInterpolate,
  TgsiInterpolateLocation,
  type TgsiIoScan,
  TgsiSemantic,
} from '@gallium-ts/tgsi';
import { type GlslStage, GlslTranslationError } from './errors.js';
import { preludeSource } from './prelude.js';
import type {
  GlslAttribute,
  GlslFragmentOutput,
  GlslProgram,
  GlslSamplerBinding,
  GlslStateUniform,
  GlslUniformBlock,
  GlslVertexOutput,
} from './program.js';
import type { StageCode } from './stage.js';
import { samplerType } from './textures.js';
import { type GlslVariantKey, STIPPLE_INPUTS } from './variant-key.js';

const S = TgsiSemantic;
const SEMANTIC_NAMES = Object.fromEntries(Object.entries(TgsiSemantic).map(([k, v]) => [v, k])) as Record<
  number,
  string
>;
const ALPHA_OPS = ['', '<', '==', '<=', '>', '!=', '>=', ''];
/** Vertex attributes and varying vectors WebGL2 guarantees. */
const MAX_ATTRIBUTES = 16;
const MAX_VARYINGS = 15;
/** What a fragment input no vertex output feeds reads: (0, 0, 0, 1) as words. */
const UNWRITTEN_INPUT = 'uvec4(0u, 0u, 0u, 0x3f800000u)';

/** How a fragment input is interpolated in GLSL ES 3.00. */
type Qualifier = 'flat' | 'smooth' | 'centroid' | 'linear' | 'linear-centroid';
const QUALIFIER_PREFIX: Record<Qualifier, string> = {
  flat: 'f',
  smooth: 's',
  centroid: 'c',
  linear: 'l',
  'linear-centroid': 'lc',
};

interface Varying {
  name: string;
  register: number;
  qualifier: Qualifier;
}

class ProgramBuilder {
  readonly uniforms = new Map<string, GlslStateUniform>();
  readonly vsUniforms = new Set<string>();
  readonly fsUniforms = new Set<string>();
  readonly varyings = new Map<string, Varying>();
  usesW = new Set<'' | 'c'>();
  /** Prelude helpers the linker's own code calls in the FS (the stage's set is shared between keys). */
  readonly fsHelpers = new Set<string>();

  constructor(
    readonly vs: StageCode,
    readonly fs: StageCode,
    readonly key: GlslVariantKey,
  ) {}

  fail(stage: GlslStage, why: string): never {
    throw new GlslTranslationError(stage, null, why);
  }

  uniform(stage: GlslStage, u: GlslStateUniform): string {
    this.uniforms.set(u.name, u);
    (stage === 'vertex' ? this.vsUniforms : this.fsUniforms).add(u.name);
    return u.name;
  }

  /** The varying carrying VS output `register` with `qualifier`, created on first use. */
  varying(register: number, qualifier: Qualifier): string {
    const name = `gts_${QUALIFIER_PREFIX[qualifier]}${register}`;
    if (!this.varyings.has(name)) this.varyings.set(name, { name, register, qualifier });
    if (qualifier === 'linear') this.usesW.add('');
    if (qualifier === 'linear-centroid') this.usesW.add('c');
    return name;
  }
}

/**
 * The fragment's facing: gl_FrontFacing, or the polygon's where the draw gives lines and points of
 * unfilled polygons their polygon's facing through `gts_facing` (1 front, −1 back, 0 the rasterizer's;
 * WebGL lines and points are always front-facing).
 */
function frontFacing(b: ProgramBuilder): string {
  const facing = b.uniform('fragment', {
    name: FACING_UNIFORM.name,
    type: 'int',
    count: 1,
    purpose: FACING_UNIFORM.purpose,
  });
  return `(${facing} == 0 ? gl_FrontFacing : ${facing} > 0)`;
}

/** The uniform giving lines and points of unfilled polygons their polygon's facing. */
export const FACING_UNIFORM = {
  name: 'gts_facing',
  type: 'int',
  count: 1,
  purpose: "facing of lines and points drawn from polygons: 1 front, -1 back, 0 the rasterizer's",
} as const;

function outputBySemantic(outputs: readonly TgsiIoScan[], name: number, index: number): number {
  return outputs.find((o) => o.semantic?.name === name && o.semantic.index === index)?.index ?? -1;
}

function qualifierOf(input: TgsiIoScan, key: GlslVariantKey): Qualifier {
  const mode = input.interpolate ?? TgsiInterpolate.PERSPECTIVE;
  const centroid = input.location === TgsiInterpolateLocation.CENTROID;
  if (mode === TgsiInterpolate.CONSTANT || (mode === TgsiInterpolate.COLOR && key.flatshade)) return 'flat';
  if (mode === TgsiInterpolate.LINEAR) return centroid ? 'linear-centroid' : 'linear';
  return centroid ? 'centroid' : 'smooth';
}

/** GLSL declaration of a varying on one side. */
function varyingDecl(v: Varying, dir: 'in' | 'out'): string {
  switch (v.qualifier) {
    case 'flat':
      return `flat ${dir} uvec4 ${v.name};`;
    case 'centroid':
    case 'linear-centroid':
      return `centroid ${dir} vec4 ${v.name};`;
    default:
      return `${dir} vec4 ${v.name};`;
  }
}

/** The uvec4 value of a varying in the FS (undoing the × w of emulated LINEAR interpolation). */
function varyingValue(v: Varying): string {
  switch (v.qualifier) {
    case 'flat':
      return v.name;
    case 'linear':
      return `floatBitsToUint(${v.name} / gts_w)`;
    case 'linear-centroid':
      return `floatBitsToUint(${v.name} / gts_wc)`;
    default:
      return `floatBitsToUint(${v.name})`;
  }
}

/** Links the pair; both stages must come from translateStage. */
export function linkProgram(vs: StageCode, fs: StageCode, key: GlslVariantKey): GlslProgram {
  const b = new ProgramBuilder(vs, fs, key);
  const fsMain = fragmentMain(b);
  // The FS declares the varyings its inputs created; the VS then adds flat ones for unread outputs.
  for (const v of b.varyings.values()) fsMain.declarations.push(varyingDecl(v, 'in'));
  for (const w of b.usesW) fsMain.declarations.push(`${w ? 'centroid ' : ''}in float gts_w${w};`);
  const vsMain = vertexMain(b);
  const blocks: GlslUniformBlock[] = [];
  const samplers: GlslSamplerBinding[] = [];
  for (const stage of [vs, fs]) {
    for (const [buffer, count] of [...stage.layout.constantBuffers].sort((x, y) => x[0] - y[0])) {
      blocks.push({
        name: `gts_${stage.stage === 'vertex' ? 'vs' : 'fs'}_block${buffer}`,
        stage: stage.stage,
        buffer,
        binding: blocks.length,
        byteSize: count * 16,
      });
    }
    for (const s of stage.samplers) {
      samplers.push({
        name: s.name,
        stage: stage.stage,
        view: s.view,
        sampler: s.sampler,
        unit: samplers.length,
        type: samplerType(s.kind),
        levelsUniform: s.levels,
      });
      if (s.levels)
        b.uniform(stage.stage, {
          name: s.levels,
          type: 'int',
          count: 1,
          purpose: `levels of ${s.name}'s view`,
        });
    }
  }
  const vertexSource = assemble(b, vs, vsMain.declarations, vsMain.main, blocks, samplers);
  const fragmentSource = assemble(b, fs, fsMain.declarations, fsMain.main, blocks, samplers);
  return {
    vertexSource,
    fragmentSource,
    attributes: vsMain.attributes,
    uniformBlocks: blocks,
    samplers,
    uniforms: [...b.uniforms.values()],
    vertexOutputs: vsMain.outputs,
    fragmentOutputs: fsMain.outputs,
    systemValues: { vertex: vs.scan.systemValuesRead, fragment: fs.scan.systemValuesRead },
    key: { ...key },
  };
}

/** The complete source of one stage. */
function assemble(
  b: ProgramBuilder,
  code: StageCode,
  io: string[],
  main: string[],
  blocks: readonly GlslUniformBlock[],
  samplers: readonly GlslSamplerBinding[],
): string {
  const stage = code.stage;
  const names = stage === 'vertex' ? b.vsUniforms : b.fsUniforms;
  const uniforms = [...names].map((n) => {
    const u = b.uniforms.get(n)!;
    return `uniform highp ${u.type} ${u.name}${u.count > 1 ? `[${u.count}]` : ''};`;
  });
  const blockDecls = blocks
    .filter((k) => k.stage === stage)
    .map(
      (k) =>
        `layout(std140) uniform ${k.name} { uvec4 c[${k.byteSize / 16}]; } ${code.layout.blockInstance(k.buffer)};`,
    );
  const samplerDecls = samplers
    .filter((s) => s.stage === stage)
    .map((s) => `uniform highp ${s.type} ${s.name};`);
  return [
    '#version 300 es',
    'precision highp float;',
    'precision highp int;',
    ...blockDecls,
    ...samplerDecls,
    ...uniforms,
    ...io,
    ...code.globals,
    preludeSource(stage === 'fragment' ? new Set([...code.helpers, ...b.fsHelpers]) : code.helpers),
    ...code.functions,
    'void main() {',
    ...main.map((l) => `  ${l}`),
    '}',
    '',
  ].join('\n');
}

function systemValue(b: ProgramBuilder, stage: StageCode, semantic: number): string {
  const st = stage.stage;
  const int = (name: string, purpose: string) => b.uniform(st, { name, type: 'int', count: 1, purpose });
  const words = (x: string) => `uvec4(uint(${x}), 0u, 0u, 0u)`;
  if (st === 'vertex') {
    // a stippled draw is expanded into separate vertices: each one's index in the draw is its data
    if (b.key.lineStipple && (semantic === S.VERTEXID || semantic === S.VERTEXID_NOBASE)) {
      const base = int(
        'gts_baseVertex',
        'base vertex: gl_VertexID counts from it (VERTEXID = gl_VertexID + it)',
      );
      return words(semantic === S.VERTEXID ? 'int(gts_stippleIn1.z)' : `int(gts_stippleIn1.z) - ${base}`);
    }
    switch (semantic) {
      case S.VERTEXID:
        return words(
          `gl_VertexID + ${int('gts_baseVertex', 'base vertex: gl_VertexID counts from it (VERTEXID = gl_VertexID + it)')}`,
        );
      case S.VERTEXID_NOBASE:
        return words('gl_VertexID');
      case S.BASEVERTEX:
        return words(
          int('gts_baseVertex', 'base vertex: gl_VertexID counts from it (VERTEXID = gl_VertexID + it)'),
        );
      case S.INSTANCEID:
        return words('gl_InstanceID');
      case S.BASEINSTANCE:
        return words(int('gts_baseInstance', 'start instance of the draw'));
      case S.DRAWID:
        return words(int('gts_drawId', 'index of the draw in a multi-draw'));
    }
  } else {
    switch (semantic) {
      case S.FACE:
        return `uvec4(${frontFacing(b)} ? 0xffffffffu : 0u, 0u, 0u, 1u)`;
      case S.POSITION:
        return `floatBitsToUint(${fragCoord(b, stage)})`;
      case S.SAMPLEID:
        return 'uvec4(0u)';
      case S.SAMPLEMASK:
        return 'uvec4(1u, 0u, 0u, 0u)';
    }
  }
  return b.fail(st, `the system value ${SEMANTIC_NAMES[semantic]} does not exist in GLSL ES 3.00`);
}

/** The fragment's window position with FS_COORD_ORIGIN and FS_COORD_PIXEL_CENTER honoured. */
function fragCoord(b: ProgramBuilder, fs: StageCode): string {
  const lowerLeft = fs.scan.properties.FS_COORD_ORIGIN === 1;
  const integer = fs.scan.properties.FS_COORD_PIXEL_CENTER === 1;
  const c = integer ? 'gl_FragCoord.xy - 0.5' : 'gl_FragCoord.xy';
  if (!lowerLeft) return `vec4(${c}, gl_FragCoord.zw)`;
  const h = b.uniform('fragment', {
    name: 'gts_fbHeight',
    type: 'float',
    count: 1,
    purpose: 'framebuffer height (FS_COORD_ORIGIN LOWER_LEFT)',
  });
  return `vec4((${c}) * vec2(1.0, -1.0) + vec2(0.0, ${h}${integer ? ' - 1.0' : ''}), gl_FragCoord.zw)`;
}

function fragmentMain(b: ProgramBuilder): {
  declarations: string[];
  main: string[];
  outputs: GlslFragmentOutput[];
} {
  const { fs, vs, key } = b;
  const main: string[] = [];
  const decls: string[] = [];
  const vsOut = vs.scan.outputs;
  const nOut = fs.layout.count(TgsiFile.OUTPUT);
  if (nOut > 0) main.push(`for (int i = 0; i < ${nOut}; i++) OUT[i] = uvec4(0u);`);
  if (key.polyStipple) {
    const u = b.uniform('fragment', {
      name: 'gts_stipple',
      type: 'uint',
      count: 32,
      purpose: 'polygon stipple rows: row y & 31, bit 31 - (x & 31)',
    });
    main.push(
      `if (((${u}[int(gl_FragCoord.y) & 31] >> uint(31 - (int(gl_FragCoord.x) & 31))) & 1u) == 0u) discard;`,
    );
  }
  if (key.lineStipple) {
    // gts_stipple0 = (the line's start in window coordinates, its direction per step: ±1 along the
    // major axis, or a unit vector for rectangular lines); gts_stipple1 = (the stipple counter at the
    // start, the line's last step; < 0 for primitives that are not stippled lines). The draw module's
    // stipple stage cuts a line into one piece per step and draws the pieces whose pattern bit is set:
    // a wide line's fragment is in the piece its centre lies in once the piece is moved back half a
    // step (as the wide-line stage and llvmpipe place wide lines); a thin line's in the piece where the
    // line leaves the fragment's diamond (|x − cx| + |y − cy| < ½, GL's diamond-exit rule), found from
    // the line's offset e from the centre across the major axis and its slope k: the exit lies
    // (½ − |e|) / (1 + |k|) further on when the line moves away from the centre, else
    // (½ − |e|) / (1 − |k|) while it has not crossed it, (½ + |e|) / (1 + |k|) once it has.
    const u = b.uniform('fragment', {
      name: 'gts_lineStipple',
      type: 'vec4',
      count: 1,
      purpose:
        'line stipple: pattern, factor (repeat), 1 for thin lines (diamond exit), 1 for rectangular lines',
    });
    decls.push('flat in vec4 gts_stipple0;', 'flat in vec4 gts_stipple1;');
    main.push(
      'if (gts_stipple1.y >= 0.0) {',
      '  vec2 c = gl_FragCoord.xy - gts_stipple0.xy;',
      '  vec2 v = gts_stipple0.zw;',
      '  bool xMajor = abs(v.x) >= abs(v.y);',
      '  float along = xMajor ? c.x * sign(v.x) : c.y * sign(v.y);',
      `  if (${u}.w > 0.5) along = dot(c, v);`,
      `  if (${u}.z > 0.5) {`,
      '    float k = xMajor ? v.y : v.x;',
      '    float e = k * along - (xMajor ? c.y : c.x);',
      '    float ak = min(abs(k), 1.0);',
      '    float ae = abs(e);',
      '    float exit = (0.5 - ae) / (1.0 + ak);',
      '    if (e * k < 0.0) {',
      '      float before = (0.5 - ae) / (1.0 - ak);',
      '      exit = ak < 1.0 && before * ak <= ae ? before : (0.5 + ae) / (1.0 + ak);',
      '    }',
      '    along += exit;',
      '  } else along += 0.5;',
      '  float gts_step = clamp(floor(along), 0.0, gts_stipple1.y);',
      `  uint bit = (uint(gts_stipple1.x + gts_step) / uint(${u}.y)) & 15u;`,
      `  if (((uint(${u}.x) >> bit) & 1u) == 0u) discard;`,
      '}',
    );
  }
  if (key.clipPlaneEnable & 0xff) {
    const tests: string[] = [];
    for (let i = 0; i < 8; i++)
      if (key.clipPlaneEnable & (1 << i)) tests.push(`gts_clip${i >> 2}.${'xyzw'[i & 3]} < 0.0`);
    for (const v of [0, 1]) if (key.clipPlaneEnable & (0xf << (4 * v))) decls.push(`in vec4 gts_clip${v};`);
    main.push(`if (${tests.join(' || ')}) discard;`);
  }
  for (const input of fs.scan.inputs) {
    const sem = input.semantic;
    const r = input.index;
    const name = sem?.name ?? S.GENERIC;
    const index = sem?.index ?? 0;
    let value: string;
    if (name === S.POSITION) value = `floatBitsToUint(${fragCoord(b, fs)})`;
    else if (name === S.FACE) value = `floatBitsToUint(vec4(${frontFacing(b)} ? 1.0 : -1.0, 0.0, 0.0, 1.0))`;
    else if (
      name === S.PCOORD ||
      (name === S.GENERIC && index < 32 && key.spriteCoordEnable & (1 << index))
    ) {
      const t = key.spriteCoordMode === 0 ? '1.0 - gl_PointCoord.y' : 'gl_PointCoord.y';
      value = `floatBitsToUint(vec4(gl_PointCoord.x, ${t}, 0.0, 1.0))`;
    } else if (name === S.PRIMID || name === S.LAYER || name === S.VIEWPORT_INDEX || name === S.SAMPLEMASK) {
      return b.fail('fragment', `the fragment input ${SEMANTIC_NAMES[name]} does not exist in GLSL ES 3.00`);
    } else {
      const q = qualifierOf(input, key);
      const front = outputBySemantic(vsOut, name, index);
      const back = name === S.COLOR && key.lightTwoside ? outputBySemantic(vsOut, S.BCOLOR, index) : -1;
      // A fragment input the vertex stage does not write reads (0, 0, 0, 1), a texture coordinate's
      // default: its value is undefined in GL, and an all-zero q made projective lookups divide 0 by 0,
      // which crashed the GL stack under headless-gl (the GL call fuzzer's seed 1149).
      const frontValue = front >= 0 ? varyingValue(b.varyings.get(b.varying(front, q))!) : UNWRITTEN_INPUT;
      value =
        back >= 0
          ? `(${frontFacing(b)} ? ${frontValue} : ${varyingValue(b.varyings.get(b.varying(back, q))!)})`
          : frontValue;
    }
    main.push(`IN[${r}] = ${value};`);
  }
  for (const sv of fs.scan.systemValues) {
    if (sv.semantic) main.push(`SV[${sv.index}] = ${systemValue(b, fs, sv.semantic.name)};`);
  }
  main.push('tgsi_main();');
  if (fs.usesDemote) main.push('if (gts_demoted) discard;');
  const outputs: GlslFragmentOutput[] = [];
  const writeAll = fs.scan.properties.FS_COLOR0_WRITES_ALL_CBUFS === 1;
  for (const out of fs.scan.outputs) {
    const sem = out.semantic;
    if (!sem) continue;
    if (sem.name === S.COLOR) {
      const locations =
        writeAll && sem.index === 0 ? [...Array(Math.max(1, key.colorBufferCount)).keys()] : [sem.index];
      for (const n of locations) {
        const signed = key.fsSignedOutputs & (1 << n);
        const unsigned = key.fsUnsignedOutputs & (1 << n);
        const oname = `gts_color${n}`;
        const type = signed ? 'ivec4' : unsigned ? 'uvec4' : 'vec4';
        decls.push(
          key.countFragments ? `${type} ${oname};` : `layout(location = ${n}) out ${type} ${oname};`,
        );
        let v = `uintBitsToFloat(OUT[${out.index}])`;
        if (signed) v = `ivec4(OUT[${out.index}])`;
        else if (unsigned) v = `OUT[${out.index}]`;
        else if (key.clampFragmentColor) {
          b.fsHelpers.add('sat');
          v = `sat(${v})`;
        }
        main.push(`${oname} = ${v};`);
        outputs.push({
          register: out.index,
          semantic: { name: sem.name, index: sem.index },
          name: oname,
          location: n,
        });
      }
    } else if (sem.name === S.POSITION) {
      main.push(`gl_FragDepth = uintBitsToFloat(OUT[${out.index}].z);`);
      outputs.push({
        register: out.index,
        semantic: { name: sem.name, index: sem.index },
        name: 'gl_FragDepth',
        location: null,
      });
    } else {
      return b.fail(
        'fragment',
        `the fragment output ${SEMANTIC_NAMES[sem.name]} does not exist in GLSL ES 3.00`,
      );
    }
  }
  if (key.alphaEnabled && key.alphaFunc !== 7) {
    const color0 = outputs.find((o) => o.location === 0);
    const isFloat = !((key.fsSignedOutputs | key.fsUnsignedOutputs) & 1);
    if (key.alphaFunc === 0) main.push('discard;');
    else if (color0 && isFloat) {
      const ref = b.uniform('fragment', {
        name: 'gts_alphaRef',
        type: 'float',
        count: 1,
        purpose: 'alpha test reference',
      });
      main.push(`if (!(${color0.name}.a ${ALPHA_OPS[key.alphaFunc]} ${ref})) discard;`);
    }
  }
  if (key.countFragments) {
    decls.push('layout(location = 0) out vec4 gts_count;');
    main.push('gts_count = vec4(1.0);');
  }
  return { declarations: decls, main, outputs };
}

function vertexMain(b: ProgramBuilder): {
  declarations: string[];
  main: string[];
  attributes: GlslAttribute[];
  outputs: GlslVertexOutput[];
} {
  const { vs, key } = b;
  const decls: string[] = [];
  const main: string[] = [];
  const attributes: GlslAttribute[] = [];
  for (const input of vs.scan.inputs) {
    const i = input.index;
    if (i >= MAX_ATTRIBUTES)
      b.fail('vertex', `IN[${i}]: WebGL2 guarantees ${MAX_ATTRIBUTES} vertex attributes`);
    const type = key.vsSignedInputs & (1 << i) ? 'int' : key.vsUnsignedInputs & (1 << i) ? 'uint' : 'float';
    const name = `gts_in${i}`;
    decls.push(
      `layout(location = ${i}) in ${type === 'int' ? 'ivec4' : type === 'uint' ? 'uvec4' : 'vec4'} ${name};`,
    );
    main.push(`IN[${i}] = ${type === 'float' ? `floatBitsToUint(${name})` : `uvec4(${name})`};`);
    attributes.push({ name, location: i, input: i, type });
  }
  if (key.lineStipple) {
    // the line's stipple data, at the first locations no input uses, passed on flat
    const used = new Set(attributes.map((a) => a.location));
    const free = [...Array(MAX_ATTRIBUTES).keys()].filter((l) => !used.has(l)).slice(0, 2);
    if (free.length < 2)
      b.fail('vertex', `line stipple needs 2 of the ${MAX_ATTRIBUTES} vertex attributes WebGL2 guarantees`);
    STIPPLE_INPUTS.forEach((input, k) => {
      const name = `gts_stippleIn${k}`;
      decls.push(`layout(location = ${free[k]}) in vec4 ${name};`, `flat out vec4 gts_stipple${k};`);
      main.push(`gts_stipple${k} = ${name};`);
      attributes.push({ name, location: free[k]!, input, type: 'float' });
    });
  }
  for (const sv of vs.scan.systemValues) {
    if (sv.semantic) main.push(`SV[${sv.index}] = ${systemValue(b, vs, sv.semantic.name)};`);
  }
  const nOut = vs.layout.count(TgsiFile.OUTPUT);
  if (nOut > 0) main.push(`for (int i = 0; i < ${nOut}; i++) OUT[i] = uvec4(0u);`);
  main.push('tgsi_main();');
  const outs = vs.scan.outputs;
  const position = outputBySemantic(outs, S.POSITION, 0);
  main.push(
    `gl_Position = ${position >= 0 ? `uintBitsToFloat(OUT[${position}])` : 'vec4(0.0, 0.0, 0.0, 1.0)'};`,
  );
  if (key.depthRangeReversed) main.push('gl_Position.z = -gl_Position.z;');
  const psize = outputBySemantic(outs, S.PSIZE, 0);
  if (key.pointSizePerVertex && psize >= 0) main.push(`gl_PointSize = uintBitsToFloat(OUT[${psize}].x);`);
  else
    main.push(
      `gl_PointSize = ${b.uniform('vertex', { name: 'gts_pointSize', type: 'float', count: 1, purpose: 'rasterizer point size' })};`,
    );
  // User clip planes: distances interpolated to the FS, which discards where one is negative.
  if (key.clipPlaneEnable & 0xff) {
    const cd = [outputBySemantic(outs, S.CLIPDIST, 0), outputBySemantic(outs, S.CLIPDIST, 1)];
    const cv = outputBySemantic(outs, S.CLIPVERTEX, 0);
    const usePlanes = cd[0] < 0 && cd[1] < 0;
    if (usePlanes)
      b.uniform('vertex', {
        name: 'gts_clipPlane',
        type: 'vec4',
        count: 8,
        purpose: 'user clip planes (rasterizer.clip_plane_enable)',
      });
    const vertex = `uintBitsToFloat(OUT[${cv >= 0 ? cv : position}])`;
    for (const v of [0, 1]) {
      if (!(key.clipPlaneEnable & (0xf << (4 * v)))) continue;
      decls.push(`out vec4 gts_clip${v};`);
      if (!usePlanes)
        main.push(`gts_clip${v} = ${cd[v]! >= 0 ? `uintBitsToFloat(OUT[${cd[v]}])` : 'vec4(0.0)'};`);
      else {
        const d = [0, 1, 2, 3].map(
          (c) => `dot(${position >= 0 || cv >= 0 ? vertex : 'vec4(0.0)'}, gts_clipPlane[${4 * v + c}])`,
        );
        main.push(`gts_clip${v} = vec4(${d.join(', ')});`);
      }
    }
  }
  const outputs: GlslVertexOutput[] = [];
  // Registers a varying carries as they are (not × w): transform feedback can capture those.
  const exact = new Set(
    [...b.varyings.values()]
      .filter((v) => v.qualifier !== 'linear' && v.qualifier !== 'linear-centroid')
      .map((v) => v.register),
  );
  for (const out of outs) {
    const sem = out.semantic;
    if (!sem) continue;
    const semantic = { name: sem.name, index: sem.index };
    if (sem.name === S.POSITION) {
      outputs.push({ register: out.index, semantic, varying: 'gl_Position', type: 'vec4', timesW: false });
      continue;
    }
    if (sem.name === S.LAYER || sem.name === S.VIEWPORT_INDEX) {
      b.fail('vertex', `the vertex output ${SEMANTIC_NAMES[sem.name]} does not exist in GLSL ES 3.00`);
    }
    // With stream output, outputs no fragment input reads, and those read only with LINEAR
    // interpolation (whose varying holds value × w), get a flat varying too: transform feedback
    // captures their words.
    if (key.streamOutput && !exact.has(out.index)) b.varying(out.index, 'flat');
  }
  const slots =
    b.varyings.size +
    b.usesW.size +
    (key.clipPlaneEnable & 0xf ? 1 : 0) +
    (key.clipPlaneEnable & 0xf0 ? 1 : 0) +
    (key.lineStipple ? 2 : 0);
  if (slots > MAX_VARYINGS) {
    b.fail(
      'vertex',
      `the program needs ${slots} varying vectors, more than the ${MAX_VARYINGS} WebGL2 guarantees`,
    );
  }
  for (const v of b.varyings.values()) {
    decls.push(varyingDecl(v, 'out'));
    const reg = `OUT[${v.register}]`;
    const value =
      v.qualifier === 'flat'
        ? reg
        : v.qualifier === 'linear' || v.qualifier === 'linear-centroid'
          ? `uintBitsToFloat(${reg}) * gl_Position.w`
          : `uintBitsToFloat(${reg})`;
    main.push(`${v.name} = ${value};`);
    const o = outs.find((x) => x.index === v.register)!;
    outputs.push({
      register: v.register,
      semantic: { name: o.semantic!.name, index: o.semantic!.index },
      varying: v.name,
      type: v.qualifier === 'flat' ? 'uvec4' : 'vec4',
      timesW: v.qualifier === 'linear' || v.qualifier === 'linear-centroid',
    });
  }
  for (const w of b.usesW) {
    decls.push(`${w ? 'centroid ' : ''}out float gts_w${w};`);
    main.push(`gts_w${w} = gl_Position.w;`);
  }
  return { declarations: decls, main, attributes, outputs };
}
