// What a GL scene is: a named picture drawn through the public GL API into a fresh context of the given
// size, after the runner cleared colour (0, 0, 0, 1), depth 1 and stencil 0. Its C twin in
// reference/gl-scenes/ makes the same calls with the same numbers in the same order.

/** Filled scenes are compared with FILLED_SCENE_TOLERANCE, line and point scenes with LINE_POINT_SCENE_TOLERANCE. */
export type SceneKind = 'filled' | 'line-point';

export interface GlScene {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly kind: SceneKind;
  draw(): void;
}

/** A 64×64 filled scene unless the options say otherwise. */
export function scene(
  name: string,
  draw: () => void,
  options: { width?: number; height?: number; kind?: SceneKind } = {},
): GlScene {
  return {
    name,
    draw,
    width: options.width ?? 64,
    height: options.height ?? 64,
    kind: options.kind ?? 'filled',
  };
}
