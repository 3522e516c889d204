// glGetString: vendor, renderer (the screen's name), version and the extensions this context really
// supports given the screen's caps.
import { cur } from '../context/current.js';
import { extensions, GL_VENDOR_STRING } from '../context/extensions.js';
import { legalEnum, outsideBeginEnd } from '../errors/check.js';
import { ENUM_RULES as R } from '../errors/enum-rules.js';
import { GL_PROGRAM_ERROR_STRING_ARB, GL_RENDERER, GL_VENDOR, GL_VERSION } from '../gl-enums.js';
import { PACKAGE_VERSION } from '../version.js';
import type { GetStringName } from './enum-types.generated.js';

/**
 * Returns the vendor, renderer, version or extension string of the current context, or
 * GL_PROGRAM_ERROR_STRING_ARB: why the last glProgramStringARB failed (empty after a load) — null on error.
 * Records GL_INVALID_ENUM for another name, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.11; ARB_vertex_program §6.1.11
 */
export function glGetString(name: GetStringName): string | null {
  const c = cur();
  if (!outsideBeginEnd(c)) return null;
  if (name === GL_PROGRAM_ERROR_STRING_ARB) return c.arb.errorString;
  if (!legalEnum(c, R['glGetString.name'], name)) return null;
  switch (name) {
    case GL_VENDOR:
      return GL_VENDOR_STRING;
    case GL_RENDERER:
      return c.rendererName;
    case GL_VERSION:
      return `1.5 gallium-ts ${PACKAGE_VERSION}`;
    default:
      return extensions(c).join(' ');
  }
}
