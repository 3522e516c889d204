// The TypeScript program the generator scripts (entry-points.mjs, fuzz-signatures.mjs) read the package's
// sources through: the compiler options of the package itself, no output.
import ts from 'typescript';

/** A type-checked program over `files` and what they import. */
export function sourceProgram(files) {
  return ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  });
}
