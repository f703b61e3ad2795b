import { hash } from 'node:crypto';

/**
 * A HyperLogLog sketch of a set of ids (docs/decisions/0087): mergeable (the union of two sets is the registers'
 * maximum), so one sketch per day gives the distinct count of any range of days. 2^p registers of one byte each;
 * the count comes from Ertl's improved estimator ("New cardinality estimation algorithms for HyperLogLog sketches",
 * 2017), unbiased from 0 to billions without empirical tables, with a standard error of 1.04 / √(2^p).
 * Ids are hashed with MD5 (64 of its bits): uniform, in Node's core, and the same on every instance and release.
 */
export const HLL_PRECISION = 14;

/** The relative standard error of a count from a sketch of precision p: 1.04 / √(2^p), 0.8125 % for p = 14. */
export const hllStandardError = (p = HLL_PRECISION) => 1.04 / Math.sqrt(2 ** p);

/** The error the console states: two standard errors (±1.625 % for p = 14), within which 95 % of counts fall. */
export const hllErrorBound = (p = HLL_PRECISION) => 2 * hllStandardError(p);

const SPARSE = 1;
const DENSE = 2;

export class HyperLogLog {
  readonly registers: Uint8Array;

  constructor(
    readonly p = HLL_PRECISION,
    registers?: Uint8Array,
  ) {
    if (!Number.isInteger(p) || p < 4 || p > 16) throw new RangeError(`HyperLogLog precision must be 4..16, not ${p}`);
    this.registers = registers ?? new Uint8Array(2 ** p);
  }

  static of(ids: Iterable<string>, p = HLL_PRECISION): HyperLogLog {
    const sketch = new HyperLogLog(p);
    for (const id of ids) sketch.add(id);
    return sketch;
  }

  add(id: string): this {
    const digest = hash('md5', id, 'buffer');
    const high = digest.readUInt32BE(0);
    const low = digest.readUInt32BE(4);
    const index = high >>> (32 - this.p);
    // The rank is 1 + the leading zeros of the 64 - p bits after the index (64 - p + 1 when all are zero).
    const rest = (high << this.p) >>> 0;
    const rank = rest !== 0 ? Math.clz32(rest) + 1 : 32 - this.p + Math.clz32(low) + 1;
    if (rank > this.registers[index]!) this.registers[index] = rank;
    return this;
  }

  /** Folds another sketch in: this one then sketches the union of both sets. */
  merge(other: HyperLogLog): this {
    if (other.p !== this.p) throw new RangeError(`Cannot merge sketches of precision ${other.p} and ${this.p}`);
    for (let i = 0; i < this.registers.length; i += 1) if (other.registers[i]! > this.registers[i]!) this.registers[i] = other.registers[i]!;
    return this;
  }

  /** Folds a serialized sketch in without building it first: a sparse one costs its few entries, not 2^p registers. */
  mergeSerialized(text: string): this {
    const bytes = Buffer.from(text, 'base64');
    const [kind, p] = [bytes[0], bytes[1]];
    if (p === undefined || (kind !== SPARSE && kind !== DENSE)) throw new Error('Not a HyperLogLog sketch');
    if (p !== this.p) throw new RangeError(`Cannot merge sketches of precision ${p} and ${this.p}`);
    if (kind === DENSE) {
      if (bytes.length !== 2 + this.registers.length) throw new Error('Truncated HyperLogLog sketch');
      for (let i = 0; i < this.registers.length; i += 1) if (bytes[i + 2]! > this.registers[i]!) this.registers[i] = bytes[i + 2]!;
      return this;
    }
    if ((bytes.length - 2) % 3 !== 0) throw new Error('Truncated HyperLogLog sketch');
    for (let at = 2; at < bytes.length; at += 3) {
      const index = bytes.readUInt16BE(at);
      if (bytes[at + 2]! > this.registers[index]!) this.registers[index] = bytes[at + 2]!;
    }
    return this;
  }

  /** The estimated number of distinct ids added, rounded. */
  count(): number {
    const m = this.registers.length;
    const q = 64 - this.p;
    const histogram = new Array<number>(q + 2).fill(0);
    for (const value of this.registers) histogram[value]! += 1;
    let z = m * tau(1 - histogram[q + 1]! / m);
    for (let k = q; k >= 1; k -= 1) z = 0.5 * (z + histogram[k]!);
    z += m * sigma(histogram[0]! / m);
    return Math.round((m * m) / (2 * Math.LN2) / z);
  }

  /**
   * Base64 text, for a text column on any database: `[1, p, (index:u16, rank:u8)…]` while few registers are set
   * (a day with a handful of viewers takes a few bytes), else `[2, p, registers…]` (2^p + 2 bytes: 16 KiB at p = 14).
   */
  serialize(): string {
    let used = 0;
    for (const value of this.registers) if (value !== 0) used += 1;
    if (used * 3 < this.registers.length) {
      const bytes = Buffer.alloc(2 + used * 3);
      bytes[0] = SPARSE;
      bytes[1] = this.p;
      let at = 2;
      this.registers.forEach((value, index) => {
        if (value === 0) return;
        bytes.writeUInt16BE(index, at);
        bytes[at + 2] = value;
        at += 3;
      });
      return bytes.toString('base64');
    }
    return Buffer.concat([Buffer.from([DENSE, this.p]), this.registers]).toString('base64');
  }

  static deserialize(text: string): HyperLogLog {
    const [kind, p] = Buffer.from(text.slice(0, 4), 'base64');
    if (p === undefined || (kind !== SPARSE && kind !== DENSE)) throw new Error('Not a HyperLogLog sketch');
    return new HyperLogLog(p).mergeSerialized(text);
  }
}

/** Ertl's σ(x) = x + Σ x^(2^k)·2^(k-1), for the registers still at zero. */
function sigma(x: number): number {
  if (x === 1) return Infinity;
  let y = 1;
  let z = x;
  let previous: number;
  do {
    x *= x;
    previous = z;
    z += x * y;
    y += y;
  } while (z !== previous);
  return z;
}

/** Ertl's τ(x), for the registers at the largest rank. */
function tau(x: number): number {
  if (x === 0 || x === 1) return 0;
  let y = 1;
  let z = 1 - x;
  let previous: number;
  do {
    x = Math.sqrt(x);
    previous = z;
    y *= 0.5;
    z -= (1 - x) ** 2 * y;
  } while (z !== previous);
  return z / 3;
}
