// Types of setup.mjs for TypeScript setup files.

/** Throws when the page gives canvases no WebGL2 context. */
export function requirePageWebgl2(): void;

/** '<file relative to the project root> > <full test name>' → reason. */
export type TestList = Record<string, string>;

/** Skips the tests of `skip` and runs those of `knownFailures` as expected failures, in this file. */
export function applyTestLists(lists: { skip?: TestList; knownFailures?: TestList }): void;
