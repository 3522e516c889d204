// Fast lookup of the declaration covering a register: per register file (and constant buffer), the
// declarations sorted by first index and searched by bisection.
import { type TgsiDeclaration, TgsiFile, type TgsiShader } from '../ir.js';

export interface IndexedDeclaration {
  decl: TgsiDeclaration;
  /** Position in `shader.declarations`. */
  index: number;
}

/** Constant buffer of a CONST register or declaration: a 1D CONST is buffer 0. */
function bufferKey(file: TgsiFile, dimension: number | null): string {
  return file === TgsiFile.CONSTANT ? `${file}:${dimension ?? 0}` : String(file);
}

export class DeclarationIndex {
  private readonly byKey = new Map<string, IndexedDeclaration[]>();
  /** Per list: the largest `last` among entries 0..i, to stop searches early. */
  private readonly maxLast = new Map<string, number[]>();

  constructor(shader: TgsiShader) {
    shader.declarations.forEach((decl, index) => {
      const key = bufferKey(decl.file, decl.dimension);
      const list = this.byKey.get(key) ?? [];
      this.byKey.set(key, list);
      list.push({ decl, index });
    });
    for (const [key, list] of this.byKey) {
      list.sort((a, b) => a.decl.first - b.decl.first || a.index - b.index);
      let max = -1;
      this.maxLast.set(
        key,
        list.map((d) => {
          max = Math.max(max, d.decl.last);
          return max;
        }),
      );
    }
  }

  /** All declarations of a file (and constant buffer), sorted by first register. */
  ofFile(file: TgsiFile, dimension: number | null = null): readonly IndexedDeclaration[] {
    return this.byKey.get(bufferKey(file, dimension)) ?? [];
  }

  /** The declaration covering `file[index]` (in constant buffer `dimension`), if any. */
  find(file: TgsiFile, index: number, dimension: number | null = null): IndexedDeclaration | undefined {
    const key = bufferKey(file, dimension);
    const list = this.byKey.get(key) ?? [];
    const maxLast = this.maxLast.get(key) ?? [];
    let lo = 0;
    let hi = list.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.decl.first <= index) {
        found = mid;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    // Overlapping declarations (an error checkTgsi reports) can hide a covering one further left.
    for (let i = found; i >= 0 && maxLast[i]! >= index; i--) if (list[i]!.decl.last >= index) return list[i];
    return undefined;
  }

  /** The declaration of array `arrayId` in a file, if any. */
  findArray(file: TgsiFile, arrayId: number): IndexedDeclaration | undefined {
    for (const list of this.byKey.values()) {
      const hit = list.find((d) => d.decl.file === file && d.decl.arrayId === arrayId);
      if (hit) return hit;
    }
    return undefined;
  }
}
