/**
 * The two documents each mounted revision serves beside its endpoints: `/openapi.json`, the
 * OpenAPI document derived from the declaration (Effect's `OpenApi.fromApi`, with the
 * declaration's transform), and `/docs`, the offline Swagger UI page Effect's `HttpApiSwagger`
 * renders for it. Both are fixed for the life of the process, made on first request and kept.
 * The page is taken from `HttpApiSwagger`'s own route, run once on its own router, rather than
 * written again here.
 */
import { Effect } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { type HttpApi, type HttpApiGroup, HttpApiSwagger, OpenApi } from "effect/http-api"

/** Path of the OpenAPI document, under each revision's base path. */
export const OPENAPI_PATH = "/openapi.json"
/** Path of the documentation page, under each revision's base path. */
export const DOCS_PATH = "/docs"

/** An effect computing `make` once, on first run, and answering the same value after. */
function once<A>(make: () => Promise<A>): Effect.Effect<A> {
  let made: Promise<A> | undefined
  return Effect.promise(() => (made ??= make()))
}

/** The OpenAPI document of `api` as a JSON response. */
export function openApiResponse<Id extends string, Groups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, Groups>
): Effect.Effect<HttpServerResponse.HttpServerResponse> {
  let response: HttpServerResponse.HttpServerResponse | undefined
  return Effect.sync(() => (response ??= HttpServerResponse.jsonUnsafe(OpenApi.fromApi(api))))
}

/** The Swagger UI page of `api` as an HTML response. */
export function docsPageResponse<Id extends string, Groups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, Groups>
): Effect.Effect<HttpServerResponse.HttpServerResponse> {
  return once(async () => {
    const swagger = HttpRouter.toWebHandler(HttpApiSwagger.layer(api, { path: DOCS_PATH }), { disableLogger: true })
    try {
      const page = await swagger.handler(new Request(`http://node${DOCS_PATH}`))
      const contentType = page.headers.get("content-type") ?? "text/html"
      return HttpServerResponse.text(await page.text(), { contentType })
    } finally {
      await swagger.dispose()
    }
  })
}
