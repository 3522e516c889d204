// The fixed-function key and programs of the lowered features (FixedFunctionState.lowered and the
// alpha test in the program, FixedFunctionState.alphaTest, shared with the logic-op lowering): a state
// without them keys as before, each feature changes the key only where it changes the code, and the
// programs contain what does the work (KILL_IF and the alphaRef constant, FACE and the back-colour
// varyings, CONSTANT interpolation).
import { dumpTgsi } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import { FfpProgramCache, initialFixedFunctionState } from '../../src/ffp/index.js';
import { computeFfpKey, FFP_KEY_WORDS } from '../../src/ffp/key.js';
import * as gl from '../../src/gl-enums.js';

const key = (s: ReturnType<typeof initialFixedFunctionState>) => {
  const out = new Uint32Array(FFP_KEY_WORDS);
  computeFfpKey(s, out);
  return Array.from(out);
};
const none = { twoSidedColor: false, flatshade: false };

describe('lowered features in the fixed-function key', () => {
  it('absent or all off: the same key', () => {
    const s = initialFixedFunctionState(2);
    const before = key(s);
    s.lowered = { ...none, twoSidedColor: true }; // no two-sided lighting: no back colours
    expect(key(s)).toEqual(before);
    s.lowered = { ...none };
    s.alphaTest = { func: gl.GL_ALWAYS, ref: 0.3 };
    expect(key(s)).toEqual(before);
  });

  it('the alpha test kills in the fragment program, with the reference clamped in a constant', () => {
    const s = initialFixedFunctionState(2);
    s.alphaTest = { func: gl.GL_GREATER, ref: 1.5 };
    const program = new FfpProgramCache().program(s);
    const text = dumpTgsi(program.fs as never);
    expect(text).toMatch(/SGT/);
    expect(text).toMatch(/KILL_IF/);
    const vs = new Float32Array(4 * program.vsConstantVec4s);
    const fs = new Float32Array(4 * program.fsConstantVec4s);
    program.writeConstants(s, vs, fs);
    const ref = program.constantLayout.fs.find((r) => r.name === 'alphaRef')!;
    expect(fs[4 * ref.first]).toBe(1);
    s.alphaTest = { func: gl.GL_NEVER, ref: 0 };
    expect(dumpTgsi(new FfpProgramCache().program(s).fs as never)).toMatch(/\bKILL\b/);
  });

  it('two-sided colours: back colours as GENERIC[8], chosen by FACE; flat: CONSTANT colour inputs', () => {
    const s = initialFixedFunctionState(2);
    s.lighting = true;
    s.lights[0]!.enabled = true;
    s.lightModel.twoSide = true;
    s.lowered = { ...none, twoSidedColor: true, flatshade: true };
    const program = new FfpProgramCache().program(s);
    const vs = dumpTgsi(program.vs as never);
    const fs = dumpTgsi(program.fs as never);
    expect(vs).toMatch(/OUT\[\d+\], GENERIC\[8\]/);
    expect(vs).not.toMatch(/BCOLOR/);
    expect(fs).toMatch(/FACE/);
    expect(fs).toMatch(/GENERIC\[8\], CONSTANT/);
    expect(fs).toMatch(/COLOR, CONSTANT/);
    expect(fs).toMatch(/CMP/);
  });

  it("a vertex program's back colours: chosen by FACE without lighting, with the colour sum of GL_COLOR_SUM", () => {
    const s = initialFixedFunctionState(2);
    s.colorSum = true;
    s.lowered = { ...none, twoSidedColor: true };
    const before = key(s);
    s.programBackColors = true;
    expect(key(s)).not.toEqual(before);
    const fs = dumpTgsi(new FfpProgramCache().program(s).fs as never);
    expect(fs).toMatch(/FACE/);
    expect(fs).toMatch(/GENERIC\[8\]/);
    expect(fs).toMatch(/GENERIC\[9\]/); // the back secondary colour: the colour sum is kept
    s.lowered = { ...none }; // the rasterizer picks them: the key of the state without them
    expect(key(s)).toEqual(before);
  });
});
