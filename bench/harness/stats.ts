/** How every benchmark reports: nearest-rank quantiles, medians and ranges, the machine line and Markdown tables. */
import { cpus, loadavg, totalmem } from "node:os"

/** The q-quantile (nearest rank) of ascending values; NaN when empty. */
export function quantile(sorted: ReadonlyArray<number>, q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN
}

/** Ascending copy. */
export function sorted(values: ReadonlyArray<number>): Array<number> {
  return [...values].sort((a, b) => a - b)
}

/** The median of numbers (the mean of the middle two for an even count, so two rounds are not read by their lower one); NaN when empty. */
export function medianOf(values: ReadonlyArray<number>): number {
  const s = sorted(values)
  const middle = Math.floor(s.length / 2)
  if (s.length === 0) return Number.NaN
  return s.length % 2 === 1 ? s[middle]! : (s[middle - 1]! + s[middle]!) / 2
}

/** `a–b`, the least and the largest value. */
export function rangeOf(values: ReadonlyArray<number>, digits = 0): string {
  const s = sorted(values)
  if (s.length === 0) return "—"
  return `${s[0]!.toFixed(digits)}–${s[s.length - 1]!.toFixed(digits)}`
}

/** The 1-, 5- and 15-minute load averages, formatted. */
export function loadLine(): string {
  return loadavg()
    .map((x) => x.toFixed(2))
    .join(" / ")
}

/** Node version, CPU count and model, memory. */
export function machineLine(): string {
  return `node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? "?"}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB`
}

/** A Markdown table: the first column left-aligned, the others right-aligned. */
export function markdownTable(header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string>>): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)))
  const render = (cells: ReadonlyArray<string>) =>
    "| " + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ") + " |"
  const rule = "|" + widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : "-".repeat(w + 1) + ":")).join("|") + "|"
  return [render(header), rule, ...rows.map(render)].join("\n")
}
