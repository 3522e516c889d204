// Types of bridge.mjs for TypeScript page tests.

/**
 * Saves `image` (8-bit RGBA, top row first, as gallium-api's RgbaImage) as the PNG `name` under the
 * runner's output folder: a relative path of letters, digits, '-', '_', '.' and '/' segments, ending
 * in `.png`.
 */
export function savePng(
  name: string,
  image: { readonly width: number; readonly height: number; readonly data: Uint8Array },
): Promise<void>;
