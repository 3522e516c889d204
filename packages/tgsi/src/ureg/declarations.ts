// The declaration table of the Ureg builder: allocates register indices per file, refuses overlapping
// declarations, and at the end lists them in a fixed file order with adjacent plain registers merged
// into ranges (`DCL TEMP[0..3]`, `DCL CONST[1][0..5]`).
import { blankDeclaration, type TgsiDeclaration, TgsiFile } from '../ir.js';
import { TGSI_MAX_INDEX } from '../limits.js';
import { fileName } from '../text/names.js';
import { UregError } from './errors.js';

/** Order in which files are declared (inputs first, as in Mesa's ureg). */
const FILE_ORDER: readonly TgsiFile[] = [
  TgsiFile.INPUT,
  TgsiFile.SYSTEM_VALUE,
  TgsiFile.OUTPUT,
  TgsiFile.SAMPLER,
  TgsiFile.SAMPLER_VIEW,
  TgsiFile.IMAGE,
  TgsiFile.BUFFER,
  TgsiFile.MEMORY,
  TgsiFile.CONSTANT,
  TgsiFile.TEMPORARY,
  TgsiFile.ADDRESS,
];

export class DeclarationTable {
  private readonly decls: TgsiDeclaration[] = [];
  private readonly freeTemps = new Set<number>();

  /** The lowest index of `file` (in `dimension`) above every declared one. */
  nextIndex(file: TgsiFile, dimension: number | null = null): number {
    let next = 0;
    for (const d of this.decls)
      if (d.file === file && d.dimension === dimension) next = Math.max(next, d.last + 1);
    return next;
  }

  /** The declaration covering a register, if any. */
  find(file: TgsiFile, index: number, dimension: number | null = null): TgsiDeclaration | undefined {
    return this.decls.find(
      (d) => d.file === file && d.dimension === dimension && d.first <= index && index <= d.last,
    );
  }

  /** The declarations of one file, in the order they were made. */
  ofFile(file: TgsiFile): TgsiDeclaration[] {
    return this.decls.filter((d) => d.file === file);
  }

  /** Adds a declaration; its registers must be new. */
  add(method: string, decl: TgsiDeclaration): TgsiDeclaration {
    if (
      !Number.isInteger(decl.first) ||
      decl.first < 0 ||
      decl.last < decl.first ||
      decl.last > TGSI_MAX_INDEX
    ) {
      throw new UregError(
        method,
        `register range ${decl.first}..${decl.last} is not within 0..${TGSI_MAX_INDEX}`,
      );
    }
    for (let i = decl.first; i <= decl.last; i++) {
      if (this.find(decl.file, i, decl.dimension)) {
        throw new UregError(method, `${fileName(decl.file)}[${i}] is already declared`);
      }
    }
    this.decls.push(decl);
    return decl;
  }

  /** A plain temporary: a released one if any, else a new index. */
  takeTemp(method: string): number {
    if (this.freeTemps.size > 0) {
      const index = Math.min(...this.freeTemps);
      this.freeTemps.delete(index);
      return index;
    }
    const index = this.nextIndex(TgsiFile.TEMPORARY);
    this.add(method, blankDeclaration(TgsiFile.TEMPORARY, index));
    return index;
  }

  /** Returns a plain temporary for reuse by a later `takeTemp`. */
  releaseTemp(method: string, index: number): void {
    const decl = this.find(TgsiFile.TEMPORARY, index);
    if (decl === undefined || decl.arrayId !== 0)
      throw new UregError(method, `TEMP[${index}] is not a plain temporary`);
    if (this.freeTemps.has(index)) throw new UregError(method, `TEMP[${index}] was already released`);
    this.freeTemps.add(index);
  }

  /** All declarations as fresh IR data, ordered by file then index, adjacent plain registers merged. */
  list(): TgsiDeclaration[] {
    const out: TgsiDeclaration[] = [];
    for (const file of FILE_ORDER) {
      const decls = this.ofFile(file).sort(
        (a, b) => (a.dimension ?? -1) - (b.dimension ?? -1) || a.first - b.first,
      );
      for (const d of decls) {
        const prev = out[out.length - 1];
        if (prev !== undefined && mergeable(prev, d)) prev.last = d.last;
        else out.push(structuredClone(d));
      }
    }
    return out;
  }
}

/** Two declarations can be one range: same file and dimension, adjacent, and nothing but the range set. */
function mergeable(a: TgsiDeclaration, b: TgsiDeclaration): boolean {
  const plain = (d: TgsiDeclaration) =>
    d.semantic === null &&
    d.arrayId === 0 &&
    d.samplerView === null &&
    d.image === null &&
    d.memoryType === null;
  return (
    a.file === b.file &&
    a.dimension === b.dimension &&
    a.last + 1 === b.first &&
    plain(a) &&
    plain(b) &&
    !a.local &&
    !b.local &&
    !a.atomic &&
    !b.atomic &&
    a.usageMask === b.usageMask &&
    !a.perVertex &&
    !b.perVertex
  );
}
