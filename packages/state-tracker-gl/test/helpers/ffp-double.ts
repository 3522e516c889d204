// A test double of src/ffp's FfpProgramCache: a pass-through program that transforms the position by
// projection × modelview (from its constants) and passes the primary colour, so the context's draw path
// can be tested before the real generator lands. Counts program() and writeConstants() calls.
import { TgsiProcessor, TgsiSemantic, type TgsiShader, Ureg } from '@gallium-ts/tgsi';
import type { FixedFunctionState } from '../../src/ffp/ffp-state.js';
import type { FixedFunctionProgram, FixedFunctionProgramSource } from '../../src/index.js';

function vertexShader(): TgsiShader {
  const u = new Ureg(TgsiProcessor.VERTEX);
  const pos = u.declVsInput(0);
  const color = u.declVsInput(1);
  const mvp = u.declConstantRange(0, 3);
  void mvp;
  const outPos = u.declOutput(TgsiSemantic.POSITION, 0);
  const outColor = u.declOutput(TgsiSemantic.COLOR, 0);
  const t = u.declTemp();
  const c0 = u.declConstant(0);
  const c1 = u.declConstant(1);
  const c2 = u.declConstant(2);
  const c3 = u.declConstant(3);
  u.MUL(t, c0, pos.x);
  u.MAD(t, c1, pos.y, t.src());
  u.MAD(t, c2, pos.z, t.src());
  u.MAD(outPos, c3, pos.w, t.src());
  u.MOV(outColor, color);
  return u.finalize();
}

function fragmentShader(): TgsiShader {
  const u = new Ureg(TgsiProcessor.FRAGMENT);
  const color = u.declInput(TgsiSemantic.COLOR, 0);
  const out = u.declOutput(TgsiSemantic.COLOR, 0);
  u.MOV(out, color);
  return u.finalize();
}

/** projection × modelview, column-major. */
export function mvp(state: FixedFunctionState): Float32Array {
  const p = state.projection;
  const m = state.modelview;
  const out = new Float32Array(16);
  for (let c = 0; c < 4; c++)
    for (let r = 0; r < 4; r++) {
      let s = 0;
      for (let k = 0; k < 4; k++) s += p[k * 4 + r]! * m[c * 4 + k]!;
      out[c * 4 + r] = s;
    }
  return out;
}

export class PassThroughPrograms implements FixedFunctionProgramSource {
  programCalls = 0;
  constantWrites = 0;
  readonly programs: FixedFunctionProgram[] = [];
  private readonly byLighting = new Map<boolean, FixedFunctionProgram>();

  /** One program per value of `lighting` (so tests can see program switches). */
  program(state: FixedFunctionState): FixedFunctionProgram {
    this.programCalls++;
    let p = this.byLighting.get(state.lighting);
    if (!p) {
      const self = this;
      p = {
        vs: vertexShader(),
        fs: fragmentShader(),
        inputs: [0, 2],
        vsConstantVec4s: 4,
        fsConstantVec4s: 0,
        textureUnits: [],
        writeConstants(s, vs) {
          self.constantWrites++;
          vs.set(mvp(s));
        },
      };
      this.byLighting.set(state.lighting, p);
      this.programs.push(p);
    }
    return p;
  }
}
