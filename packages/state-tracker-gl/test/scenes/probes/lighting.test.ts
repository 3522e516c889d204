// Pixel probes of fixed-function lighting on every drawing driver: size-1 points (whose colour is the
// lit vertex colour, nothing interpolated) and flat triangles, against the lighting equation of GL 1.5
// section 2.14.1 evaluated here with the same numbers.
import { expect, it } from 'vitest';
import * as gl from '../../../src/index.js';
import { describeOnDrawingDrivers } from '../../helpers/drawing-drivers.js';
import { newTexture } from '../helpers.js';
import { pixel, pointOn, unorm8, unorm8s, useProbeContext } from './probe.js';

const GLOBAL_AMBIENT = 0.2;
const DEFAULT_AMBIENT = 0.2;

describeOnDrawingDrivers('lighting probes', (driver) => {
  useProbeContext(driver, -10, 10);

  it('a directional light: emission + ambient + diffuse (n·L) + specular (n·h)^s, alpha from the diffuse material', () => {
    gl.glEnable(gl.GL_LIGHTING);
    gl.glEnable(gl.GL_LIGHT0);
    gl.glLightfv(gl.GL_LIGHT0, gl.GL_POSITION, [0, 0.6, 0.8, 0]);
    const emission = [0.05, 0.1, 0];
    const ambient = [0.3, 0.2, 0.1];
    const diffuse = [0.5, 0.3, 0.7];
    const specular = [0.4, 0.4, 0.2];
    gl.glMaterialfv(gl.GL_FRONT, gl.GL_EMISSION, [...emission, 1]);
    gl.glMaterialfv(gl.GL_FRONT, gl.GL_AMBIENT, [...ambient, 1]);
    gl.glMaterialfv(gl.GL_FRONT, gl.GL_DIFFUSE, [...diffuse, 0.6]);
    gl.glMaterialfv(gl.GL_FRONT, gl.GL_SPECULAR, [...specular, 1]);
    gl.glMaterialf(gl.GL_FRONT, gl.GL_SHININESS, 10);
    gl.glNormal3f(0, 0, 1);
    pointOn(4, 4);
    // L = (0, 0.6, 0.8): n·L = 0.8; h = normalize(L + (0, 0, 1)) = (0, 0.6, 1.8) / |…|, n·h = 1.8 / √3.6.
    const nh = 1.8 / Math.sqrt(3.6);
    const expected = [0, 1, 2].map(
      (i) => emission[i]! + GLOBAL_AMBIENT * ambient[i]! + 0.8 * diffuse[i]! + nh ** 10 * specular[i]!,
    );
    expect(pixel(4, 4)).toEqual([...unorm8s(expected), unorm8(0.6)]);
  });

  it('a positional light is attenuated by 1 / (k0 + k1 d + k2 d²) and shines along the direction to it', () => {
    gl.glEnable(gl.GL_LIGHTING);
    gl.glEnable(gl.GL_LIGHT0);
    gl.glLightfv(gl.GL_LIGHT0, gl.GL_POSITION, [10.5, 10.5, 4, 1]);
    gl.glLightf(gl.GL_LIGHT0, gl.GL_CONSTANT_ATTENUATION, 0.5);
    gl.glLightf(gl.GL_LIGHT0, gl.GL_LINEAR_ATTENUATION, 0.25);
    gl.glLightf(gl.GL_LIGHT0, gl.GL_QUADRATIC_ATTENUATION, 0.0625);
    const diffuse = [0.8, 0.6, 0.4];
    gl.glMaterialfv(gl.GL_FRONT, gl.GL_DIFFUSE, [...diffuse, 1]);
    gl.glMaterialfv(gl.GL_FRONT, gl.GL_SPECULAR, [0, 0, 0, 1]);
    gl.glNormal3f(0, 0, 1);
    pointOn(10, 10);
    pointOn(13, 10);
    const lit = (dx: number) => {
      const d = Math.sqrt(dx * dx + 16);
      const attenuation = 1 / (0.5 + 0.25 * d + 0.0625 * d * d);
      return diffuse.map((m) => GLOBAL_AMBIENT * DEFAULT_AMBIENT + attenuation * (4 / d) * m);
    };
    expect(pixel(10, 10)).toEqual([...unorm8s(lit(0)), 255]);
    expect(pixel(13, 10)).toEqual([...unorm8s(lit(3)), 255]);
  });

  it('a spotlight: (−L·D)^exponent inside the cutoff cone, nothing but ambient outside it', () => {
    gl.glEnable(gl.GL_LIGHTING);
    gl.glEnable(gl.GL_LIGHT0);
    gl.glLightfv(gl.GL_LIGHT0, gl.GL_POSITION, [20.5, 20.5, 5, 1]);
    gl.glLightfv(gl.GL_LIGHT0, gl.GL_SPOT_DIRECTION, [0, 0, -1]);
    gl.glLightf(gl.GL_LIGHT0, gl.GL_SPOT_CUTOFF, 30);
    gl.glLightf(gl.GL_LIGHT0, gl.GL_SPOT_EXPONENT, 2);
    gl.glMaterialfv(gl.GL_FRONT, gl.GL_SPECULAR, [0, 0, 0, 1]);
    gl.glNormal3f(0, 0, 1);
    pointOn(20, 20);
    pointOn(22, 20);
    pointOn(25, 20);
    const ambient = GLOBAL_AMBIENT * DEFAULT_AMBIENT;
    const lit = (dx: number) => {
      const cosine = 5 / Math.sqrt(dx * dx + 25);
      return unorm8(ambient + cosine ** 2 * cosine * 0.8);
    };
    expect(pixel(20, 20)[0]).toBe(lit(0));
    expect(pixel(22, 20)[0]).toBe(lit(2)); // 21.8° from the axis
    expect(pixel(25, 20)[0]).toBe(unorm8(ambient)); // 45°: outside the 30° cone
  });

  it('two-sided lighting: a back-facing triangle takes the back material with its normal reversed', () => {
    gl.glEnable(gl.GL_LIGHTING);
    gl.glEnable(gl.GL_LIGHT0);
    gl.glLightfv(gl.GL_LIGHT0, gl.GL_POSITION, [0, 0, 1, 0]);
    gl.glLightModeli(gl.GL_LIGHT_MODEL_TWO_SIDE, 1);
    gl.glMaterialfv(gl.GL_FRONT, gl.GL_DIFFUSE, [0.9, 0.3, 0.2, 1]);
    gl.glMaterialfv(gl.GL_BACK, gl.GL_DIFFUSE, [0.2, 0.4, 0.9, 1]);
    gl.glMaterialfv(gl.GL_FRONT_AND_BACK, gl.GL_SPECULAR, [0, 0, 0, 1]);
    gl.glBegin(gl.GL_TRIANGLES);
    gl.glNormal3f(0, 0, 1);
    gl.glVertex2f(1, 1);
    gl.glVertex2f(15, 1);
    gl.glVertex2f(1, 15);
    gl.glNormal3f(0, 0, -1); // clockwise on screen: a back face, lit as if its normal were (0, 0, 1)
    gl.glVertex2f(17, 1);
    gl.glVertex2f(17, 15);
    gl.glVertex2f(31, 1);
    gl.glEnd();
    const ambient = GLOBAL_AMBIENT * DEFAULT_AMBIENT;
    expect(pixel(3, 3)).toEqual([...unorm8s([0.9, 0.3, 0.2].map((d) => ambient + d)), 255]);
    expect(pixel(19, 3)).toEqual([...unorm8s([0.2, 0.4, 0.9].map((d) => ambient + d)), 255]);
  });

  it('GL_COLOR_MATERIAL takes the diffuse material from the current colour', () => {
    gl.glEnable(gl.GL_LIGHTING);
    gl.glEnable(gl.GL_LIGHT0);
    gl.glLightfv(gl.GL_LIGHT0, gl.GL_POSITION, [0, 0, 1, 0]);
    gl.glColorMaterial(gl.GL_FRONT, gl.GL_DIFFUSE);
    gl.glEnable(gl.GL_COLOR_MATERIAL);
    gl.glMaterialfv(gl.GL_FRONT, gl.GL_SPECULAR, [0, 0, 0, 1]);
    gl.glNormal3f(0, 0, 1);
    gl.glColor4f(0.3, 0.7, 0.1, 0.8);
    pointOn(5, 5);
    const ambient = GLOBAL_AMBIENT * DEFAULT_AMBIENT;
    expect(pixel(5, 5)).toEqual(unorm8s([0.3 + ambient, 0.7 + ambient, 0.1 + ambient, 0.8]));
  });

  it('GL_NORMALIZE and GL_RESCALE_NORMAL give unit normals under scaling; without them n·L follows the length', () => {
    gl.glEnable(gl.GL_LIGHTING);
    gl.glEnable(gl.GL_LIGHT0);
    gl.glLightfv(gl.GL_LIGHT0, gl.GL_POSITION, [0, 0, 1, 0]);
    gl.glMaterialfv(gl.GL_FRONT, gl.GL_DIFFUSE, [0.5, 0.5, 0.5, 1]);
    gl.glMaterialfv(gl.GL_FRONT, gl.GL_SPECULAR, [0, 0, 0, 1]);
    const ambient = GLOBAL_AMBIENT * DEFAULT_AMBIENT;
    gl.glNormal3f(0, 0, 1.5);
    pointOn(2, 2); // unnormalized: n·L = 1.5
    gl.glEnable(gl.GL_NORMALIZE);
    pointOn(4, 2);
    gl.glDisable(gl.GL_NORMALIZE);
    gl.glScalef(2, 2, 2); // normals shrink by 1/2 through the inverse transpose
    gl.glNormal3f(0, 0, 1);
    const scaledPoint = (x: number, y: number) => {
      gl.glBegin(gl.GL_POINTS);
      gl.glVertex2f(x, y);
      gl.glEnd();
    };
    scaledPoint(3.75, 1.75); // pixel (7, 3)
    gl.glEnable(gl.GL_RESCALE_NORMAL);
    scaledPoint(5.75, 1.75); // pixel (11, 3)
    expect(pixel(2, 2)[0]).toBe(unorm8(ambient + 0.75));
    expect(pixel(4, 2)[0]).toBe(unorm8(ambient + 0.5));
    expect(pixel(7, 3)[0]).toBe(unorm8(ambient + 0.25));
    expect(pixel(11, 3)[0]).toBe(unorm8(ambient + 0.5));
  });

  it('separate specular colour is added after texturing; a single colour is modulated with it', () => {
    newTexture();
    gl.glTexImage2D(
      gl.GL_TEXTURE_2D,
      0,
      gl.GL_RGBA8,
      1,
      1,
      0,
      gl.GL_RGBA,
      gl.GL_UNSIGNED_BYTE,
      new Uint8Array([100, 150, 200, 255]),
    );
    gl.glEnable(gl.GL_TEXTURE_2D);
    gl.glEnable(gl.GL_LIGHTING);
    gl.glEnable(gl.GL_LIGHT0);
    gl.glLightfv(gl.GL_LIGHT0, gl.GL_POSITION, [0, 0, 1, 0]);
    gl.glMaterialfv(gl.GL_FRONT, gl.GL_DIFFUSE, [0.5, 0.5, 0.5, 1]);
    gl.glMaterialfv(gl.GL_FRONT, gl.GL_SPECULAR, [0.32, 0.22, 0.12, 1]);
    gl.glMaterialf(gl.GL_FRONT, gl.GL_SHININESS, 1);
    gl.glNormal3f(0, 0, 1);
    gl.glTexCoord2f(0.5, 0.5);
    pointOn(3, 3);
    gl.glLightModeli(gl.GL_LIGHT_MODEL_COLOR_CONTROL, gl.GL_SEPARATE_SPECULAR_COLOR);
    pointOn(6, 3);
    const texel = [100, 150, 200].map((b) => b / 255);
    const primary = 0.04 + 0.5; // ambient + diffuse (n·L = 1)
    const specular = [0.32, 0.22, 0.12]; // n·h = 1
    expect(pixel(3, 3)).toEqual([...unorm8s(texel.map((t, i) => t * (primary + specular[i]!))), 255]);
    expect(pixel(6, 3)).toEqual([...unorm8s(texel.map((t, i) => t * primary + specular[i]!)), 255]);
  });

  it('flat shading of a lit triangle takes the lit colour of its last vertex', () => {
    gl.glEnable(gl.GL_LIGHTING);
    gl.glEnable(gl.GL_LIGHT0);
    gl.glLightfv(gl.GL_LIGHT0, gl.GL_POSITION, [0, 0, 1, 0]);
    gl.glMaterialfv(gl.GL_FRONT, gl.GL_SPECULAR, [0, 0, 0, 1]);
    gl.glShadeModel(gl.GL_FLAT);
    gl.glBegin(gl.GL_TRIANGLES);
    gl.glNormal3f(0, 0, 1);
    gl.glVertex2f(1, 1);
    gl.glVertex2f(20, 1);
    gl.glNormal3f(0.6, 0, 0.8);
    gl.glVertex2f(1, 20);
    gl.glEnd();
    expect(pixel(10, 3)[0]).toBe(unorm8(0.04 + 0.8 * 0.8));
  });
});
