/**
 * The bridge from Effect's metrics to the Prometheus text format, on a registry of its own:
 * every Effect metric type written as its family (counter, gauge, histogram with cumulative
 * buckets, summary, frequency as a counter per word), attributes as labels escaped as the format
 * requires, invalid names made valid, taken names left out; and the request metrics' own
 * rendering. Each output is read back with the text-format parser.
 */
import { describe, it } from "@effect/vitest"
import { Effect, Metric } from "effect"
import parsePrometheusTextFormat, { type PrometheusFamily } from "parse-prometheus-text-format"
import { expect } from "vitest"
import { renderEffectMetrics } from "../../../../adapters/http/edge/metrics_effect.ts"
import { histogramLines, labelValue, metricName } from "../../../../adapters/http/edge/metrics_text.ts"
import { RequestMetrics } from "../../../../adapters/http/edge/request_metrics.ts"

/** The families of a text by name. */
function familiesOf(text: string): ReadonlyMap<string, PrometheusFamily> {
  return new Map(parsePrometheusTextFormat(text).map((family) => [family.name, family]))
}

/** Renders the metrics recorded by `record` in a fresh registry. */
const rendered = <E>(record: Effect.Effect<void, E>, taken: ReadonlySet<string> = new Set()) =>
  Effect.gen(function*() {
    yield* record
    return renderEffectMetrics(yield* Metric.snapshot, taken)
  }).pipe(Effect.provideService(Metric.MetricRegistry, new Map()))

describe("renderEffectMetrics", () => {
  it.effect("writes counters and gauges with their attributes as labels, one family per id", () =>
    Effect.gen(function*() {
      const text = yield* rendered(Effect.gen(function*() {
        yield* Metric.update(Metric.counter("jobs_total", { description: "Jobs", attributes: { outcome: "ok" } }), 3)
        yield* Metric.update(Metric.counter("jobs_total", { description: "Jobs", attributes: { outcome: "failed" } }), 1)
        yield* Metric.update(Metric.gauge("queue_depth"), 7)
      }))
      const families = familiesOf(text)
      expect(families.get("jobs_total")).toEqual({
        name: "jobs_total",
        help: "Jobs",
        type: "COUNTER",
        metrics: [{ value: "3", labels: { outcome: "ok" } }, { value: "1", labels: { outcome: "failed" } }]
      })
      expect(families.get("queue_depth")).toMatchObject({ type: "GAUGE", help: "queue_depth", metrics: [{ value: "7" }] })
      expect(text.match(/# TYPE jobs_total/g)?.length).toBe(1)
    }))

  it.effect("writes a histogram with cumulative buckets, +Inf equal to the count, the sum and the count", () =>
    Effect.gen(function*() {
      const text = yield* rendered(Effect.gen(function*() {
        const histogram = Metric.histogram("latency_seconds", { boundaries: [0.1, 1] })
        for (const value of [0.05, 0.5, 0.7, 3]) yield* Metric.update(histogram, value)
      }))
      expect(familiesOf(text).get("latency_seconds")).toEqual({
        name: "latency_seconds",
        help: "latency_seconds",
        type: "HISTOGRAM",
        metrics: [{ buckets: { "0.1": "1", "1": "3", "+Inf": "4" }, sum: "4.25", count: "4" }]
      })
    }))

  it.effect("writes a summary with its quantiles, and a frequency as a counter per word", () =>
    Effect.gen(function*() {
      const text = yield* rendered(Effect.gen(function*() {
        const summary = Metric.summary("size_bytes", { maxAge: "1 hour", maxSize: 10, quantiles: [0.5, 1] })
        for (const value of [1, 2, 3]) yield* Metric.update(summary, value)
        const words = Metric.frequency("colour")
        for (const word of ["red", "red", "blue"]) yield* Metric.update(words, word)
      }))
      const families = familiesOf(text)
      expect(families.get("size_bytes")).toEqual({
        name: "size_bytes",
        help: "size_bytes",
        type: "SUMMARY",
        metrics: [{ quantiles: { "0.5": "2", "1": "3" }, sum: "6", count: "3" }]
      })
      expect(families.get("colour")).toMatchObject({
        type: "COUNTER",
        metrics: [{ value: "2", labels: { value: "red" } }, { value: "1", labels: { value: "blue" } }]
      })
    }))

  it.effect("makes names valid, escapes label values, and leaves out names already taken", () =>
    Effect.gen(function*() {
      const text = yield* rendered(Effect.gen(function*() {
        yield* Metric.update(Metric.counter("my-app.requests", { attributes: { "the path": "a\"b\\c\nd" } }), 1)
        yield* Metric.update(Metric.counter("http_requests_total"), 5)
      }), new Set(["http_requests_total"]))
      const families = familiesOf(text)
      expect(families.get("my_app_requests")?.metrics).toEqual([{ value: "1", labels: { the_path: "a\"b\\c\nd" } }])
      expect(families.has("http_requests_total")).toBe(false)
    }))
})

describe("metrics_text", () => {
  it("metricName and labelValue follow the text format's rules", () => {
    expect(metricName("9lives")).toBe("_9lives")
    expect(metricName("a:b_c")).toBe("a:b_c")
    expect(labelValue("x\"y\\z\n")).toBe("x\\\"y\\\\z\\n")
  })

  it("histogramLines ends every series with +Inf, _sum and _count", () => {
    const lines = histogramLines("h", [["k", "v"]], { buckets: [[0.5, 1]], count: 2, sum: 1.5 }).trim().split("\n")
    expect(lines).toEqual([
      "h_bucket{k=\"v\",le=\"0.5\"} 1",
      "h_bucket{k=\"v\",le=\"+Inf\"} 2",
      "h_sum{k=\"v\"} 1.5",
      "h_count{k=\"v\"} 2"
    ])
  })
})

describe("RequestMetrics", () => {
  it("counts each (method, route, status) apart, unknown methods as OTHER, and renders both families", () => {
    const metrics = new RequestMetrics()
    metrics.record("GET", "/tokens/:id", 200, 0.0002)
    metrics.record("GET", "/tokens/:id", 200, 0.0002)
    metrics.record("GET", "/tokens/:id", 404, 0.0002)
    metrics.record("BREW", "unmatched", 404, 0.0002)
    expect(metrics.count("GET", "/tokens/:id", 200)).toBe(2)
    expect(metrics.count("OTHER", "unmatched", 404)).toBe(1)
    const families = familiesOf(metrics.render())
    const counter = families.get("http_requests_total")
    expect(counter?.type).toBe("COUNTER")
    expect(counter?.metrics).toEqual([
      { value: "2", labels: { method: "GET", route: "/tokens/:id", status: "200" } },
      { value: "1", labels: { method: "GET", route: "/tokens/:id", status: "404" } },
      { value: "1", labels: { method: "OTHER", route: "unmatched", status: "404" } }
    ])
    expect(families.get("http_request_duration_seconds")?.type).toBe("HISTOGRAM")
  })

  it("puts a duration in the first bucket whose bound is not below it", () => {
    const metrics = new RequestMetrics()
    metrics.record("GET", "/state", 200, 0.03)
    const text = metrics.render()
    expect(text).toContain("http_request_duration_seconds_bucket{method=\"GET\",route=\"/state\",status=\"200\",le=\"0.025\"} 0")
    expect(text).toContain("http_request_duration_seconds_bucket{method=\"GET\",route=\"/state\",status=\"200\",le=\"0.05\"} 1")
    expect(text).toContain("http_request_duration_seconds_bucket{method=\"GET\",route=\"/state\",status=\"200\",le=\"+Inf\"} 1")
  })
})
