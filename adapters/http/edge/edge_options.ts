/**
 * What the HTTP edge does around the endpoints, as plain options with the defaults a newcomer
 * would expect of a public node: every origin may call it (the anchor allowed every origin),
 * bodies from 1 KiB up are compressed when the client accepts it, every 200 GET carries a
 * strong `ETag`, a request that has not answered after 30 s gets a JSON 503, `/metrics` is served,
 * and no access log is written unless asked for (the server turns it on; an embedding process
 * decides for itself).
 */
import { Duration } from "effect"

/** Settings of the edge; each absent field takes its default. */
export interface EdgeOptions {
  /** Origins allowed by CORS: `["*"]` (default) for any, or exact origins (`https://wallet.example`); `[]` = no CORS headers. */
  readonly corsOrigins?: ReadonlyArray<string> | undefined
  /** Smallest body compressed with gzip or brotli when the client accepts it; `false` = never compress (default 1024). */
  readonly compressionMinBytes?: number | false | undefined
  /** How long a request may take before the edge answers 503 `ErrRequestTimeout` (default 30 s). */
  readonly requestTimeout?: Duration.Input | undefined
  /** Serve `/metrics` and record request metrics (default true). */
  readonly metrics?: boolean | undefined
  /** Log one line per request through Effect's logger at level Info (default false). */
  readonly accessLog?: boolean | undefined
  /** Run GETs with a read view (`X-Min-Batch`, `X-Last-Batch`; `read_view.ts`): default: on when the storage reads from replicas (`ReadReplicaSet` in context). */
  readonly readViews?: boolean | undefined
}

/** Default request deadline. */
export const DEFAULT_REQUEST_TIMEOUT = Duration.seconds(30)

/** Default compression threshold in bytes. */
export const DEFAULT_COMPRESSION_MIN_BYTES = 1024

/** The options with every default filled in. */
export interface ResolvedEdgeOptions {
  readonly corsOrigins: ReadonlyArray<string>
  readonly compressionMinBytes: number | false
  readonly requestTimeout: Duration.Duration
  readonly metrics: boolean
  readonly accessLog: boolean
  readonly readViews: boolean
}

/** The options with their defaults. */
export function resolveEdgeOptions(options: EdgeOptions = {}): ResolvedEdgeOptions {
  return {
    corsOrigins: options.corsOrigins ?? ["*"],
    compressionMinBytes: options.compressionMinBytes ?? DEFAULT_COMPRESSION_MIN_BYTES,
    requestTimeout: Duration.fromInputUnsafe(options.requestTimeout ?? DEFAULT_REQUEST_TIMEOUT),
    metrics: options.metrics ?? true,
    accessLog: options.accessLog ?? false,
    readViews: options.readViews ?? false
  }
}
