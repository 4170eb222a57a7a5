/** The route policies the declaration gives each endpoint, per endpoint and as a router of mounted revisions. */
import type { Context } from "effect"
import { FindMyWay, HttpRouter } from "effect/http"
import { HttpApi } from "effect/http-api"
import { makeApi } from "../../../adapters/http/api/api.ts"
import { routePolicyOf } from "../../../adapters/http/api/policy_annotations.ts"
import { type AdmissionClass, methodPolicy, type RoutePolicy } from "../../../adapters/http/edge/route_policy.ts"
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

/** What a test asks of the declared routes: the policy of a request (an OPTIONS takes its path's GET route's, an unrouted request its method's). */
export interface PolicyRouter {
  readonly policyOf: (method: string, url: string) => RoutePolicy
}

/** The declared policies of the endpoints of each revision under its base path, found as the router finds a request's route. */
export function policyRouter(
  mounts: ReadonlyArray<{ readonly revision: Revision; readonly basePath: string }>
): PolicyRouter {
  const table = FindMyWay.make<RoutePolicy>({ maxParamLength: 1024 })
  for (const { revision, basePath } of mounts)
    for (const endpoint of declaredEndpoints(revision))
      table.on(endpoint.method, HttpRouter.prefixPath(endpoint.path, basePath) as HttpRouter.PathInput, endpoint.policy)
  const find = (method: string, url: string) =>
    (table.find(method, url) ?? (method === "HEAD" || method === "OPTIONS" ? table.find("GET", url) : undefined))
      ?.handler
  return { policyOf: (method, url) => find(method, url.split("?")[0] ?? url) ?? methodPolicy(method) }
}

/** The admission classifier of `router`. */
export function admissionClassifier(router: PolicyRouter): (method: string, url: string) => AdmissionClass {
  return (method, url) => router.policyOf(method, url).admission
}
