// Public entry point of @gallium-ts/tgsi.

export * from './check.js';
export * from './exec/index.js';
export * from './ir.js';
export * from './limits.js';
export * from './opcodes.js';
export * from './scan.js';
export * from './text/dump.js';
export * from './text/parse.js';
export * from './text/positions.js';
export * from './text/syntax-error.js';
export * from './ureg.js';
