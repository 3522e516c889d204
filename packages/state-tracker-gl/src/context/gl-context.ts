// GlContext: one GL rendering context — its pipe context and CSO context, the window framebuffer, all GL
// state, the GL objects and the first recorded error. The gl* entry points (src/api) act on the
// current one; the draw path (src/draw) turns its state into pipe state.
import type { CsoContext } from '@gallium-ts/cso-cache';
import type { PipeContext, PipeScreen } from '@gallium-ts/gallium-api';
import { ArbProgramState } from '../arb-gl/program-objects.js';
import { type GLDebugSink, reportGlError } from '../debug/report.js';
import { countDebugContext } from '../debug/trace.js';
import { DrawState } from '../draw/draw-state.js';
import { noLoweredFeatures } from '../draw/lowering.js';
import type { FixedFunctionProgramSource } from '../draw/program-source.js';
import { EvaluatorState } from '../eval/eval-state.js';
import { SelectFeedbackState } from '../feedback/select-feedback.js';
import type { FixedFunctionState } from '../ffp/ffp-state.js';
import { initialFixedFunctionState } from '../ffp/index.js';
import { GL_NO_ERROR } from '../gl-enums.js';
import { DisplayLists } from '../lists/display-lists.js';
import { destroyClearShaders } from '../meta/clear.js';
import { BufferObjects } from '../objects/buffer-objects.js';
import { QueryObjects } from '../objects/query-objects.js';
import { TextureObjects } from '../objects/texture-objects.js';
import {
  defaultPixelStore,
  defaultPixelTransfer,
  type PixelStoreState,
  type PixelTransferState,
} from '../pixels/index.js';
import type { AttribStackEntry, ClientAttribStackEntry } from '../state/attrib-stack.js';
import { defaultGlState, type GlState } from '../state/gl-state.js';
import { MatrixStack } from '../state/matrix-stack.js';
import { defaultRasterPos, type RasterPosState } from '../state/raster-pos.js';
import { defaultCurrentValues } from '../vertex/attrib-layout.js';
import { ClientArrays } from '../vertex/client-arrays.js';
import { VertexStore } from '../vertex/vertex-store.js';
import { Dirty } from './dirty.js';
import { destroyWindowFramebuffer, type WindowFramebuffer } from './framebuffer.js';
import type { GlLimits } from './limits.js';

/**
 * A GL rendering context, as {@link createContext} makes it: {@link makeCurrent} it and the gl* functions act
 * on it; {@link GlContext.destroy} releases it. Its state is private to the state tracker.
 */
export class GlContext {
  /**
   * The first error since the last glGetError.
   * @internal
   */
  error: number = GL_NO_ERROR;
  /**
   * Where a debug context reports each error it records (createContext's `debug`), else null.
   * @internal
   */
  readonly debug: GLDebugSink | null;
  /**
   * Dirty flags of derived pipe state.
   * @internal
   */
  dirty: number = Dirty.ALL;
  /** @internal */
  readonly st: GlState;
  /** @internal */
  readonly ff: FixedFunctionState;
  /**
   * Current vertex attributes (vertex/attrib-layout.ts).
   * @internal
   */
  readonly current = defaultCurrentValues();
  /**
   * Attrib bits of the current values changed since the draw path last uploaded them (all at first).
   * @internal
   */
  currentStale = -1;
  /** @internal */
  readonly modelview: MatrixStack;
  /** @internal */
  readonly projection: MatrixStack;
  /** @internal */
  readonly textureMatrix: MatrixStack[];
  /** @internal */
  activeTexture = 0;
  /**
   * glPixelStore state for packing (glReadPixels, glGetTexImage) and unpacking (everything else).
   * @internal
   */
  pack: PixelStoreState = defaultPixelStore();
  /** @internal */
  unpack: PixelStoreState = defaultPixelStore();
  /**
   * glPixelTransfer / glPixelMap state.
   * @internal
   */
  transfer: PixelTransferState = defaultPixelTransfer();
  /**
   * glPixelZoom.
   * @internal
   */
  zoom: [number, number] = [1, 1];
  /**
   * The current raster position (glRasterPos, glWindowPos).
   * @internal
   */
  rasterPos: RasterPosState;
  /**
   * GL_FOG_INDEX (colour index mode only; kept for glGet).
   * @internal
   */
  fogIndex = 0;
  /**
   * GL_CURRENT_INDEX (glIndex; colour index mode only, kept for glGet and GL_CURRENT_BIT).
   * @internal
   */
  currentIndex = 1;
  /** @internal */
  clientActiveTexture = 0;
  /**
   * Inside glBegin/glEnd.
   * @internal
   */
  insideBeginEnd = false;
  /**
   * The immediate-mode batch not drawn yet.
   * @internal
   */
  readonly batch = new VertexStore();
  /**
   * Commands are being compiled into a display list (and not replayed from one).
   * @internal
   */
  recording = false;
  /** @internal */
  readonly arrays: ClientArrays;
  /** @internal */
  readonly buffers: BufferObjects;
  /** @internal */
  readonly textures: TextureObjects;
  /** @internal */
  readonly queries: QueryObjects;
  /** @internal */
  readonly lists: DisplayLists;
  /** @internal */
  readonly draw: DrawState;
  /**
   * Evaluator maps, enables and grids (src/eval).
   * @internal
   */
  readonly evaluators = new EvaluatorState();
  /** @internal */
  readonly attribStack: AttribStackEntry[] = [];
  /** @internal */
  readonly clientAttribStack: ClientAttribStackEntry[] = [];
  /**
   * glRenderMode with the selection and feedback buffers (feedback/select-feedback.ts).
   * @internal
   */
  readonly selectFeedback = new SelectFeedbackState();
  /**
   * ARB program objects, parameters, program matrices and the last load error (src/arb-gl).
   * @internal
   */
  readonly arb: ArbProgramState;
  /** Whether {@link GlContext.destroy} has run. */
  destroyed = false;

