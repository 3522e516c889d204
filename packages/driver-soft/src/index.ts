// @gallium-ts/driver-soft (under construction)
export {};
