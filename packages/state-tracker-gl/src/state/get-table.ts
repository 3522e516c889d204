// The state glGetBooleanv/Integerv/Floatv/Doublev return, as data: each pname with its value kind and a
// reader. Kinds decide the conversions of GL 1.5 section 6.1.2: `color` values (colours, depth values,
// normals) map linearly to the full integer range; other floats round to the nearest integer.

import { ARB_PROGRAM_GETS } from '../api/arb-program-queries.js';
import { LISTED_COMPRESSED_FORMATS } from '../compressed/compressed-formats.js';
import type { GlContext } from '../context/gl-context.js';
import { Attrib } from '../draw/program-source.js';
import { EVALUATOR_GETS } from '../eval/eval-tables.js';
import { MAX_NAME_STACK_DEPTH } from '../feedback/select-feedback.js';
import {
  GL_ACCUM_ALPHA_BITS,
  GL_ACCUM_BLUE_BITS,
  GL_ACCUM_CLEAR_VALUE,
  GL_ACCUM_GREEN_BITS,
  GL_ACCUM_RED_BITS,
  GL_ACTIVE_TEXTURE,
  GL_ALIASED_LINE_WIDTH_RANGE,
  GL_ALIASED_POINT_SIZE_RANGE,
  GL_ALPHA_BITS,
  GL_ALPHA_TEST_FUNC,
  GL_ALPHA_TEST_REF,
  GL_ARRAY_BUFFER_BINDING,
  GL_ATTRIB_STACK_DEPTH,
  GL_AUX_BUFFERS,
  GL_BLEND_COLOR,
  GL_BLEND_DST,
  GL_BLEND_DST_ALPHA,
  GL_BLEND_DST_RGB,
  GL_BLEND_EQUATION_ALPHA,
  GL_BLEND_EQUATION_RGB,
  GL_BLEND_SRC,
  GL_BLEND_SRC_ALPHA,
  GL_BLEND_SRC_RGB,
  GL_BLUE_BITS,
  GL_CLIENT_ACTIVE_TEXTURE,
  GL_CLIENT_ATTRIB_STACK_DEPTH,
  GL_COLOR_ARRAY,
  GL_COLOR_ARRAY_BUFFER_BINDING,
  GL_COLOR_ARRAY_SIZE,
  GL_COLOR_ARRAY_STRIDE,
  GL_COLOR_ARRAY_TYPE,
  GL_COLOR_CLEAR_VALUE,
  GL_COLOR_MATERIAL_FACE,
  GL_COLOR_MATERIAL_PARAMETER,
  GL_COLOR_WRITEMASK,
  GL_COMPILE,
  GL_COMPILE_AND_EXECUTE,
  GL_COMPRESSED_TEXTURE_FORMATS,
  GL_CULL_FACE_MODE,
  GL_CURRENT_COLOR,
  GL_CURRENT_FOG_COORD,
  GL_CURRENT_INDEX,
  GL_CURRENT_NORMAL,
  GL_CURRENT_RASTER_COLOR,
  GL_CURRENT_RASTER_DISTANCE,
  GL_CURRENT_RASTER_INDEX,
  GL_CURRENT_RASTER_POSITION,
  GL_CURRENT_RASTER_POSITION_VALID,
  GL_CURRENT_RASTER_SECONDARY_COLOR,
  GL_CURRENT_RASTER_TEXTURE_COORDS,
  GL_CURRENT_SECONDARY_COLOR,
  GL_CURRENT_TEXTURE_COORDS,
  GL_DEPTH_BITS,
  GL_DEPTH_CLEAR_VALUE,
  GL_DEPTH_FUNC,
  GL_DEPTH_RANGE,
  GL_DEPTH_WRITEMASK,
  GL_DOUBLEBUFFER,
  GL_DRAW_BUFFER,
  GL_EDGE_FLAG,
  GL_EDGE_FLAG_ARRAY,
  GL_EDGE_FLAG_ARRAY_BUFFER_BINDING,
  GL_EDGE_FLAG_ARRAY_STRIDE,
  GL_ELEMENT_ARRAY_BUFFER_BINDING,
  GL_FEEDBACK_BUFFER_SIZE,
  GL_FEEDBACK_BUFFER_TYPE,
  GL_FOG_COLOR,
  GL_FOG_COORD_ARRAY,
  GL_FOG_COORD_ARRAY_BUFFER_BINDING,
  GL_FOG_COORD_ARRAY_STRIDE,
  GL_FOG_COORD_ARRAY_TYPE,
  GL_FOG_COORD_SRC,
  GL_FOG_DENSITY,
  GL_FOG_END,
  GL_FOG_HINT,
  GL_FOG_INDEX,
  GL_FOG_MODE,
  GL_FOG_START,
  GL_FRONT_FACE,
  GL_GENERATE_MIPMAP_HINT,
  GL_GREEN_BITS,
  GL_INDEX_ARRAY,
  GL_INDEX_ARRAY_BUFFER_BINDING,
  GL_INDEX_ARRAY_STRIDE,
  GL_INDEX_ARRAY_TYPE,
  GL_INDEX_BITS,
  GL_INDEX_CLEAR_VALUE,
  GL_INDEX_MODE,
  GL_INDEX_WRITEMASK,
  GL_LIGHT_MODEL_AMBIENT,
  GL_LIGHT_MODEL_COLOR_CONTROL,
  GL_LIGHT_MODEL_LOCAL_VIEWER,
  GL_LIGHT_MODEL_TWO_SIDE,
  GL_LINE_SMOOTH_HINT,
  GL_LINE_STIPPLE_PATTERN,
  GL_LINE_STIPPLE_REPEAT,
  GL_LINE_WIDTH,
  GL_LIST_BASE,
  GL_LIST_INDEX,
  GL_LIST_MODE,
  GL_LOGIC_OP_MODE,
  GL_MATRIX_MODE,
  GL_MAX_3D_TEXTURE_SIZE,
  GL_MAX_ATTRIB_STACK_DEPTH,
  GL_MAX_CLIENT_ATTRIB_STACK_DEPTH,
  GL_MAX_CLIP_PLANES,
  GL_MAX_CUBE_MAP_TEXTURE_SIZE,
  GL_MAX_ELEMENTS_INDICES,
  GL_MAX_ELEMENTS_VERTICES,
  GL_MAX_LIGHTS,
  GL_MAX_LIST_NESTING,
  GL_MAX_MODELVIEW_STACK_DEPTH,
  GL_MAX_NAME_STACK_DEPTH,
  GL_MAX_PROJECTION_STACK_DEPTH,
  GL_MAX_RECTANGLE_TEXTURE_SIZE,
  GL_MAX_TEXTURE_LOD_BIAS,
  GL_MAX_TEXTURE_MAX_ANISOTROPY_EXT,
  GL_MAX_TEXTURE_SIZE,
  GL_MAX_TEXTURE_STACK_DEPTH,
  GL_MAX_TEXTURE_UNITS,
  GL_MAX_VIEWPORT_DIMS,
  GL_MODELVIEW_MATRIX,
  GL_MODELVIEW_STACK_DEPTH,
  GL_NAME_STACK_DEPTH,
  GL_NORMAL_ARRAY,
  GL_NORMAL_ARRAY_BUFFER_BINDING,
  GL_NORMAL_ARRAY_STRIDE,
  GL_NORMAL_ARRAY_TYPE,
  GL_NUM_COMPRESSED_TEXTURE_FORMATS,
  GL_PERSPECTIVE_CORRECTION_HINT,
  GL_POINT_DISTANCE_ATTENUATION,
  GL_POINT_FADE_THRESHOLD_SIZE,
  GL_POINT_SIZE,
  GL_POINT_SIZE_MAX,
  GL_POINT_SIZE_MIN,
  GL_POINT_SMOOTH_HINT,
  GL_POINT_SPRITE_COORD_ORIGIN,
  GL_POLYGON_MODE,
  GL_POLYGON_OFFSET_FACTOR,
  GL_POLYGON_OFFSET_UNITS,
  GL_POLYGON_SMOOTH_HINT,
  GL_PROJECTION_MATRIX,
  GL_PROJECTION_STACK_DEPTH,
  GL_READ_BUFFER,
  GL_RED_BITS,
  GL_RENDER_MODE,
  GL_RGBA_MODE,
  GL_SAMPLE_BUFFERS,
  GL_SAMPLE_COVERAGE_INVERT,
  GL_SAMPLE_COVERAGE_VALUE,
  GL_SAMPLES,
  GL_SCISSOR_BOX,
  GL_SECONDARY_COLOR_ARRAY,
  GL_SECONDARY_COLOR_ARRAY_BUFFER_BINDING,
  GL_SECONDARY_COLOR_ARRAY_SIZE,
  GL_SECONDARY_COLOR_ARRAY_STRIDE,
  GL_SECONDARY_COLOR_ARRAY_TYPE,
  GL_SELECTION_BUFFER_SIZE,
  GL_SHADE_MODEL,
  GL_SMOOTH_LINE_WIDTH_GRANULARITY,
  GL_SMOOTH_LINE_WIDTH_RANGE,
  GL_SMOOTH_POINT_SIZE_GRANULARITY,
  GL_SMOOTH_POINT_SIZE_RANGE,
  GL_STENCIL_BACK_FAIL,
  GL_STENCIL_BACK_FUNC,
  GL_STENCIL_BACK_PASS_DEPTH_FAIL,
  GL_STENCIL_BACK_PASS_DEPTH_PASS,
  GL_STENCIL_BACK_REF,
  GL_STENCIL_BACK_VALUE_MASK,
  GL_STENCIL_BACK_WRITEMASK,
  GL_STENCIL_BITS,
  GL_STENCIL_CLEAR_VALUE,
  GL_STENCIL_FAIL,
  GL_STENCIL_FUNC,
  GL_STENCIL_PASS_DEPTH_FAIL,
  GL_STENCIL_PASS_DEPTH_PASS,
  GL_STENCIL_REF,
  GL_STENCIL_VALUE_MASK,
  GL_STENCIL_WRITEMASK,
  GL_STEREO,
  GL_SUBPIXEL_BITS,
  GL_TEXTURE_1D,
  GL_TEXTURE_2D,
  GL_TEXTURE_3D,
  GL_TEXTURE_BINDING_1D,
  GL_TEXTURE_BINDING_2D,
  GL_TEXTURE_BINDING_3D,
  GL_TEXTURE_BINDING_CUBE_MAP,
  GL_TEXTURE_BINDING_RECTANGLE,
  GL_TEXTURE_COMPRESSION_HINT,
  GL_TEXTURE_COORD_ARRAY,
  GL_TEXTURE_COORD_ARRAY_BUFFER_BINDING,
  GL_TEXTURE_COORD_ARRAY_SIZE,
  GL_TEXTURE_COORD_ARRAY_STRIDE,
  GL_TEXTURE_COORD_ARRAY_TYPE,
  GL_TEXTURE_CUBE_MAP,
  GL_TEXTURE_MATRIX,
  GL_TEXTURE_RECTANGLE,
  GL_TEXTURE_STACK_DEPTH,
  GL_TEXTURE0,
  GL_TRANSPOSE_MODELVIEW_MATRIX,
  GL_TRANSPOSE_PROJECTION_MATRIX,
  GL_TRANSPOSE_TEXTURE_MATRIX,
  GL_VERTEX_ARRAY,
  GL_VERTEX_ARRAY_BUFFER_BINDING,
  GL_VERTEX_ARRAY_SIZE,
  GL_VERTEX_ARRAY_STRIDE,
  GL_VERTEX_ARRAY_TYPE,
  GL_VIEWPORT,
  GL_ZOOM_X,
  GL_ZOOM_Y,
} from '../gl-enums.js';
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
add(GL_CURRENT_COLOR, 'color', (c) => current(c, Attrib.COLOR0, 4));
add(GL_CURRENT_SECONDARY_COLOR, 'color', (c) => current(c, Attrib.COLOR1, 4));
add(GL_CURRENT_NORMAL, 'color', (c) => current(c, Attrib.NORMAL, 3));
add(GL_CURRENT_TEXTURE_COORDS, 'float', (c) => current(c, Attrib.TEXCOORD0 + c.activeTexture, 4));
add(GL_CURRENT_FOG_COORD, 'float', (c) => current(c, Attrib.FOG_COORD, 1));
add(GL_CURRENT_RASTER_POSITION, 'float', (c) => c.rasterPos.position);
add(GL_CURRENT_RASTER_POSITION_VALID, 'bool', (c) => [c.rasterPos.valid]);
add(GL_CURRENT_RASTER_DISTANCE, 'float', (c) => [c.rasterPos.distance]);
add(GL_CURRENT_RASTER_COLOR, 'color', (c) => c.rasterPos.color);
add(GL_CURRENT_RASTER_SECONDARY_COLOR, 'color', (c) => c.rasterPos.secondaryColor);
add(GL_CURRENT_RASTER_TEXTURE_COORDS, 'float', (c) => c.rasterPos.texCoords[c.activeTexture]!);
add(GL_CURRENT_RASTER_INDEX, 'float', () => [1]);
add(GL_CURRENT_INDEX, 'float', (c) => [c.currentIndex]);
add(GL_EDGE_FLAG, 'bool', (c) => [c.current[attribOffset(Attrib.EDGEFLAG)] !== 0]);

