// driver-soft's texture sampler: the TgsiSampler the driver hands to every compiled shader stage.
export { SoftSampler } from './soft-sampler.js';
export type { TextureSource, TextureSourceLevel } from './texture-source.js';
export { MAX_ANISOTROPY, MAX_LOD_BIAS } from './texture-unit.js';
