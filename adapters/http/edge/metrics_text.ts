/**
 * Writing the Prometheus text exposition format (version 0.0.4): metric and label names made
 * valid, label values escaped, numbers written as Prometheus reads them (`+Inf`, `-Inf`, `NaN`),
 * and the lines of one metric family (`# HELP`, `# TYPE`, then its samples), histograms with
 * cumulative `le` buckets ending in `+Inf`, `_sum` and `_count`. Used by the request metrics and
 * by the bridge that renders Effect's metrics; the process metrics come from prom-client.
 */

/** The kinds of metric family the text format declares. */
export type FamilyType = "counter" | "gauge" | "histogram" | "summary" | "untyped"

/** Label names and values of one sample, in order. */
export type Labels = ReadonlyArray<readonly [name: string, value: string]>

/** A valid metric name: characters outside `[a-zA-Z0-9_:]` become `_`, and it does not start with a digit. */
export function metricName(name: string): string {
  const valid = name.replace(/[^a-zA-Z0-9_:]/gu, "_")
  return /^[0-9]/u.test(valid) || valid.length === 0 ? `_${valid}` : valid
}

/** A valid label name: characters outside `[a-zA-Z0-9_]` become `_`, and it does not start with a digit. */
export function labelName(name: string): string {
  const valid = name.replace(/[^a-zA-Z0-9_]/gu, "_")
  return /^[0-9]/u.test(valid) || valid.length === 0 ? `_${valid}` : valid
}

/** A label value escaped for the text format (backslash, double quote, line feed). */
export function labelValue(value: string): string {
  return value.replace(/[\\"\n]/gu, (c) => (c === "\n" ? "\\n" : `\\${c}`))
}

/** `# HELP` text escaped (backslash and line feed). */
function helpText(text: string): string {
  return text.replace(/[\\\n]/gu, (c) => (c === "\n" ? "\\n" : "\\\\"))
}

/** A sample value as the text format writes it. */
export function sampleValue(value: number | bigint): string {
  if (typeof value === "bigint") return value.toString()
  if (Number.isNaN(value)) return "NaN"
  if (value === Infinity) return "+Inf"
  if (value === -Infinity) return "-Inf"
  return String(value)
}

/** `{a="x",b="y"}` (empty when there are no labels). */
export function labelSet(labels: Labels): string {
  if (labels.length === 0) return ""
  let out = "{"
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i]
    if (label === undefined) continue
    if (i > 0) out += ","
    out += `${labelName(label[0])}="${labelValue(label[1])}"`
  }
  return out + "}"
}

/** The `# HELP` and `# TYPE` lines of a family. */
export function familyHeader(name: string, type: FamilyType, help: string): string {
  return `# HELP ${name} ${helpText(help)}\n# TYPE ${name} ${type}\n`
}

/** One sample line. */
export function sampleLine(name: string, labels: Labels, value: number | bigint): string {
  return `${name}${labelSet(labels)} ${sampleValue(value)}\n`
}

/** A histogram's state: upper bounds with cumulative counts (ascending, without `+Inf`), the count and the sum. */
export interface HistogramSample {
  readonly buckets: ReadonlyArray<readonly [upperBound: number, cumulativeCount: number]>
  readonly count: number
  readonly sum: number
}

/** The sample lines of one histogram series: its buckets, `+Inf`, `_sum` and `_count`. */
export function histogramLines(name: string, labels: Labels, histogram: HistogramSample): string {
  let out = ""
  for (const [bound, cumulative] of histogram.buckets) {
    out += sampleLine(`${name}_bucket`, [...labels, ["le", sampleValue(bound)]], cumulative)
  }
  out += sampleLine(`${name}_bucket`, [...labels, ["le", "+Inf"]], histogram.count)
  out += sampleLine(`${name}_sum`, labels, histogram.sum)
  out += sampleLine(`${name}_count`, labels, histogram.count)
  return out
}
