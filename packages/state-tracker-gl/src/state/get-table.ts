// The state glGetBooleanv/Integerv/Floatv/Doublev return, as data: each pname with its value kind and a
// reader. Kinds decide the conversions of GL 1.5 section 6.1.2: `color` values (colours, depth values,
// normals) map linearly to the full integer range; other floats round to the nearest integer.
import type { GlContext } from '../context/gl-context.js';
import { Attrib } from '../draw/program-source.js';
import * as G from '../gl-enums.js';
import { getPixelMapSize, getPixelStore, getPixelTransfer } from '../pixels/index.js';
import { attribOffset } from '../vertex/attrib-layout.js';
import type { ClientArray } from '../vertex/client-arrays.js';
import { ENABLE_CAPS, enableCap } from './enable-caps.js';

export type GetKind = 'bool' | 'int' | 'float' | 'color';

export interface GetEntry {
  kind: GetKind;
  read(c: GlContext): readonly (number | boolean)[];
}

const table = new Map<number, GetEntry>();

function add(pname: number, kind: GetKind, read: (c: GlContext) => readonly (number | boolean)[]): void {
  table.set(pname, { kind, read });
}

const current = (c: GlContext, a: number, n: number) =>
  Array.from(c.current.subarray(attribOffset(a), attribOffset(a) + n));
const matrix = (m: Float32Array) => Array.from(m);

// Current values (GL_CURRENT_BIT).
add(G.GL_CURRENT_COLOR, 'color', (c) => current(c, Attrib.COLOR0, 4));
add(G.GL_CURRENT_SECONDARY_COLOR, 'color', (c) => current(c, Attrib.COLOR1, 4));
add(G.GL_CURRENT_NORMAL, 'color', (c) => current(c, Attrib.NORMAL, 3));
add(G.GL_CURRENT_TEXTURE_COORDS, 'float', (c) => current(c, Attrib.TEXCOORD0 + c.activeTexture, 4));
add(G.GL_CURRENT_FOG_COORD, 'float', (c) => current(c, Attrib.FOG_COORD, 1));
add(G.GL_CURRENT_RASTER_POSITION, 'float', (c) => c.rasterPos.position);
add(G.GL_CURRENT_RASTER_POSITION_VALID, 'bool', (c) => [c.rasterPos.valid]);
add(G.GL_CURRENT_RASTER_DISTANCE, 'float', (c) => [c.rasterPos.distance]);
add(G.GL_CURRENT_RASTER_COLOR, 'color', (c) => c.rasterPos.color);
add(G.GL_CURRENT_RASTER_SECONDARY_COLOR, 'color', (c) => c.rasterPos.secondaryColor);
add(G.GL_CURRENT_RASTER_TEXTURE_COORDS, 'float', (c) => c.rasterPos.texCoords[c.activeTexture]!);
add(G.GL_CURRENT_RASTER_INDEX, 'float', () => [1]);
add(G.GL_EDGE_FLAG, 'bool', (c) => [c.current[attribOffset(Attrib.EDGEFLAG)] !== 0]);

// Transformation.
add(G.GL_MATRIX_MODE, 'int', (c) => [c.st.matrixMode]);
add(G.GL_MODELVIEW_MATRIX, 'float', (c) => matrix(c.ff.modelview));
add(G.GL_PROJECTION_MATRIX, 'float', (c) => matrix(c.ff.projection));
add(G.GL_TEXTURE_MATRIX, 'float', (c) => matrix(c.ff.textureUnits[c.activeTexture]!.matrix));
const transpose = (m: Float32Array) =>
  Array.from({ length: 16 }, (_, i) => m[(i % 4) * 4 + Math.floor(i / 4)]!);
