// Runs of fully covered blocks: the tile rasterizer reports the whole blocks of one primitive as it finds
// them (row by row, left to right); neighbouring blocks of a row join into a run, and runs over the same
// columns in consecutive rows join into one rectangle, which is shaded by one call of the fused block
// function instead of one call a block (a primitive covering the whole tile is one call).
export type BlockRunShader = (bx: number, by: number, blocksX: number, blocksY: number) => void;

export class BlockRuns {
  /** The run of the current row: its first block's pixel (x, y) and its length in blocks (0: none). */
  private rowX = 0;
  private rowY = 0;
  private rowBlocks = 0;
  /** The rectangle of runs not shaded yet: top-left pixel, blocks across and down (0 down: none). */
  private x = 0;
  private y = 0;
  private across = 0;
  private down = 0;

  constructor(
    /** Pixels per side of a block. */
    private readonly size: number,
    private readonly shade: BlockRunShader,
  ) {}

  /** Adds the block whose top-left pixel is (bx, by), right of or below those added before. */
  add(bx: number, by: number): void {
    if (this.rowBlocks > 0 && by === this.rowY && bx === this.rowX + this.rowBlocks * this.size) {
      this.rowBlocks++;
      return;
    }
    this.endRow();
    this.rowX = bx;
    this.rowY = by;
    this.rowBlocks = 1;
  }

  /** Forgets the blocks added (a scene begins, or a shader threw while a run was pending). */
  clear(): void {
    this.rowBlocks = 0;
    this.down = 0;
  }

  /** Shades every block added so far (before the next primitive is rasterized). */
  finish(): void {
    this.endRow();
    this.shadeRectangle();
  }

  private endRow(): void {
    if (this.rowBlocks === 0) return;
    const below = this.down > 0 && this.rowY === this.y + this.down * this.size;
    if (below && this.rowX === this.x && this.rowBlocks === this.across) this.down++;
    else {
      this.shadeRectangle();
      this.x = this.rowX;
      this.y = this.rowY;
      this.across = this.rowBlocks;
      this.down = 1;
    }
    this.rowBlocks = 0;
  }

  private shadeRectangle(): void {
    const down = this.down;
    if (down === 0) return;
    this.down = 0;
    this.shade(this.x, this.y, this.across, down);
  }
}
