// The attribute stacks (GL 1.5, 6.1.14): glPushAttrib saves the server state groups its mask names and
// glPopAttrib puts them back; glPushClientAttrib/glPopClientAttrib do the same for client state. Each
// group is one entry of a table: how to copy it and how to put the copy back.
import { Dirty } from '../context/dirty.js';
import type { GlContext } from '../context/gl-context.js';
import {
  GL_ACCUM_BUFFER_BIT,
  GL_CLIENT_PIXEL_STORE_BIT,
  GL_CLIENT_VERTEX_ARRAY_BIT,
  GL_COLOR_BUFFER_BIT,
  GL_CURRENT_BIT,
  GL_DEPTH_BUFFER_BIT,
  GL_ENABLE_BIT,
  GL_EVAL_BIT,
  GL_FOG_BIT,
  GL_HINT_BIT,
  GL_LIGHTING_BIT,
  GL_LINE_BIT,
  GL_LIST_BIT,
  GL_MULTISAMPLE_BIT,
  GL_PIXEL_MODE_BIT,
  GL_POINT_BIT,
  GL_POLYGON_BIT,
  GL_POLYGON_STIPPLE_BIT,
  GL_SCISSOR_BIT,
  GL_STENCIL_BUFFER_BIT,
  GL_TEXTURE_BIT,
  GL_TRANSFORM_BIT,
  GL_VIEWPORT_BIT,
} from '../gl-enums.js';
import type { TextureObject, TextureParams } from '../objects/texture-objects.js';
import { ENABLE_CAPS, enableCap } from './enable-caps.js';

/** Puts a saved group back. */
type Restore = () => void;

export interface AttribStackEntry {
  restores: Restore[];
}
export type ClientAttribStackEntry = AttribStackEntry;

const copy = structuredClone;

/** Saves the state of `c` that `bit` names; returns how to restore it. */
type Saver = (c: GlContext) => Restore;

