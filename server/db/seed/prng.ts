/** A small seeded pseudo-random generator (mulberry32), so demo and benchmark data are the same on every run. */
export type Rng = () => number;

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A whole number in [min, max], both included. */
export const randomInt = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));

export const chance = (rng: Rng, probability: number): boolean => rng() < probability;

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pick from an empty list');
  return items[Math.floor(rng() * items.length)]!;
}

/** Picks an index with the given relative weights, in O(log n) per pick. */
export function weightedPicker(weights: readonly number[]): (rng: Rng) => number {
  const cumulative: number[] = [];
  let total = 0;
  for (const weight of weights) {
    total += Math.max(0, weight);
    cumulative.push(total);
  }
  if (total <= 0) throw new RangeError('weights must have a positive sum');
  return (rng) => {
    const target = rng() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! > target) high = mid;
      else low = mid + 1;
    }
    return low;
  };
}
