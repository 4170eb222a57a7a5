/** Traces: with an OTLP endpoint set, every span is exported over OTLP/HTTP by Effect's `OtlpTracer`, sampled by
 * `OTEL_TRACES_SAMPLER`; otherwise Effect's tracer is disabled, so no span is made at all. */
import { Layer, Option, References } from "effect"
import { FetchHttpClient } from "effect/http"
import { OtlpExporter, OtlpSerialization, OtlpTracer } from "effect/observability"
import { packageVersion } from "../adapters/http/api/package_version.ts"
import { RootSampleRatio } from "../adapters/http/server/trace_sampling.ts"

/** Where and as what traces are exported. */
export interface TracingSettings {
  /** The OTLP/HTTP traces endpoint (`…/v1/traces`); none: tracing off. */
  readonly endpoint: Option.Option<string>
  /** The resource's `service.name`. */
  readonly serviceName: string
  /** The resource's other attributes (`OTEL_RESOURCE_ATTRIBUTES`). */
  readonly resourceAttributes: Readonly<Record<string, string>>
  /** The share of the traces the node starts (requests without a `traceparent`) that are sampled, 0–1. */
  readonly sampleRatio: number
}

/** The samplers `OTEL_TRACES_SAMPLER` may name: OpenTelemetry's parent-based ones. */
export const SAMPLERS = ["parentbased_always_on", "parentbased_always_off", "parentbased_traceidratio"] as const

/** The share of root traces sampled under `sampler` with `OTEL_TRACES_SAMPLER_ARG` `argument` (the ratio sampler's, default 1). */
export function sampleRatioOf(sampler: (typeof SAMPLERS)[number], argument: number): number {
  return sampler === "parentbased_always_on" ? 1 : sampler === "parentbased_always_off" ? 0 : argument
}

/** The service name when `OTEL_SERVICE_NAME` is not set. */
export const DEFAULT_SERVICE_NAME = "zk-rollup-node-api"

/** Tracing off: no endpoint. */
export const DEFAULT_TRACING_SETTINGS: TracingSettings = {
  endpoint: Option.none(),
  serviceName: DEFAULT_SERVICE_NAME,
  resourceAttributes: {},
  sampleRatio: 1
}

/** The traces endpoint the OpenTelemetry variables name: the traces one as it is, else the base one with `v1/traces`. */
export function tracesEndpoint(traces: Option.Option<string>, base: Option.Option<string>): Option.Option<string> {
  if (Option.isSome(traces)) return traces
  return Option.map(base, (url) => `${url}${url.endsWith("/") ? "" : "/"}v1/traces`)
}

/** `OTEL_RESOURCE_ATTRIBUTES`' `key=value,…` list (values percent-decoded), or undefined when it is not one. */
export function parseResourceAttributes(text: string): Record<string, string> | undefined {
  const attributes: Record<string, string> = {}
  for (const entry of text.split(",")) {
    if (entry.trim() === "") continue
    const equals = entry.indexOf("=")
    if (equals <= 0) return undefined
    try {
      attributes[entry.slice(0, equals).trim()] = decodeURIComponent(entry.slice(equals + 1).trim())
    } catch {
      return undefined
    }
  }
  return attributes
}

/** The tracer of `settings`: OTLP export when an endpoint is set (flushed when the layer closes), else tracing disabled. */
export function tracingLayer(settings: TracingSettings): Layer.Layer<OtlpExporter.Flusher> {
  if (Option.isNone(settings.endpoint))
    return Layer.merge(OtlpExporter.layerFlusher, Layer.succeed(References.TracerEnabled, false))
  const { "service.name": _name, "service.version": _version, ...attributes } = settings.resourceAttributes
  return OtlpTracer.layer({
    url: settings.endpoint.value,
    resource: { serviceName: settings.serviceName, serviceVersion: packageVersion(), attributes }
  }).pipe(
    Layer.provide([FetchHttpClient.layer, OtlpSerialization.layerJson]),
    Layer.merge(Layer.succeed(RootSampleRatio, settings.sampleRatio))
  )
}
