// Whether driver-soft runs geometry shaders yet. On main it accepts create_gs_state and then draws as
// if no geometry shader were bound (the stage arrives with branch soft-geometry), so gs-test pictures
// can only be checked to render. Once soft-geometry is merged, set this to true: every gs-test picture
// (corpus and own shaders) is then compared with its expectation.
export const SOFT_RUNS_GEOMETRY_SHADERS = false;
