// The sRGB transfer function (IEC 61966-2-1, the piecewise formula GL uses) in both directions.

/** util_format_srgb_to_linear_float: decodes an sRGB-encoded value in [0, 1]. */
export function srgbToLinear(c: number): number {
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** util_format_linear_to_srgb_float: encodes a linear value in [0, 1] (callers clamp first). */
export function linearToSrgb(c: number): number {
  return c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055;
}
