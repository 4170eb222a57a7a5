/** The request path as an Effect HTTP application, for a server on Effect's platform mounting the node among its own
 * routes: the request's span continues the mounting server's, and a request whose client is gone is aborted. */
import { Context, Effect, Option, Tracer } from "effect"
import { HttpServerRequest, type HttpServerResponse } from "effect/http"
import type { RequestPath } from "../server/request_path.ts"

/** An Effect HTTP application: the platform's `HttpApp`. */
export type HttpApp = Effect.Effect<HttpServerResponse.HttpServerResponse, never, HttpServerRequest.HttpServerRequest>

/** `path` as an Effect HTTP application. */
export function platformAppOf(path: RequestPath): HttpApp {
  return Effect.withFiber((fiber) => {
    const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
    const parent = Context.getOrUndefined(fiber.context, Tracer.ParentSpan)
    return Effect.callback<HttpServerResponse.HttpServerResponse>((resume) => {
      const abort = path.serve(
        request,
        {
          write: (sent) => resume(Effect.succeed(sent)),
          drop: () => resume(Effect.interrupt)
        },
        { parent, client: Option.getOrUndefined(request.remoteAddress) }
      )
      return abort === undefined ? undefined : Effect.sync(abort)
    })
  })
}
