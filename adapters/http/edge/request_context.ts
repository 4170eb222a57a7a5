/**
 * What the edge learns about one request while it runs: its id (given by the client or
 * generated), when it started, whether its deadline fired, and the cause of a 5xx once the error
 * envelope has rendered one (for the request's log line). The facts hang off the request's
 * underlying source object (the Node `IncomingMessage` or the web `Request`), which every view of
 * the request shares (a router prefix gives the handler a sliced copy of the request, not of its
 * source), so the envelope finds them without a per-request service in the fiber's context.
 */
import type { HttpServerRequest } from "effect/http"

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

  constructor(id: string, startedAt: number) {
    this.id = id
    this.startedAt = startedAt
  }
}

/** The facts of each request in flight, by the request's source. */
const facts = new WeakMap<object, RequestFacts>()

/** Records the facts of a request. */
export function attachFacts(request: HttpServerRequest.HttpServerRequest, requestFacts: RequestFacts): void {
  facts.set(request.source, requestFacts)
}

/** The facts of a request, when the edge saw it. */
export function factsOf(request: HttpServerRequest.HttpServerRequest): RequestFacts | undefined {
  return facts.get(request.source)
}
