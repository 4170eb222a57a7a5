/** The verdict of a before/after run: per round the ratios to the baseline and to an A/A twin, medians over the rounds;
 * "no slower beyond noise" when the ratio to the baseline is at least 1 − the largest A/A distance from 1. */
import { medianOf } from "./stats.ts"

/** One figure per round, higher is better (req/s, or requests per CPU-second). */
export type ByRound = ReadonlyMap<number, number>

/** What a side-by-side comparison found. */
export interface Comparison {
  /** Median per-round ratio current / baseline. */
  readonly ratio: number
  /** Median per-round ratio current / its A/A twin. */
  readonly control: number
  /** The largest per-round distance of the A/A ratio from 1. */
  readonly noise: number
  /** Whether the median ratio is at least 1 − noise. */
  readonly noSlower: boolean
}

/** The per-round ratios of `a` to `b` over the rounds both have. */
function ratios(a: ByRound, b: ByRound): Array<number> {
  return [...a].flatMap(([round, value]) => {
    const other = b.get(round)
    return other === undefined || other === 0 ? [] : [value / other]
  })
}

/** Compares the current figures with the baseline's, the A/A twin's giving the noise. */
export function compare(current: ByRound, twin: ByRound, baseline: ByRound): Comparison {
  const control = ratios(current, twin)
  const noise = Math.max(0, ...control.map((r) => Math.abs(1 - r)))
  const ratio = medianOf(ratios(current, baseline))
  return { ratio, control: medianOf(control), noise, noSlower: ratio >= 1 - noise }
}

/** A comparison as table cells: ratio, A/A ratio, noise, verdict. */
export function comparisonCells(c: Comparison): Array<string> {
  return [
    c.ratio.toFixed(3),
    c.control.toFixed(3),
    `±${(c.noise * 100).toFixed(1)} %`,
    c.noSlower ? "no slower beyond noise" : "SLOWER"
  ]
}

/** The verdict on a cost ratio's upper bound (a target such as "at most 1.2×"): whether the ratio is within it, and
 * whether by more than the noise (the largest A/A distance from 1). */
export function boundVerdict(ratio: number, bound: number, noise: number): string {
  if (ratio <= bound) return bound / ratio - 1 > noise ? "holds beyond noise" : "holds, within noise"
  return ratio / bound - 1 > noise ? "MISSED beyond noise" : "missed, within noise"
}
