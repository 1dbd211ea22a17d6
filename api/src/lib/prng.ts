/** A small seeded PRNG (mulberry32) so the demo data is the same on every machine. */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number, digits = 2): number {
    const f = 10 ** digits;
    return Math.round((min + this.next() * (max - min)) * f) / f;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    const value = list[Math.floor(this.next() * list.length)];
    if (value === undefined) throw new Error('pick from an empty list');
    return value;
  }

  sample<T>(list: readonly T[], count: number): T[] {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < count && copy.length > 0) {
      const [v] = copy.splice(Math.floor(this.next() * copy.length), 1);
      if (v !== undefined) out.push(v);
    }
    return out;
  }
}
