// Types of reduce-shader.mjs.

/** Sums BUFFER[0]'s uint words block by block into BUFFER[1][block] (wrapping), halving the stride each step. */
export declare const REDUCE_SHADER: string;
