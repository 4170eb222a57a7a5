/** The route policies the declaration gives each endpoint, per endpoint and as a router of mounted revisions. */
import type { Context } from "effect"
import { HttpRouter } from "effect/http"
import { HttpApi } from "effect/http-api"
import { makeApi } from "../../../adapters/http/api/api.ts"
import { routePolicyOf } from "../../../adapters/http/api/policy_annotations.ts"
import type { AdmissionClass, RoutePolicy } from "../../../adapters/http/edge/route_policy.ts"
import { makeRouteIndex, type RouteIndex } from "../../../adapters/http/server/router.ts"
import type { Revision } from "../../../core/revision/revision.ts"

/** An endpoint of a revision's declaration: `group.endpoint`, its method and path, its merged annotations and the policy read from them. */
export interface DeclaredEndpoint {
  readonly name: string
  readonly method: string
  readonly path: string
  readonly annotations: Context.Context<never>
  readonly policy: RoutePolicy
}

/** Every endpoint of `revision`'s declaration. */
export function declaredEndpoints(revision: Revision): Array<DeclaredEndpoint> {
  const endpoints: Array<DeclaredEndpoint> = []
  HttpApi.reflect(makeApi(revision), {
    onGroup: () => {},
    onEndpoint: ({ endpoint, group, mergedAnnotations }) => {
      endpoints.push({
        name: `${group.identifier}.${endpoint.identifier}`,
        method: endpoint.method,
        path: endpoint.path,
        annotations: mergedAnnotations,
        policy: routePolicyOf(endpoint.method, mergedAnnotations)
      })
    }
  })
  return endpoints
}

/** The route index of the endpoints of each revision under its base path, with their declared policies (their apps never run). */
export function policyRouter(
  mounts: ReadonlyArray<{ readonly revision: Revision; readonly basePath: string }>
): RouteIndex {
  return makeRouteIndex(
    mounts.flatMap(({ revision, basePath }) =>
      declaredEndpoints(revision).map((endpoint) => ({
        method: endpoint.method,
        path: HttpRouter.prefixPath(endpoint.path, basePath) as HttpRouter.PathInput,
        policy: endpoint.policy
      }))
    )
  )
}

/** The admission classifier of `router`, as the application gives it to the transport. */
export function admissionClassifier(router: RouteIndex): (method: string, url: string) => AdmissionClass {
  return (method, url) => router.policyOf(method, url).admission
}