const SERVER_GROUPS: [number, Saver][] = [
  [
    GL_CURRENT_BIT,
    (c) => {
      const values = c.current.slice();
      const raster = copy(c.rasterPos);
      const index = c.currentIndex;
      return () => {
        c.rasterPos = raster;
        c.currentIndex = index;
        c.current.set(values);
        c.currentStale = -1;
      };
    },
  ],
  [
    GL_POINT_BIT,
    (c) => {
      const point = copy(c.ff.point);
      const raster = copy(c.st.pointRaster);
      const replace = c.ff.textureUnits.map((u) => u.coordReplace);
      return () => {
        c.ff.point = point;
        c.st.pointRaster = raster;
        replace.forEach((r, i) => {
          c.ff.textureUnits[i]!.coordReplace = r;
        });
      };
    },
  ],
  [GL_LINE_BIT, (c) => restoreField(c, 'line')],
  [GL_POLYGON_BIT, (c) => restoreField(c, 'polygon')],
  [GL_POLYGON_STIPPLE_BIT, (c) => restoreField(c, 'polygonStipple')],
  [
    GL_LIGHTING_BIT,
    (c) => {
      const { lighting, lights, lightModel, materials, colorMaterial, shadeModel } = copy({
        lighting: c.ff.lighting,
        lights: c.ff.lights,
        lightModel: c.ff.lightModel,
        materials: c.ff.materials,
        colorMaterial: c.ff.colorMaterial,
        shadeModel: c.ff.shadeModel,
      });
      return () =>
        Object.assign(c.ff, { lighting, lights, lightModel, materials, colorMaterial, shadeModel });
    },
  ],
  [
    GL_FOG_BIT,
    (c) => {
      const fog = copy(c.ff.fog);
      const index = c.fogIndex;
      return () => {
        c.ff.fog = fog;
        c.fogIndex = index;
      };
    },
  ],
  [GL_DEPTH_BUFFER_BIT, (c) => restoreField(c, 'depth')],
  [GL_STENCIL_BUFFER_BIT, (c) => restoreField(c, 'stencil')],
  [GL_VIEWPORT_BIT, (c) => restoreField(c, 'viewport')],
  [
    GL_TRANSFORM_BIT,
    (c) => {
      const mode = c.st.matrixMode;
      const planes = copy(c.ff.clipPlanes);
      const { normalize, rescaleNormal } = c.ff;
      return () => {
        c.st.matrixMode = mode;
        c.ff.clipPlanes = planes;
        c.ff.normalize = normalize;
        c.ff.rescaleNormal = rescaleNormal;
      };
    },
  ],
  [
    GL_ENABLE_BIT,
    (c) => {
      const saved = ENABLE_CAPS.flatMap((cap) => {
        const entry = enableCap(c, cap);
        return entry ? [{ entry, on: entry.get(c) }] : [];
      });
      const textureEnables = c.textures.units.map((u) => new Map(u.enabled));
      const texGen = c.ff.textureUnits.map((u) => u.texGen.map((g) => g.enabled));
      const arbEnables = { ...c.arb.enables };
      return () => {
        for (const { entry, on } of saved) entry.set(c, on);
        Object.assign(c.arb.enables, arbEnables);
        textureEnables.forEach((m, i) => {
          c.textures.units[i]!.enabled = m;
        });
        texGen.forEach((gens, i) => {
          gens.forEach((on, k) => {
            c.ff.textureUnits[i]!.texGen[k]!.enabled = on;
          });
        });
      };
    },
  ],
  [
    GL_COLOR_BUFFER_BIT,
    (c) => {
      const restore = restoreField(c, 'color');
      return () => {
        restore();
        c.dirty |= Dirty.FRAMEBUFFER; // the draw buffer may change
      };
    },
  ],
  [GL_ACCUM_BUFFER_BIT, (c) => restoreField(c, 'accumClear')],
  [
    GL_EVAL_BIT,
    (c) => {
      const saved = c.evaluators.saveAttribs();
      return () => c.evaluators.restoreAttribs(saved);
    },
  ],
  [
    GL_PIXEL_MODE_BIT,
    (c) => {
      const transfer = copy(c.transfer);
      const zoom: [number, number] = [c.zoom[0], c.zoom[1]];
      const readBuffer = c.st.readBuffer;
      return () => {
        c.transfer = transfer;
        c.zoom = zoom;
        c.st.readBuffer = readBuffer;
      };
    },
  ],
  [GL_HINT_BIT, (c) => restoreField(c, 'hint')],
  [GL_LIST_BIT, (c) => restoreField(c, 'listBase')],
  [GL_SCISSOR_BIT, (c) => restoreField(c, 'scissor')],
  [GL_MULTISAMPLE_BIT, (c) => restoreField(c, 'multisample')],
  [
    GL_TEXTURE_BIT,
    (c) => {
      const active = c.activeTexture;
      const units = c.textures.units.map((u) => ({
        enabled: new Map(u.enabled),
        bound: new Map(u.bound),
        lodBias: u.lodBias,
      }));
      const ffUnits = c.ff.textureUnits.map((u) => ({ env: copy(u.env), texGen: copy(u.texGen) }));
      const params = new Map<TextureObject, TextureParams>();
      for (const u of c.textures.units) for (const t of u.bound.values()) params.set(t, copy(t.params));
      return () => {
        c.activeTexture = active;
        units.forEach((u, i) => {
          Object.assign(c.textures.units[i]!, u);
        });
        ffUnits.forEach((u, i) => {
          Object.assign(c.ff.textureUnits[i]!, u);
        });
        for (const [t, p] of params) {
          t.params = p;
          t.invalidateView(c);
        }
      };
    },
  ],
];

/** Copies c.st[key] and returns how to put the copy back. */
function restoreField<K extends keyof GlContext['st']>(c: GlContext, key: K): Restore {
  const saved = copy(c.st[key]);
  return () => {
    c.st[key] = saved;
  };
}

const CLIENT_GROUPS: [number, Saver][] = [
  [
    GL_CLIENT_PIXEL_STORE_BIT,
    (c) => {
      const pack = { ...c.pack };
      const unpack = { ...c.unpack };
      return () => {
        c.pack = pack;
        c.unpack = unpack;
      };
    },
  ],
  [
    GL_CLIENT_VERTEX_ARRAY_BIT,
    (c) => {
      const arrays = c.arrays.arrays.map((a) => ({ ...a }));
      const index = { ...c.arrays.index };
      const { arrayBuffer, elementArrayBuffer } = c.arrays;
      const active = c.clientActiveTexture;
      return () => {
        arrays.forEach((a, i) => {
          Object.assign(c.arrays.arrays[i]!, a);
        });
        Object.assign(c.arrays.index, index);
        c.arrays.arrayBuffer = arrayBuffer;
        c.arrays.elementArrayBuffer = elementArrayBuffer;
        c.clientActiveTexture = active;
      };
    },
  ],
];

/** Saves the groups of `mask` (server or client groups). */
export function saveGroups(c: GlContext, mask: number, client: boolean): AttribStackEntry {
  const groups = client ? CLIENT_GROUPS : SERVER_GROUPS;
  return { restores: groups.filter(([bit]) => (mask & bit) !== 0).map(([, save]) => save(c)) };
}

/** Restores a saved entry and marks all derived state dirty. */
export function restoreGroups(c: GlContext, entry: AttribStackEntry): void {
  for (const restore of entry.restores) restore();
  c.dirty |= Dirty.ALL & ~Dirty.FRAMEBUFFER;
}
