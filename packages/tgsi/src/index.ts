// Public entry point of @gallium-ts/tgsi.
export * from './ir.js';
export * from './opcodes.js';
