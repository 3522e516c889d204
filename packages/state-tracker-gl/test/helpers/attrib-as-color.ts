// A test double of the program source whose vertex shader passes one vertex attribute out as the colour
// (transformed and passed through like ffp-double.ts' pass-through program), so a picture or
// pipe-recorder.ts shows the value a draw gave that attribute: a conventional one (the normal, a texture
// coordinate set) or one of ARB_vertex_program's generic attributes (Attrib.GENERIC0 + n). The position
// comes from `position`: the conventional position, or generic attribute 0, which aliases it.
import { TgsiProcessor, TgsiSemantic, Ureg } from '@gallium-ts/tgsi';
import { Attrib } from '../../src/draw/program-source.js';
import type { FixedFunctionProgram } from '../../src/index.js';
import { PassThroughPrograms } from './ffp-double.js';

export class AttribAsColorPrograms extends PassThroughPrograms {
  private readonly shared: FixedFunctionProgram;

  /** Colour from attribute `color`, position from `position` (both Attrib values). */
  constructor(color: number, position: number = Attrib.POSITION) {
    super();
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
    this.shared = { ...template, vs: vs.finalize(), inputs: [position, color] };
  }

  override program(): FixedFunctionProgram {
    return this.shared;
  }
}