add(G.GL_TRANSPOSE_MODELVIEW_MATRIX, 'float', (c) => transpose(c.ff.modelview));
add(G.GL_TRANSPOSE_PROJECTION_MATRIX, 'float', (c) => transpose(c.ff.projection));
add(G.GL_TRANSPOSE_TEXTURE_MATRIX, 'float', (c) => transpose(c.ff.textureUnits[c.activeTexture]!.matrix));
add(G.GL_MODELVIEW_STACK_DEPTH, 'int', (c) => [c.modelview.depth]);
add(G.GL_PROJECTION_STACK_DEPTH, 'int', (c) => [c.projection.depth]);
add(G.GL_TEXTURE_STACK_DEPTH, 'int', (c) => [c.textureMatrix[c.activeTexture]!.depth]);
add(G.GL_VIEWPORT, 'int', (c) => [
  c.st.viewport.x,
  c.st.viewport.y,
  c.st.viewport.width,
  c.st.viewport.height,
]);
add(G.GL_DEPTH_RANGE, 'color', (c) => [c.st.viewport.near, c.st.viewport.far]);

// Colouring, lighting.
add(G.GL_SHADE_MODEL, 'int', (c) => [c.ff.shadeModel]);
add(G.GL_COLOR_MATERIAL_FACE, 'int', (c) => [c.ff.colorMaterial.face]);
add(G.GL_COLOR_MATERIAL_PARAMETER, 'int', (c) => [c.ff.colorMaterial.mode]);
add(G.GL_LIGHT_MODEL_AMBIENT, 'color', (c) => c.ff.lightModel.ambient);
add(G.GL_LIGHT_MODEL_LOCAL_VIEWER, 'bool', (c) => [c.ff.lightModel.localViewer]);
add(G.GL_LIGHT_MODEL_TWO_SIDE, 'bool', (c) => [c.ff.lightModel.twoSide]);
add(G.GL_LIGHT_MODEL_COLOR_CONTROL, 'int', (c) => [c.ff.lightModel.colorControl]);
add(G.GL_FOG_COLOR, 'color', (c) => c.ff.fog.color);
add(G.GL_FOG_INDEX, 'float', (c) => [c.fogIndex]);
add(G.GL_FOG_DENSITY, 'float', (c) => [c.ff.fog.density]);
add(G.GL_FOG_START, 'float', (c) => [c.ff.fog.start]);
add(G.GL_FOG_END, 'float', (c) => [c.ff.fog.end]);
add(G.GL_FOG_MODE, 'int', (c) => [c.ff.fog.mode]);
add(G.GL_FOG_COORD_SRC, 'int', (c) => [c.ff.fog.coordSource]);

// Rasterization.
add(G.GL_POINT_SIZE, 'float', (c) => [c.ff.point.size]);
add(G.GL_POINT_SIZE_MIN, 'float', (c) => [c.ff.point.minSize]);
add(G.GL_POINT_SIZE_MAX, 'float', (c) => [c.ff.point.maxSize]);
add(G.GL_POINT_FADE_THRESHOLD_SIZE, 'float', (c) => [c.ff.point.fadeThreshold]);
add(G.GL_POINT_DISTANCE_ATTENUATION, 'float', (c) => c.ff.point.distanceAttenuation);
add(G.GL_POINT_SPRITE_COORD_ORIGIN, 'int', (c) => [c.st.pointRaster.spriteCoordOrigin]);
add(G.GL_LINE_WIDTH, 'float', (c) => [c.st.line.width]);
add(G.GL_LINE_STIPPLE_PATTERN, 'int', (c) => [c.st.line.stipplePattern]);
add(G.GL_LINE_STIPPLE_REPEAT, 'int', (c) => [c.st.line.stippleRepeat]);
add(G.GL_CULL_FACE_MODE, 'int', (c) => [c.st.polygon.cullFace]);
add(G.GL_FRONT_FACE, 'int', (c) => [c.st.polygon.frontFace]);
add(G.GL_POLYGON_MODE, 'int', (c) => [c.st.polygon.modeFront, c.st.polygon.modeBack]);
add(G.GL_POLYGON_OFFSET_FACTOR, 'float', (c) => [c.st.polygon.offsetFactor]);
add(G.GL_POLYGON_OFFSET_UNITS, 'float', (c) => [c.st.polygon.offsetUnits]);

