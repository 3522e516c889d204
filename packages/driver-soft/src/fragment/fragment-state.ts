// Everything the fragment stage of one draw needs, captured when the draw is made (the scene shades it
// later): the fragment shader with its input links, constants and textures, where the pixel sample
// positions are, and the generated back end with its parameters (targets, references, blend colour,
// the occlusion counter of the draw).
import { TgsiFile, type TgsiSampler, TgsiSemantic } from '@gallium-ts/tgsi';
import type { StageResources } from '../image/stage-resources.js';
import type { CoverageFilter } from '../raster/coverage-filter.js';
import type { SoftShader } from '../shader/soft-shader.js';
import type { Backend, BackendParams } from './backend.js';
import type { FusedProgram } from './fused-shade.js';
import { type Interpolator, interpolatorFor, type PlaneInput } from './interpolation.js';
import { type InputLink, InputSource, Interp } from './linkage.js';

/** Per-pixel features of a draw that are off in the common case. */
export interface FragmentExtras {
  /** Window rectangles and polygon stipple, or null. */
  coverageFilter: CoverageFilter | null;
  /** Smooth lines or points: lanes carry their coverage, which the back end multiplies into alpha. */
  coverageAlpha: boolean;
  /** depth_clamp: lanes carry their viewport's depth range. */
  depthClamp: boolean;
}

/** No extras: the fast variant. */
export const NO_EXTRAS: FragmentExtras = { coverageFilter: null, coverageAlpha: false, depthClamp: false };

/** What texture instructions of the fragment shader go through (set on the shader before each run). */
export interface FragmentTextures {
  /** Binds the draw's views and samplers to the shader's sampler object and returns it. */
  prepare(): TgsiSampler | null;
}

export class FragmentState {
  /** FS input registers (records hold planes for each). */
  readonly inputRegisters: number;
  /** Added to the pixel coordinates to get the sample position (0.5 with half-pixel centres). */
  readonly sampleOffset: number;
  /** FS POSITION input: added to the pixel coordinates (FS_COORD_PIXEL_CENTER). */
  readonly positionOffset: number;
  /** FS POSITION input with a lower-left origin: y is flipped in a framebuffer of this height. */
  readonly flipY: number | null;
  /** Flush a batch when the facing changes (the shader reads the FACE system value). */
  readonly needsFacePerBatch: boolean;
  /** Flush a batch when the primitive changes (the shader reads the PRIMID system value). */
  readonly needsPrimitivePerBatch: boolean;
  readonly outFloats: Float32Array[];
  readonly outInts: Int32Array[];
  /** FS input views, [register · 4 + channel]. */
  readonly inFloats: Float32Array[];
  readonly inInts: Int32Array[];
  readonly coverageFilter: CoverageFilter | null;
  readonly coverageAlpha: boolean;
  readonly depthClamp: boolean;
  /** SYSTEM_VALUE registers the shade step fills: POSITION and SAMPLEPOS (−1 when not declared). */
  readonly positionSystemValue: number;
  readonly samplePosSystemValue: number;
  /** Fills depth, 1/w and every plane-interpolated input of a batch (generated per input layout). */
  readonly interpolate: Interpolator;
  /** Inputs the rasterizer gives (window position, facing, primitive id). */
  readonly specialInputs: readonly InputLink[];
  /** Shader buffers and images of the FS (src/image), bound before each run; set by SoftContext. */
  resources: StageResources | null = null;
  /** The draw's fused fragment function (fused-shade.ts), or null for batched shading; set by SoftContext. */
  fused: FusedProgram | null = null;

  constructor(
    readonly fs: SoftShader,
    readonly links: readonly InputLink[],
    halfPixelCenter: boolean,
    framebufferHeight: number,
    /** Constant buffers of the FS, slot by slot (null = unbound). */
    readonly constants: readonly (ArrayBufferView | null)[],
    readonly textures: FragmentTextures | null,
    readonly backend: Backend,
    readonly params: BackendParams,
    /** Whether the whole pixel pipeline is a no-op (rasterizer discard, nothing written or counted). */
    readonly discard: boolean,
    extras: FragmentExtras = NO_EXTRAS,
  ) {
    this.coverageFilter = extras.coverageFilter;
    this.coverageAlpha = extras.coverageAlpha;
    this.depthClamp = extras.depthClamp;
    const systemValue = (semantic: number) =>
      fs.tokens.declarations.find(
        (d) => d.file === TgsiFile.SYSTEM_VALUE && d.semantic?.name === semantic && d.semantic.index === 0,
      )?.first ?? -1;
    this.positionSystemValue = systemValue(TgsiSemantic.POSITION);
    this.samplePosSystemValue = systemValue(TgsiSemantic.SAMPLEPOS);
    this.inputRegisters = fs.registers(TgsiFile.INPUT);
    this.sampleOffset = halfPixelCenter ? 0.5 : 0;
    this.positionOffset = fs.property('FS_COORD_PIXEL_CENTER', 0) === 1 ? 0 : 0.5;
    this.flipY = fs.property('FS_COORD_ORIGIN', 0) === 1 ? framebufferHeight : null;
    const sv = fs.info.systemValuesRead;
    this.needsFacePerBatch = sv.includes(TgsiSemantic.FACE);
    this.needsPrimitivePerBatch = sv.includes(TgsiSemantic.PRIMID);
    const planar = (link: InputLink) =>
      link.source === InputSource.ATTRIBUTE || link.source === InputSource.DEFAULT;
    this.specialInputs = links.filter((link) => !planar(link));
    const planes: PlaneInput[] = [];
    for (const link of links.filter(planar)) {
      const used = fs.inputs.find((i) => i.register === link.register)?.usageMask ?? 0xf;
      for (let c = 0; c < 4; c++)
        if (used & (1 << c))
          planes.push({ slot: link.register * 4 + c, perspective: link.interp === Interp.PERSPECTIVE });
    }
    const wantW =
      this.positionSystemValue >= 0 || this.specialInputs.some((l) => l.source === InputSource.POSITION);
    this.interpolate = interpolatorFor(this.sampleOffset, planes, wantW);
    const views = fs.registerViews;
    this.outFloats = views.outF;
    this.outInts = views.outI;
    this.inFloats = views.inF;
    this.inInts = views.inI;
  }
}
