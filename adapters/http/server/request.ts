/** What the request path reads of a request: the platform's `HttpServerRequest`, whatever transport made it, and its
 * body as text up to a limit (`bodyText`), through the transport's own reader when it has one. */
import { Effect, Stream } from "effect"
import type { HttpServerRequest } from "effect/http"
import type { EdgeRequest } from "../edge/request_context.ts"

/** Why a body could not be read: over the limit, or cut off / not readable. */
export type BodyFailure = "TooLarge" | "Unreadable"

/** Largest accepted request body. */
export const MAX_BODY_BYTES = 64 * 1024

/** The key of a transport's own body reader on its requests (`transport/node_request.ts`). */
export const BodyTextReader: unique symbol = Symbol.for("zk-api/adapters/http/BodyTextReader")

/** A request whose transport reads its body itself (bytes read kept for its writer). */
interface OwnBodyReader {
  readonly [BodyTextReader]: (maxBytes: number) => Effect.Effect<string, BodyFailure>
}

function hasOwnReader(request: object): request is OwnBodyReader {
  return BodyTextReader in request
}

/** Whether a declared `Content-Length` already exceeds `maxBytes`. */
export function declaredTooLarge(headers: EdgeRequest["headers"], maxBytes: number): boolean {
  const length = headers["content-length"]
  return length !== undefined && Number(length) > maxBytes
}

/** The body of `request` as UTF-8 text, read to its end unless it exceeds `maxBytes` (or cannot be read). */
export function bodyText(
  request: HttpServerRequest.HttpServerRequest,
  maxBytes: number
): Effect.Effect<string, BodyFailure> {
  if (hasOwnReader(request)) return request[BodyTextReader](maxBytes)
  if (declaredTooLarge(request.headers, maxBytes)) return Effect.fail("TooLarge")
  return Effect.suspend(() => {
    const chunks: Array<Uint8Array> = []
    let total = 0
    const read = Stream.runForEach(request.stream, (chunk) => {
      total += chunk.byteLength
      if (total > maxBytes) return Effect.fail("TooLarge" as const)
      chunks.push(chunk)
      return Effect.void
    })
    return read.pipe(
      Effect.mapError((failure): BodyFailure => (failure === "TooLarge" ? "TooLarge" : "Unreadable")),
      Effect.map(() => Buffer.concat(chunks).toString("utf8"))
    )
  })
}
