// @gallium-ts/state-tracker-gl (under construction)
export {};
