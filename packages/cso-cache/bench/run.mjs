// cso-cache benchmark on driver-noop: a cache hit for a blend template (target ≤ 200 ns) and a skipped
// bind (target ≤ 50 ns), plus the skipped-bind cost of other setters for comparison.
import { createNoopScreen } from '@gallium-ts/driver-noop';
import { blendState, PipeShader, samplerState, tgsiShaderState } from '@gallium-ts/gallium-api';
import { CsoContext } from '../dist/index.js';
import { nsPerOp, report } from './measure.mjs';

const HIT_TARGET_NS = 200;
const SKIP_TARGET_NS = 50;

const pipe = createNoopScreen().contextCreate();
const cso = new CsoContext(pipe);

// Two cached blend templates looked up in turn: every lookup hashes, finds and compares.
const opaque = blendState();
const blended = blendState({}, { blendEnable: true, rgbSrcFactor: 0x3, rgbDstFactor: 0x13 });
cso.cache.blend.get(opaque);
cso.cache.blend.get(blended);
const hit = nsPerOp((i) => cso.cache.blend.get(i & 1 ? blended : opaque));

// The bound blend state set again: compared with the bound one, nothing reaches the driver.
cso.setBlend(blended);
const skip = nsPerOp(() => cso.setBlend(blended));

console.log('cso-cache (driver-noop)');
report('cache hit, blend template', hit, HIT_TARGET_NS);
report('skipped bind, setBlend(equal template)', skip, SKIP_TARGET_NS);

// An empty TGSI fragment shader: enough for the driver to create and bind it.
const emptyFragmentShader = {
  processor: PipeShader.FRAGMENT,
  properties: [],
  declarations: [],
  immediates: [],
  instructions: [],
};
const shader = pipe.createFsState(tgsiShaderState(emptyFragmentShader));
cso.setFragmentShader(shader);
report(
  'skipped bind, setFragmentShader(same)',
  nsPerOp(() => cso.setFragmentShader(shader)),
  SKIP_TARGET_NS,
);
const ref = { refValue: [1, 2] };
cso.setStencilRef(ref);
report(
  'skipped bind, setStencilRef(equal)',
  nsPerOp(() => cso.setStencilRef(ref)),
  SKIP_TARGET_NS,
);
const viewport = { scale: [128, 128, 0.5], translate: [128, 128, 0.5] };
cso.setViewport(viewport);
report(
  'skipped bind, setViewport(equal)',
  nsPerOp(() => cso.setViewport(viewport)),
  SKIP_TARGET_NS,
);
const samplers = [samplerState(), samplerState({ minImgFilter: 1, magImgFilter: 1 })];
cso.setSamplers(PipeShader.FRAGMENT, samplers);
report(
  'skipped bind, setSamplers(2 equal templates)',
  nsPerOp(() => cso.setSamplers(PipeShader.FRAGMENT, samplers)),
);
report(
  'changed bind, setBlend(other cached template)',
  nsPerOp((i) => cso.setBlend(i & 1 ? blended : opaque)),
);

const figures = { hitNs: hit, skippedBindNs: skip };
if (hit > HIT_TARGET_NS || skip > SKIP_TARGET_NS) {
  console.log(`target missed: ${JSON.stringify(figures)}`);
}
cso.destroy();
