/** The request path behind a fetch-style handler, for embedding and tests; a request whose signal aborts is interrupted. */
import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { type Finished, merged } from "../edge/mod.ts"
import type { Pipeline } from "../server/pipeline.ts"
import { type BodyFailure, declaredTooLarge, type ServerRequest } from "../server/request.ts"

/** A fetch-style handler. */
export type WebHandler = (request: Request) => Promise<Response>

function targetOf(url: string): string {
  if (url.startsWith("/")) return url
  const start = url.indexOf("/", url.indexOf("//") + 2)
  return start === -1 ? "/" : url.slice(start)
}

/** The body of `request` as UTF-8 text, read to its end unless it exceeds `maxBytes`. */
function bodyText(request: Request, headers: ServerRequest["headers"], maxBytes: number): Effect.Effect<string, BodyFailure> {
  if (declaredTooLarge(headers, maxBytes)) return Effect.fail("TooLarge")
  return Effect.tryPromise({
    try: async () => {
      const chunks: Array<Uint8Array> = []
      let total = 0
      if (request.body !== null) {
        for await (const chunk of request.body) {
          total += chunk.byteLength
          if (total > maxBytes) return undefined
          chunks.push(chunk)
        }
      }
      return Buffer.concat(chunks).toString("utf8")
    },
    catch: (): BodyFailure => "Unreadable"
  }).pipe(Effect.flatMap((text) => text === undefined ? Effect.fail<BodyFailure>("TooLarge") : Effect.succeed(text)))
}

function webServerRequest(request: Request): ServerRequest {
  const headers: Record<string, string> = Object.fromEntries(request.headers)
  return { method: request.method, url: targetOf(request.url), headers, text: (maxBytes) => bodyText(request, headers, maxBytes) }
}

/** A fetch-style handler serving `pipeline`. */
export function webHandlerOf(pipeline: Pipeline): WebHandler {
  return (request) =>
    new Promise((resolve) => {
      const withoutBody = request.method === "HEAD"
      const write = (finished: Finished) =>
        resolve(HttpServerResponse.toWeb(merged(finished), { withoutBody, signal: request.signal }))
      const abort = pipeline.serve(webServerRequest(request), {
        write,
        drop: () => resolve(new Response(null, { status: 499 }))
      })
      if (abort === undefined) return
      if (request.signal.aborted) abort()
      else request.signal.addEventListener("abort", abort, { once: true })
    })
}