// Transformation.
add(GL_MATRIX_MODE, 'int', (c) => [c.st.matrixMode]);
add(GL_MODELVIEW_MATRIX, 'float', (c) => matrix(c.ff.modelview));
add(GL_PROJECTION_MATRIX, 'float', (c) => matrix(c.ff.projection));
add(GL_TEXTURE_MATRIX, 'float', (c) => matrix(c.ff.textureUnits[c.activeTexture]!.matrix));
const transpose = (m: Float32Array) =>
  Array.from({ length: 16 }, (_, i) => m[(i % 4) * 4 + Math.floor(i / 4)]!);
add(GL_TRANSPOSE_MODELVIEW_MATRIX, 'float', (c) => transpose(c.ff.modelview));
add(GL_TRANSPOSE_PROJECTION_MATRIX, 'float', (c) => transpose(c.ff.projection));
add(GL_TRANSPOSE_TEXTURE_MATRIX, 'float', (c) => transpose(c.ff.textureUnits[c.activeTexture]!.matrix));
add(GL_MODELVIEW_STACK_DEPTH, 'int', (c) => [c.modelview.depth]);
add(GL_PROJECTION_STACK_DEPTH, 'int', (c) => [c.projection.depth]);
add(GL_TEXTURE_STACK_DEPTH, 'int', (c) => [c.textureMatrix[c.activeTexture]!.depth]);
add(GL_VIEWPORT, 'int', (c) => [c.st.viewport.x, c.st.viewport.y, c.st.viewport.width, c.st.viewport.height]);
add(GL_DEPTH_RANGE, 'color', (c) => [c.st.viewport.near, c.st.viewport.far]);

