// A test double of the fixed-function programs that passes one vertex attribute (the normal or texture
// coordinate set 0, named by its client-array enum) out as the colour, so pipe-recorder.ts shows the
// value a draw gave that attribute.
import { TgsiProcessor, TgsiSemantic, Ureg } from '@gallium-ts/tgsi';
import { Attrib } from '../../src/draw/program-source.js';
import type { FixedFunctionProgram } from '../../src/index.js';
import { GL_NORMAL_ARRAY } from '../../src/index.js';
import { PassThroughPrograms } from './ffp-double.js';

export class AttribAsColorPrograms extends PassThroughPrograms {
  private readonly attrib: number;
  private readonly shared: FixedFunctionProgram;

  constructor(array: number) {
    super();
    this.attrib = array === GL_NORMAL_ARRAY ? Attrib.NORMAL : Attrib.TEXCOORD0;
    const vs = new Ureg(TgsiProcessor.VERTEX);
    const pos = vs.declVsInput(0);
    const value = vs.declVsInput(1);
    const outPos = vs.declOutput(TgsiSemantic.POSITION, 0);
    const outColor = vs.declOutput(TgsiSemantic.COLOR, 0);
    const t = vs.declTemp();
    const c = [0, 1, 2, 3].map((i) => vs.declConstant(i));
    vs.MUL(t, c[0]!, pos.x);
    vs.MAD(t, c[1]!, pos.y, t.src());
    vs.MAD(t, c[2]!, pos.z, t.src());
    vs.MAD(outPos, c[3]!, pos.w, t.src());
    vs.MOV(outColor, value);
    // The pass-through program's constants (projection × modelview) with this vertex shader.
    const template = super.program({ lighting: false } as never);
    this.shared = { ...template, vs: vs.finalize(), inputs: [0, this.attrib] };
  }

  override program(): FixedFunctionProgram {
    return this.shared;
  }
}
