// @gallium-ts/driver-webgl (under construction)
export {};
