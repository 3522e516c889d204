// Every GL scene, group by group in the order of reference/gl-scenes/gl-scenes.c's group table.
import { PRIMITIVE_SCENES } from './primitives.js';
import type { GlScene } from './scene.js';
import { TRANSFORM_SCENES } from './transform.js';

export type { GlScene, SceneKind } from './scene.js';

export const GL_SCENES: readonly GlScene[] = [...TRANSFORM_SCENES, ...PRIMITIVE_SCENES];
