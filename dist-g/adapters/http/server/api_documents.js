/**
 * Each revision's `/openapi.json` and `/docs`, made on first request and kept, with the node's version as `info.version`;
 * the Swagger page is `HttpApiSwagger`'s own route run once, so everything it shows comes from the same document.
 */
import { Effect } from "effect";
import { HttpRouter, HttpServerResponse } from "effect/http";
import { HttpApiSwagger, OpenApi } from "effect/http-api";
import { packageVersion } from "../api/package_version.js";
/** Path of the OpenAPI document, under each revision's base path. */
export const OPENAPI_PATH = "/openapi.json";
/** Path of the documentation page, under each revision's base path. */
export const DOCS_PATH = "/docs";
/** `api` documented with the node's version: the client derives from the declaration without reading a manifest, the documents served here do. */
function withNodeVersion(api) {
    return api.annotateMerge(OpenApi.annotations({ version: packageVersion() }));
}
/** The OpenAPI document of `api` as a JSON response. */
export function openApiResponse(api) {
    let response;
    return Effect.sync(() => (response ??= HttpServerResponse.jsonUnsafe(OpenApi.fromApi(withNodeVersion(api)))));
}
/** The Swagger UI page of `api` as an HTML response. */
export function docsPageResponse(api) {
    let response;
    const render = async () => {
        const swagger = HttpRouter.toWebHandler(HttpApiSwagger.layer(withNodeVersion(api), { path: DOCS_PATH }), { disableLogger: true });
        try {
            const page = await swagger.handler(new Request(`http://node${DOCS_PATH}`));
            const contentType = page.headers.get("content-type") ?? "text/html";
            return HttpServerResponse.text(await page.text(), { contentType });
        }
        finally {
            await swagger.dispose();
        }
    };
    return Effect.promise(() => (response ??= render()));
}
