/** What the edge reads of a request and what it learns about it while it runs. */
import type { ReadView } from "../../../core/ports/read_view.ts"

/** What the edge reads of a request, whatever transport it came by: its method, its target (path and query) and its headers (lower-case names). */
export interface EdgeRequest {
  readonly method: string
  readonly url: string
  readonly headers: Readonly<Record<string, string | undefined>>
  /** The address of the connection's peer, when the transport has one. */
  readonly remoteAddress?: string | undefined
}

/** The facts of one request. */
export class RequestFacts {
  /** The request id (`X-Request-Id`). */
  readonly id: string
  /** `performance.now()` when the edge first saw the request. */
  readonly startedAt: number
  /** Whether the deadline fired before the response was ready. */
  timedOut = false
  /** The cause of a 5xx, rendered as text by the error envelope (absent otherwise). */
  failure: string | undefined = undefined
  /** Who asked, as the request log prints it (`client`): its API key's name or its IP address, set by the rate limiter when on (default: the connection's peer address). */
  client: string | undefined = undefined
  /** The read view of a GET on a storage with replicas (`read_view.ts`), whose reflected batch becomes `X-Last-Batch`. */
  readView: ReadView | undefined = undefined
  /** The trace id of the request's span, when tracing is on. */
  traceId: string | undefined = undefined
  /** The `RateLimit-Policy` and `RateLimit` values of a limited request (`rate_limit.ts`). */
  rateLimit: { readonly policy: string; readonly remaining: string } | undefined = undefined

  constructor(id: string, startedAt: number) {
    this.id = id
    this.startedAt = startedAt
  }
}
