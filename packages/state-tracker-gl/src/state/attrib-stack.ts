// placeholder replaced below
export type AttribStackEntry = unknown;
export type ClientAttribStackEntry = unknown;
