/** Shared by the route-walking HTTP tests: both revisions' routes, read from the descriptions; a seeded generator. */
import type { Schema } from "effect"
import { HttpApi, type HttpApiEndpoint } from "effect/http-api"
import { makeApi } from "../../../adapters/http/api/api.ts"
import type { Revision } from "../../../core/revision/revision.ts"
import { makeRandom } from "../../../devnet/random.ts"

/** A route of one revision: method, path template under its base path, its query parameter names. */
export interface Route {
  readonly method: string
  readonly template: string
  readonly query: ReadonlyArray<string>
}

/** The property names of a query schema (a struct). */
export function queryNames(query: Schema.Top | undefined): ReadonlyArray<string> {
  if (query === undefined) return []
  const ast = query.ast
  return ast._tag === "Objects" ? ast.propertySignatures.map((p) => String(p.name)) : []
}

/** Every endpoint of `revision` under `basePath` (`/` for none). */
export function endpointRoutes(revision: Revision, basePath: string): Array<Route> {
  const prefix = basePath === "/" ? "" : basePath
  const routes: Array<Route> = []
  HttpApi.reflect(makeApi(revision), {
    onGroup: () => {},
    onEndpoint: ({ endpoint }: { readonly endpoint: HttpApiEndpoint.Top }) => {
      routes.push({ method: endpoint.method, template: prefix + endpoint.path, query: queryNames(endpoint.query) })
    }
  })
  return routes
}

/** A seeded generator of numbers in [0, 1): the devnet's (`devnet/random.ts`). */
export function prng(seed: number): () => number {
  return makeRandom(seed).next
}
