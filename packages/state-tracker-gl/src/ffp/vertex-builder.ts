// The shared state of one vertex-program generation: the Ureg, the constant table, the vertex inputs in
// the order they are declared, and the eye-space values several stages use (eye position, eye normal,
// the dehomogenized vertex position), each computed once, when first asked for.
import { TgsiProcessor, Ureg, type UregDst, type UregSrc } from '@gallium-ts/tgsi';
import { FfpAttrib } from './attribs.js';
import { ConstantTable, type ConstantWriter } from './constants.js';
import { writeNormalRows, writeRows } from './matrix.js';
import type { FfpVariant } from './variant.js';

export class VertexBuilder {
  readonly u = new Ureg(TgsiProcessor.VERTEX);
  readonly consts = new ConstantTable(this.u);
  /** FfpAttrib of IN[i]. */
  readonly inputs: number[] = [];
  private readonly inputRegs = new Map<number, UregSrc>();
  private eyePos: UregSrc | null = null;
  private eyeNormal: UregSrc | null = null;
  private vertexPos: UregSrc | null = null;

  constructor(readonly variant: FfpVariant) {}

  /** The vertex attribute `attrib` (an FfpAttrib), declared as the next IN register on first use. */
  input(attrib: number): UregSrc {
    let reg = this.inputRegs.get(attrib);
    if (reg === undefined) {
      reg = this.u.declVsInput(this.inputs.length);
      this.inputs.push(attrib);
      this.inputRegs.set(attrib, reg);
    }
    return reg;
  }

  /** A new temporary. */
  temp(): UregDst {
    return this.u.declTemp();
  }

  /** The four rows of a matrix constant. */
  matrixRows(name: string, write: ConstantWriter): UregSrc[] {
    const first = this.consts.get(name, 4, write);
    return [0, 1, 2, 3].map((r) => first.offset(r));
  }

  /** One DP4 per channel: dst = rows × v. */
  transform(dst: UregDst, rows: readonly UregSrc[], v: UregSrc): void {
    const letters = 'xyzw';
    for (let r = 0; r < rows.length; r++) this.u.DP4(dst.mask(letters[r]!), rows[r]!, v);
  }

  /** The eye-coordinate position: modelview × object position. */
  eyePosition(): UregSrc {
    if (this.eyePos === null) {
      const eye = this.temp();
      this.transform(
        eye,
        this.matrixRows('modelview', (s, out, at) => writeRows(s.modelview, out, at)),
        this.input(FfpAttrib.POSITION),
      );
      this.eyePos = eye.src();
    }
    return this.eyePos;
  }

  /** V: the eye position divided by its w (xyz; w = 1), the point lighting and texgen measure from. */
  vertexPosition(): UregSrc {
    if (this.vertexPos === null) {
      const eye = this.eyePosition();
      const v = this.temp();
      this.u.RCP(v.mask('w'), eye.w);
      this.u.MUL(v.mask('xyz'), eye, v.src().w);
      this.u.MOV(v.mask('w'), this.u.immFloat([1]));
      this.vertexPos = v.src();
    }
    return this.vertexPos;
  }

  /**
   * The eye-coordinate normal (xyz; w = 0): the normal through the inverse-transpose modelview, rescaled
   * (GL_RESCALE_NORMAL, folded into the matrix) or normalized (GL_NORMALIZE) as the variant says.
   */
  normal(): UregSrc {
    if (this.eyeNormal === null) {
      const rescale = this.variant.rescaleNormal;
      const rows = this.consts.get(rescale ? 'normalMatrixRescaled' : 'normalMatrix', 3, (s, out, at) =>
        writeNormalRows(s.modelview, rescale, out, at),
      );
      const n = this.temp();
      const normal = this.input(FfpAttrib.NORMAL);
      for (let r = 0; r < 3; r++) this.u.DP3(n.mask('xyz'[r]!), rows.offset(r), normal);
      this.u.MOV(n.mask('w'), this.u.immFloat([0]));
      if (this.variant.normalize) this.normalize(n);
      this.eyeNormal = n.src();
    }
    return this.eyeNormal;
  }

  /** Normalizes the xyz of `v` in place. */
  normalize(v: UregDst): void {
    const len = this.temp();
    this.u.DP3(len.mask('x'), v.src(), v.src());
    this.u.RSQ(len.mask('x'), len.src().x);
    this.u.MUL(v.mask('xyz'), v.src(), len.src().x);
    this.u.releaseTemp(len);
  }
}
