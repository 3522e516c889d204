// The selection and feedback state of a context (GL 1.5, 5.2 and 5.3): the render mode, the selection
// buffer with the name stack and the hit being gathered, the feedback buffer with its type, and the
// writers that fill the buffers. Values past a buffer's end are counted, not written, so leaving the
// mode can report the overflow (−1).
import {
  GL_2D,
  GL_3D,
  GL_3D_COLOR,
  GL_3D_COLOR_TEXTURE,
  GL_4D_COLOR_TEXTURE,
  GL_RENDER,
  GL_SELECT,
} from '../gl-enums.js';

/** GL_MAX_NAME_STACK_DEPTH (Mesa's value). */
export const MAX_NAME_STACK_DEPTH = 64;

/** What one feedback vertex holds for a GL_FEEDBACK_BUFFER_TYPE (GL 1.5, table 5.1). */
export interface FeedbackLayout {
  z: boolean;
  w: boolean;
  color: boolean;
  texture: boolean;
}

export const FEEDBACK_LAYOUTS: ReadonlyMap<number, FeedbackLayout> = new Map([
  [GL_2D, { z: false, w: false, color: false, texture: false }],
  [GL_3D, { z: true, w: false, color: false, texture: false }],
  [GL_3D_COLOR, { z: true, w: false, color: true, texture: false }],
  [GL_3D_COLOR_TEXTURE, { z: true, w: false, color: true, texture: true }],
  [GL_4D_COLOR_TEXTURE, { z: true, w: true, color: true, texture: true }],
]);

/** A vertex as feedback reports it: window x, y, z, clip w, colour and texture coordinates of unit 0. */
export interface FeedbackVertex {
  window: ArrayLike<number>;
  color: ArrayLike<number>;
  texCoord: ArrayLike<number>;
}

export class SelectFeedbackState {
  /** GL_RENDER, GL_SELECT or GL_FEEDBACK. */
  renderMode = GL_RENDER;

  /** glSelectBuffer's array (null before the first call) and size. */
  selectBuffer: Uint32Array | null = null;
  selectSize = 0;
  /** Values written (or that would have been) since entering SELECT mode, and hit records. */
  selectCount = 0;
  hits = 0;
  readonly nameStack: number[] = [];
  /** A primitive or raster position hit since the name stack last changed, with its window z range. */
  hitFlag = false;
  hitMinZ = 1;
  hitMaxZ = 0;

  /** glFeedbackBuffer's array (null before the first call), size and type. */
  feedbackBuffer: Float32Array | null = null;
  feedbackSize = 0;
  feedbackType = GL_2D;
  feedbackCount = 0;

  get selecting(): boolean {
    return this.renderMode === GL_SELECT;
  }

  /** A primitive's vertex (or the raster position) at window z `z` hit the selection region. */
  hit(z: number): void {
    this.hitFlag = true;
    if (z < this.hitMinZ) this.hitMinZ = z;
    if (z > this.hitMaxZ) this.hitMaxZ = z;
  }

  /** Writes the pending hit record, if any (before the name stack changes or the mode is left). */
  flushHit(): void {
    if (!this.hitFlag) return;
    this.writeSelect(this.nameStack.length);
    this.writeSelect(scaledDepth(this.hitMinZ));
    this.writeSelect(scaledDepth(this.hitMaxZ));
    for (const name of this.nameStack) this.writeSelect(name);
    this.hits++;
    this.hitFlag = false;
    this.hitMinZ = 1;
    this.hitMaxZ = 0;
  }

  /** Enters SELECT mode: no hit yet, an empty name stack. */
  startSelect(): void {
    this.selectCount = 0;
    this.hits = 0;
    this.hitFlag = false;
    this.hitMinZ = 1;
    this.hitMaxZ = 0;
    this.nameStack.length = 0;
  }

  /** Leaves SELECT mode: the hit count, or −1 when the buffer overflowed. */
  leaveSelect(): number {
    this.flushHit();
    const result = this.selectCount > this.selectSize ? -1 : this.hits;
    this.selectCount = 0;
    this.hits = 0;
    this.nameStack.length = 0;
    return result;
  }

  /** Leaves FEEDBACK mode: the number of values written, or −1 when the buffer overflowed. */
  leaveFeedback(): number {
    const result = this.feedbackCount > this.feedbackSize ? -1 : this.feedbackCount;
    this.feedbackCount = 0;
    return result;
  }

  /** Writes one value (a token or a coordinate) to the feedback buffer. */
  token(value: number): void {
    const buffer = this.feedbackBuffer!;
    if (this.feedbackCount < this.feedbackSize && this.feedbackCount < buffer.length)
      buffer[this.feedbackCount] = value;
    this.feedbackCount++;
  }

  /** Writes a vertex in the layout of the feedback type. */
  vertex(v: FeedbackVertex): void {
    const layout = FEEDBACK_LAYOUTS.get(this.feedbackType)!;
    const { window, color, texCoord } = v;
    this.token(window[0]!);
    this.token(window[1]!);
    if (layout.z) this.token(window[2]!);
    if (layout.w) this.token(window[3]!);
    if (layout.color) for (let i = 0; i < 4; i++) this.token(color[i]!);
    if (layout.texture) for (let i = 0; i < 4; i++) this.token(texCoord[i]!);
  }

  private writeSelect(value: number): void {
    const buffer = this.selectBuffer!;
    if (this.selectCount < this.selectSize && this.selectCount < buffer.length)
      buffer[this.selectCount] = value;
    this.selectCount++;
  }
}

/** A window z in [0, 1] scaled to [0, 2³² − 1] and rounded (GL 1.5, 5.2). */
export function scaledDepth(z: number): number {
  const clamped = Math.min(Math.max(z, 0), 1);
  return Math.round(clamped * 0xffffffff);
}
