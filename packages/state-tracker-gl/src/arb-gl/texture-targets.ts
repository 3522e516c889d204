// The GL texture target each ARB texture target of a fragment program's TEX, TXP and TXB samples: the
// SHADOW targets (ARB_fragment_program_shadow) sample the 1D, 2D and rectangle textures.
import type { ArbTextureTarget } from '../arb/index.js';
import {
  GL_TEXTURE_1D,
  GL_TEXTURE_2D,
  GL_TEXTURE_3D,
  GL_TEXTURE_CUBE_MAP,
  GL_TEXTURE_RECTANGLE,
} from '../gl-enums.js';

export const ARB_TEXTURE_TARGETS: Readonly<Record<ArbTextureTarget, number>> = {
  '1D': GL_TEXTURE_1D,
  '2D': GL_TEXTURE_2D,
  '3D': GL_TEXTURE_3D,
  CUBE: GL_TEXTURE_CUBE_MAP,
  RECT: GL_TEXTURE_RECTANGLE,
  SHADOW1D: GL_TEXTURE_1D,
  SHADOW2D: GL_TEXTURE_2D,
  SHADOWRECT: GL_TEXTURE_RECTANGLE,
};