// Colouring, lighting.
add(GL_SHADE_MODEL, 'int', (c) => [c.ff.shadeModel]);
add(GL_COLOR_MATERIAL_FACE, 'int', (c) => [c.ff.colorMaterial.face]);
add(GL_COLOR_MATERIAL_PARAMETER, 'int', (c) => [c.ff.colorMaterial.mode]);
add(GL_LIGHT_MODEL_AMBIENT, 'color', (c) => c.ff.lightModel.ambient);
add(GL_LIGHT_MODEL_LOCAL_VIEWER, 'bool', (c) => [c.ff.lightModel.localViewer]);
add(GL_LIGHT_MODEL_TWO_SIDE, 'bool', (c) => [c.ff.lightModel.twoSide]);
add(GL_LIGHT_MODEL_COLOR_CONTROL, 'int', (c) => [c.ff.lightModel.colorControl]);
add(GL_FOG_COLOR, 'color', (c) => c.ff.fog.color);
add(GL_FOG_INDEX, 'float', (c) => [c.fogIndex]);
add(GL_FOG_DENSITY, 'float', (c) => [c.ff.fog.density]);
add(GL_FOG_START, 'float', (c) => [c.ff.fog.start]);
add(GL_FOG_END, 'float', (c) => [c.ff.fog.end]);
add(GL_FOG_MODE, 'int', (c) => [c.ff.fog.mode]);
add(GL_FOG_COORD_SRC, 'int', (c) => [c.ff.fog.coordSource]);

