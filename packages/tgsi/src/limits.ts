// Bounds on the numbers a TGSI shader may contain. Mesa packs these fields into bit fields of its
// binary tokens; the parser, Ureg and checkTgsi all enforce the same limits so that anything one of
// them accepts the others accept too.

/** Largest register index, declaration bound, dimension index, semantic index or array id (16 bits). */
export const TGSI_MAX_INDEX = 0xffff;

/** Largest absolute offset added to an indirect address (`TEMP[ADDR[0].x - 5]`). */
export const TGSI_MAX_INDIRECT_OFFSET = 0xffff;

/** Largest branch target (`:N`); Mesa stores labels in 24 bits. */
export const TGSI_MAX_LABEL = 0xffffff;

/** Most texel offsets a texture instruction may carry. */
export const TGSI_MAX_TEXTURE_OFFSETS = 4;
