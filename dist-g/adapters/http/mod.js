/** The HTTP adapter: the API declaration, the one request path over it, its transports and the typed client's error types. */
export * from "./api/api.js";
export * from "./api/error_schemas.js";
export * from "./api/openapi_document.js";
export * from "./errors/core_errors.js";
export * from "./errors/error_response.js";
export * from "./server/routes.js";
export * from "./transport/serving.js";
export * from "./transport/web_handler.js";
