/** The route policy as annotations of the declaration: a group annotates what its endpoints share, an endpoint what it
 * does differently, and the route table reads each endpoint's merged annotations once. */
import { Context } from "effect"
import {
  type AdmissionClass,
  type CachePolicy,
  type CostRule,
  FREE,
  fixedCost,
  methodPolicy,
  perItems,
  type RoutePolicy
} from "../edge/route_policy.ts"

/** How admission control classes the endpoint's requests. */
export class AdmissionAnnotation extends Context.Service<AdmissionAnnotation, AdmissionClass>()(
  "zk-api/adapters/http/api/Admission"
) {}

/** What the endpoint's requests cost of a rate limit budget. */
export class CostAnnotation extends Context.Service<CostAnnotation, CostRule>()("zk-api/adapters/http/api/Cost") {}

/** How the endpoint's 200 answers are cached. */
export class CacheAnnotation extends Context.Service<CacheAnnotation, CachePolicy>()(
  "zk-api/adapters/http/api/Cache"
) {}

/** The annotations of every part of a policy (`annotateMerge` them on a group or an endpoint). */
export function routePolicy(policy: RoutePolicy): Context.Context<never> {
  return Context.make(AdmissionAnnotation, policy.admission).pipe(
    Context.add(CostAnnotation, policy.cost),
    Context.add(CacheAnnotation, policy.cache)
  )
}

/** Chain data read: admitted as a read, costing by the items it asks for, revalidated on every use (a reorg can change it). */
export const CHAIN_READ = routePolicy({ admission: "read", cost: perItems(), cache: "revalidate" })

/** A POST: admitted as a write, costing a POST (its signature verification), never stored. */
export const POST_WRITE = routePolicy({ admission: "write", cost: fixedCost("post"), cache: "no-store" })

/** An operations route (`/health`, for load balancers): always admitted, free and never stored, so a probe sees the node whatever its load and budgets. */
export const OPERATIONS = routePolicy({ admission: "exempt", cost: FREE, cache: "no-store" })

/** `/metrics` on the API's port, where anyone may ask for it: admitted as a read, costing a read and never stored, so a flood of scrapes is shed and limited like any read (a port of its own serves it unmetered). */
export const METRICS_SCRAPE = routePolicy({ admission: "read", cost: perItems(), cache: "no-store" })

/** The policy an endpoint's merged annotations declare; a part it leaves undeclared is its method's (`methodPolicy`). */
export function routePolicyOf(method: string, annotations: Context.Context<never>): RoutePolicy {
  const undeclared = methodPolicy(method)
  return {
    admission: Context.getOrUndefined(annotations, AdmissionAnnotation) ?? undeclared.admission,
    cost: Context.getOrUndefined(annotations, CostAnnotation) ?? undeclared.cost,
    cache: Context.getOrUndefined(annotations, CacheAnnotation) ?? undeclared.cache
  }
}
