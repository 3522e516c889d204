// The GL_VENDOR string and the extension list of a context (what glGetString reports).
import type { GlContext } from './gl-context.js';

export const GL_VENDOR_STRING = 'gallium-ts';

/** The extensions of a context: always the ones the state tracker implements, the others per caps. */
export function extensions(c: GlContext): string[] {
  const l = c.limits;
  const list = [
    'GL_ARB_multitexture',
    'GL_ARB_transpose_matrix',
    'GL_ARB_vertex_buffer_object',
    'GL_ARB_texture_compression',
    'GL_EXT_texture_compression_s3tc',
    'GL_ARB_texture_env_add',
    'GL_ARB_texture_env_combine',
    'GL_ARB_texture_env_crossbar',
    'GL_ARB_texture_env_dot3',
    'GL_ARB_texture_border_clamp',
    'GL_ARB_texture_mirrored_repeat',
    'GL_ARB_texture_rectangle',
    'GL_EXT_texture_rectangle',
    'GL_NV_texture_rectangle',
    'GL_EXT_blend_color',
    'GL_EXT_blend_minmax',
    'GL_EXT_blend_subtract',
    'GL_EXT_blend_func_separate',
    'GL_EXT_fog_coord',
    'GL_EXT_secondary_color',
    'GL_EXT_separate_specular_color',
    'GL_EXT_stencil_wrap',
    'GL_EXT_texture_lod_bias',
    'GL_EXT_draw_range_elements',
    'GL_EXT_multi_draw_arrays',
    'GL_EXT_rescale_normal',
    'GL_SGIS_generate_mipmap',
    'GL_SGIS_texture_lod',
    'GL_ARB_point_parameters',
    'GL_EXT_point_parameters',
    'GL_ARB_vertex_program',
    'GL_ARB_fragment_program',
    'GL_ARB_fragment_program_shadow',
  ];
  if (l.occlusionQuery) list.push('GL_ARB_occlusion_query', 'GL_ARB_occlusion_query2');
  if (l.timestampQuery) list.push('GL_ARB_timer_query', 'GL_EXT_timer_query');
  if (l.conditionalRender && l.occlusionQuery) list.push('GL_NV_conditional_render');
  if (l.pointSprite) list.push('GL_ARB_point_sprite');
  if (l.blendEquationSeparate) list.push('GL_EXT_blend_equation_separate');
  if (l.mirrorClamp) list.push('GL_EXT_texture_mirror_clamp');
  if (l.maxAnisotropy > 1) list.push('GL_EXT_texture_filter_anisotropic');
  if (l.npot) list.push('GL_ARB_texture_non_power_of_two');
  return list.sort();
}
