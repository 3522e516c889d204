// The GL fixed-function state that decides vertex and fragment processing, as plain data: the GL context
// keeps these values (and answers glGet from them), and the fixed-function program generator turns them
// into a shader key and constant-buffer contents. Values are stored the way the GL specification says
// they are kept: positions, directions and planes already in eye coordinates, colours as floats.
// Matrices are column-major Float32Array(16), as glLoadMatrixf takes them.

/**
 * An RGBA colour or a homogeneous position/plane.
 * @inline
 */
export type Vec4 = [number, number, number, number];
/**
 * A direction or a size.
 * @inline
 */
export type Vec3 = [number, number, number];

/**
 * One of GL_LIGHT0..7 (GL 1.5, 2.13.1).
 * @inline
 */
export interface LightState {
  enabled: boolean;
  ambient: Vec4;
  diffuse: Vec4;
  specular: Vec4;
  /** Eye coordinates (transformed by the modelview matrix when glLight set it); w = 0: directional. */
  position: Vec4;
  /** Eye coordinates (transformed by the upper 3×3 of the modelview matrix when set). */
  spotDirection: Vec3;
  spotExponent: number;
  /** Degrees; 180 = no spot. */
  spotCutoff: number;
  constantAttenuation: number;
  linearAttenuation: number;
  quadraticAttenuation: number;
}

/**
 * Material of one face (GL_FRONT or GL_BACK).
 * @inline
 */
export interface MaterialState {
  ambient: Vec4;
  diffuse: Vec4;
  specular: Vec4;
  emission: Vec4;
  shininess: number;
}

/**
 * glTexGen state of one coordinate (S, T, R or Q) of one texture unit.
 * @inline
 */
export interface TexGenCoordState {
  enabled: boolean;
  /** GL_OBJECT_LINEAR, GL_EYE_LINEAR, GL_SPHERE_MAP, GL_NORMAL_MAP or GL_REFLECTION_MAP. */
  mode: number;
  objectPlane: Vec4;
  /** Eye coordinates: multiplied by the inverse modelview matrix when glTexGen set it. */
  eyePlane: Vec4;
}

/**
 * glTexEnv state of one texture unit (GL 1.5, 3.8.13, with ARB_texture_env_combine/dot3/crossbar).
 * @inline
 */
export interface TexEnvState {
  /** GL_MODULATE, GL_REPLACE, GL_DECAL, GL_BLEND, GL_ADD or GL_COMBINE. */
  mode: number;
  color: Vec4;
  /** GL_REPLACE, GL_MODULATE, GL_ADD, GL_ADD_SIGNED, GL_INTERPOLATE, GL_SUBTRACT, GL_DOT3_RGB(A). */
  combineRgb: number;
  /** The same list without the DOT3 modes. */
  combineAlpha: number;
  /** GL_SOURCE0..2_RGB: GL_TEXTURE, GL_TEXTUREn, GL_CONSTANT, GL_PRIMARY_COLOR or GL_PREVIOUS. */
  sourceRgb: [number, number, number];
  sourceAlpha: [number, number, number];
  /** GL_SRC_COLOR, GL_ONE_MINUS_SRC_COLOR, GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA. */
  operandRgb: [number, number, number];
  /** GL_SRC_ALPHA or GL_ONE_MINUS_SRC_ALPHA. */
  operandAlpha: [number, number, number];
  /** 1, 2 or 4. */
  rgbScale: number;
  alphaScale: number;
}

/**
 * What the fixed-function pipeline needs to know about one texture unit.
 * @inline
 */
export interface TextureUnitState {
  /**
   * The texture target that is enabled and complete on this unit (GL's precedence: cube map, 3D, 2D,
   * 1D; GL_TEXTURE_RECTANGLE where supported), or 0 when texturing is off on the unit.
   */
  target: number;
  /**
   * The base internal format of the bound texture (GL_ALPHA, GL_LUMINANCE, GL_LUMINANCE_ALPHA,
   * GL_INTENSITY, GL_RGB, GL_RGBA, GL_DEPTH_COMPONENT): texture environment functions depend on it.
   */
  baseFormat: number;
  env: TexEnvState;
  texGen: [TexGenCoordState, TexGenCoordState, TexGenCoordState, TexGenCoordState];
  /** The GL_TEXTURE matrix on top of this unit's stack. */
  matrix: Float32Array;
  /** GL_COORD_REPLACE of GL_POINT_SPRITE (ARB_point_sprite / GL 2.0). */
  coordReplace: boolean;
  /**
   * GL_DEPTH_TEXTURE_MODE of a GL_DEPTH_COMPONENT texture: GL_LUMINANCE, GL_INTENSITY or GL_ALPHA, the
   * base format its depth (or comparison result) is read as (ARB_depth_texture). Absent: GL_LUMINANCE.
   */
  depthTextureMode?: number;
  /**
   * GL_TEXTURE_COMPARE_MODE is GL_COMPARE_R_TO_TEXTURE (ARB_shadow): lookups of a depth texture compare
   * r/q with the depth, with the sampler's compare function. Ignored for other formats. Absent: false.
   */
  shadow?: boolean;
  /**
   * Set when the driver's sampler views cannot swizzle: the swizzle (PipeSwizzle X, Y, Z, W, ZERO, ONE
   * for R, G, B, A) the fragment program applies to the sampled texel to read it as table 3.21 says.
   * Absent: the sampler view expands the texel.
   */
  shaderSwizzle?: readonly [number, number, number, number];
  /** Set when the driver's samplers cannot read border colours: the border the fragment program mixes in. */
  shaderBorder?: ShaderBorderState;
  /**
   * Set when the driver's samplers cannot apply the unit's LOD bias (the texture's plus the unit's, as
   * clamped): the bias the fragment program adds with TXB (a constant; only whether it is non-zero is in
   * the key). Absent or 0: the program samples with TXP and the sampler applies any bias.
   */
  shaderLodBias?: number;
}

