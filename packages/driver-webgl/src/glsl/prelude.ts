// GLSL ES 3.00 helper functions the translated shaders call where a TGSI opcode's definition (as
// TgsiMachine computes it) differs from the nearest GLSL built-in: canonical NaN, literal min/max,
// saturating conversions, guarded division, bit-field operations that only arrived in ES 3.10, and
// the corner cases of log, power and reciprocal square root. Only the helpers a shader uses (and
// what they call) are emitted.

interface Helper {
  readonly deps: readonly string[];
  readonly code: string;
}

/** Applies a scalar helper to each component of a 4-vector. */
function lift(name: string, ret: string, params: readonly string[]): string {
  const args = params.map((p, k) => `${p} a${k}`).join(', ');
  const call = (c: string) => `${name}1(${params.map((_, k) => `a${k}.${c}`).join(', ')})`;
  return `${ret} ${name}(${args}) { return ${ret}(${['x', 'y', 'z', 'w'].map(call).join(', ')}); }`;
}

const HELPERS: Record<string, Helper> = {
  // NaN test on the bits: immune to compilers that assume no NaNs.
  nan1: { deps: [], code: 'bool nan1(float x) { return (floatBitsToUint(x) & 0x7fffffffu) > 0x7f800000u; }' },
  // Float result → register bits, NaN made canonical (0x7fc00000) as TgsiMachine stores it.
  fb: {
    deps: ['nan1'],
    code: [
      'uint fb1(float x) { return nan1(x) ? 0x7fc00000u : floatBitsToUint(x); }',
      'uvec4 fb(vec4 v) { return uvec4(fb1(v.x), fb1(v.y), fb1(v.z), fb1(v.w)); }',
    ].join('\n'),
  },
  // Selections as bit arithmetic: compilers turn `mix(b, a, lessThan(a, b))` into IEEE min/max,
  // which return the number where tgsi's (a < b) ? a : b returns the NaN.
  tsel: {
    deps: [],
    code: [
      'vec4 tsel(bvec4 c, vec4 a, vec4 b) {',
      '  uvec4 ub = floatBitsToUint(b);',
      '  return uintBitsToFloat(ub ^ ((floatBitsToUint(a) ^ ub) & (uvec4(c) * 0xffffffffu)));',
      '}',
    ].join('\n'),
  },
  // _SAT: clamp to [0, 1]; NaN and -0 give +0.
  sat: {
    deps: ['tsel'],
    code: 'vec4 sat(vec4 v) { return tsel(greaterThan(v, vec4(0.0)), tsel(lessThan(v, vec4(1.0)), v, vec4(1.0)), vec4(0.0)); }',
  },
  // min, max, clamp exactly as written in tgsi.rst: (a < b) ? a : b and so on.
  tmin: { deps: ['tsel'], code: 'vec4 tmin(vec4 a, vec4 b) { return tsel(lessThan(a, b), a, b); }' },
  tmax: { deps: ['tsel'], code: 'vec4 tmax(vec4 a, vec4 b) { return tsel(greaterThan(a, b), a, b); }' },
  tclamp: {
    deps: ['tsel'],
    code: 'vec4 tclamp(vec4 x, vec4 lo, vec4 hi) { return tsel(lessThan(x, lo), lo, tsel(greaterThan(x, hi), hi, x)); }',
  },
  bmask: { deps: [], code: 'uvec4 bmask(bvec4 b) { return uvec4(b) * 0xffffffffu; }' },
  // Component selection for integer vectors (mix with a bvec4 is ES 3.10 for integers).
  usel: {
    deps: [],
    code: 'uvec4 usel(bvec4 c, uvec4 a, uvec4 b) { return b ^ ((a ^ b) & (uvec4(c) * 0xffffffffu)); }',
  },
  inf: {
    deps: [],
    code: 'float pinf() { return uintBitsToFloat(0x7f800000u); }\nfloat qnan() { return uintBitsToFloat(0x7fc00000u); }',
  },
  f2i: {
    deps: ['nan1'],
    code: [
      'int f2i1(float x) {',
      '  if (nan1(x)) return 0;',
      '  if (x >= 2147483647.0) return 2147483647;',
      '  if (x <= -2147483648.0) return int(0x80000000u);',
      '  return int(x);',
      '}',
      lift('f2i', 'ivec4', ['vec4']),
    ].join('\n'),
  },
  f2u: {
    deps: [],
    code: [
      'uint f2u1(float x) {',
      '  if (!(x > 0.0)) return 0u;',
      '  if (x >= 4294967295.0) return 0xffffffffu;',
      '  return uint(x);',
      '}',
      lift('f2u', 'uvec4', ['vec4']),
    ].join('\n'),
  },
  iabs: {
    deps: [],
    code: 'ivec4 iabs(ivec4 x) { ivec4 s = x >> 31; return ivec4((uvec4(x) ^ uvec4(s)) - uvec4(s)); }',
  },
  umulhi: {
    deps: [],
    code: [
      'uint umulhi1(uint a, uint b) {',
      '  uint a0 = a & 0xffffu, a1 = a >> 16, b0 = b & 0xffffu, b1 = b >> 16;',
      '  uint m1 = a1 * b0, m2 = a0 * b1;',
      '  uint carry = (((a0 * b0) >> 16) + (m1 & 0xffffu) + (m2 & 0xffffu)) >> 16;',
      '  return a1 * b1 + (m1 >> 16) + (m2 >> 16) + carry;',
      '}',
      lift('umulhi', 'uvec4', ['uvec4', 'uvec4']),
    ].join('\n'),
  },
  imulhi: {
    deps: ['umulhi'],
    code: [
      'uint imulhi1(int a, int b) {',
      '  return umulhi1(uint(a), uint(b)) - (a < 0 ? uint(b) : 0u) - (b < 0 ? uint(a) : 0u);',
      '}',
      lift('imulhi', 'uvec4', ['ivec4', 'ivec4']),
    ].join('\n'),
  },
  idiv: {
    deps: [],
    code: [
      'uint uabs1(int a) { return a < 0 ? 0u - uint(a) : uint(a); }',
      'int idiv1(int a, int b) {',
      '  if (b == 0) return -1;',
      '  uint q = uabs1(a) / uabs1(b);',
      '  return int((a < 0) != (b < 0) ? 0u - q : q);',
      '}',
      lift('idiv', 'ivec4', ['ivec4', 'ivec4']),
      'int imod1(int a, int b) {',
      '  if (b == 0) return -1;',
      '  uint r = uabs1(a) % uabs1(b);',
      '  return int(a < 0 ? 0u - r : r);',
      '}',
      lift('imod', 'ivec4', ['ivec4', 'ivec4']),
      'uint udiv1(uint a, uint b) { return b == 0u ? 0xffffffffu : a / b; }',
      lift('udiv', 'uvec4', ['uvec4', 'uvec4']),
      'uint umod1(uint a, uint b) { return b == 0u ? 0xffffffffu : a % b; }',
      lift('umod', 'uvec4', ['uvec4', 'uvec4']),
    ].join('\n'),
  },
  sad: {
    deps: ['usel'],
    code: 'uvec4 sad(uvec4 a, uvec4 b, uvec4 c) { return usel(greaterThan(a, b), a - b, b - a) + c; }',
  },
  bitfield: {
    deps: [],
    code: [
      'uint ubfe1(uint v, uint off, uint bits) {',
      '  uint o = min(off, 32u), b = min(bits, 32u - o);',
      '  if (b == 0u) return 0u;',
      '  return (v << (32u - o - b)) >> (32u - b);',
      '}',
      lift('ubfe', 'uvec4', ['uvec4', 'uvec4', 'uvec4']),
      'uint ibfe1(uint v, uint off, uint bits) {',
      '  uint o = min(off, 32u), b = min(bits, 32u - o);',
      '  if (b == 0u) return 0u;',
      '  return uint(int(v << (32u - o - b)) >> int(32u - b));',
      '}',
      lift('ibfe', 'uvec4', ['uvec4', 'uvec4', 'uvec4']),
      'uint bfi1(uint base, uint ins, uint off, uint bits) {',
      '  uint o = min(off, 32u), b = min(bits, 32u - o);',
      '  if (b == 0u) return base;',
      '  uint mask = b == 32u ? 0xffffffffu : ((1u << b) - 1u) << o;',
      '  return ((ins << o) & mask) | (base & ~mask);',
      '}',
      lift('bfi', 'uvec4', ['uvec4', 'uvec4', 'uvec4', 'uvec4']),
    ].join('\n'),
  },
  brev: {
    deps: [],
    code: [
      'uvec4 brev(uvec4 v) {',
      '  v = ((v >> 1) & 0x55555555u) | ((v & 0x55555555u) << 1);',
      '  v = ((v >> 2) & 0x33333333u) | ((v & 0x33333333u) << 2);',
      '  v = ((v >> 4) & 0x0f0f0f0fu) | ((v & 0x0f0f0f0fu) << 4);',
      '  v = ((v >> 8) & 0x00ff00ffu) | ((v & 0x00ff00ffu) << 8);',
      '  return (v >> 16) | (v << 16);',
      '}',
    ].join('\n'),
  },
  popc: {
    deps: [],
    code: [
      'uvec4 popc(uvec4 v) {',
      '  v = v - ((v >> 1) & 0x55555555u);',
      '  v = (v & 0x33333333u) + ((v >> 2) & 0x33333333u);',
      '  return (((v + (v >> 4)) & 0x0f0f0f0fu) * 0x01010101u) >> 24;',
      '}',
    ].join('\n'),
  },
  lsb: {
    deps: ['popc', 'usel'],
    code: 'ivec4 lsb(uvec4 v) { return ivec4(usel(equal(v, uvec4(0u)), uvec4(0xffffffffu), popc((v & (uvec4(0u) - v)) - 1u))); }',
  },
  msb: {
    deps: [],
    code: [
      'int umsb1(uint v) {',
      '  if (v == 0u) return -1;',
      '  int r = 0;',
      '  if (v >= 0x10000u) { v >>= 16; r += 16; }',
      '  if (v >= 0x100u) { v >>= 8; r += 8; }',
      '  if (v >= 0x10u) { v >>= 4; r += 4; }',
      '  if (v >= 0x4u) { v >>= 2; r += 2; }',
      '  if (v >= 0x2u) { r += 1; }',
      '  return r;',
      '}',
      lift('umsb', 'ivec4', ['uvec4']),
      'int imsb1(int v) { return umsb1(uint(v < 0 ? ~v : v)); }',
      lift('imsb', 'ivec4', ['ivec4']),
    ].join('\n'),
  },
  // Scalar float functions with tgsi's corner cases.
  tlg2: {
    deps: ['inf'],
    code: 'float tlg2(float x) { return x == 0.0 ? -pinf() : x < 0.0 ? qnan() : log2(x); }',
  },
  trsq: { deps: ['inf'], code: 'float trsq(float x) { return x == 0.0 ? pinf() : inversesqrt(abs(x)); }' },
  tsqrt: { deps: ['inf'], code: 'float tsqrt(float x) { return x < 0.0 ? qnan() : sqrt(x); }' },
  trcp: { deps: [], code: 'float trcp(float x) { return 1.0 / x; }' },
  // LOG: exponent and significand of |x| read from its bits (exact), log2 |x| approximate.
  tlog: {
    deps: ['nan1', 'inf', 'tlg2'],
    code: [
      'vec4 tlog(float x) {',
      '  float ax = abs(x);',
      '  if (ax == 0.0) return vec4(-pinf(), qnan(), -pinf(), 1.0);',
      '  if (nan1(x)) return vec4(qnan(), qnan(), qnan(), 1.0);',
      '  if (ax == pinf()) return vec4(pinf(), qnan(), pinf(), 1.0);',
      '  uint b = floatBitsToUint(ax);',
      '  int e = int(b >> 23);',
      '  if (e == 0) { b = floatBitsToUint(ax * 16777216.0); e = int(b >> 23) - 24; }',
      '  return vec4(float(e - 127), uintBitsToFloat((b & 0x7fffffu) | 0x3f800000u), tlg2(ax), 1.0);',
      '}',
    ].join('\n'),
  },
  // x ** y as JavaScript (IEEE pow) defines it.
  tpow: {
    deps: ['nan1', 'inf', 'tlg2'],
    code: [
      'float tpow(float x, float y) {',
      '  if (y == 0.0) return 1.0;',
      '  if (nan1(x) || nan1(y)) return qnan();',
      '  float ax = abs(x);',
      '  float m = exp2(y * tlg2(ax));',
      '  if (floatBitsToUint(x) < 0x80000000u) return m;',
      '  bool yint = floor(y) == y;',
      '  if (!yint && ax != 0.0 && ax != pinf()) return qnan();',
      '  bool odd = yint && abs(y) < 16777216.0 && fract(y * 0.5) != 0.0;',
      '  return odd ? -m : m;',
      '}',
    ].join('\n'),
  },
  // x · 2^n rounded once (GLSL ES 3.00 has no ldexp): the exponent field is set directly, and a
  // subnormal result comes from one multiplication by 2^-64 (compilers may reassociate products).
  ldexp: {
    deps: ['nan1', 'inf'],
    code: [
      'float ldexp1(float x, int n) {',
      '  if (x == 0.0 || nan1(x) || abs(x) == pinf()) return x;',
      '  uint b = floatBitsToUint(x);',
      '  int e = int((b >> 23) & 0xffu);',
      '  if (e == 0) { b = floatBitsToUint(x * 16777216.0); e = int((b >> 23) & 0xffu) - 24; }',
      '  int t = e + clamp(n, -300, 300);',
      '  if (t >= 255) return uintBitsToFloat((b & 0x80000000u) | 0x7f800000u);',
      '  if (t >= 1) return uintBitsToFloat((b & 0x807fffffu) | (uint(t) << 23));',
      '  if (t < -30) return uintBitsToFloat(b & 0x80000000u);',
      '  return uintBitsToFloat((b & 0x807fffffu) | (uint(t + 64) << 23)) * uintBitsToFloat(uint(63) << 23);',
      '}',
      lift('ldexp', 'vec4', ['vec4', 'ivec4']),
    ].join('\n'),
  },
  // a·b + c with (nearly) one rounding: GLSL ES 3.00 has no fma(). Dekker's exact product (halves
  // split on the bits) and Knuth's exact sum give the result and its error terms; the final sum is
  // within one ULP of the correctly rounded value.
  fma: {
    deps: ['tsel'],
    code: [
      'vec4 split_hi(vec4 a) { return uintBitsToFloat(floatBitsToUint(a) & 0xfffff000u); }',
      'vec4 tfma(vec4 a, vec4 b, vec4 c) {',
      '  vec4 p = a * b;',
      '  vec4 ah = split_hi(a), al = a - ah, bh = split_hi(b), bl = b - bh;',
      '  vec4 pe = ((ah * bh - p) + ah * bl + al * bh) + al * bl;',
      '  vec4 s = p + c;',
      '  vec4 v = s - p;',
      '  vec4 se = (p - (s - v)) + (c - v);',
      '  vec4 r = s + (pe + se);',
      '  bvec4 special = not(lessThan(abs(p), vec4(1e37)));',
      '  return tsel(special, s, r);',
      '}',
    ].join('\n'),
  },
  // Packing with round-to-nearest-even and NaN → 0 (half floats: NaN → 0x7e00), exactly as tgsi.
  pack: {
    deps: ['nan1'],
    code: [
      'uint f16bits(float v) {',
      '  if (nan1(v)) return 0x7e00u;',
      '  uint b = floatBitsToUint(v);',
      '  uint sign = (b >> 16) & 0x8000u, mant = b & 0x7fffffu;',
      '  int e = int((b >> 23) & 0xffu) - 112;',
      '  if (e >= 31) return sign | 0x7c00u;',
      '  uint r, rest, hv;',
      '  if (e <= 0) {',
      '    if (e < -10) return sign;',
      '    uint m = mant | 0x800000u, shift = uint(14 - e);',
      '    r = m >> shift; rest = m & ((1u << shift) - 1u); hv = 1u << (shift - 1u);',
      '  } else {',
      '    r = (uint(e) << 10) | (mant >> 13); rest = mant & 0x1fffu; hv = 0x1000u;',
      '  }',
      '  if (rest > hv || (rest == hv && (r & 1u) == 1u)) r++;',
      '  return sign | r;',
      '}',
      'uint unorm1(float x, float m) { return uint(x > 0.0 ? (x < 1.0 ? roundEven(x * m) : m) : 0.0); }',
      'uint snorm8(float x) {',
      '  float v = x > -1.0 ? (x < 1.0 ? roundEven(x * 127.0) : 127.0) : x <= -1.0 ? -127.0 : 0.0;',
      '  return uint(int(v)) & 0xffu;',
      '}',
      'float snorm8At(uint w, int i) {',
      '  int b = int(w << uint(24 - 8 * i)) >> 24;',
      '  return b == -128 ? -1.0 : float(b) / 127.0;',
      '}',
    ].join('\n'),
  },
};

/** Helper names in dependency order for the given used set (each emitted once). */
export function preludeSource(used: ReadonlySet<string>): string {
  const order: string[] = [];
  const visit = (name: string) => {
    if (order.includes(name)) return;
    const h = HELPERS[name];
    if (!h) throw new Error(`unknown GLSL helper ${name}`);
    for (const d of h.deps) visit(d);
    order.push(name);
  };
  for (const name of [...used].sort()) visit(name);
  return order.map((n) => HELPERS[n]!.code).join('\n');
}