  /** @internal */
  constructor(
    readonly screen: PipeScreen,
    readonly pipe: PipeContext,
    readonly cso: CsoContext,
    /** @internal */
    readonly limits: GlLimits,
    /** @internal */
    readonly fb: WindowFramebuffer,
    readonly programs: FixedFunctionProgramSource,
    /** The renderer name glGetString(GL_RENDERER) reports. */
    readonly rendererName: string,
    debug: GLDebugSink | null = null,
  ) {
    this.debug = debug;
    if (debug !== null) countDebugContext(1);
    this.st = defaultGlState(fb.width, fb.height, fb.back !== null);
    this.ff = initialFixedFunctionState(limits.textureUnits, limits.clipPlanes);
    this.ff.point.maxSize = limits.pointSizeRange[1];
    this.ff.lowered = noLoweredFeatures();
    this.rasterPos = defaultRasterPos(limits.textureUnits);
    this.modelview = new MatrixStack(this.ff.modelview, limits.modelviewStackDepth);
    this.projection = new MatrixStack(this.ff.projection, limits.projectionStackDepth);
    this.textureMatrix = this.ff.textureUnits.map((u) => new MatrixStack(u.matrix, limits.textureStackDepth));
    this.arrays = new ClientArrays();
    this.buffers = new BufferObjects(this);
    this.textures = new TextureObjects(this);
    this.queries = new QueryObjects(this);
    this.lists = new DisplayLists(this);
    this.draw = new DrawState(this);
    this.arb = new ArbProgramState(screen, limits);
  }

  /**
   * Records `code` unless an error is already recorded (the first error sticks until glGetError). A debug
   * context reports every one, with `reason` (why, in words: 'width is negative').
   * @internal
   */
  setError(code: number, reason: string): void {
    if (this.error === GL_NO_ERROR) this.error = code;
    if (this.debug !== null) reportGlError(this.debug, code, reason);
  }

  /**
   * Draws the pending immediate-mode batch. Every state change calls this first.
   * @internal
   */
  flush(): void {
    if (this.batch.primCount !== 0) this.draw.drawBatch();
  }

  /** Releases every pipe object of the context. The context cannot be used afterwards. */
  destroy(): Promise<void> {
    if (this.destroyed) return Promise.resolve();
    this.flush();
    this.lists.destroy();
    this.queries.destroy();
    this.textures.destroy();
    this.buffers.destroy();
    destroyClearShaders(this);
    this.draw.destroy();
    this.cso.destroy();
    destroyWindowFramebuffer(this.screen, this.pipe, this.fb);
    this.pipe.destroy();
    this.screen.destroy();
    this.destroyed = true;
    if (this.debug !== null) countDebugContext(-1);
    return Promise.resolve();
  }
}
