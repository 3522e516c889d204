// Runs generated fixed-function programs the way a driver would: the vertex shader over a batch of
// vertices with the constants writeConstants wrote, the fragment shader over 2×2 quads with a test
// sampler. Both engines can be used (the JIT by default, the interpreter to cross-check).
import {
  compileTgsi,
  type TgsiExecutable,
  TgsiFile,
  TgsiMachine,
  type TgsiSampler,
  TgsiSemantic,
  type TgsiTextureRequest,
} from '@gallium-ts/tgsi';
import { FfpAttrib, type FfpProgram, type FixedFunctionState } from '../../src/ffp/index.js';

export type V4 = [number, number, number, number];

/** One vertex's attributes; missing ones read as GL's current-value defaults. */
export interface TestVertex {
  position: V4;
  normal?: [number, number, number];
  color?: V4;
  secondaryColor?: V4;
  fogCoord?: number;
  edgeFlag?: number;
  texCoords?: V4[];
}

export interface VertexResult {
  position: V4;
  color: V4[];
  backColor: V4[];
  generic: V4[];
  fog: V4;
  pointSize: number;
  clipDistance: number[];
  edgeFlag: number;
}

export type Engine = 'jit' | 'interpreter';

function executable(shader: FfpProgram['vs'], engine: Engine): TgsiExecutable {
  return engine === 'jit'
    ? compileTgsi(shader, { maxLanes: 256 })
    : new TgsiMachine(shader, { maxLanes: 256 });
}

function constants(program: FfpProgram, state: FixedFunctionState): { vs: Float32Array; fs: Float32Array } {
  const vs = new Float32Array(4 * program.vsConstantVec4s);
  const fs = new Float32Array(4 * program.fsConstantVec4s);
  program.writeConstants(state, vs, fs);
  return { vs, fs };
}

function attribute(v: TestVertex, attrib: number): V4 {
  switch (attrib) {
    case FfpAttrib.POSITION:
      return v.position;
    case FfpAttrib.NORMAL:
      return [...(v.normal ?? [0, 0, 1]), 0];
    case FfpAttrib.COLOR0:
      return v.color ?? [1, 1, 1, 1];
    case FfpAttrib.COLOR1:
      return v.secondaryColor ?? [0, 0, 0, 0];
    case FfpAttrib.FOG_COORD:
      return [v.fogCoord ?? 0, 0, 0, 1];
    case FfpAttrib.EDGEFLAG:
      return [v.edgeFlag ?? 1, 0, 0, 1];
    default:
      return v.texCoords?.[attrib - FfpAttrib.TEXCOORD0] ?? [0, 0, 0, 1];
  }
}

/** Runs the vertex shader of `program` over `vertices` (at most 256). */
export function runVertexProgram(
  program: FfpProgram,
  state: FixedFunctionState,
  vertices: TestVertex[],
  engine: Engine = 'jit',
): VertexResult[] {
  const vs = executable(program.vs, engine);
  vs.setConstantBuffer(0, constants(program, state).vs);
  program.inputs.forEach((attrib, reg) => {
    for (let c = 0; c < 4; c++) {
      const lane = vs.registerFloats(TgsiFile.INPUT, reg, c);
      vertices.forEach((v, i) => {
        lane[i] = attribute(v, attrib)[c]!;
      });
    }
  });
  vs.runVertices({ count: vertices.length });
  const read = (semantic: number, index: number, i: number): V4 => {
    const reg = vs.findOutput(semantic as never, index);
    if (reg < 0) return [Number.NaN, Number.NaN, Number.NaN, Number.NaN];
    return [0, 1, 2, 3].map((c) => vs.registerFloats(TgsiFile.OUTPUT, reg, c)[i]!) as V4;
  };
  return vertices.map((_, i) => ({
    position: read(TgsiSemantic.POSITION, 0, i),
    color: [read(TgsiSemantic.COLOR, 0, i), read(TgsiSemantic.COLOR, 1, i)],
    backColor: [read(TgsiSemantic.BCOLOR, 0, i), read(TgsiSemantic.BCOLOR, 1, i)],
    generic: Array.from({ length: 8 }, (_, u) => read(TgsiSemantic.GENERIC, u, i)),
    fog: read(TgsiSemantic.FOG, 0, i),
    pointSize: read(TgsiSemantic.PSIZE, 0, i)[0],
    clipDistance: [...read(TgsiSemantic.CLIPDIST, 0, i), ...read(TgsiSemantic.CLIPDIST, 1, i)],
    edgeFlag: read(TgsiSemantic.EDGEFLAG, 0, i)[0],
  }));
}

