/**
 * What the edge middlewares learn about one request and share with each other: its id (given by
 * the client or generated), when it started, and the cause of a 5xx once the error envelope has
 * rendered one, so the request's log line can carry it. One instance per request, provided by
 * `request_id.ts`; the fields that are filled in later are plain mutable slots.
 */
import { Context } from "effect"

/** The facts of one request. */
export class RequestFacts {
  /** The request id (`X-Request-Id`). */
  readonly id: string
  /** `performance.now()` when the edge first saw the request. */
  readonly startedAt: number
  /** The cause of a 5xx, rendered as text by the error envelope (absent otherwise). */
  failure: string | undefined = undefined

  constructor(id: string, startedAt: number) {
    this.id = id
    this.startedAt = startedAt
  }
}

/** The current request's facts (absent when the app runs without the edge, e.g. in a bare test). */
export const CurrentRequest = Context.Reference<RequestFacts | undefined>("zk-api/http/CurrentRequest", {
  defaultValue: () => undefined
})
