/** The request path behind a fetch-style handler, for embedding and tests; a request whose signal aborts is
 * interrupted. */
import { Readable } from "node:stream"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import type { RequestPath } from "../server/request_path.ts"

/** A fetch-style handler. */
export type WebHandler = (request: Request) => Promise<Response>

/** A fetch-style handler serving `path`; a HEAD's answer leaves without its body, a streamed one closed (its subscription or walk ends). */
export function webHandlerOf(path: RequestPath): WebHandler {
  return (request) =>
    new Promise((resolve) => {
      const withoutBody = request.method === "HEAD"
      const abort = path.serve(HttpServerRequest.fromWeb(request), {
        write: (sent) => {
          if (withoutBody && sent.body._tag === "Raw" && sent.body.body instanceof Readable) sent.body.body.destroy()
          resolve(HttpServerResponse.toWeb(sent, { withoutBody, signal: request.signal }))
        },
        drop: () => resolve(new Response(null, { status: 499 }))
      })
      if (abort === undefined) return
      if (request.signal.aborted) abort()
      else request.signal.addEventListener("abort", abort, { once: true })
    })
}
