/**
 * The table the fast lane (`fast_lane.ts`) serves from: the GET endpoints, and the POST endpoints
 * whose only payload is JSON, of every mounted revision with their router path, their decoders
 * (the payload's as HttpApi builds it: the union of its schemas, its parse options) and the very
 * handler HttpApi runs for them, and
 * the edge (`../edge/mod.ts`) that finishes every response. It is filled while the routes are
 * built — each group's handlers are recorded as the group registers them (`recordingHandlers`),
 * the edge layer registers itself — and read once when the server starts serving. One table per
 * build of the server (`fastRoutesLayer`); the routes only fill it when one is provided, so a web
 * handler or a test router builds exactly as before.
 */
import { Context, Effect, type Exit, Layer, Schema } from "effect"
import { type FindMyWay, HttpRouter, type HttpServerResponse } from "effect/http"
import { HttpApi, type HttpApiGroup } from "effect/http-api"
import type { Edge } from "../edge/mod.ts"

/** A synchronous decoder of one request part (path parameters or query), as HttpApi decodes it. */
export type PartDecoder = (input: unknown) => Exit.Exit<unknown, Schema.SchemaError>

/** What a recorded handler is given: the decoded parts (the handlers of the lane's endpoints read nothing else). */
export interface FastRequest {
  readonly params: unknown
  readonly query: unknown
  readonly payload?: unknown
}

/** A GET endpoint, or a POST endpoint with a JSON payload, the fast lane may answer. */
export interface FastEndpoint {
  /** The method. */
  readonly method: "GET" | "POST"
  /** The router path, base path included (`/v1/accounts/:accountIndex`). */
  readonly path: string
  /** The decoder of the path parameters (undefined: the endpoint has none). */
  readonly decodeParams: PartDecoder | undefined
  /** The decoder of the query (undefined: the endpoint takes no query parameter at all). */
  readonly decodeQuery: PartDecoder | undefined
  /** The decoder of an `application/json` payload's parsed value (POST endpoints only), as HttpApi decodes it. */
  readonly decodePayload: PartDecoder | undefined
  /** The endpoint's handler, as registered with HttpApi. */
  readonly handle: (request: FastRequest) => Effect.Effect<HttpServerResponse.HttpServerResponse>
}

/** The table of one server build. */
export class FastRouteTable {
  /** The recorded GET endpoints. */
  readonly endpoints: Array<FastEndpoint> = []
  /** The edge, once its layer is built. */
  edge: Edge | undefined = undefined
  /** The router configuration the routes are served with. */
  routerConfig: Partial<FindMyWay.RouterConfig> = {}
  /** How many requests the fast lane has taken (the others went through the full stack). */
  taken = 0
}

/** The fast lane's table, when the server has one. */
export class FastRoutes extends Context.Service<FastRoutes, FastRouteTable>()("zk-api/http/FastRoutes") {}

/** A fresh table for one server build. */
export const fastRoutesLayer: Layer.Layer<FastRoutes> = Layer.sync(FastRoutes, () => new FastRouteTable())

/** What the recording reads of an API description (any revision's `HttpApi`). */
interface ApiDescription {
  readonly groups: object
  readonly annotations: Context.Context<never>
}

/** A handler as HttpApi's group builder receives it. */
type AnyHandler = (request: never) => unknown

/** The part of a group builder that registers handlers. */
interface HandleRegistry {
  readonly handle: (name: never, handler: never, options?: never) => unknown
}

/** The decoders HttpApi builds for an endpoint's parts, made synchronous (same schemas, same parse options). */
function decoders(api: ApiDescription, group: HttpApiGroup.Top, name: string) {
  const endpoint = group.endpoints[name]
  if (endpoint === undefined) return undefined
  const annotations = Context.merge(Context.merge(api.annotations, group.annotations), endpoint.annotations)
  const fallback = Context.getOrUndefined(annotations, HttpApi.ParseOptions)
  const paramsOptions = Context.getOrUndefined(annotations, HttpApi.ParamsParseOptions) ?? fallback
  const queryOptions = Context.getOrUndefined(annotations, HttpApi.QueryParseOptions) ?? fallback
  const payloadOptions = Context.getOrUndefined(annotations, HttpApi.PayloadParseOptions) ?? fallback
  // The JSON payload decoder as HttpApi builds it: the union of the content type's schemas.
  const json = endpoint.payload.get(JSON_CONTENT_TYPE)
  const payloadSchemas = json !== undefined && json.encoding._tag === "Json" ? json.schemas : undefined
  return {
    method: endpoint.method,
    path: endpoint.path,
    decodeParams: endpoint.params === undefined
      ? undefined
      : Schema.decodeUnknownExit(endpoint.params as Schema.Decoder<unknown>, paramsOptions),
    decodeQuery: endpoint.query === undefined
      ? undefined
      : Schema.decodeUnknownExit(Schema.toCodecArrayFromSingle(endpoint.query as Schema.Top) as Schema.Decoder<unknown>, queryOptions),
    decodePayload: payloadSchemas === undefined || payloadSchemas.length === 0 || endpoint.payload.size !== 1
      ? undefined
      : Schema.decodeUnknownExit(Schema.Union(payloadSchemas) as unknown as Schema.Decoder<unknown>, payloadOptions)
  }
}

/** The content type of the payloads the lane decodes. */
export const JSON_CONTENT_TYPE = "application/json"

/**
 * The group builder `h` of `groupName` in `api` (mounted at `basePath`), recording every GET
 * handler it registers into the server's table (`h` itself when the server has none).
 */
export function recordingHandlers<H extends HandleRegistry>(
  h: H,
  api: ApiDescription,
  groupName: string,
  basePath: string
): Effect.Effect<H> {
  return Effect.map(Effect.serviceOption(FastRoutes), (table) => {
    if (table._tag === "None") return h
    const group = (api.groups as Record<string, HttpApiGroup.Top>)[groupName]
    if (group === undefined) return h
    const record = (name: string, handler: AnyHandler) => {
      const parts = decoders(api, group, name)
      if (parts === undefined) return
      const method = parts.method === "GET" ? "GET" : parts.method === "POST" && parts.decodePayload !== undefined ? "POST" : undefined
      if (method === undefined) return
      table.value.endpoints.push({
        method,
        path: HttpRouter.prefixPath(parts.path, basePath),
        decodeParams: parts.decodeParams,
        decodeQuery: parts.decodeQuery,
        decodePayload: method === "POST" ? parts.decodePayload : undefined,
        handle: handler as unknown as FastEndpoint["handle"]
      })
    }
    const recording = (builder: H): H =>
      new Proxy(builder, {
        get: (target, key) =>
          key === "handle"
            ? (name: string, handler: AnyHandler, options?: unknown) => {
              record(name, handler)
              return recording((target.handle as (...args: Array<unknown>) => H).call(target, name, handler, options))
            }
            : Reflect.get(target, key, target)
      })
    return recording(h)
  })
}
