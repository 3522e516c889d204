// The NURBS object's properties (gluNurbsProperty/gluGetNurbsProperty): their defaults as GLU 1.3 gives
// them, and which values each accepts.
import {
  GLU_AUTO_LOAD_MATRIX,
  GLU_CULLING,
  GLU_DISPLAY_MODE,
  GLU_DOMAIN_DISTANCE,
  GLU_FILL,
  GLU_NURBS_MODE,
  GLU_NURBS_RENDERER,
  GLU_NURBS_TESSELLATOR,
  GLU_OBJECT_PARAMETRIC_ERROR,
  GLU_OBJECT_PATH_LENGTH,
  GLU_OUTLINE_PATCH,
  GLU_OUTLINE_POLYGON,
  GLU_PARAMETRIC_ERROR,
  GLU_PARAMETRIC_TOLERANCE,
  GLU_PATH_LENGTH,
  GLU_SAMPLING_METHOD,
  GLU_SAMPLING_TOLERANCE,
  GLU_U_STEP,
  GLU_V_STEP,
} from '../glu-enums.js';

export interface NurbsProperties {
  samplingMethod: number;
  /** Largest edge length (pixels, or object units for GLU_OBJECT_PATH_LENGTH). */
  samplingTolerance: number;
  /** Largest distance of the tessellation from the surface (pixels, or object units). */
  parametricTolerance: number;
  /** Samples per unit of parameter for GLU_DOMAIN_DISTANCE. */
  uStep: number;
  vStep: number;
  displayMode: number;
  culling: boolean;
  autoLoadMatrix: boolean;
  nurbsMode: number;
}

export function defaultProperties(): NurbsProperties {
  return {
    samplingMethod: GLU_PATH_LENGTH,
    samplingTolerance: 50,
    parametricTolerance: 0.5,
    uStep: 100,
    vStep: 100,
    displayMode: GLU_FILL,
    culling: false,
    autoLoadMatrix: true,
    nurbsMode: GLU_NURBS_RENDERER,
  };
}

const SAMPLING_METHODS = [
  GLU_PATH_LENGTH,
  GLU_PARAMETRIC_ERROR,
  GLU_DOMAIN_DISTANCE,
  GLU_OBJECT_PATH_LENGTH,
  GLU_OBJECT_PARAMETRIC_ERROR,
];
const DISPLAY_MODES = [GLU_FILL, GLU_OUTLINE_POLYGON, GLU_OUTLINE_PATCH];
const NURBS_MODES = [GLU_NURBS_RENDERER, GLU_NURBS_TESSELLATOR];

/** The outcome of setting a property: done, an unknown property, or a value it does not take. */
export type PropertyResult = 'ok' | 'invalid-enum' | 'invalid-value';

export function setProperty(p: NurbsProperties, property: number, value: number): PropertyResult {
  switch (property) {
    case GLU_SAMPLING_METHOD:
      if (!SAMPLING_METHODS.includes(value)) return 'invalid-value';
      p.samplingMethod = value;
      return 'ok';
    case GLU_SAMPLING_TOLERANCE:
      if (!(value > 0)) return 'invalid-value';
      p.samplingTolerance = value;
      return 'ok';
    case GLU_PARAMETRIC_TOLERANCE:
      if (!(value > 0)) return 'invalid-value';
      p.parametricTolerance = value;
      return 'ok';
    case GLU_U_STEP:
      if (!(value > 0)) return 'invalid-value';
      p.uStep = value;
      return 'ok';
    case GLU_V_STEP:
      if (!(value > 0)) return 'invalid-value';
      p.vStep = value;
      return 'ok';
    case GLU_DISPLAY_MODE:
      if (!DISPLAY_MODES.includes(value)) return 'invalid-value';
      p.displayMode = value;
      return 'ok';
    case GLU_CULLING:
      if (value !== 0 && value !== 1) return 'invalid-value';
      p.culling = value === 1;
      return 'ok';
    case GLU_AUTO_LOAD_MATRIX:
      if (value !== 0 && value !== 1) return 'invalid-value';
      p.autoLoadMatrix = value === 1;
      return 'ok';
    case GLU_NURBS_MODE:
      if (!NURBS_MODES.includes(value)) return 'invalid-value';
      p.nurbsMode = value;
      return 'ok';
    default:
      return 'invalid-enum';
  }
}

/** The value of `property`, or null when there is no such property. */
export function getProperty(p: NurbsProperties, property: number): number | null {
  switch (property) {
    case GLU_SAMPLING_METHOD:
      return p.samplingMethod;
    case GLU_SAMPLING_TOLERANCE:
      return p.samplingTolerance;
    case GLU_PARAMETRIC_TOLERANCE:
      return p.parametricTolerance;
    case GLU_U_STEP:
      return p.uStep;
    case GLU_V_STEP:
      return p.vStep;
    case GLU_DISPLAY_MODE:
      return p.displayMode;
    case GLU_CULLING:
      return p.culling ? 1 : 0;
    case GLU_AUTO_LOAD_MATRIX:
      return p.autoLoadMatrix ? 1 : 0;
    case GLU_NURBS_MODE:
      return p.nurbsMode;
    default:
      return null;
  }
}
