/**
 * Each revision's `/openapi.json` and `/docs`, made on first request and kept, with the node's version as `info.version`;
 * the Swagger page is `HttpApiSwagger`'s own route run once, so everything it shows comes from the same document.
 */
import { Effect } from "effect";
import { HttpServerResponse } from "effect/http";
import { type HttpApi, type HttpApiGroup } from "effect/http-api";
/** Path of the OpenAPI document, under each revision's base path. */
export declare const OPENAPI_PATH = "/openapi.json";
/** Path of the documentation page, under each revision's base path. */
export declare const DOCS_PATH = "/docs";
/** The OpenAPI document of `api` as a JSON response. */
export declare function openApiResponse<Id extends string, Groups extends HttpApiGroup.Constraint>(api: HttpApi.HttpApi<Id, Groups>): Effect.Effect<HttpServerResponse.HttpServerResponse>;
/** The Swagger UI page of `api` as an HTML response. */
export declare function docsPageResponse<Id extends string, Groups extends HttpApiGroup.Constraint>(api: HttpApi.HttpApi<Id, Groups>): Effect.Effect<HttpServerResponse.HttpServerResponse>;