// Texturing.
add(G.GL_ACTIVE_TEXTURE, 'int', (c) => [G.GL_TEXTURE0 + c.activeTexture]);
add(G.GL_CLIENT_ACTIVE_TEXTURE, 'int', (c) => [G.GL_TEXTURE0 + c.clientActiveTexture]);
add(G.GL_TEXTURE_BINDING_1D, 'int', (c) => [c.textures.bound(G.GL_TEXTURE_1D).name]);
add(G.GL_TEXTURE_BINDING_2D, 'int', (c) => [c.textures.bound(G.GL_TEXTURE_2D).name]);
add(G.GL_TEXTURE_BINDING_3D, 'int', (c) => [c.textures.bound(G.GL_TEXTURE_3D).name]);
add(G.GL_TEXTURE_BINDING_CUBE_MAP, 'int', (c) => [c.textures.bound(G.GL_TEXTURE_CUBE_MAP).name]);

// Pixel operations.
add(G.GL_SCISSOR_BOX, 'int', (c) => c.st.scissor.box);
add(G.GL_ALPHA_TEST_FUNC, 'int', (c) => [c.st.color.alphaFunc]);
add(G.GL_ALPHA_TEST_REF, 'color', (c) => [c.st.color.alphaRef]);
add(G.GL_STENCIL_FUNC, 'int', (c) => [c.st.stencil.func[0]]);
add(G.GL_STENCIL_VALUE_MASK, 'int', (c) => [c.st.stencil.valueMask[0] | 0]);
add(G.GL_STENCIL_REF, 'int', (c) => [c.st.stencil.ref[0]]);
add(G.GL_STENCIL_FAIL, 'int', (c) => [c.st.stencil.fail[0]]);
add(G.GL_STENCIL_PASS_DEPTH_FAIL, 'int', (c) => [c.st.stencil.zfail[0]]);
add(G.GL_STENCIL_PASS_DEPTH_PASS, 'int', (c) => [c.st.stencil.zpass[0]]);
add(G.GL_STENCIL_BACK_FUNC, 'int', (c) => [c.st.stencil.func[1]]);
add(G.GL_STENCIL_BACK_VALUE_MASK, 'int', (c) => [c.st.stencil.valueMask[1] | 0]);
add(G.GL_STENCIL_BACK_REF, 'int', (c) => [c.st.stencil.ref[1]]);
add(G.GL_STENCIL_BACK_FAIL, 'int', (c) => [c.st.stencil.fail[1]]);
add(G.GL_STENCIL_BACK_PASS_DEPTH_FAIL, 'int', (c) => [c.st.stencil.zfail[1]]);
add(G.GL_STENCIL_BACK_PASS_DEPTH_PASS, 'int', (c) => [c.st.stencil.zpass[1]]);
add(G.GL_STENCIL_BACK_WRITEMASK, 'int', (c) => [c.st.stencil.writeMask[1] | 0]);
add(G.GL_DEPTH_FUNC, 'int', (c) => [c.st.depth.func]);
add(G.GL_BLEND_SRC, 'int', (c) => [c.st.color.blendSrcRgb]);
add(G.GL_BLEND_DST, 'int', (c) => [c.st.color.blendDstRgb]);
add(G.GL_BLEND_SRC_RGB, 'int', (c) => [c.st.color.blendSrcRgb]);
add(G.GL_BLEND_DST_RGB, 'int', (c) => [c.st.color.blendDstRgb]);
add(G.GL_BLEND_SRC_ALPHA, 'int', (c) => [c.st.color.blendSrcAlpha]);
add(G.GL_BLEND_DST_ALPHA, 'int', (c) => [c.st.color.blendDstAlpha]);
add(G.GL_BLEND_EQUATION_RGB, 'int', (c) => [c.st.color.blendEquationRgb]);
add(G.GL_BLEND_EQUATION_ALPHA, 'int', (c) => [c.st.color.blendEquationAlpha]);
add(G.GL_BLEND_COLOR, 'color', (c) => c.st.color.blendColor);
add(G.GL_LOGIC_OP_MODE, 'int', (c) => [c.st.color.logicOpMode]);

