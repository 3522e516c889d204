// Types of bridge.mjs for TypeScript page tests.

/** An 8-bit RGBA picture, top row first (gallium-api's RgbaImage has this shape). */
export interface PageImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

/**
 * Saves `image` as the PNG `name` under the browser project's output folder: a relative path of
 * letters, digits, '-', '_', '.' and '/' segments, ending in `.png`.
 */
export function savePng(name: string, image: PageImage): Promise<void>;

/** The PNG `name` under the browser project's input folder (a relative path as for savePng). */
export function loadPng(name: string): Promise<PageImage>;
