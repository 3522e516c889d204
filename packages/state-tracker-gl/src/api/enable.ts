// glEnable / glDisable / glIsEnabled over the capability table (state/enable-caps.ts), and the client
// array enables glEnableClientState / glDisableClientState.
import { cur } from '../context/current.js';
import type { GlContext } from '../context/gl-context.js';
import { Attrib } from '../draw/program-source.js';
import { legalEnum, outsideBeginEnd } from '../errors/check.js';
import { ENUM_RULES } from '../errors/enum-rules.js';
import * as G from '../gl-enums.js';
import { enableCap } from '../state/enable-caps.js';
import type { ClientArray } from '../vertex/client-arrays.js';
import { applyColorMaterial } from './current-attrib.js';

function setCap(c: GlContext, cap: number, on: boolean, fn: typeof glEnable): void {
  if (c.recording && c.lists.record(fn, [cap])) return;
  if (c.insideBeginEnd) {
    c.setError(G.GL_INVALID_OPERATION);
    return;
  }
  const entry = enableCap(c, cap);
  if (!entry) {
    c.setError(G.GL_INVALID_ENUM);
    return;
  }
  if (entry.get(c) === on) return;
  c.flush();
  entry.set(c, on);
  c.dirty |= entry.dirty;
  if (cap === G.GL_COLOR_MATERIAL && on) applyColorMaterial();
}

export function glEnable(cap: number): void {
  setCap(cur(), cap, true, glEnable);
}

export function glDisable(cap: number): void {
  setCap(cur(), cap, false, glDisable);
}

/** The client array an array enum names (texture coordinates: of the client active unit). */
export function clientArrayOf(c: GlContext, array: number): ClientArray | undefined {
  switch (array) {
    case G.GL_VERTEX_ARRAY:
      return c.arrays.get(Attrib.POSITION);
    case G.GL_NORMAL_ARRAY:
      return c.arrays.get(Attrib.NORMAL);
    case G.GL_COLOR_ARRAY:
      return c.arrays.get(Attrib.COLOR0);
    case G.GL_SECONDARY_COLOR_ARRAY:
      return c.arrays.get(Attrib.COLOR1);
    case G.GL_FOG_COORD_ARRAY:
      return c.arrays.get(Attrib.FOG_COORD);
    case G.GL_EDGE_FLAG_ARRAY:
      return c.arrays.get(Attrib.EDGEFLAG);
    case G.GL_TEXTURE_COORD_ARRAY:
      return c.arrays.texCoord(c.clientActiveTexture);
    case G.GL_INDEX_ARRAY:
      return c.arrays.index;
    default:
      return undefined;
  }
}

function setClientState(array: number, on: boolean): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  if (!legalEnum(c, ENUM_RULES['glEnableClientState.array'], array)) return;
  clientArrayOf(c, array)!.enabled = on;
}

export function glEnableClientState(array: number): void {
  setClientState(array, true);
}

export function glDisableClientState(array: number): void {
  setClientState(array, false);
}

export function glIsEnabled(cap: number): boolean {
  const c = cur();
  if (c.insideBeginEnd) {
    c.setError(G.GL_INVALID_OPERATION);
    return false;
  }
  const client = clientArrayOf(c, cap);
  if (client) return client.enabled;
  const entry = enableCap(c, cap);
  if (!entry) {
    c.setError(G.GL_INVALID_ENUM);
    return false;
  }
  return entry.get(c);
}