// Framebuffer control.
add(G.GL_DRAW_BUFFER, 'int', () => [G.GL_BACK]);
add(G.GL_READ_BUFFER, 'int', () => [G.GL_BACK]);
add(G.GL_COLOR_WRITEMASK, 'bool', (c) => c.st.color.colorMask);
add(G.GL_DEPTH_WRITEMASK, 'bool', (c) => [c.st.depth.mask]);
add(G.GL_STENCIL_WRITEMASK, 'int', (c) => [c.st.stencil.writeMask[0] | 0]);
add(G.GL_COLOR_CLEAR_VALUE, 'color', (c) => c.st.color.clearColor);
add(G.GL_DEPTH_CLEAR_VALUE, 'color', (c) => [c.st.depth.clear]);
add(G.GL_STENCIL_CLEAR_VALUE, 'int', (c) => [c.st.stencil.clear]);

// Hints, lists, multisample.
add(G.GL_PERSPECTIVE_CORRECTION_HINT, 'int', (c) => [c.st.hint.perspectiveCorrection]);
add(G.GL_POINT_SMOOTH_HINT, 'int', (c) => [c.st.hint.pointSmooth]);
add(G.GL_LINE_SMOOTH_HINT, 'int', (c) => [c.st.hint.lineSmooth]);
add(G.GL_POLYGON_SMOOTH_HINT, 'int', (c) => [c.st.hint.polygonSmooth]);
add(G.GL_FOG_HINT, 'int', (c) => [c.st.hint.fog]);
add(G.GL_GENERATE_MIPMAP_HINT, 'int', (c) => [c.st.hint.generateMipmap]);
add(G.GL_TEXTURE_COMPRESSION_HINT, 'int', (c) => [c.st.hint.textureCompression]);
add(G.GL_LIST_BASE, 'int', (c) => [c.st.listBase]);
add(G.GL_LIST_INDEX, 'int', (c) => [c.lists.compiling?.name ?? 0]);
add(G.GL_LIST_MODE, 'int', (c) => [
  c.lists.compiling ? (c.lists.compiling.execute ? G.GL_COMPILE_AND_EXECUTE : G.GL_COMPILE) : 0,
]);
add(G.GL_SAMPLE_COVERAGE_VALUE, 'float', (c) => [c.st.multisample.sampleCoverageValue]);
add(G.GL_SAMPLE_COVERAGE_INVERT, 'bool', (c) => [c.st.multisample.sampleCoverageInvert]);
add(G.GL_SAMPLE_BUFFERS, 'int', () => [0]);
add(G.GL_SAMPLES, 'int', () => [0]);

// Stacks and bindings.
add(G.GL_ATTRIB_STACK_DEPTH, 'int', (c) => [c.attribStack.length]);
add(G.GL_CLIENT_ATTRIB_STACK_DEPTH, 'int', (c) => [c.clientAttribStack.length]);
add(G.GL_ARRAY_BUFFER_BINDING, 'int', (c) => [c.arrays.arrayBuffer?.name ?? 0]);
add(G.GL_ELEMENT_ARRAY_BUFFER_BINDING, 'int', (c) => [c.arrays.elementArrayBuffer?.name ?? 0]);