/**
 * GL_TEXTURE_BORDER_COLOR done in the fragment program: the unit samples with CLAMP_TO_EDGE (the
 * mirror-clamp modes with MIRROR_CLAMP_TO_EDGE) and mixes in `color` by the share of the filter footprint
 * that lies outside the image in each axis whose wrap mode reads the border.
 * @inline
 */
export interface ShaderBorderState {
  /** GL_TEXTURE_WRAP_S, _T, _R. */
  wrap: readonly [number, number, number];
  /** GL_TEXTURE_MIN_FILTER and GL_TEXTURE_MAG_FILTER. */
  minFilter: number;
  magFilter: number;
  /** The border colour as the texture's base format reads it (table 3.21 applied to it). */
  color: Vec4;
  /** Width, height and depth of the base level. */
  size: Vec3;
  /**
   * The level of detail as the sampler takes it, relative to the base level: the bias (the texture's
   * plus the unit's), the lower and upper clamps of λ, and the last level a lookup may reach.
   */
  lod: Vec4;
  /**
   * For a unit that compares depths (`shadow`): GL_TEXTURE_COMPARE_FUNC, the border's depth (R of the
   * border colour), and the colour a failed comparison reads as; `color` is then a passed one's.
   */
  compare?: { func: number; depth: number; fail: Vec4 };
}

/**
 * Rasterizer features the programs take over because the driver lacks them (the GL context sets this
 * from the screen's caps; see src/draw/lowering.ts). The alpha test the program does is `alphaTest`.
 * @inline
 */
export interface LoweredFeatures {
  /** Two-sided lighting's colour choice done with the FACE input instead of the rasterizer. */
  twoSidedColor: boolean;
  /** Flat shading done by declaring the colour inputs with constant interpolation. */
  flatshade: boolean;
}

/** Everything the fixed-function vertex and fragment programs depend on. */
export interface FixedFunctionState {
  modelview: Float32Array;
  projection: Float32Array;
  normalize: boolean;
  rescaleNormal: boolean;
  lighting: boolean;
  lights: LightState[];
  lightModel: {
    ambient: Vec4;
    localViewer: boolean;
    twoSide: boolean;
    /** GL_SINGLE_COLOR or GL_SEPARATE_SPECULAR_COLOR. */
    colorControl: number;
  };
  /** [front, back]. */
  materials: [MaterialState, MaterialState];
  colorMaterial: {
    enabled: boolean;
    /** GL_FRONT, GL_BACK or GL_FRONT_AND_BACK. */
    face: number;
    /** GL_EMISSION, GL_AMBIENT, GL_DIFFUSE, GL_SPECULAR or GL_AMBIENT_AND_DIFFUSE. */
    mode: number;
  };
  /** GL_FLAT or GL_SMOOTH. */
  shadeModel: number;
  textureUnits: TextureUnitState[];
  fog: {
    enabled: boolean;
    /** GL_LINEAR, GL_EXP or GL_EXP2. */
    mode: number;
    density: number;
    start: number;
    end: number;
    color: Vec4;
    /** GL_FOG_COORDINATE or GL_FRAGMENT_DEPTH. */
    coordSource: number;
  };
  /** GL_COLOR_SUM (adds the secondary colour when lighting is off). */
  colorSum: boolean;
  /** glClipPlane: equations in eye coordinates. */
  clipPlanes: { enabled: boolean; equation: Vec4 }[];
  point: {
    size: number;
    minSize: number;
    maxSize: number;
    fadeThreshold: number;
    /** GL_POINT_DISTANCE_ATTENUATION: constant, linear, quadratic. */
    distanceAttenuation: Vec3;
    /** GL_POINT_SPRITE enabled. */
    sprite: boolean;
  };
  /**
   * Edge flags reach the rasterizer (glPolygonMode is not GL_FILL for some face): the vertex program
   * passes the GL_EDGE_FLAG attribute through to its EDGEFLAG output.
   */
  edgeFlags: boolean;
  /** What the programs do in the driver's place (absent: nothing). */
  lowered?: LoweredFeatures;
  /**
   * Back colours come from a vertex program (an ARB vertex program under GL_VERTEX_PROGRAM_TWO_SIDE_ARB,
   * only the generated fragment stage being used), not from two-sided lighting: with
   * `lowered.twoSidedColor` the fragment stage picks them by FACE whatever `lighting` says, and the colour
   * sum follows `colorSum`. Absent: false.
   */
  programBackColors?: boolean;
  /**
   * The GL logic op (GL_CLEAR..GL_SET) the fragment program applies itself, reading the destination
   * texel from the view FfpProgram.destinationUnit names, because the driver has no logic op; 0 (or
   * absent) when the pipe does it or none is enabled.
   */
  logicOp?: number;
  /**
   * The alpha test the fragment program applies itself: while it applies `logicOp` (whose result
   * replaces the alpha the pipe would test), or because the driver has no alpha test
   * (PIPE_CAP_ALPHA_TEST 0): GL_NEVER..GL_ALWAYS and the reference (clamped to [0, 1] in the
   * constants). Absent, null or GL_ALWAYS when the pipe tests.
   */
  alphaTest?: { func: number; ref: number } | null;
  /**
   * Set when the driver cannot blend with the RGB source factor GL asks for (a constant-colour factor
   * paired with a constant-alpha one): that factor's value, which the fragment program multiplies its
   * final RGB by (clamped to [0, 1] first, as blending sees it); w is ignored (alpha is kept). Absent:
   * the blend state applies the factor.
   */
  blendSourceFactor?: Vec4;
}
