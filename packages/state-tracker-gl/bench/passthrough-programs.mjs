// A minimal fixed-function program source for the benchmark while src/ffp is not in the build: one
// pass-through program (position × projection·modelview, primary colour), built with tgsi's Ureg.
import { TgsiProcessor, TgsiSemantic, Ureg } from '@gallium-ts/tgsi';

function vertexShader() {
  const u = new Ureg(TgsiProcessor.VERTEX);
  const pos = u.declVsInput(0);
  const color = u.declVsInput(1);
  const c = [0, 1, 2, 3].map((i) => u.declConstant(i));
  const t = u.declTemp();
  u.MUL(t, c[0], pos.x);
  u.MAD(t, c[1], pos.y, t.src());
  u.MAD(t, c[2], pos.z, t.src());
  u.MAD(u.declOutput(TgsiSemantic.POSITION, 0), c[3], pos.w, t.src());
  u.MOV(u.declOutput(TgsiSemantic.COLOR, 0), color);
  return u.finalize();
}

function fragmentShader() {
  const u = new Ureg(TgsiProcessor.FRAGMENT);
  u.MOV(u.declOutput(TgsiSemantic.COLOR, 0), u.declInput(TgsiSemantic.COLOR, 0));
  return u.finalize();
}

export function passThroughPrograms() {
  const program = {
    vs: vertexShader(),
    fs: fragmentShader(),
    inputs: [0, 2],
    vsConstantVec4s: 4,
    fsConstantVec4s: 0,
    textureUnits: [],
    writeConstants(state, vs) {
      const p = state.projection;
      const m = state.modelview;
      for (let c = 0; c < 4; c++)
        for (let r = 0; r < 4; r++) {
          let s = 0;
          for (let k = 0; k < 4; k++) s += p[k * 4 + r] * m[c * 4 + k];
          vs[c * 4 + r] = s;
        }
    },
  };
  return { program: () => program };
}
