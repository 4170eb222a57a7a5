/**
 * The bridge from Effect's metrics to the Prometheus text format. Code outside the HTTP adapter
 * records with Effect's own `Metric` module (core counts pool submissions, the crypto adapter
 * times signature checks, the SQL adapter times storage operations); `/metrics` takes a
 * `Metric.snapshot` of the registry in its context and writes each metric as a family: a
 * Counter as `counter`, a Gauge as `gauge`, a Histogram as `histogram` (Effect keeps cumulative
 * bucket counts; `+Inf` is the count), a Summary as `summary` (`quantile` labels, `_sum`,
 * `_count`) and a Frequency as a `counter` with one series per word (label `value`). Attributes
 * become labels. Series of one id are written under one `# HELP`/`# TYPE`; a metric whose name
 * is already taken by another family of the exposition is left out.
 */
import type { Metric } from "effect"
import { type FamilyType, familyHeader, histogramLines, type Labels, metricName, sampleLine } from "./metrics_text.ts"

/** The Prometheus family type of an Effect metric type. */
function familyType(type: Metric.Metric.Type): FamilyType {
  switch (type) {
    case "Counter":
    case "Frequency":
      return "counter"
    case "Gauge":
      return "gauge"
    case "Histogram":
      return "histogram"
    case "Summary":
      return "summary"
  }
}

/** The labels of a snapshot's attributes. */
function labelsOf(snapshot: Metric.Metric.Snapshot): Labels {
  return Object.entries(snapshot.attributes ?? {})
}

/** The sample lines of one series. */
function seriesLines(name: string, snapshot: Metric.Metric.Snapshot): string {
  const labels = labelsOf(snapshot)
  switch (snapshot.type) {
    case "Counter":
      return sampleLine(name, labels, snapshot.state.count)
    case "Gauge":
      return sampleLine(name, labels, snapshot.state.value)
    case "Histogram":
      return histogramLines(name, labels, snapshot.state)
    case "Frequency": {
      let out = ""
      for (const [word, count] of snapshot.state.occurrences) out += sampleLine(name, [...labels, ["value", word]], count)
      return out
    }
    case "Summary": {
      let out = ""
      for (const [quantile, value] of snapshot.state.quantiles) {
        out += sampleLine(name, [...labels, ["quantile", String(quantile)]], value ?? NaN)
      }
      out += sampleLine(`${name}_sum`, labels, snapshot.state.sum)
      out += sampleLine(`${name}_count`, labels, snapshot.state.count)
      return out
    }
  }
}

/** Effect metric snapshots in the Prometheus text format, leaving out names in `taken`. */
export function renderEffectMetrics(snapshots: ReadonlyArray<Metric.Metric.Snapshot>, taken: ReadonlySet<string>): string {
  const families = new Map<string, { readonly type: Metric.Metric.Type; readonly help: string; lines: string }>()
  for (const snapshot of snapshots) {
    const name = metricName(snapshot.id)
    if (taken.has(name)) continue
    const family = families.get(name)
    if (family === undefined) {
      families.set(name, { type: snapshot.type, help: snapshot.description ?? snapshot.id, lines: seriesLines(name, snapshot) })
    } else if (family.type === snapshot.type) {
      family.lines += seriesLines(name, snapshot)
    }
  }
  let out = ""
  for (const [name, family] of families) out += familyHeader(name, familyType(family.type), family.help) + family.lines
  return out
}
