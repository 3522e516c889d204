// Public entry point of @gallium-ts/gallium-api — the contract between the layers: the pipe interfaces,
// state structs, enums, caps, formats, errors, template constructors, the uploader and the driver
// loader. Driver authors find the driver base in `@gallium-ts/gallium-api/util`.
export * from './box.js';
export * from './caps.js';
export type * from './context.js';
export * from './defaults.js';
export * from './enums.js';
export * from './errors.js';
export * from './format/index.js';
export * from './loader.js';
export * from './objects.js';
export * from './reference.js';
export type * from './screen.js';
export type * from './state.js';
export * from './uploader.js';
