// A fuzz sequence: the calls one seed makes, generated before any runs (so a seed always means the same
// calls, and fresh arrays are made for every run of it). Most steps are one call of a random entry point;
// the others are small scenes that reach deep state: glBegin/glEnd blocks, display lists that call
// themselves and each other, textures, buffer objects, vertex arrays and their draws, pixel rectangles,
// queries, feedback and selection, ARB programs.
import * as gl from '../src/index.js';
import { below, chance, pick, type Random, seededRandom } from './random.js';
import { SIGNATURES } from './signatures.generated.js';
import { type Arena, argument, newArena } from './values.js';

export interface Call {
  name: string;
  args: unknown[];
}

export interface Sequence {
  seed: number;
  calls: Call[];
}

export const ENTRY_POINTS: readonly string[] = Object.keys(SIGNATURES).filter(
  (name) => typeof (gl as Record<string, unknown>)[name] === 'function',
);

/** Entry points that may appear between glBegin and glEnd (GL 1.5 section 2.6.3). */
const INSIDE_BEGIN_END = ENTRY_POINTS.filter((n) =>
  /^gl(Vertex[234]|Color[34]|Normal3|TexCoord|MultiTexCoord|SecondaryColor3|FogCoord[fd]|EdgeFlag(v)?$|Index[dfisu]|Material|EvalCoord|EvalPoint|ArrayElement|CallLists?$)/.test(
    n,
  ),
);

const DRAWS = [
  'glDrawArrays',
  'glDrawElements',
  'glDrawRangeElements',
  'glMultiDrawArrays',
  'glMultiDrawElements',
];
const ARRAY_POINTERS = [
  ['glVertexPointer', gl.GL_VERTEX_ARRAY],
  ['glColorPointer', gl.GL_COLOR_ARRAY],
  ['glNormalPointer', gl.GL_NORMAL_ARRAY],
  ['glTexCoordPointer', gl.GL_TEXTURE_COORD_ARRAY],
  ['glSecondaryColorPointer', gl.GL_SECONDARY_COLOR_ARRAY],
  ['glFogCoordPointer', gl.GL_FOG_COORD_ARRAY],
  ['glEdgeFlagPointer', gl.GL_EDGE_FLAG_ARRAY],
  ['glIndexPointer', gl.GL_INDEX_ARRAY],
] as const;

class Builder {
  readonly calls: Call[] = [];
  constructor(
    readonly rand: Random,
    readonly arena: Arena,
  ) {}

  /** Appends a call of `name` with generated arguments, `fixed` ones by parameter name. */
  call(name: string, fixed: Record<string, unknown> = {}): void {
    const params = SIGNATURES[name]!;
    const args: unknown[] = [];
    for (const [i, [param]] of params.entries()) {
      args.push(param in fixed ? fixed[param] : argument(this.rand, this.arena, name, i, params, args));
    }
    this.calls.push({ name, args });
  }

  any(): void {
    this.call(pick(this.rand, ENTRY_POINTS));
  }

  /** One draw of some kind: immediate mode, a rectangle, arrays or a list. */
  draw(): void {
    const r = below(this.rand, 4);
    if (r === 0) this.beginEnd();
    else if (r === 1) this.call(pick(this.rand, ['glRectf', 'glRecti', 'glRectdv']));
    else if (r === 2) this.call(pick(this.rand, DRAWS));
    else this.call('glCallList', { list: below(this.rand, 7) });
  }

  beginEnd(): void {
    this.call('glBegin', chance(this.rand, 0.9) ? { mode: below(this.rand, 10) } : {});
    for (let i = below(this.rand, 10); i > 0; i--) {
      if (chance(this.rand, 0.1)) this.any();
      else if (chance(this.rand, 0.5))
        this.call(pick(this.rand, ['glVertex2f', 'glVertex3f', 'glVertex3fv']));
      else this.call(pick(this.rand, INSIDE_BEGIN_END));
    }
    if (chance(this.rand, 0.9)) this.call('glEnd');
  }

  displayList(): void {
    const list = below(this.rand, 7);
    this.call('glNewList', { list, mode: pick(this.rand, [gl.GL_COMPILE, gl.GL_COMPILE_AND_EXECUTE]) });
    for (let i = below(this.rand, 8); i > 0; i--) {
      const r = below(this.rand, 5);
      if (r === 0) this.call('glCallList', { list: chance(this.rand, 0.5) ? list : below(this.rand, 7) });
      else if (r === 1) this.draw();
      else this.any();
    }
    if (chance(this.rand, 0.9)) this.call('glEndList');
    if (chance(this.rand, 0.7)) this.call(pick(this.rand, ['glCallList', 'glCallLists']));
  }

  texture(): void {
    const target = pick(this.rand, [
      gl.GL_TEXTURE_1D,
      gl.GL_TEXTURE_2D,
      gl.GL_TEXTURE_3D,
      gl.GL_TEXTURE_CUBE_MAP,
    ]);
    this.call('glBindTexture', { target });
    const image = pick(this.rand, [
      'glTexImage1D',
      'glTexImage2D',
      'glTexImage3D',
      'glTexSubImage2D',
      'glCopyTexImage2D',
      'glCopyTexSubImage2D',
      'glCompressedTexImage2D',
      'glGenerateMipmap',
    ]);
    this.call(image);
    for (let i = below(this.rand, 3); i > 0; i--)
      this.call(pick(this.rand, ['glTexParameteri', 'glTexParameterf', 'glTexEnvi', 'glTexGeni']));
    this.call('glEnable', { cap: chance(this.rand, 0.8) ? target : gl.GL_TEXTURE_GEN_S });
    this.draw();
    if (chance(this.rand, 0.3)) this.call('glGetTexImage');
    if (chance(this.rand, 0.3)) this.call('glDeleteTextures');
  }

