// Every GL scene, group by group in the order of reference/gl-scenes/gl-scenes.c's group table.
import { ARRAY_SCENES } from './arrays.js';
import { BUFFER_SCENES } from './buffers.js';
import { COMPRESSED_SCENES } from './compressed.js';
import { EVALUATOR_SCENES } from './evaluators.js';
import { FOG_SCENES } from './fog.js';
import { FRAGMENT_SCENES } from './fragment.js';
import { LIGHTING_SCENES } from './lighting.js';
import { LIST_SCENES } from './lists.js';
import { PIXEL_SCENES } from './pixels.js';
import { PRIMITIVE_SCENES } from './primitives.js';
import { RASTER_SCENES } from './raster.js';
import type { GlScene } from './scene.js';
import { TEXENV_SCENES } from './texenv.js';
import { TEXGEN_SCENES } from './texgen.js';
import { TEXTURE_SCENES } from './textures.js';
import { TRANSFORM_SCENES } from './transform.js';

export type { GlScene, SceneKind } from './scene.js';

export const GL_SCENES: readonly GlScene[] = [
  ...TRANSFORM_SCENES,
  ...PRIMITIVE_SCENES,
  ...ARRAY_SCENES,
  ...LIST_SCENES,
  ...LIGHTING_SCENES,
  ...TEXGEN_SCENES,
  ...TEXENV_SCENES,
  ...TEXTURE_SCENES,
  ...FOG_SCENES,
  ...FRAGMENT_SCENES,
  ...RASTER_SCENES,
  ...PIXEL_SCENES,
  ...EVALUATOR_SCENES,
  ...COMPRESSED_SCENES,
  ...BUFFER_SCENES,
];
