/**
 * openapi-typescript behind one function, in a package of its own: openapi-typescript builds its
 * output with the TypeScript 5 compiler API (a peer dependency), which the repository's
 * TypeScript 7 (a native compiler without that API) cannot provide, so this package brings
 * TypeScript 5 for it alone (`tools/openapi_typegen/node_modules`).
 */
import openapiTS, { astToString } from "openapi-typescript"

/** The TypeScript declarations openapi-typescript generates for an OpenAPI 3.x document (`paths`, `components`, `operations`). */
export async function generateTypes(document) {
  return astToString(await openapiTS(document))
}
