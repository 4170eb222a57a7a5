/**
 * The document's security as its declaration makes it: the schemes the API's middlewares declare are kept;
 * without any, the empty `securitySchemes` the generator writes is dropped, since Swagger UI shows an
 * "Authorize" button for a `securitySchemes` object even when it is empty. The empty `security` lists stay:
 * they say that nothing is required (and linters ask every operation to say so).
 */
import { type JsonObject, objectAt } from "./json_object.ts"

/** The names of the security schemes `spec` declares. */
export function securitySchemeNames(spec: JsonObject): ReadonlyArray<string> {
  return Object.keys(objectAt(spec, "components", "securitySchemes") ?? {})
}

/** Removes the empty `securitySchemes` of a document that declares no scheme (nothing when it declares one). */
export function documentSecurity(spec: JsonObject): void {
  if (securitySchemeNames(spec).length > 0) return
  const components = objectAt(spec, "components")
  if (components !== undefined) delete components["securitySchemes"]
}
