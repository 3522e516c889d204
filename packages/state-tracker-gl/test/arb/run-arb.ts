// Runs compiled ARB programs on tgsi's interpreter (TgsiMachine, or the JIT to cross-check) the way a
// driver would: constant buffer 0 filled from the parameter list (env and local parameters from arrays,
// literals as they are, state vectors from a callback), inputs from callbacks, a sampler that records
// its lookups.
import {
  compileTgsi,
  type TgsiExecutable,
  TgsiFile,
  TgsiMachine,
  type TgsiSampler,
  TgsiSemantic,
  type TgsiTextureRequest,
} from '@gallium-ts/tgsi';
import type {
  ArbCompiledProgram,
  ArbFragmentInput,
  ArbParameter,
  ArbStateToken,
  ArbVertexInput,
} from '../../src/arb/index.js';

export type V4 = [number, number, number, number];

export interface ParameterValues {
  env?: V4[];
  local?: V4[];
  state?: (s: ArbStateToken) => V4;
  /** Run on the JIT (compileTgsi) instead of the interpreter. */
  jit?: boolean;
}

function executable(p: ArbCompiledProgram, values: ParameterValues): TgsiExecutable {
  return values.jit ? compileTgsi(p.shader, { maxLanes: 64 }) : new TgsiMachine(p.shader, { maxLanes: 64 });
}

function constantBuffer(p: ArbCompiledProgram, values: ParameterValues): Float32Array {
  const out = new Float32Array(4 * Math.max(1, p.constants.length));
  p.constants.forEach((c: ArbParameter, slot) => {
    let v: V4;
    if (c.kind === 'literal') v = c.value;
    else if (c.kind === 'env') v = values.env?.[c.index] ?? [0, 0, 0, 0];
    else if (c.kind === 'local') v = values.local?.[c.index] ?? [0, 0, 0, 0];
    else if (values.state) v = values.state(c.state);
    else throw new Error(`no value for state ${JSON.stringify(c.state)}`);
    out.set(v, 4 * slot);
  });
  return out;
}

function readOutputs(m: TgsiExecutable, p: ArbCompiledProgram, lane: number): V4[] {
  return p.outputs.map(
    (_, reg) => [0, 1, 2, 3].map((c) => m.registerFloats(TgsiFile.OUTPUT, reg, c)[lane]!) as V4,
  );
}

/** Runs a vertex program over vertices; `attrib(input, vertex)` gives each input. Returns OUT[i] per vertex. */
export function runVertexProgram(
  p: ArbCompiledProgram,
  vertices: number,
  attrib: (input: ArbVertexInput, vertex: number) => V4,
  values: ParameterValues = {},
): V4[][] {
  const m = executable(p, values);
  m.setConstantBuffer(0, constantBuffer(p, values));
  (p.inputs as ArbVertexInput[]).forEach((input, reg) => {
    for (let c = 0; c < 4; c++) {
      const lane = m.registerFloats(TgsiFile.INPUT, reg, c);
      for (let v = 0; v < vertices; v++) lane[v] = attrib(input, v)[c]!;
    }
  });
  m.runVertices({ count: vertices });
  return Array.from({ length: vertices }, (_, v) => readOutputs(m, p, v));
}

export interface TextureLookup {
  unit: number;
  target: number;
  coords: V4;
  compare: number | undefined;
  bias: number | undefined;
}

/** A sampler answering every lookup with (s, t, r, unit) and recording it. */
export function recordingSampler(lookups: TextureLookup[]): TgsiSampler {
  const unexpected = () => {
    throw new Error('unexpected texture instruction');
  };
  return {
    sample(req: TgsiTextureRequest) {
      for (let i = 0; i < req.count; i++) {
        if (!req.active[i]) continue;
        const coords = [0, 1, 2, 3].map((c) => req.coords[c]?.[i] ?? 0) as V4;
        lookups.push({
          unit: req.view,
          target: req.target,
          coords,
          compare: req.compare?.[i],
          bias: req.lodMode === 'bias' ? req.lod[i] : undefined,
        });
        const rgba = [coords[0], coords[1], coords[2], req.view];
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

export interface FragmentRun {
  /** OUT[i] per fragment. */
  outputs: V4[][];
  killed: boolean[];
  lookups: TextureLookup[];
}

/** Runs a fragment program over fragments (padded to whole quads); `input(i, fragment)` gives each input. */
export function runFragmentProgram(
  p: ArbCompiledProgram,
  fragments: number,
  input: (input: ArbFragmentInput, fragment: number) => V4,
  values: ParameterValues = {},
): FragmentRun {
  const m = executable(p, values);
  m.setConstantBuffer(0, constantBuffer(p, values));
  const lookups: TextureLookup[] = [];
  m.setSampler(recordingSampler(lookups));
  const lanes = Math.ceil(fragments / 4) * 4;
  (p.inputs as ArbFragmentInput[]).forEach((fi) => {
    const reg = m.findInput(fi.semantic, fi.semanticIndex);
    for (let c = 0; c < 4; c++) {
      const lane = m.registerFloats(TgsiFile.INPUT, reg, c);
      for (let f = 0; f < lanes; f++) lane[f] = input(fi, Math.min(f, fragments - 1))[c]!;
    }
  });
  m.runQuads({ quads: lanes / 4 });
  return {
    outputs: Array.from({ length: fragments }, (_, f) => readOutputs(m, p, f)),
    killed: Array.from({ length: fragments }, (_, f) => m.killed[f] === 1),
    lookups,
  };
}

/** CLIPDIST[0] of one vertex of a position-invariant program (a lowering output, not an ARB result). */
export function runClipDistances(p: ArbCompiledProgram, position: V4, state: (s: ArbStateToken) => V4): V4 {
  const m = new TgsiMachine(p.shader, { maxLanes: 4 });
  m.setConstantBuffer(0, constantBuffer(p, { state }));
  for (let c = 0; c < 4; c++) m.registerFloats(TgsiFile.INPUT, 0, c)[0] = position[c]!;
  m.runVertices({ count: 1 });
  const reg = m.findOutput(TgsiSemantic.CLIPDIST, 0);
  return [0, 1, 2, 3].map((c) => m.registerFloats(TgsiFile.OUTPUT, reg, c)[0]!) as V4;
}
