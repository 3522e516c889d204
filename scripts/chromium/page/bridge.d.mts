// Types of bridge.mjs for TypeScript page tests.

/**
 * Saves `image` (8-bit RGBA, top row first, as gallium-api's RgbaImage) as the PNG `name` under the
 * runner's output folder: a relative path of letters, digits, '-', '_', '.' and '/' segments, ending
 * in `.png`.
 */
export interface PageImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

export function savePng(name: string, image: PageImage): Promise<void>;

/**
 * The PNG `name` under the runner's input folder (a relative path as for savePng) as an 8-bit RGBA
 * image, top row first.
 */
export function loadPng(name: string): Promise<PageImage>;
