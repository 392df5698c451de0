// A counter-based random stream: every draw is a hash of (seed, stream, counters), so any draw can be
// made directly, in any order, in any process or browser, with no state to replay.
import { fnv1a } from '../hash';

/** Work counter: how many draws were made. Tests use it to bound the cost of a quote (work, not time). */
export const work = { draws: 0 };

/** murmur3's 32-bit finaliser: a good avalanche for one word. */
function fmix(h: number): number {
  let x = h;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** Stable 32-bit identifier of a text (FNV-1a then mixed), e.g. a symbol's stream. */
export function streamId(text: string): number {
  return fmix(fnv1a(text));
}

function hash4(a: number, b: number, c: number, d: number): number {
  let h = fmix(a ^ 0x9e3779b9);
  h = fmix(h ^ Math.imul(b, 0xcc9e2d51));
  h = fmix(h ^ Math.imul(c, 0x1b873593));
  return fmix(h ^ Math.imul(d, 0xe6546b64));
}

/**
 * A uniform draw in (0, 1) with 53 bits, keyed by a stream and three integer counters
 * (e.g. level, index and purpose of a node). Counters may be any 32-bit integers.
 */
export function uniform(stream: number, a: number, b: number, c: number): number {
  work.draws++;
  const hi = hash4(stream, a, b, c) >>> 5; // 27 bits
  const lo = hash4(stream ^ 0x5bd1e995, c, a, b) >>> 6; // 26 bits
  return (hi * 67108864 + lo + 0.5) / 9007199254740992;
}

/** The standard normal quantile (Wichura's AS241, relative error ~1e-16). */
export function normalQuantile(p: number): number {
  const q = p - 0.5;
  if (Math.abs(q) <= 0.425) {
    const r = 0.180625 - q * q;
    return (
      (q *
        (((((((r * 2509.0809287301227 + 33430.57558358813) * r + 67265.7709270087) * r + 45921.95393154987) *
          r +
          13731.69376550946) *
          r +
          1971.5909503065513) *
          r +
          133.14166789178438) *
          r +
          3.3871328727963665)) /
      (((((((r * 5226.495278852546 + 28729.085735721943) * r + 39307.89580009271) * r + 21213.794301586597) *
        r +
        5394.196021424751) *
        r +
        687.1870074920579) *
        r +
        42.31333070160091) *
        r +
        1)
    );
  }
  let r = q < 0 ? p : 1 - p;
  r = Math.sqrt(-Math.log(r));
  let value: number;
  if (r <= 5) {
    r -= 1.6;
    value =
      (((((((r * 0.0007745450142783414 + 0.022723844989269184) * r + 0.2417807251774506) * r +
        1.2704582524523684) *
        r +
        3.6478483247632045) *
        r +
        5.769497221460691) *
        r +
        4.630337846156546) *
        r +
        1.4234371107496835) /
      (((((((r * 1.0507500716444169e-9 + 0.0005475938084995345) * r + 0.015198666563616457) * r +
        0.14810397642748008) *
        r +
        0.6897673349851) *
        r +
        1.6763848301838038) *
        r +
        2.053191626637759) *
        r +
        1);
  } else {
    r -= 5;
    value =
      (((((((r * 2.0103343992922881e-7 + 2.7115555687434876e-5) * r + 0.0012426609473880784) * r +
        0.026532189526576124) *
        r +
        0.29656057182850487) *
        r +
        1.7848265399172913) *
        r +
        5.463784911164114) *
        r +
        6.657904643501103) /
      (((((((r * 2.0442631033899397e-15 + 1.421511758316446e-7) * r + 1.8463183175100548e-5) * r +
        0.0007868691311456133) *
        r +
        0.014875361290850615) *
        r +
        0.1369298809227358) *
        r +
        0.599832206555888) *
        r +
        1);
  }
  return q < 0 ? -value : value;
}

/** A standard normal draw keyed like `uniform`. */
export function normal(stream: number, a: number, b: number, c: number): number {
  return normalQuantile(uniform(stream, a, b, c));
}
