// Types of workloads.mjs (the parts TypeScript benchmarks read).

/** Per workload: the unit its rate is given in and what one frame draws in that unit. */
export declare const WORKLOADS: Record<
  'fill' | 'tex' | 'tris' | 'alu' | 'calls',
  { readonly unit: string; readonly perFrame: number; readonly size: number }
>;