// Rasterization.
add(GL_POINT_SIZE, 'float', (c) => [c.ff.point.size]);
add(GL_POINT_SIZE_MIN, 'float', (c) => [c.ff.point.minSize]);
add(GL_POINT_SIZE_MAX, 'float', (c) => [c.ff.point.maxSize]);
add(GL_POINT_FADE_THRESHOLD_SIZE, 'float', (c) => [c.ff.point.fadeThreshold]);
add(GL_POINT_DISTANCE_ATTENUATION, 'float', (c) => c.ff.point.distanceAttenuation);
add(GL_POINT_SPRITE_COORD_ORIGIN, 'int', (c) => [c.st.pointRaster.spriteCoordOrigin]);
add(GL_LINE_WIDTH, 'float', (c) => [c.st.line.width]);
add(GL_LINE_STIPPLE_PATTERN, 'int', (c) => [c.st.line.stipplePattern]);
add(GL_LINE_STIPPLE_REPEAT, 'int', (c) => [c.st.line.stippleRepeat]);
add(GL_CULL_FACE_MODE, 'int', (c) => [c.st.polygon.cullFace]);
add(GL_FRONT_FACE, 'int', (c) => [c.st.polygon.frontFace]);
add(GL_POLYGON_MODE, 'int', (c) => [c.st.polygon.modeFront, c.st.polygon.modeBack]);
add(GL_POLYGON_OFFSET_FACTOR, 'float', (c) => [c.st.polygon.offsetFactor]);
add(GL_POLYGON_OFFSET_UNITS, 'float', (c) => [c.st.polygon.offsetUnits]);

