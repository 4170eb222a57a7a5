/**
 * The request path as an Effect HTTP application (`HttpServerRequest` in, `HttpServerResponse` out), for a server built on
 * Effect's platform that mounts the node among its own routes: the request's span continues the mounting server's, and an
 * interrupted request (its client gone) is aborted.
 */
import { Context, Effect, Option, Stream, Tracer } from "effect"
import { HttpServerRequest, type HttpServerResponse } from "effect/http"
import { merged } from "../edge/mod.ts"
import type { Pipeline } from "../server/pipeline.ts"
import { type BodyFailure, declaredTooLarge, type ServerRequest } from "../server/request.ts"

/** An Effect HTTP application: the platform's `HttpApp`. */
export type HttpApp = Effect.Effect<HttpServerResponse.HttpServerResponse, never, HttpServerRequest.HttpServerRequest>

/** The body of `request` as UTF-8 text, read to its end unless it exceeds `maxBytes`. */
function bodyText(request: HttpServerRequest.HttpServerRequest, headers: ServerRequest["headers"], maxBytes: number): Effect.Effect<string, BodyFailure> {
  if (declaredTooLarge(headers, maxBytes)) return Effect.fail("TooLarge")
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
      Effect.mapError((failure): BodyFailure => failure === "TooLarge" ? "TooLarge" : "Unreadable"),
      Effect.map(() => Buffer.concat(chunks).toString("utf8"))
    )
  })
}

/** The request path's view of a platform request. */
function serverRequestOf(request: HttpServerRequest.HttpServerRequest): ServerRequest {
  const headers = request.headers as ServerRequest["headers"]
  return {
    method: request.method,
    url: request.url,
    headers,
    remoteAddress: Option.getOrUndefined(request.remoteAddress),
    text: (maxBytes) => bodyText(request, headers, maxBytes)
  }
}

/** `pipeline` as an Effect HTTP application. */
export function platformAppOf(pipeline: Pipeline): HttpApp {
  return Effect.withFiber((fiber) => {
    const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
    const parent = Context.getOrUndefined(fiber.context, Tracer.ParentSpan)
    return Effect.callback<HttpServerResponse.HttpServerResponse>((resume) => {
      const abort = pipeline.serve(serverRequestOf(request), {
        write: (finished) => resume(Effect.succeed(merged(finished))),
        drop: () => resume(Effect.interrupt)
      }, parent)
      return abort === undefined ? undefined : Effect.sync(abort)
    })
  })
}