/** Interpolated inputs of one fragment. */
export interface TestFragment {
  color: V4;
  secondaryColor?: V4;
  texCoords?: V4[];
  fogCoord?: number;
}

/**
 * Texel of `unit` at already-projected coordinates (s, t, r); `compare` is the depth reference of shadow
 * lookups, `bias` the LOD bias of a TXB lookup (undefined for other lookups).
 */
export type TexelFunction = (
  unit: number,
  s: number,
  t: number,
  r: number,
  compare: number | undefined,
  bias: number | undefined,
) => V4;

/** A TgsiSampler answering `sample` with `texel`; other texture instructions are not expected. */
export function testSampler(texel: TexelFunction): TgsiSampler {
  const unexpected = () => {
    throw new Error('unexpected texture instruction');
  };
  return {
    sample(req: TgsiTextureRequest) {
      for (let i = 0; i < req.count; i++) {
        const rgba = texel(
          req.view,
          req.coords[0]![i]!,
          req.coords[1]![i]!,
          req.coords[2]![i]!,
          req.compare?.[i],
          req.lodMode === 'bias' ? req.lod[i] : undefined,
        );
        for (let c = 0; c < 4; c++) req.out[c]![i] = rgba[c]!;
      }
    },
    fetch: unexpected,
    gather: unexpected,
    lod: unexpected,
    size: unexpected,
    samples: unexpected,
  };
}

/** Runs the fragment shader of `program` over `fragments` (at most 256), returning COLOR[0] of each. */
export function runFragmentProgram(
  program: FfpProgram,
  state: FixedFunctionState,
  fragments: TestFragment[],
  texel: TexelFunction = () => [0, 0, 0, 0],
  engine: Engine = 'jit',
): V4[] {
  const fs = executable(program.fs, engine);
  fs.setConstantBuffer(0, constants(program, state).fs);
  fs.setSampler(testSampler(texel));
  const lanes = Math.ceil(fragments.length / 4) * 4;
  const frag = (i: number) => fragments[Math.min(i, fragments.length - 1)]!;
  const fill = (semantic: number, index: number, value: (f: TestFragment) => V4) => {
    const reg = fs.findInput(semantic as never, index);
    if (reg < 0) return;
    for (let c = 0; c < 4; c++) {
      const lane = fs.registerFloats(TgsiFile.INPUT, reg, c);
      for (let i = 0; i < lanes; i++) lane[i] = value(frag(i))[c]!;
    }
  };
  fill(TgsiSemantic.COLOR, 0, (f) => f.color);
  fill(TgsiSemantic.COLOR, 1, (f) => f.secondaryColor ?? [0, 0, 0, 0]);
  fill(TgsiSemantic.FOG, 0, (f) => [f.fogCoord ?? 0, 0, 0, 1]);
  for (let u = 0; u < 8; u++) fill(TgsiSemantic.GENERIC, u, (f) => f.texCoords?.[u] ?? [0, 0, 0, 1]);
  fs.runQuads({ quads: lanes / 4 });
  const out = fs.findOutput(TgsiSemantic.COLOR, 0);
  return fragments.map(
    (_, i) => [0, 1, 2, 3].map((c) => fs.registerFloats(TgsiFile.OUTPUT, out, c)[i]!) as V4,
  );
}
