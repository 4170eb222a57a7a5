/** The declaration of a GET of one resource, which the contract's groups and the extensions' share. */
import type { Context, Schema } from "effect"
import type { HttpRouter } from "effect/http"
import { HttpApiEndpoint } from "effect/http-api"
import { Error404 } from "./error_schemas.ts"

/** `GET path` of one resource by its path parameters (and `query`, when it reads one), documented by `annotations`:
 * 404 when there is none. */
export function getItem<
  const Name extends string,
  const Path extends HttpRouter.PathInput,
  const Params extends Schema.Struct.Fields,
  S extends Schema.Top,
  Q extends Schema.Top = never
>(name: Name, path: Path, params: Params, success: S, annotations: Context.Context<never>, query?: Q) {
  return HttpApiEndpoint.get(name, path, { params, query, success, error: Error404 }).annotateMerge(annotations)
}