// Texturing.
add(GL_ACTIVE_TEXTURE, 'int', (c) => [GL_TEXTURE0 + c.activeTexture]);
add(GL_CLIENT_ACTIVE_TEXTURE, 'int', (c) => [GL_TEXTURE0 + c.clientActiveTexture]);
add(GL_TEXTURE_BINDING_1D, 'int', (c) => [c.textures.bound(GL_TEXTURE_1D).name]);
add(GL_TEXTURE_BINDING_2D, 'int', (c) => [c.textures.bound(GL_TEXTURE_2D).name]);
add(GL_TEXTURE_BINDING_3D, 'int', (c) => [c.textures.bound(GL_TEXTURE_3D).name]);
add(GL_TEXTURE_BINDING_CUBE_MAP, 'int', (c) => [c.textures.bound(GL_TEXTURE_CUBE_MAP).name]);
add(GL_TEXTURE_BINDING_RECTANGLE, 'int', (c) => [c.textures.bound(GL_TEXTURE_RECTANGLE).name]);

// Pixel operations.
add(GL_SCISSOR_BOX, 'int', (c) => c.st.scissor.box);
add(GL_ALPHA_TEST_FUNC, 'int', (c) => [c.st.color.alphaFunc]);
add(GL_ALPHA_TEST_REF, 'color', (c) => [c.st.color.alphaRef]);
add(GL_STENCIL_FUNC, 'int', (c) => [c.st.stencil.func[0]]);
add(GL_STENCIL_VALUE_MASK, 'int', (c) => [c.st.stencil.valueMask[0] | 0]);
add(GL_STENCIL_REF, 'int', (c) => [c.st.stencil.ref[0]]);
add(GL_STENCIL_FAIL, 'int', (c) => [c.st.stencil.fail[0]]);
add(GL_STENCIL_PASS_DEPTH_FAIL, 'int', (c) => [c.st.stencil.zfail[0]]);
add(GL_STENCIL_PASS_DEPTH_PASS, 'int', (c) => [c.st.stencil.zpass[0]]);
add(GL_STENCIL_BACK_FUNC, 'int', (c) => [c.st.stencil.func[1]]);
add(GL_STENCIL_BACK_VALUE_MASK, 'int', (c) => [c.st.stencil.valueMask[1] | 0]);
add(GL_STENCIL_BACK_REF, 'int', (c) => [c.st.stencil.ref[1]]);
add(GL_STENCIL_BACK_FAIL, 'int', (c) => [c.st.stencil.fail[1]]);
add(GL_STENCIL_BACK_PASS_DEPTH_FAIL, 'int', (c) => [c.st.stencil.zfail[1]]);
add(GL_STENCIL_BACK_PASS_DEPTH_PASS, 'int', (c) => [c.st.stencil.zpass[1]]);
add(GL_STENCIL_BACK_WRITEMASK, 'int', (c) => [c.st.stencil.writeMask[1] | 0]);
add(GL_DEPTH_FUNC, 'int', (c) => [c.st.depth.func]);
add(GL_BLEND_SRC, 'int', (c) => [c.st.color.blendSrcRgb]);
add(GL_BLEND_DST, 'int', (c) => [c.st.color.blendDstRgb]);
add(GL_BLEND_SRC_RGB, 'int', (c) => [c.st.color.blendSrcRgb]);
add(GL_BLEND_DST_RGB, 'int', (c) => [c.st.color.blendDstRgb]);
add(GL_BLEND_SRC_ALPHA, 'int', (c) => [c.st.color.blendSrcAlpha]);
add(GL_BLEND_DST_ALPHA, 'int', (c) => [c.st.color.blendDstAlpha]);
add(GL_BLEND_EQUATION_RGB, 'int', (c) => [c.st.color.blendEquationRgb]);
add(GL_BLEND_EQUATION_ALPHA, 'int', (c) => [c.st.color.blendEquationAlpha]);
add(GL_BLEND_COLOR, 'color', (c) => c.st.color.blendColor);
add(GL_LOGIC_OP_MODE, 'int', (c) => [c.st.color.logicOpMode]);

