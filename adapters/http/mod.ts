/** The HTTP adapter: the API declaration, the one request path over it, its transports and the typed client's error
 * types. */
export * from "./api/api.ts"
export * from "./api/error_schemas.ts"
export * from "./api/openapi_document.ts"
export * from "./errors/core_errors.ts"
export * from "./errors/error_response.ts"
export * from "./server/routes.ts"
export * from "./transport/serving.ts"
export * from "./transport/web_handler.ts"
export * from "./server/trace_sampling.ts"
