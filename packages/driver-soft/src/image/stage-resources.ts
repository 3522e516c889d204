// The shader buffers (set_shader_buffers) and images (set_shader_images) one stage's shader uses,
// captured from the bound state when the work is issued and bound to the shader's executable before
// each run. Only the slots the shader declares are captured; a shader that declares none needs nothing.
// Buffers are the bound byte range of the resource, read and written in place by tgsi (reads past the
// bound size give 0, writes past it are dropped); images are ResourceImages.
import type { PipeShader } from '@gallium-ts/gallium-api';
import type { BaseResource, BoundState, CpuResource } from '@gallium-ts/gallium-api/util';
import type { TgsiExecutable, TgsiImage } from '@gallium-ts/tgsi';
import type { SoftShader } from '../shader/soft-shader.js';
import { ResourceImage } from './resource-image.js';

export class StageResources {
  constructor(
    /** [slot, bytes or null] of every declared BUFFER. */
    readonly buffers: readonly (readonly [number, Uint8Array | null])[],
    /** [slot, image or null] of every declared IMAGE. */
    private readonly images: readonly (readonly [number, TgsiImage | null])[],
    /** The resources behind them (for hazard tracking: flush queued work that uses them first). */
    readonly resources: readonly BaseResource[],
  ) {}

  /** Binds the captured buffers and images to `exec` (slots the shader does not declare are left alone). */
  bind(exec: TgsiExecutable): void {
    for (const [slot, bytes] of this.buffers) exec.setShaderBuffer(slot, bytes);
    for (const [slot, image] of this.images) exec.setImage(slot, image);
  }
}

/** The buffers and images `shader` declares, as bound to `stage` now; null when it declares none. */
export function captureStageResources(
  bound: BoundState,
  stage: PipeShader,
  shader: SoftShader,
): StageResources | null {
  const { buffers, images } = shader.info;
  if (buffers.length === 0 && images.length === 0) return null;
  const resources: BaseResource[] = [];
  const bufferBytes = buffers.map((slot) => {
    const binding = bound.shaderBuffers[stage]![slot] ?? null;
    const resource = bound.shaderBufferResources[stage]![slot] as CpuResource | null;
    if (!binding || !resource) return [slot, null] as const;
    resources.push(resource);
    const start = binding.bufferOffset;
    return [slot, resource.storage.data.subarray(start, start + binding.bufferSize)] as const;
  });
  const imageViews = images.map((slot) => {
    const view = bound.shaderImages[stage]![slot] ?? null;
    const resource = bound.shaderImageResources[stage]![slot] as CpuResource | null;
    if (!view || !resource) return [slot, null] as const;
    resources.push(resource);
    return [slot, new ResourceImage(resource, view)] as const;
  });
  return new StageResources(bufferBytes, imageViews, resources);
}
