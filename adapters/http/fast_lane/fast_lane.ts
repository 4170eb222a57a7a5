/**
 * The fast lane: plain GET requests answered straight from the `node:http` request, without the
 * platform's request wrapper, the router's per-request context and HttpApi's middleware chain,
 * which together cost more than the rest of a small request (measured: `/tokens/1` at ≈ 14k req/s
 * through them, ≈ 35k with the same handler called directly).
 *
 * Nothing about the answer is written twice. The lane routes with the same router
 * (`FindMyWay`, same configuration, same URL, so the same parameters and query), decodes with
 * the endpoint's own schemas and parse options (as HttpApi does), runs the very handler HttpApi
 * runs, inside the same error envelope, and finishes the response with the same edge (caching,
 * CORS, request id, compression, metrics, request log). What it does not reproduce it leaves to
 * the full stack: the lane declines — and the request takes the usual path, untouched — anything
 * but a GET without a body, a URL with a percent-encoding, an endpoint without a query given
 * query parameters, and any request whose parameters or query do not decode (the full stack
 * renders that 400 with its exact message). `test/adapters/http/fast_lane.test.ts` checks that
 * both paths answer every GET route byte for byte alike.
 *
 * The request's fiber runs with the server's services, in the server's request scope, under the
 * edge's deadline (interrupted and answered 503 `ErrRequestTimeout` when it fires) and is
 * interrupted when the client goes away, as on the full stack.
 */
import { Cause, type Context, Effect, Exit, Fiber, type Scope } from "effect"
import { FindMyWay, type HttpServerResponse } from "effect/http"
import type { IncomingMessage, ServerResponse } from "node:http"
import { timeoutResponse } from "../edge/deadline.ts"
import type { Edge, Finished } from "../edge/mod.ts"
import { type EdgeRequest, RequestFacts } from "../edge/request_context.ts"
import { REQUEST_ID_HEADER, requestIdOf } from "../edge/request_id.ts"
import { MAX_BODY_BYTES } from "../error_envelope.ts"
import { type FastEndpoint, type FastRouteTable, JSON_CONTENT_TYPE } from "./fast_routes.ts"
import { jsonPayload } from "./json_payload.ts"
import { writeNodeResponse } from "./write_node_response.ts"

/** A request listener that answers the request and returns true, or declines it (false) without touching it. */
export type FastLane = (request: IncomingMessage, response: ServerResponse) => boolean

/** Whether an object has no own enumerable key. */
function isEmpty(record: Readonly<Record<string, unknown>>): boolean {
  for (const _ in record) return false
  return true
}

/** The edge's view of a `node:http` request (Node joins repeated request headers into one string, `set-cookie` aside). */
function edgeRequestOf(request: IncomingMessage, method: FastEndpoint["method"], url: string): EdgeRequest {
  return { method, originalUrl: url, headers: request.headers as EdgeRequest["headers"] }
}

/** The media type of a `Content-Type` header as HttpApi normalizes it (lower case, parameters dropped). */
function mediaTypeOf(contentType: string): string {
  const normalized = contentType.toLowerCase().trim()
  const end = normalized.indexOf(";")
  return end === -1 ? normalized : normalized.slice(0, end).trim()
}

/**
 * Whether a POST's body is one the lane reads as HttpApi would: JSON by its content type, its
 * length declared and within the body limit, no transfer coding, nothing asked to wait for
 * (`Expect`). Anything else — a missing content type, a chunked or oversized body — is left to
 * the full stack, which answers it (415, 413, …) exactly.
 */
function isPlainJsonBody(headers: IncomingMessage["headers"]): boolean {
  const contentType = headers["content-type"]
  const length = headers["content-length"]
  return contentType !== undefined && mediaTypeOf(contentType) === JSON_CONTENT_TYPE &&
    length !== undefined && /^[0-9]{1,6}$/u.test(length) && Number(length) <= MAX_BODY_BYTES &&
    headers["transfer-encoding"] === undefined && headers["expect"] === undefined
}

/** The body of a request as text, read to its end (the request stream's failure is a defect, as on the full stack). */
function bodyText(request: IncomingMessage): Effect.Effect<string> {
  return Effect.callback<string>((resume) => {
    const chunks: Array<Buffer> = []
    const onData = (chunk: Buffer) => chunks.push(chunk)
    const onEnd = () => resume(Effect.succeed(Buffer.concat(chunks).toString("utf8")))
    const onError = (error: Error) => resume(Effect.die(error))
    request.on("data", onData)
    request.once("end", onEnd)
    request.once("error", onError)
    return Effect.sync(() => {
      request.off("data", onData)
      request.off("end", onEnd)
      request.off("error", onError)
    })
  })
}

