/** The request path on a stub API: request decoding, unknown query parameters, the core-error mapping, the router's
 * 404/405 and the error envelope (413, 415, malformed JSON, defects, storage failures). */
import { Effect, Exit, Schema, Scope } from "effect"
import { HttpApi, HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { afterAll, describe, expect, it } from "vitest"
import { PaginationQuery, TokenIdParam } from "../../../core/domain/query_params.ts"
import { NotFound, Unavailable, invalidParam } from "../../../core/errors.ts"
import { ApiContract, Error404, JsonBody } from "../../../adapters/http/api/error_schemas.ts"
import { makeEdge, resolveEdgeOptions } from "../../../adapters/http/edge/mod.ts"
import { makeRequestPath } from "../../../adapters/http/server/request_path.ts"
import { respond } from "../../../adapters/http/server/respond.ts"
import { platformRouter } from "../../../adapters/http/server/router.ts"
import { declaredRoutes } from "../../../adapters/http/server/routes.ts"
import { type GroupHandlers, type GroupOf, servedApi } from "../../../adapters/http/server/served_api.ts"
import { webHandlerOf } from "../../../adapters/http/transport/web_handler.ts"
import { HttpServerResponse } from "effect/http"
import { isErrorBody, send } from "./web_client.ts"

const Stub = HttpApiGroup.make("stub").add(
  HttpApiEndpoint.get("list", "/items", { query: Schema.Struct({ ...PaginationQuery }), success: Schema.Unknown }),
  HttpApiEndpoint.get("get", "/items/:id", { params: { id: TokenIdParam }, success: Schema.Unknown, error: Error404 }),
  HttpApiEndpoint.get("plain", "/plain", { success: Schema.Unknown }),
  HttpApiEndpoint.post("create", "/items", {
    payload: Schema.Struct({ name: Schema.String }),
    success: Schema.Unknown
  }).middleware(JsonBody),
  HttpApiEndpoint.get("boom", "/boom", { success: Schema.Unknown }),
  HttpApiEndpoint.get("unavailable", "/unavailable", { success: Schema.Unknown }),
  HttpApiEndpoint.get("rejected", "/rejected", { success: Schema.Unknown })
)
const StubApi = HttpApi.make("stub")
  .add(Stub)
  .middleware(ApiContract)
  .annotate(HttpApi.QueryParseOptions, { onExcessProperty: "error" })
  .annotate(HttpApi.PayloadParseOptions, { onExcessProperty: "error" })

const ok = (value: unknown) => HttpServerResponse.text(JSON.stringify(value), { contentType: "application/json" })

const StubHandlers: GroupHandlers<GroupOf<typeof StubApi, "stub">> = {
  list: ({ query }) => Effect.succeed(ok(query)),
  get: ({ params }) =>
    respond(
      params.id === 1
        ? Effect.succeed({ id: 1 })
        : Effect.fail(new NotFound({ message: `token ${params.id} not found` })),
      ok
    ),
  plain: () => Effect.succeed(ok({ plain: true })),
  create: ({ payload }) => Effect.succeed(ok(payload)),
  boom: () => Effect.die(new Error("secret internals")),
  unavailable: () => Effect.die(new Unavailable({ message: "database unreachable" })),
  rejected: () => respond(Effect.fail(invalidParam(`"a" is incompatible with "b"`)), ok)
}

/** The stub API on the one request path, with a bare edge (no CORS, compression, metrics or log). */
const scope = Effect.runSync(Scope.make())
const edge = makeEdge(
  resolveEdgeOptions({ corsOrigins: [], compressionMinBytes: false, metrics: false, accessLog: false })
)
const routed = Effect.runSync(
  Scope.provide(scope)(
    platformRouter(servedApi(StubApi, "/", { stub: StubHandlers }), declaredRoutes(StubApi, "/"), edge)
  )
)
const path = makeRequestPath(routed, edge, Effect.runSync(Effect.context<never>()), scope)
const handler = webHandlerOf(path)
afterAll(() => Effect.runPromise(Scope.close(scope, Exit.void)))

describe("error envelope on a stub API", () => {
  it("passes valid requests through", async () => {
    const r = await send(handler, "/items?limit=3&order=DESC")
    expect(r.status).toBe(200)
    expect(r.body).toEqual({ order: "DESC", limit: 3 })
  })

  it("renders a query decode failure as 400 naming the parameter and the rule", async () => {
    const r = await send(handler, "/items?limit=0")
    expect(r.status).toBe(400)
    expect(isErrorBody(r.body)).toBe(true)
    expect(r.body).toEqual({
      message: `query parameter "limit": Expected a value between 1 and 2049`,
      code: 1,
      type: "ErrParamValidationFailed"
    })
  })

  it("rejects an unknown query parameter", async () => {
    const r = await send(handler, "/items?limit=2&foo=1")
    expect(r.status).toBe(400)
    expect(r.body).toEqual({ message: `unknown query parameter "foo"`, code: 1, type: "ErrParamValidationFailed" })
  })

  it("rejects a repeated query parameter", async () => {
    const r = await send(handler, "/items?limit=1&limit=2")
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({ message: `query parameter "limit" must be given at most once`, code: 1 })
  })

  it("rejects query parameters on an endpoint without a query", async () => {
    const plain = await send(handler, "/plain")
    expect(plain.status).toBe(200)
    const r = await send(handler, "/plain?x=1")
    expect(r.status).toBe(400)
    expect(r.body).toEqual({ message: `unknown query parameter "x"`, code: 1, type: "ErrParamValidationFailed" })
    const byId = await send(handler, "/items/1?x=1")
    expect(byId.status).toBe(400)
    expect(byId.body).toMatchObject({ message: `unknown query parameter "x"` })
  })

  it("renders a path decode failure as 400", async () => {
    const r = await send(handler, "/items/1e1")
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({ code: 1, type: "ErrParamValidationFailed" })
    expect(isErrorBody(r.body) ? r.body.message : r.text).toMatch(/^path parameter "id": /)
  })

  it("maps core errors: NotFound → 404, BadRequest → 400", async () => {
    const found = await send(handler, "/items/1")
    expect(found.status).toBe(200)
    const missing = await send(handler, "/items/2")
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ message: "token 2 not found", code: 4, type: "ErrNotFound" })
    const rejected = await send(handler, "/rejected")
    expect(rejected.status).toBe(400)
    expect(rejected.body).toEqual({
      message: `"a" is incompatible with "b"`,
      code: 1,
      type: "ErrParamValidationFailed"
    })
  })

  it("answers unknown routes with 404 ErrRouteNotFound", async () => {
    for (const path of ["/nope", "/items/1/extra", "/"]) {
      const r = await send(handler, path)
      expect(r.status).toBe(404)
      expect(r.body).toEqual({ message: "404 page not found", code: 26, type: "ErrRouteNotFound" })
    }
  })

  it("answers a wrong method with 405 and an Allow header", async () => {
    const r = await send(handler, "/items/1", { method: "DELETE" })
    expect(r.status).toBe(405)
    expect(r.headers.get("allow")).toBe("GET, HEAD")
    expect(r.body).toEqual({ message: "method DELETE not allowed", code: 27, type: "ErrMethodNotAllowed" })
    const put = await send(handler, "/items", { method: "PUT", body: "{}" })
    expect(put.status).toBe(405)
    expect(put.headers.get("allow")).toBe("GET, HEAD, POST")
    expect(isErrorBody(put.body)).toBe(true)
  })

  it("validates bodies: excess property, invalid JSON, wrong content type, too large", async () => {
    const good = await send(handler, "/items", {
      method: "POST",
      body: `{"name":"x"}`,
      headers: { "content-type": "application/json" }
    })
    expect(good.status).toBe(200)
    const excess = await send(handler, "/items", {
      method: "POST",
      body: `{"name":"x","y":1}`,
      headers: { "content-type": "application/json" }
    })
    expect(excess.status).toBe(400)
    expect(excess.body).toMatchObject({ message: `unknown body field "y"`, type: "ErrParamValidationFailed" })
    const invalid = await send(handler, "/items", {
      method: "POST",
      body: `{`,
      headers: { "content-type": "application/json" }
    })
    expect(invalid.status).toBe(400)
    expect(isErrorBody(invalid.body)).toBe(true)
    const text = await send(handler, "/items", { method: "POST", body: "x", headers: { "content-type": "text/plain" } })
    expect(text.status).toBe(415)
    expect(text.body).toMatchObject({ code: 29, type: "ErrUnsupportedMediaType" })
    const big = await send(handler, "/items", {
      method: "POST",
      body: JSON.stringify({ name: "x".repeat(70_000) }),
      headers: { "content-type": "application/json" }
    })
    expect(big.status).toBe(413)
    expect(big.body).toMatchObject({ code: 28, type: "ErrPayloadTooLarge" })
  })

  it("renders defects as 500 ErrInternal without leaking internals", async () => {
    const r = await send(handler, "/boom")
    expect(r.status).toBe(500)
    expect(r.body).toEqual({ message: "internal server error", code: 30, type: "ErrInternal" })
    expect(r.text).not.toContain("secret")
  })

  it("renders storage failures raised as defects as 503", async () => {
    const r = await send(handler, "/unavailable")
    expect(r.status).toBe(503)
    expect(r.body).toEqual({ message: "database unreachable", code: 3, type: "ErrStorageUnavailable" })
  })
})