// Framebuffer control.
add(GL_DRAW_BUFFER, 'int', (c) => [c.st.color.drawBuffer]);
add(GL_READ_BUFFER, 'int', (c) => [c.st.readBuffer]);
add(GL_COLOR_WRITEMASK, 'bool', (c) => c.st.color.colorMask);
add(GL_DEPTH_WRITEMASK, 'bool', (c) => [c.st.depth.mask]);
add(GL_STENCIL_WRITEMASK, 'int', (c) => [c.st.stencil.writeMask[0] | 0]);
add(GL_COLOR_CLEAR_VALUE, 'color', (c) => c.st.color.clearColor);
add(GL_DEPTH_CLEAR_VALUE, 'color', (c) => [c.st.depth.clear]);
add(GL_INDEX_CLEAR_VALUE, 'int', (c) => [c.st.color.clearIndex]);
add(GL_INDEX_WRITEMASK, 'int', (c) => [c.st.color.indexMask]);
add(GL_STENCIL_CLEAR_VALUE, 'int', (c) => [c.st.stencil.clear]);
add(GL_ACCUM_CLEAR_VALUE, 'color', (c) => c.st.accumClear);
for (const pname of [GL_ACCUM_RED_BITS, GL_ACCUM_GREEN_BITS, GL_ACCUM_BLUE_BITS, GL_ACCUM_ALPHA_BITS]) {
  add(pname, 'int', (c) => [c.fb.accum ? 16 : 0]);
}

// Hints, lists, multisample.
add(GL_PERSPECTIVE_CORRECTION_HINT, 'int', (c) => [c.st.hint.perspectiveCorrection]);
add(GL_POINT_SMOOTH_HINT, 'int', (c) => [c.st.hint.pointSmooth]);
add(GL_LINE_SMOOTH_HINT, 'int', (c) => [c.st.hint.lineSmooth]);
add(GL_POLYGON_SMOOTH_HINT, 'int', (c) => [c.st.hint.polygonSmooth]);
add(GL_FOG_HINT, 'int', (c) => [c.st.hint.fog]);
add(GL_GENERATE_MIPMAP_HINT, 'int', (c) => [c.st.hint.generateMipmap]);
add(GL_TEXTURE_COMPRESSION_HINT, 'int', (c) => [c.st.hint.textureCompression]);
add(GL_LIST_BASE, 'int', (c) => [c.st.listBase]);
add(GL_LIST_INDEX, 'int', (c) => [c.lists.compiling?.name ?? 0]);
add(GL_LIST_MODE, 'int', (c) => [
  c.lists.compiling ? (c.lists.compiling.execute ? GL_COMPILE_AND_EXECUTE : GL_COMPILE) : 0,
]);
add(GL_SAMPLE_COVERAGE_VALUE, 'float', (c) => [c.st.multisample.sampleCoverageValue]);
add(GL_SAMPLE_COVERAGE_INVERT, 'bool', (c) => [c.st.multisample.sampleCoverageInvert]);
add(GL_SAMPLE_BUFFERS, 'int', () => [0]);
add(GL_SAMPLES, 'int', () => [0]);

