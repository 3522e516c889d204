// The type of rendering context the driver draws with: a WebGL2 context, the page's in browsers or
// the npm `gl` package's in Node (made to behave as one by stackgl-compat.ts).

/** A WebGL2 rendering context. */
export type GlContextLike = WebGL2RenderingContext;