  bufferObject(): void {
    const target = pick(this.rand, [gl.GL_ARRAY_BUFFER, gl.GL_ELEMENT_ARRAY_BUFFER]);
    this.call('glBindBuffer', { target });
    this.call('glBufferData', { target });
    for (let i = below(this.rand, 3); i > 0; i--)
      this.call(pick(this.rand, ['glBufferSubData', 'glMapBuffer', 'glUnmapBuffer', 'glGetBufferSubData']));
    if (chance(this.rand, 0.5)) this.vertexArrays();
    if (chance(this.rand, 0.3)) this.call('glDeleteBuffers');
  }

  vertexArrays(): void {
    for (let i = 1 + below(this.rand, 3); i > 0; i--) {
      const [pointer, array] = pick(this.rand, ARRAY_POINTERS);
      this.call('glEnableClientState', { array });
      this.call(pointer);
    }
    if (chance(this.rand, 0.2)) this.call('glInterleavedArrays');
    for (let i = 1 + below(this.rand, 2); i > 0; i--) {
      if (chance(this.rand, 0.2)) this.beginEnd();
      else this.call(pick(this.rand, [...DRAWS, 'glArrayElement']));
    }
  }

  pixels(): void {
    if (chance(this.rand, 0.5)) this.call(pick(this.rand, ['glRasterPos2f', 'glWindowPos2i', 'glPixelZoom']));
    if (chance(this.rand, 0.3))
      this.call(pick(this.rand, ['glPixelStorei', 'glPixelTransferf', 'glPixelMapfv']));
    this.call(pick(this.rand, ['glDrawPixels', 'glReadPixels', 'glCopyPixels', 'glBitmap', 'glAccum']));
  }

  query(): void {
    this.call('glGenQueries');
    this.call('glBeginQuery', { target: gl.GL_SAMPLES_PASSED });
    this.draw();
    if (chance(this.rand, 0.8)) this.call('glEndQuery', { target: gl.GL_SAMPLES_PASSED });
    this.call(
      pick(this.rand, ['glGetQueryObjectuiv', 'glGetQueryObjectiv', 'glGetQueryiv', 'glDeleteQueries']),
    );
  }

  renderMode(): void {
    const mode = pick(this.rand, [gl.GL_FEEDBACK, gl.GL_SELECT]);
    this.call(mode === gl.GL_FEEDBACK ? 'glFeedbackBuffer' : 'glSelectBuffer');
    this.call('glRenderMode', { mode });
    if (mode === gl.GL_SELECT) this.call(pick(this.rand, ['glInitNames', 'glPushName', 'glLoadName']));
    this.draw();
    if (chance(this.rand, 0.3)) this.call('glPassThrough');
    this.call('glRenderMode', { mode: gl.GL_RENDER });
  }

  /** A program loaded, given parameters and enabled (or not), generic arrays, a draw. */
  arbProgram(): void {
    const target = chance(this.rand, 0.9)
      ? pick(this.rand, [gl.GL_VERTEX_PROGRAM_ARB, gl.GL_FRAGMENT_PROGRAM_ARB])
      : undefined;
    const fixed = target === undefined ? {} : { target };
    this.call('glBindProgramARB', fixed);
    this.call('glProgramStringARB', fixed);
    for (let i = below(this.rand, 3); i > 0; i--)
      this.call(pick(this.rand, ['glProgramEnvParameter4fARB', 'glProgramLocalParameter4fvARB']), fixed);
    if (chance(this.rand, 0.4)) {
      this.call('glVertexAttribPointerARB');
      this.call('glEnableVertexAttribArrayARB');
    }
    this.call('glEnable', { cap: target ?? gl.GL_VERTEX_PROGRAM_ARB });
    this.draw();
    if (chance(this.rand, 0.5)) this.call('glDisable', { cap: target ?? gl.GL_FRAGMENT_PROGRAM_ARB });
  }

  state(): void {
    this.call(
      pick(this.rand, ['glEnable', 'glDisable', 'glPushAttrib', 'glPopAttrib', 'glPushClientAttrib']),
    );
    this.draw();
  }
}

/** The calls of seed `seed`: `steps` steps, each one call or one small scene. */
export function generateSequence(seed: number, steps: number): Sequence {
  const rand = seededRandom(seed);
  const arena = newArena(0.6 + 0.35 * rand());
  const b = new Builder(rand, arena);
  const scenes = [
    b.beginEnd,
    b.displayList,
    b.texture,
    b.bufferObject,
    b.vertexArrays,
    b.pixels,
    b.query,
    b.renderMode,
    b.state,
    b.draw,
    b.arbProgram,
  ];
  for (let i = 0; i < steps; i++) {
    if (chance(rand, 0.6)) b.any();
    else pick(rand, scenes).call(b);
  }
  return { seed, calls: b.calls };
}
