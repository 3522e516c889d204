// Which shaders can stop while they run. tgsi stops a run with TgsiExecutionError at its loop-iteration
// and call-depth limits and at a PUSHA beyond the address stack (docs/execution.md); a few
// instructions also stop when their operands do not fit them (INTERP_* of something other than an input,
// TEX-style shadow lookups of a SHADOWCUBE_ARRAY, memory instructions whose resource operand is not a
// BUFFER, IMAGE or MEMORY register). A shader with none of these always finishes, so its
// draws can wait in the scene; draws of the others are rasterized at once, ready to be undone
// (SoftContext.drawNow). FBFETCH cannot run at all on driver-soft (PIPE_CAP_TGSI_FS_FBFETCH is 0) and
// is refused when the shader is created, as are lookups with several texel offsets (TG4's four-offset
// form; PIPE_CAP_TEXTURE_GATHER_OFFSETS is 0).
import { PipeUnsupportedError } from '@gallium-ts/gallium-api';
import {
  opcodeInfo,
  TgsiFile,
  type TgsiScanInfo,
  type TgsiShader,
  TgsiTextureTarget,
} from '@gallium-ts/tgsi';

const STOPPING_OPCODES = [
  'BGNLOOP',
  'CAL',
  'PUSHA',
  'INTERP_CENTROID',
  'INTERP_SAMPLE',
  'INTERP_OFFSET',
] as const;

/** Whether a run of `shader` (scanned as `info`) can stop before it finishes. */
export function canStopWhileRunning(shader: TgsiShader, info: TgsiScanInfo): boolean {
  if (STOPPING_OPCODES.some((op) => (info.opcodeCounts[op] ?? 0) > 0)) return true;
  if (info.numMemoryInstructions > 0 && hasUnrunnableMemoryOperand(shader)) return true;
  return Object.values(info.samplerTargets).some((targets) =>
    targets.includes(TgsiTextureTarget.SHADOWCUBE_ARRAY),
  );
}

/**
 * Whether a memory instruction names a resource tgsi cannot access: a file other than BUFFER, IMAGE
 * or MEMORY, or MEMORY when the shader declares memory that is not SHARED (the resource is STORE's
 * destination and the first source of the others).
 */
function hasUnrunnableMemoryOperand(shader: TgsiShader): boolean {
  const unsharedMemory = shader.declarations.some(
    (d) => d.file === TgsiFile.MEMORY && d.memoryType !== 'SHARED',
  );
  return shader.instructions.some((ins) => {
    const info = opcodeInfo(ins.opcode);
    if (!info?.isMemory) return false;
    const operand = info.name === 'STORE' ? ins.dst[0] : ins.src[0];
    if (!operand) return true;
    if (operand.file === TgsiFile.MEMORY) return unsharedMemory;
    return operand.file !== TgsiFile.BUFFER && operand.file !== TgsiFile.IMAGE;
  });
}

/** Refuses, for `method`, instructions driver-soft never runs. */
export function checkRunnable(method: string, shader: TgsiShader, info: TgsiScanInfo): void {
  if ((info.opcodeCounts.FBFETCH ?? 0) > 0)
    throw new PipeUnsupportedError(
      method,
      'FBFETCH (framebuffer fetch) is not supported: PIPE_CAP_TGSI_FS_FBFETCH is 0',
    );
  const gather = shader.instructions.find((ins) => (ins.texture?.offsets.length ?? 0) > 1);
  if (gather)
    throw new PipeUnsupportedError(
      method,
      `${opcodeInfo(gather.opcode)?.name} with ${gather.texture!.offsets.length} texel offsets is not supported (one per instruction): PIPE_CAP_TEXTURE_GATHER_OFFSETS is 0`,
    );
}
