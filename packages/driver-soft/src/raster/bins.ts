// The geometry of a scene's bins: the tiles primitives are binned into, the blocks tiles are rasterized
// in, and the layout of a bin node (four i32 a node in the scene's node arena: the record, an argument,
// flags, the next node of the tile or −1), which the scene writes and the tile rasterizer and the tile
// quads kernel (codegen/kernels/tile-quads.ts) read.

/** Pixels per side of a tile: 2^TILE_SHIFT. */
export const TILE_SHIFT = 6;
export const TILE = 1 << TILE_SHIFT;
/** Pixels per side of the blocks tiles are rasterized in. */
export const BLOCK = 8;

/** The i32 entries of a bin node, from its first. */
export const Node = { RECORD: 0, ARGUMENT: 1, FLAGS: 2, NEXT: 3 } as const;
export const NODE_ENTRIES = 4;

/** Bin node flags: the primitive covers the whole of the tile within its bounds. */
export const FULLY_COVERED = 1;