// Vertex arrays.
const arrayEntries: [number, (c: GlContext) => ClientArray, number, number, number, number][] = [
  [
    G.GL_VERTEX_ARRAY,
    (c) => c.arrays.get(Attrib.POSITION),
    G.GL_VERTEX_ARRAY_SIZE,
    G.GL_VERTEX_ARRAY_TYPE,
    G.GL_VERTEX_ARRAY_STRIDE,
    G.GL_VERTEX_ARRAY_BUFFER_BINDING,
  ],
  [
    G.GL_NORMAL_ARRAY,
    (c) => c.arrays.get(Attrib.NORMAL),
    0,
    G.GL_NORMAL_ARRAY_TYPE,
    G.GL_NORMAL_ARRAY_STRIDE,
    G.GL_NORMAL_ARRAY_BUFFER_BINDING,
  ],
  [
    G.GL_COLOR_ARRAY,
    (c) => c.arrays.get(Attrib.COLOR0),
    G.GL_COLOR_ARRAY_SIZE,
    G.GL_COLOR_ARRAY_TYPE,
    G.GL_COLOR_ARRAY_STRIDE,
    G.GL_COLOR_ARRAY_BUFFER_BINDING,
  ],
  [
    G.GL_SECONDARY_COLOR_ARRAY,
    (c) => c.arrays.get(Attrib.COLOR1),
    G.GL_SECONDARY_COLOR_ARRAY_SIZE,
    G.GL_SECONDARY_COLOR_ARRAY_TYPE,
    G.GL_SECONDARY_COLOR_ARRAY_STRIDE,
    G.GL_SECONDARY_COLOR_ARRAY_BUFFER_BINDING,
  ],
  [
    G.GL_FOG_COORD_ARRAY,
    (c) => c.arrays.get(Attrib.FOG_COORD),
    0,
    G.GL_FOG_COORD_ARRAY_TYPE,
    G.GL_FOG_COORD_ARRAY_STRIDE,
    G.GL_FOG_COORD_ARRAY_BUFFER_BINDING,
  ],
  [
    G.GL_EDGE_FLAG_ARRAY,
    (c) => c.arrays.get(Attrib.EDGEFLAG),
    0,
    0,
    G.GL_EDGE_FLAG_ARRAY_STRIDE,
    G.GL_EDGE_FLAG_ARRAY_BUFFER_BINDING,
  ],
  [
    G.GL_TEXTURE_COORD_ARRAY,
    (c) => c.arrays.texCoord(c.clientActiveTexture),
    G.GL_TEXTURE_COORD_ARRAY_SIZE,
    G.GL_TEXTURE_COORD_ARRAY_TYPE,
    G.GL_TEXTURE_COORD_ARRAY_STRIDE,
    G.GL_TEXTURE_COORD_ARRAY_BUFFER_BINDING,
  ],
  [
    G.GL_INDEX_ARRAY,
    (c) => c.arrays.index,
    0,
    G.GL_INDEX_ARRAY_TYPE,
    G.GL_INDEX_ARRAY_STRIDE,
    G.GL_INDEX_ARRAY_BUFFER_BINDING,
  ],
];
for (const [enableEnum, array, size, type, stride, binding] of arrayEntries) {
  add(enableEnum, 'bool', (c) => [array(c).enabled]);
  if (size) add(size, 'int', (c) => [array(c).size]);
  if (type) add(type, 'int', (c) => [array(c).type]);
  add(stride, 'int', (c) => [array(c).stride]);
  add(binding, 'int', (c) => [array(c).buffer?.name ?? 0]);
}

