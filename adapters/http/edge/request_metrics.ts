/**
 * The request metrics: `http_requests_total` (a counter) and `http_request_duration_seconds` (a
 * histogram), both labelled `method`, `route` and `status`. `route` is the route template the
 * request matched (`/accounts/:accountIndex`, base path included), `unmatched` for any URL no
 * route matches: never the raw URL, so the number of series stays bounded (methods outside
 * Node's list count as `OTHER`).
 *
 * Recording sits on every request's path, so it is written to cost next to nothing: one series
 * object per (route, method, status), found through nested maps keyed by the values themselves
 * (no label string or object is built per request), holding a count, a sum and per-bucket counts
 * in a typed array. prom-client's labelled children build a label hash and objects on each call
 * (≈ 1 µs for a counter and a histogram, against ≈ 10 ns here); the series are written in the
 * text format by `metrics_text.ts` instead. One `RequestMetrics` per application
 * (`metrics_exposition.ts`), so apps built side by side in one process count apart.
 */
import { METHODS } from "node:http"
import { familyHeader, histogramLines, type Labels, sampleLine } from "./metrics_text.ts"

/** Name of the request counter. */
export const REQUESTS_METRIC = "http_requests_total"
/** Name of the request duration histogram. */
export const REQUEST_DURATION_METRIC = "http_request_duration_seconds"

/** Upper bounds of the request duration histogram, in seconds (0.5 ms to the 30 s deadline). */
export const REQUEST_DURATION_BUCKETS: ReadonlyArray<number> = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30
]

/** The label of a method outside Node's list of HTTP methods. */
export const OTHER_METHOD = "OTHER"

const KNOWN_METHODS: ReadonlySet<string> = new Set(METHODS)

/** The requests of one (method, route, status): their count, total duration and duration buckets. */
class RequestSeries {
  count = 0
  sum = 0
  /** Requests per bucket (not cumulative); the last slot counts those above every bound. */
  readonly perBucket: Float64Array
  readonly labels: Labels

  constructor(method: string, route: string, status: number, buckets: number) {
    this.perBucket = new Float64Array(buckets + 1)
    this.labels = [["method", method], ["route", route], ["status", String(status)]]
  }
}

/** The request metrics of one application. */
export class RequestMetrics {
  private readonly bounds: Float64Array = Float64Array.from(REQUEST_DURATION_BUCKETS)
  /** route → method → status → series. */
  private readonly index = new Map<string, Map<string, Map<number, RequestSeries>>>()
  /** Every series, in creation order. */
  private readonly series: Array<RequestSeries> = []

  /** The series used last and its key: a busy route's requests mostly follow one another. */
  private readonly last: { method: string; route: string; status: number; series: RequestSeries | undefined } = {
    method: "",
    route: "",
    status: 0,
    series: undefined
  }

  /** The series of (method, route, status), created on first use. */
  private seriesOf(method: string, route: string, status: number): RequestSeries {
    const last = this.last
    if (last.series !== undefined && last.route === route && last.method === method && last.status === status) return last.series
    const series = this.lookup(method, route, status)
    last.method = method
    last.route = route
    last.status = status
    last.series = series
    return series
  }

  /** The series of (method, route, status) in the index, created on first use. */
  private lookup(method: string, route: string, status: number): RequestSeries {
    let byMethod = this.index.get(route)
    if (byMethod === undefined) {
      byMethod = new Map()
      this.index.set(route, byMethod)
    }
    const label = KNOWN_METHODS.has(method) ? method : OTHER_METHOD
    let byStatus = byMethod.get(label)
    if (byStatus === undefined) {
      byStatus = new Map()
      byMethod.set(label, byStatus)
    }
    let series = byStatus.get(status)
    if (series === undefined) {
      series = new RequestSeries(label, route, status, this.bounds.length)
      byStatus.set(status, series)
      this.series.push(series)
    }
    return series
  }

  /** Records one answered request: its method, route template, status and duration. */
  record(method: string, route: string, status: number, seconds: number): void {
    const series = this.seriesOf(method, route, status)
    const bounds = this.bounds
    let bucket = 0
    while (bucket < bounds.length && seconds > (bounds[bucket] ?? Infinity)) bucket++
    series.perBucket[bucket] = (series.perBucket[bucket] ?? 0) + 1
    series.count++
    series.sum += seconds
  }

  /** The number of requests recorded for (method, route, status) (0 when none). */
  count(method: string, route: string, status: number): number {
    return this.index.get(route)?.get(method)?.get(status)?.count ?? 0
  }

  /** Both metrics in the Prometheus text format. */
  render(): string {
    let counter = familyHeader(REQUESTS_METRIC, "counter", "HTTP requests answered, by method, route template and status")
    let histogram = familyHeader(
      REQUEST_DURATION_METRIC,
      "histogram",
      "Time from a request's arrival to its response being ready, by method, route template and status, in seconds"
    )
    for (const series of this.series) {
      counter += sampleLine(REQUESTS_METRIC, series.labels, series.count)
      const buckets: Array<readonly [number, number]> = []
      let cumulative = 0
      for (let i = 0; i < this.bounds.length; i++) {
        cumulative += series.perBucket[i] ?? 0
        buckets.push([this.bounds[i] ?? Infinity, cumulative])
      }
      histogram += histogramLines(REQUEST_DURATION_METRIC, series.labels, { buckets, count: series.count, sum: series.sum })
    }
    return counter + histogram
  }
}
