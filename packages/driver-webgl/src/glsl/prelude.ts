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
  // log2 and exp2 of NaN are NaN (SwiftShader answers 128.58 and +Inf): tested on the bits first.
  tlg2: {
    deps: ['nan1', 'inf'],
    code: 'float tlg2(float x) { return nan1(x) ? qnan() : x == 0.0 ? -pinf() : x < 0.0 ? qnan() : log2(x); }',
  },
  tex2: {
    deps: ['nan1', 'inf'],
    code: 'float tex2(float x) { return nan1(x) ? qnan() : exp2(x); }',
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
  // sin and cos of x as (sin, cos), within 3 ULP of the float32-rounded exact values for every finite
  // float (GPUs' own are off by up to 7·10⁻⁵ on SwiftShader and lose all accuracy past a few thousand
  // on llvmpipe). |x| ≤ π/4 is used as is; otherwise x·2/π is computed exactly in integers from x's
  // 24-bit significand and a 96-bit window of 2/π's bits (Payne and Hanek's reduction): the product's
  // bits 95 and 94 are the quadrant, the 64 below it the fraction, rounded to the nearest quadrant so
  // the remainder r is in [−π/4, π/4]. Taylor polynomials to r¹¹ and r¹² are below float precision
  // there. Bits of x·2/π above the quadrant are multiples of 4 and drop out; the window starts at the
  // bit of 2/π whose weight times x's lowest significand bit is 2 (word 0 of the table is zero so the
  // window can start before 2/π's first bit).
  sincos: {
    deps: ['nan1', 'inf', 'umulhi'],
    code: [
      'const uint TWO_OVER_PI[8] = uint[8](0u, 0xa2f9836eu, 0x4e441529u, 0xfc2757d1u, 0xf534ddc0u, 0xdb629599u, 0x3c439041u, 0xfe5163abu);',
      'uint twoOverPiWord(int bit) {',
      '  int i = bit >> 5, s = bit & 31;',
      '  return s == 0 ? TWO_OVER_PI[i] : (TWO_OVER_PI[i] << uint(s)) | (TWO_OVER_PI[i + 1] >> uint(32 - s));',
      '}',
      'vec2 tsincos(float x) {',
      '  if (nan1(x) || abs(x) == pinf()) return vec2(qnan());',
      '  float r = abs(x);',
      '  uint n = 0u;',
      '  if (r > 0.785398163) {',
      '    uint b = floatBitsToUint(r);',
      '    uint m = (b & 0x7fffffu) | 0x800000u;',
      '    int start = int(b >> 23) - 120;',
      '    uint w0 = twoOverPiWord(start), w1 = twoOverPiWord(start + 32), w2 = twoOverPiWord(start + 64);',
      '    uint lo1 = m * w1, l1 = umulhi1(m, w2) + lo1;',
      '    uint l2 = umulhi1(m, w1) + m * w0 + (l1 < lo1 ? 1u : 0u);',
      '    uint hi = (l2 << 2) | (l1 >> 30), lo = (l1 << 2) | ((m * w2) >> 30);',
      '    n = (l2 >> 30) + (hi >> 31);',
      '    r = (float(int(hi)) + float(lo) * 2.3283064365386963e-10) * 2.3283064365386963e-10 * 1.5707963267948966;',
      '  }',
      '  if (x < 0.0) { r = -r; n = 0u - n; }',
      '  float r2 = r * r;',
      '  float s = r + r * r2 * (-1.0 / 6.0 + r2 * (1.0 / 120.0 + r2 * (-1.0 / 5040.0 + r2 * (1.0 / 362880.0 + r2 * (-1.0 / 39916800.0)))));',
      '  float c = 1.0 + r2 * (-0.5 + r2 * (1.0 / 24.0 + r2 * (-1.0 / 720.0 + r2 * (1.0 / 40320.0 + r2 * (-1.0 / 3628800.0 + r2 * (1.0 / 479001600.0))))));',
      '  n &= 3u;',
      '  return n == 0u ? vec2(s, c) : n == 1u ? vec2(c, -s) : n == 2u ? vec2(-s, -c) : vec2(-c, s);',
      '}',
    ].join('\n'),
  },
  // a / b rounded once. GLSL ES allows division 2.5 ULP, and compilers use that: SwiftShader divides by
  // a constant as a multiplication by its reciprocal (1 ULP off). So the GPU's quotient of the
  // significands (in (0.5, 2), within one ULP) is checked against the exact remainder ma − x·mb (12-bit
  // halves make every product exact and every step representable, fused or not) and moved to its
  // neighbour when that one is nearer (never a tie: a quotient of floats is not a midpoint); ldexp1
  // scales it back. Zeros, subnormals (which GPUs may flush), infinities and NaN, recognised on the
  // bits, take the GPU's IEEE quotient.
  tdiv: {
    deps: ['ldexp'],
    code: [
      'bool normal1(float x) { uint e = floatBitsToUint(x) & 0x7f800000u; return e != 0u && e != 0x7f800000u; }',
      'float mant1(float x, out int e) {',
      '  uint b = floatBitsToUint(x);',
      '  e = int((b >> 23) & 0xffu) - 127;',
      '  return uintBitsToFloat((b & 0x7fffffu) | 0x3f800000u);',
      '}',
      'float tdiv1(float a, float b) {',
      '  float q = a / b;',
      '  if (!normal1(a) || !normal1(b)) return q;',
      '  int ea, eb;',
      '  float ma = mant1(a, ea), mb = mant1(b, eb);',
      '  float x = ma / mb;',
      '  float xh = uintBitsToFloat(floatBitsToUint(x) & 0xfffff000u), xl = x - xh;',
      '  float bh = uintBitsToFloat(floatBitsToUint(mb) & 0xfffff000u), bl = mb - bh;',
      '  float r = (((ma - xh * bh) - xh * bl) - xl * bh) - xl * bl;',
      '  float up = x >= 1.0 ? 1.1920928955078125e-7 : 5.9604644775390625e-8;',
      '  float down = x > 1.0 ? 1.1920928955078125e-7 : x > 0.5 ? 5.9604644775390625e-8 : 2.98023223876953125e-8;',
      '  if (2.0 * r > up * mb) x += up;',
      '  else if (-2.0 * r > down * mb) x -= down;',
      '  return ldexp1((floatBitsToUint(a) ^ floatBitsToUint(b)) >= 0x80000000u ? -x : x, ea - eb);',
      '}',
      lift('tdiv', 'vec4', ['vec4', 'vec4']),
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
  // within one ULP of the correctly rounded value. Where the product is huge or the plain sum is not
  // finite (an infinite or NaN operand, an overflow) the error terms mean nothing (∞ − ∞): the plain
  // sum is the answer, tested on the bits (compilers may assume no infinities).
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
      '  uvec4 exponent = floatBitsToUint(s) & 0x7f800000u;',
      '  bvec4 special = bvec4(uvec4(not(lessThan(abs(p), vec4(1e37)))) | uvec4(equal(exponent, uvec4(0x7f800000u))));',
      '  return tsel(special, s, r);',
      '}',
    ].join('\n'),
  },
  // Packing with round-to-nearest-even and NaN → 0 (half floats: NaN → 0x7e00), exactly as tgsi.
  pack: {
    deps: ['nan1', 'unormf'],
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
      '  return b == -128 ? -1.0 : b < 0 ? -unormf1(uint(-b), 7) : unormf1(uint(b), 7);',
      '}',
    ].join('\n'),
  },
  // n / (2^bits − 1) correctly rounded, for bits in [7, 16] (float division is not correctly rounded on
  // every GPU: SwiftShader's x / 255.0 is 1 ULP off). The quotient's binary expansion is n's bits
  // repeated forever, so its significand is read off a word of that pattern starting at n's leading
  // one; the bits after it never end in a tie, so bit 7 alone decides the rounding.
  unormf: {
    deps: [],
    code: [
      'float unormf1(uint n, int bits) {',
      '  if (n == 0u) return 0.0;',
      '  int msb = int(floatBitsToUint(float(n)) >> 23) - 127;',
      '  int pos = 31 - msb;',
      '  uint w = n << uint(pos);',
      '  for (int i = 0; i < 5; i++) {',
      '    pos -= bits;',
      '    if (pos >= 0) w |= n << uint(pos);',
      '    else if (pos > -32) w |= n >> uint(-pos);',
      '  }',
      '  uint q = (w >> 8) + ((w >> 7) & 1u);',
      '  return float(q) * uintBitsToFloat(uint(127 + msb - bits - 23) << 23);',
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
