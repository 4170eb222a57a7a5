/**
 * Each revision's `/openapi.json` and `/docs`, made on first request and kept; the Swagger page comes from
 * `HttpApiSwagger`'s own route run once rather than written again here.
 */
import { Effect } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { type HttpApi, type HttpApiGroup, HttpApiSwagger, OpenApi } from "effect/http-api"

/** Path of the OpenAPI document, under each revision's base path. */
export const OPENAPI_PATH = "/openapi.json"
/** Path of the documentation page, under each revision's base path. */
export const DOCS_PATH = "/docs"

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
  let response: Promise<HttpServerResponse.HttpServerResponse> | undefined
  const render = async () => {
    const swagger = HttpRouter.toWebHandler(HttpApiSwagger.layer(api, { path: DOCS_PATH }), { disableLogger: true })
    try {
      const page = await swagger.handler(new Request(`http://node${DOCS_PATH}`))
      const contentType = page.headers.get("content-type") ?? "text/html"
      return HttpServerResponse.text(await page.text(), { contentType })
    } finally {
      await swagger.dispose()
    }
  }
  return Effect.promise(() => (response ??= render()))
}
