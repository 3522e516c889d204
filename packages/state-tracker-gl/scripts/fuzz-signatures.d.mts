// Types of scripts/fuzz-signatures.mjs for TypeScript callers.

/** Where the generated signature table lives (fuzz/signatures.generated.ts). */
export const SIGNATURES_FILE: string;

/** The text the generated file should have, from src/index.ts as it is now. */
export function signaturesSource(): string;
