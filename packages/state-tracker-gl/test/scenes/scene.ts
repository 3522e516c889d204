// What a GL scene is: a named picture drawn through the public GL API into a fresh context of the given
// size, after the runner cleared colour (0, 0, 0, 1), depth 1 and stencil 0. Its C twin in
// reference/gl-scenes/ makes the same calls with the same numbers in the same order. A scene may ask for
// an accumulation buffer (its C twin's SCENE entry passes the same bits to OSMesaCreateContextExt) or a
// double-buffered context: the runner then swaps after the scene and reads the front buffer, the frame
// a window shows, which is what the single-buffered OSMesa twin drew into its only buffer.

/** Filled scenes are compared with FILLED_SCENE_TOLERANCE, line and point scenes with LINE_POINT_SCENE_TOLERANCE. */
export type SceneKind = 'filled' | 'line-point';

export interface GlScene {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly kind: SceneKind;
  /** Accumulation bits per channel of the context (0: none). */
  readonly accumBits: number;
  /** A double-buffered context, swapped after the scene. */
  readonly doubleBuffer: boolean;
  draw(): void;
}

/** A 64×64 filled scene unless the options say otherwise. */
export function scene(
  name: string,
  draw: () => void,
  options: {
    width?: number;
    height?: number;
    kind?: SceneKind;
    accumBits?: number;
    doubleBuffer?: boolean;
  } = {},
): GlScene {
  return {
    name,
    draw,
    width: options.width ?? 64,
    height: options.height ?? 64,
    kind: options.kind ?? 'filled',
    accumBits: options.accumBits ?? 0,
    doubleBuffer: options.doubleBuffer ?? false,
  };
}
