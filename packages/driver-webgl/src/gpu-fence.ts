// GPU fences on WebGL2, for fence_finish and GPU_FINISHED queries. Gallium's contract is synchronous:
// once fence_finish returns true, the work flushed before the fence is done. WebGL2 updates sync
// objects only between tasks of the page (a browser answers clientWaitSync(…, 0) with TIMEOUT_EXPIRED
// for the whole task the fence was made in), but `gl.finish()` returns only when every earlier command
// is complete. So a fence is a sync object plus its place in the device's submission order: waiting
// finishes the device, which completes every fence made before (WebglDevice.finish), and polling asks
// the sync object honestly, after checking whether a finish already covered the fence.
import type { WebglDevice } from './device.js';

/** Frees the sync objects of fences nobody waited for once the pipe fence holding them is collected. */
const unwaited = new FinalizationRegistry<GpuFence>((fence) => fence.release());

export class GpuFence {
  private sync: WebGLSync | null;
  /** Position of the fence in the device's submission order. */
  private readonly serial: number;
  private done = false;

  constructor(private readonly device: WebglDevice) {
    this.serial = device.nextFenceSerial();
    this.sync = device.gl.fenceSync(device.gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
  }

  /**
   * Whether the work before the fence is done. `wait` finishes the device first (every earlier command
   * completes, so the answer is true); otherwise the sync object is polled without blocking.
   */
  signalled(wait: boolean): boolean {
    if (this.done) return true;
    if (this.device.isLost || this.device.finishedThrough(this.serial)) return this.complete();
    if (wait) {
      this.device.finish();
      return this.complete();
    }
    const gl = this.device.gl;
    const status = this.sync ? gl.clientWaitSync(this.sync, gl.SYNC_FLUSH_COMMANDS_BIT, 0) : gl.WAIT_FAILED;
    return status === gl.ALREADY_SIGNALED || status === gl.CONDITION_SATISFIED ? this.complete() : false;
  }

  /** Releases the sync object once `owner` (the pipe fence or query holding this one) is collected. */
  releaseWith(owner: object): this {
    unwaited.register(owner, this, this);
    return this;
  }

  /** Frees the sync object (the fence keeps its answer). */
  release(): void {
    if (this.sync && !this.device.isLost) this.device.gl.deleteSync(this.sync);
    this.sync = null;
    unwaited.unregister(this);
  }

  private complete(): true {
    this.done = true;
    this.release();
    return true;
  }
}