// Stacks and bindings.
add(GL_ATTRIB_STACK_DEPTH, 'int', (c) => [c.attribStack.length]);
add(GL_CLIENT_ATTRIB_STACK_DEPTH, 'int', (c) => [c.clientAttribStack.length]);
add(GL_ARRAY_BUFFER_BINDING, 'int', (c) => [c.arrays.arrayBuffer?.name ?? 0]);
add(GL_ELEMENT_ARRAY_BUFFER_BINDING, 'int', (c) => [c.arrays.elementArrayBuffer?.name ?? 0]);

// Vertex arrays.
const arrayEntries: [number, (c: GlContext) => ClientArray, number, number, number, number][] = [
  [
    GL_VERTEX_ARRAY,
    (c) => c.arrays.get(Attrib.POSITION),
    GL_VERTEX_ARRAY_SIZE,
    GL_VERTEX_ARRAY_TYPE,
    GL_VERTEX_ARRAY_STRIDE,
    GL_VERTEX_ARRAY_BUFFER_BINDING,
  ],
  [
    GL_NORMAL_ARRAY,
    (c) => c.arrays.get(Attrib.NORMAL),
    0,
    GL_NORMAL_ARRAY_TYPE,
    GL_NORMAL_ARRAY_STRIDE,
    GL_NORMAL_ARRAY_BUFFER_BINDING,
  ],
  [
    GL_COLOR_ARRAY,
    (c) => c.arrays.get(Attrib.COLOR0),
    GL_COLOR_ARRAY_SIZE,
    GL_COLOR_ARRAY_TYPE,
    GL_COLOR_ARRAY_STRIDE,
    GL_COLOR_ARRAY_BUFFER_BINDING,
  ],
  [
    GL_SECONDARY_COLOR_ARRAY,
    (c) => c.arrays.get(Attrib.COLOR1),
    GL_SECONDARY_COLOR_ARRAY_SIZE,
    GL_SECONDARY_COLOR_ARRAY_TYPE,
    GL_SECONDARY_COLOR_ARRAY_STRIDE,
    GL_SECONDARY_COLOR_ARRAY_BUFFER_BINDING,
  ],
  [
    GL_FOG_COORD_ARRAY,
    (c) => c.arrays.get(Attrib.FOG_COORD),
    0,
    GL_FOG_COORD_ARRAY_TYPE,
    GL_FOG_COORD_ARRAY_STRIDE,
    GL_FOG_COORD_ARRAY_BUFFER_BINDING,
  ],
  [
    GL_EDGE_FLAG_ARRAY,
    (c) => c.arrays.get(Attrib.EDGEFLAG),
    0,
    0,
    GL_EDGE_FLAG_ARRAY_STRIDE,
    GL_EDGE_FLAG_ARRAY_BUFFER_BINDING,
  ],
  [
    GL_TEXTURE_COORD_ARRAY,
    (c) => c.arrays.texCoord(c.clientActiveTexture),
    GL_TEXTURE_COORD_ARRAY_SIZE,
    GL_TEXTURE_COORD_ARRAY_TYPE,
    GL_TEXTURE_COORD_ARRAY_STRIDE,
    GL_TEXTURE_COORD_ARRAY_BUFFER_BINDING,
  ],
  [
    GL_INDEX_ARRAY,
    (c) => c.arrays.index,
    0,
    GL_INDEX_ARRAY_TYPE,
    GL_INDEX_ARRAY_STRIDE,
    GL_INDEX_ARRAY_BUFFER_BINDING,
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
add(GL_MAX_LIGHTS, 'int', (c) => [c.limits.lights]);
add(GL_MAX_CLIP_PLANES, 'int', (c) => [c.limits.clipPlanes]);
add(GL_MAX_MODELVIEW_STACK_DEPTH, 'int', (c) => [c.limits.modelviewStackDepth]);
add(GL_MAX_PROJECTION_STACK_DEPTH, 'int', (c) => [c.limits.projectionStackDepth]);
add(GL_MAX_TEXTURE_STACK_DEPTH, 'int', (c) => [c.limits.textureStackDepth]);
add(GL_MAX_ATTRIB_STACK_DEPTH, 'int', (c) => [c.limits.attribStackDepth]);
add(GL_MAX_CLIENT_ATTRIB_STACK_DEPTH, 'int', (c) => [c.limits.clientAttribStackDepth]);
add(GL_MAX_LIST_NESTING, 'int', (c) => [c.limits.listNesting]);
add(GL_MAX_TEXTURE_SIZE, 'int', (c) => [c.limits.maxTextureSize]);
add(GL_MAX_3D_TEXTURE_SIZE, 'int', (c) => [c.limits.max3dTextureSize]);
add(GL_MAX_CUBE_MAP_TEXTURE_SIZE, 'int', (c) => [c.limits.maxCubeMapTextureSize]);
add(GL_MAX_RECTANGLE_TEXTURE_SIZE, 'int', (c) => [c.limits.maxRectangleTextureSize]);
add(GL_MAX_TEXTURE_UNITS, 'int', (c) => [c.limits.textureUnits]);
add(GL_MAX_TEXTURE_LOD_BIAS, 'float', (c) => [c.limits.maxLodBias]);
add(GL_MAX_TEXTURE_MAX_ANISOTROPY_EXT, 'float', (c) => [c.limits.maxAnisotropy]);
add(GL_MAX_VIEWPORT_DIMS, 'int', (c) => c.limits.viewportMax);
add(GL_MAX_ELEMENTS_VERTICES, 'int', () => [3000]);
add(GL_MAX_ELEMENTS_INDICES, 'int', () => [3000]);
add(GL_ALIASED_POINT_SIZE_RANGE, 'float', (c) => c.limits.pointSizeRange);
add(GL_SMOOTH_POINT_SIZE_RANGE, 'float', (c) => c.limits.pointSizeRange);
add(GL_SMOOTH_POINT_SIZE_GRANULARITY, 'float', () => [0.1]);
add(GL_ALIASED_LINE_WIDTH_RANGE, 'float', (c) => c.limits.lineWidthRange);
add(GL_SMOOTH_LINE_WIDTH_RANGE, 'float', (c) => c.limits.lineWidthRange);
add(GL_SMOOTH_LINE_WIDTH_GRANULARITY, 'float', () => [0.1]);
add(GL_SUBPIXEL_BITS, 'int', () => [8]);
add(GL_RED_BITS, 'int', () => [8]);
add(GL_GREEN_BITS, 'int', () => [8]);
add(GL_BLUE_BITS, 'int', () => [8]);
add(GL_ALPHA_BITS, 'int', () => [8]);
add(GL_DEPTH_BITS, 'int', (c) => [c.fb.depthBits]);
add(GL_STENCIL_BITS, 'int', (c) => [c.fb.stencilBits]);
add(GL_DOUBLEBUFFER, 'bool', (c) => [c.fb.back !== null]);
add(GL_STEREO, 'bool', () => [false]);
add(GL_RGBA_MODE, 'bool', () => [true]);
add(GL_INDEX_MODE, 'bool', () => [false]);
add(GL_INDEX_BITS, 'int', () => [0]);
add(GL_AUX_BUFFERS, 'int', () => [0]);
add(GL_NUM_COMPRESSED_TEXTURE_FORMATS, 'int', () => [LISTED_COMPRESSED_FORMATS.length]);
add(GL_COMPRESSED_TEXTURE_FORMATS, 'int', () => LISTED_COMPRESSED_FORMATS);

// Selection and feedback (GL 1.5, 5.2 and 5.3).
add(GL_RENDER_MODE, 'int', (c) => [c.selectFeedback.renderMode]);
add(GL_NAME_STACK_DEPTH, 'int', (c) => [c.selectFeedback.nameStack.length]);
add(GL_MAX_NAME_STACK_DEPTH, 'int', () => [MAX_NAME_STACK_DEPTH]);
add(GL_SELECTION_BUFFER_SIZE, 'int', (c) => [c.selectFeedback.selectSize]);
add(GL_FEEDBACK_BUFFER_SIZE, 'int', (c) => [c.selectFeedback.feedbackSize]);
add(GL_FEEDBACK_BUFFER_TYPE, 'int', (c) => [c.selectFeedback.feedbackType]);

add(GL_ZOOM_X, 'float', (c) => [c.zoom[0]]);
add(GL_ZOOM_Y, 'float', (c) => [c.zoom[1]]);
// Evaluators (src/eval).
for (const [pname, kind, read] of EVALUATOR_GETS) add(pname, kind, read);
// ARB programs: the error position, program matrices, the current matrix of any mode (src/arb-gl).
for (const [pname, kind, read] of ARB_PROGRAM_GETS) add(pname, kind, read);

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
