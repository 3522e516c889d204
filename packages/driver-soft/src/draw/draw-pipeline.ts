// The draw module's front end for one draw_vbo: builds the element list, shades each distinct vertex
// once per instance with the vertex shader (vertex fetch into its inputs, batches of up to VERTEX_LANES
// lanes), copies the outputs into the vertex store, and sends the assembled primitives through the
// primitive pipeline into the scene.
import type { PipeDrawInfo, PipeVertexElement } from '@gallium-ts/gallium-api';
import { TgsiFile, type TgsiSampler, TgsiSemantic } from '@gallium-ts/tgsi';
import type { Scene } from '../raster/scene.js';
import { type SoftShader, VERTEX_LANES } from '../shader/soft-shader.js';
import { assemble } from './assemble.js';
import { Clipper, type ClipSetup } from './clip.js';
import { PrimitivePipeline, type PrimitiveSetup } from './primitive-pipeline.js';
import { type IndexSource, VertexElements } from './vertex-elements.js';
import { VertexFetcher, type VertexSource } from './vertex-fetch.js';
import { VertexStore } from './vertex-store.js';

/** Everything about a draw that the front end reads. */
export interface DrawInputs {
  info: PipeDrawInfo;
  vs: SoftShader;
  elements: readonly PipeVertexElement[];
  vertexSources: readonly (VertexSource | null)[];
  indexSource: IndexSource | null;
  vsConstants: readonly (ArrayBufferView | null)[];
  vsSampler: TgsiSampler | null;
  clip: Omit<ClipSetup, 'position' | 'clipDist' | 'clipVertex'>;
  primitives: Omit<PrimitiveSetup, 'pointSize' | 'layer' | 'viewportIndex' | 'edgeFlag'>;
}

const ids = new Int32Array(VERTEX_LANES);
const fetchIndices = new Int32Array(VERTEX_LANES);

export class DrawPipeline {
  readonly store = new VertexStore();
  private readonly elements = new VertexElements();
  private readonly fetcher = new VertexFetcher();
  private readonly clipper = new Clipper(this.store);
  private readonly prims: PrimitivePipeline;

  constructor(scene: Scene) {
    this.prims = new PrimitivePipeline(this.store, this.clipper, scene);
  }

  /** Runs the draw; returns the number of primitives assembled (per instance, summed). */
  run(d: DrawInputs): number {
    const { info, vs } = d;
    const exec = vs.exec;
    this.elements.build(info, d.indexSource);
    this.fetcher.prepare(d.elements, d.vertexSources, exec);
    for (let slot = 0; slot < d.vsConstants.length; slot++)
      exec.setConstantBuffer(slot, d.vsConstants[slot] ?? null);
    exec.setSampler(d.vsSampler);
    const position = vs.output(TgsiSemantic.POSITION);
    const clip: ClipSetup = {
      ...d.clip,
      position,
      clipDist: [vs.output(TgsiSemantic.CLIPDIST, 0), vs.output(TgsiSemantic.CLIPDIST, 1)],
      clipVertex: vs.output(TgsiSemantic.CLIPVERTEX),
    };
    const setup: PrimitiveSetup = {
      ...d.primitives,
      pointSize: vs.output(TgsiSemantic.PSIZE),
      layer: vs.output(TgsiSemantic.LAYER),
      viewportIndex: vs.output(TgsiSemantic.VIEWPORT_INDEX),
      edgeFlag: vs.output(TgsiSemantic.EDGEFLAG),
    };
    let primitives = 0;
    if (position < 0) return 0;
    for (let instance = 0; instance < info.instanceCount; instance++) {
      this.shade(d, instance);
      this.clipper.prepare(clip);
      this.prims.begin(setup, position, 0);
      primitives += assemble(
        info.mode,
        this.elements.slots,
        this.elements.count,
        d.primitives.raster.flatshadeFirst,
        this.prims,
      );
    }
    return primitives;
  }

  /** Shades every distinct vertex of the draw for `instance` into the vertex store. */
  private shade(d: DrawInputs, instance: number): void {
    const { vs, info } = d;
    const exec = vs.exec;
    const store = this.store;
    const outputs = vs.registers(TgsiFile.OUTPUT);
    store.reset(outputs);
    const total = this.elements.uniqueCount;
    store.alloc(total);
    // Copied as 32-bit words, so integer outputs keep their exact bits.
    const out = vs.registerViews.outI;
    const unique = this.elements.unique;
    for (let first = 0; first < total; first += VERTEX_LANES) {
      const n = Math.min(VERTEX_LANES, total - first);
      for (let i = 0; i < n; i++) {
        const index = unique[first + i]!;
        const valid = index >= -0x80000000 && index <= 0x7fffffff;
        ids[i] = valid ? index : 0;
        fetchIndices[i] = valid ? index : -1;
      }
      this.fetcher.fetch(fetchIndices, 0, n, instance, info.startInstance);
      exec.runVertices({
        count: n,
        vertexIds: ids,
        instanceId: instance,
        baseVertex: info.indexed ? info.indexBias : info.start,
        baseInstance: info.startInstance,
      });
      const data = store.ints;
      const stride = store.stride;
      for (let k = 0; k < outputs * 4; k++) {
        const view = out[k]!;
        for (let i = 0; i < n; i++) data[(first + i) * stride + k] = view[i]!;
      }
    }
  }
}