/**
 * The fast lane over the recorded GET endpoints and edge of `table`, running request fibers with
 * `services` in `scope`; undefined when there is nothing to serve (no edge or no endpoint).
 */
export function makeFastLane(
  table: FastRouteTable,
  services: Context.Context<never>,
  scope: Scope.Scope
): FastLane | undefined {
  const edge = table.edge
  if (edge === undefined || table.endpoints.length === 0) return undefined
  const router = FindMyWay.make<FastEndpoint>(table.routerConfig)
  for (const endpoint of table.endpoints) router.on(endpoint.method, endpoint.path as FindMyWay.PathInput, endpoint)
  const run = Effect.runForkWith(services)

  return (request, response) => {
    const url = request.url
    const method = request.method
    if ((method !== "GET" && method !== "POST") || url === undefined || url.includes("%")) return false
    const headers = request.headers
    if (method === "GET" && (headers["transfer-encoding"] !== undefined || (headers["content-length"] ?? "0") !== "0")) return false
    if (method === "POST" && (url.includes("?") || !isPlainJsonBody(headers))) return false
    const found = router.find(method, url)
    if (found === undefined) return false
    const endpoint = found.handler
    let params: unknown = undefined
    if (endpoint.decodeParams !== undefined) {
      const decoded = endpoint.decodeParams(found.params)
      if (Exit.isFailure(decoded)) return false
      params = decoded.value
    }
    let query: unknown = undefined
    if (endpoint.decodeQuery === undefined) {
      if (!isEmpty(found.searchParams)) return false
    } else {
      const decoded = endpoint.decodeQuery(found.searchParams)
      if (Exit.isFailure(decoded)) return false
      query = decoded.value
    }
    table.taken++
    const decodePayload = endpoint.decodePayload
    const handled = decodePayload === undefined
      ? endpoint.handle({ params, query })
      : Effect.flatMap(bodyText(request), (text) => jsonPayload(text, decodePayload, (payload) => endpoint.handle({ params, query, payload })))
    serve(edge, run, scope, request, response, endpoint, handled, url)
    return true
  }
}

/** Runs the endpoint for one request and writes its finished response. */
function serve(
  edge: Edge,
  run: <A, E>(effect: Effect.Effect<A, E>) => Fiber.Fiber<A, E>,
  scope: Scope.Scope,
  request: IncomingMessage,
  response: ServerResponse,
  endpoint: FastEndpoint,
  handled: Effect.Effect<HttpServerResponse.HttpServerResponse>,
  url: string
): void {
  const edgeRequest = edgeRequestOf(request, endpoint.method, url)
  const facts = new RequestFacts(requestIdOf(edgeRequest.headers[REQUEST_ID_HEADER]), performance.now())
  const program = Effect.withFiber((fiber) =>
    Effect.flatMap(edge.wrap(handled, edgeRequest, facts), (sent) =>
      edge.finish(fiber, edgeRequest, sent, facts, endpoint.path))
  )
  const fiber = Fiber.runIn(run(program), scope)
  const write = (exit: Exit.Exit<Finished, unknown>) => {
    if (Exit.isSuccess(exit)) {
      writeNodeResponse(response, exit.value)
    } else if (facts.timedOut) {
      // The deadline interrupted the request: its JSON 503, finished by the edge like any answer.
      const late = Effect.withFiber((lateFiber) =>
        edge.finish(lateFiber, edgeRequest, timeoutResponse(edge.deadlineMillis), facts, endpoint.path))
      run(late).addObserver((finished) => {
        if (Exit.isSuccess(finished)) writeNodeResponse(response, finished.value)
        else response.destroy()
      })
    } else if (!response.writableEnded && !Cause.hasInterruptsOnly(exit.cause)) {
      // The envelope turns every failure into a response; nothing else is expected here.
      response.destroy()
    }
  }
  const immediate = fiber.pollUnsafe()
  if (immediate !== undefined) return write(immediate)
  const timer = setTimeout(() => {
    facts.timedOut = true
    fiber.interruptUnsafe()
  }, edge.deadlineMillis)
  response.on("close", () => {
    if (!response.writableEnded) fiber.interruptUnsafe()
  })
  fiber.addObserver((exit) => {
    clearTimeout(timer)
    write(exit)
  })
}
