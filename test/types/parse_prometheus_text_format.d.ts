/** Types of `parse-prometheus-text-format` (a devDependency without its own): one object per metric family, in
 * prom2json's shape, every value a string. */
declare module "parse-prometheus-text-format" {
  /** Label names and values of a sample. */
  export type PrometheusLabels = Readonly<Record<string, string>>

  /** A counter, gauge or untyped sample. */
  export interface PrometheusSample {
    readonly value: string
    readonly labels?: PrometheusLabels
    readonly timestamp_ms?: string
  }

  /** A histogram series: cumulative counts by upper bound (`le`, `+Inf` included), the count and the sum. */
  export interface PrometheusHistogramSample {
    readonly buckets: Readonly<Record<string, string>>
    readonly count: string
    readonly sum: string
    readonly labels?: PrometheusLabels
  }

  /** A summary series: values by quantile, the count and the sum. */
  export interface PrometheusSummarySample {
    readonly quantiles: Readonly<Record<string, string>>
    readonly count: string
    readonly sum: string
    readonly labels?: PrometheusLabels
  }

  /** A metric family of one type: its name, help text and series. */
  export interface PrometheusFamilyOf<T extends string, S> {
    readonly name: string
    readonly help: string
    readonly type: T
    readonly metrics: ReadonlyArray<S>
  }

  /** One metric family, by its type. */
  export type PrometheusFamily =
    | PrometheusFamilyOf<"COUNTER", PrometheusSample>
    | PrometheusFamilyOf<"GAUGE", PrometheusSample>
    | PrometheusFamilyOf<"UNTYPED", PrometheusSample>
    | PrometheusFamilyOf<"HISTOGRAM", PrometheusHistogramSample>
    | PrometheusFamilyOf<"SUMMARY", PrometheusSummarySample>

  /** The families of a text exposition; throws on a malformed line. */
  export default function parsePrometheusTextFormat(text: string): Array<PrometheusFamily>
}