// Implementation limits and framebuffer sizes.
add(G.GL_MAX_LIGHTS, 'int', (c) => [c.limits.lights]);
add(G.GL_MAX_CLIP_PLANES, 'int', (c) => [c.limits.clipPlanes]);
add(G.GL_MAX_MODELVIEW_STACK_DEPTH, 'int', (c) => [c.limits.modelviewStackDepth]);
add(G.GL_MAX_PROJECTION_STACK_DEPTH, 'int', (c) => [c.limits.projectionStackDepth]);
add(G.GL_MAX_TEXTURE_STACK_DEPTH, 'int', (c) => [c.limits.textureStackDepth]);
add(G.GL_MAX_ATTRIB_STACK_DEPTH, 'int', (c) => [c.limits.attribStackDepth]);
add(G.GL_MAX_CLIENT_ATTRIB_STACK_DEPTH, 'int', (c) => [c.limits.clientAttribStackDepth]);
add(G.GL_MAX_LIST_NESTING, 'int', (c) => [c.limits.listNesting]);
add(G.GL_MAX_TEXTURE_SIZE, 'int', (c) => [c.limits.maxTextureSize]);
add(G.GL_MAX_3D_TEXTURE_SIZE, 'int', (c) => [c.limits.max3dTextureSize]);
add(G.GL_MAX_CUBE_MAP_TEXTURE_SIZE, 'int', (c) => [c.limits.maxCubeMapTextureSize]);
add(G.GL_MAX_TEXTURE_UNITS, 'int', (c) => [c.limits.textureUnits]);
add(G.GL_MAX_TEXTURE_LOD_BIAS, 'float', (c) => [c.limits.maxLodBias]);
add(G.GL_MAX_TEXTURE_MAX_ANISOTROPY_EXT, 'float', (c) => [c.limits.maxAnisotropy]);
add(G.GL_MAX_VIEWPORT_DIMS, 'int', (c) => c.limits.viewportMax);
add(G.GL_MAX_ELEMENTS_VERTICES, 'int', () => [3000]);
add(G.GL_MAX_ELEMENTS_INDICES, 'int', () => [3000]);
add(G.GL_ALIASED_POINT_SIZE_RANGE, 'float', (c) => c.limits.pointSizeRange);
add(G.GL_SMOOTH_POINT_SIZE_RANGE, 'float', (c) => c.limits.pointSizeRange);
add(G.GL_SMOOTH_POINT_SIZE_GRANULARITY, 'float', () => [0.1]);
add(G.GL_ALIASED_LINE_WIDTH_RANGE, 'float', (c) => c.limits.lineWidthRange);
add(G.GL_SMOOTH_LINE_WIDTH_RANGE, 'float', (c) => c.limits.lineWidthRange);
add(G.GL_SMOOTH_LINE_WIDTH_GRANULARITY, 'float', () => [0.1]);
add(G.GL_SUBPIXEL_BITS, 'int', () => [8]);
add(G.GL_RED_BITS, 'int', () => [8]);
add(G.GL_GREEN_BITS, 'int', () => [8]);
add(G.GL_BLUE_BITS, 'int', () => [8]);
add(G.GL_ALPHA_BITS, 'int', () => [8]);
add(G.GL_DEPTH_BITS, 'int', (c) => [c.fb.depthBits]);
add(G.GL_STENCIL_BITS, 'int', (c) => [c.fb.stencilBits]);
add(G.GL_DOUBLEBUFFER, 'bool', () => [false]);
add(G.GL_STEREO, 'bool', () => [false]);
add(G.GL_RGBA_MODE, 'bool', () => [true]);
add(G.GL_INDEX_MODE, 'bool', () => [false]);
add(G.GL_AUX_BUFFERS, 'int', () => [0]);
add(G.GL_NUM_COMPRESSED_TEXTURE_FORMATS, 'int', () => [0]);

add(G.GL_ZOOM_X, 'float', (c) => [c.zoom[0]]);
add(G.GL_ZOOM_Y, 'float', (c) => [c.zoom[1]]);

/** The pixel store, transfer and map-size names, answered by the pixel module. */
function pixelEntry(c: GlContext, pname: number): GetEntry | undefined {
  if (getPixelStore(c.pack, c.unpack, pname) !== undefined) {
    return { kind: 'int', read: (ctx) => [getPixelStore(ctx.pack, ctx.unpack, pname)!] };
  }
  if (getPixelTransfer(c.transfer, pname) !== undefined) {
    return { kind: 'float', read: (ctx) => [getPixelTransfer(ctx.transfer, pname)!] };
  }
  if (getPixelMapSize(c.transfer, pname) !== undefined) {
    return { kind: 'int', read: (ctx) => [getPixelMapSize(ctx.transfer, pname)!] };
  }
  return undefined;
}

/** The get entry of `pname` for this context: the table above, pixel state, then every enable capability. */
export function getEntry(c: GlContext, pname: number): GetEntry | undefined {
  const entry = table.get(pname) ?? pixelEntry(c, pname);
  if (entry) return entry;
  const cap = enableCap(c, pname);
  return cap ? { kind: 'bool', read: (ctx) => [cap.get(ctx)] } : undefined;
}

/** Every pname glGet answers (for tests). */
export function allGetPnames(): number[] {
  return [...table.keys(), ...ENABLE_CAPS];
}
