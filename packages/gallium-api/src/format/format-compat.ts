// Which formats can stand in for each other: for resource_copy_region (bytes copied unmodified) and for
// sampler views / surfaces that cast a resource to another format.

import type { PipeFormat } from './format-enum.js';
import { formatDescription } from './format-table.js';

/**
 * resource_copy_region's rule: "formats for which copying the bytes from the source resource unmodified
 * to the destination resource will achieve the same effect" — here, equal block size and dimensions.
 */
export function formatsCompatibleForCopy(a: PipeFormat, b: PipeFormat): boolean {
  const da = formatDescription(a, 'formatsCompatibleForCopy');
  const db = formatDescription(b, 'formatsCompatibleForCopy');
  return (
    da.blockSize === db.blockSize && da.blockWidth === db.blockWidth && da.blockHeight === db.blockHeight
  );
}

/**
 * Sampler-view casting: "formats that have matching component order and sizes". Two formats match when
 * they have the same layout and their channels agree one by one in position, size and letter, where the
 * type may differ (UNORM/SNORM/UINT/SINT/FLOAT/sRGB...) and padding (X) matches any letter. So
 * R8G8B8A8_UNORM ↔ R8G8B8A8_SRGB ↔ R8G8B8A8_UINT ↔ R8G8B8X8_UNORM, R32_FLOAT ↔ R32_UINT,
 * Z24_UNORM_S8_UINT ↔ Z24X8_UNORM; but not R8G8B8A8 ↔ B8G8R8A8 (order), L8 ↔ R8 or Z32_FLOAT ↔ R32_FLOAT
 * (letters), nor R11G11B10_FLOAT ↔ R10G10B10A2 (sizes).
 */
export function formatsCompatibleForView(a: PipeFormat, b: PipeFormat): boolean {
  const da = formatDescription(a, 'formatsCompatibleForView');
  const db = formatDescription(b, 'formatsCompatibleForView');
  if (da.layout !== db.layout || da.blockSize !== db.blockSize || da.numChannels !== db.numChannels)
    return false;
  return da.channels.every((ca, i) => {
    const cb = db.channels[i]!;
    return (
      ca.size === cb.size &&
      ca.shift === cb.shift &&
      (ca.name === cb.name || ca.name === 'X' || cb.name === 'X')
    );
  });
}
