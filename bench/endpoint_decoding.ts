/**
 * What `HttpApiBuilder` would cost the node per request against its own endpoint apps (`server/endpoint.ts`): the later
 * revision's whole declaration served both ways on the platform's router, inside the same bare edge, through the same
 * request path, every endpoint answering one fixed response (no use case, no storage), in this process:
 *   - own: the node's endpoint apps (each part decoded synchronously, a part that does not decode a 400);
 *   - builder: `HttpApiBuilder.group`'s routes for the same declaration (its decoding, middleware and response handling);
 *   - own A/A: the own build again, a second request path over the same routes: the method's noise.
 * CPU time per request over `ENDPOINT_BENCH_REQUESTS` (50,000) sequential requests per path, rounds rotating the order
 * (`ENDPOINT_BENCH_ROUNDS`, 5). Requests: parameters (`/tokens/1`), a query (the history page's), both (`/accounts`).
 */
import { Effect, Exit, Layer, Scope } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { HttpApi, HttpApiBuilder } from "effect/http-api"
import { makeAnyApi } from "../adapters/http/api/api.ts"
import { ApiContract } from "../adapters/http/api/error_schemas.ts"
import { routePolicyOf } from "../adapters/http/api/policy_annotations.ts"
import { makeEdge, resolveEdgeOptions } from "../adapters/http/edge/mod.ts"
import type { HandlerTables } from "../adapters/http/server/handlers.ts"
import { makeRequestPath, type RequestPath } from "../adapters/http/server/request_path.ts"
import type { Route } from "../adapters/http/server/router.ts"
import { endpointRoutes } from "../adapters/http/server/routes.ts"
import { loadLine, machineLine, markdownTable, medianOf, rangeOf } from "./harness/stats.ts"

const REQUESTS = Number(process.env["ENDPOINT_BENCH_REQUESTS"] ?? 50_000)
const ROUNDS = Number(process.env["ENDPOINT_BENCH_ROUNDS"] ?? 5)

const TARGETS = [
  { name: "path parameter: /tokens/1", url: "/tokens/1" },
  { name: "query: /transactions-history?limit=20&order=DESC", url: "/transactions-history?limit=20&order=DESC" },
  { name: "both: /accounts/zk:HEZ:256/balance-history?limit=20", url: "/accounts/zk:HEZ:256/balance-history?limit=20" }
] as const

const api = makeAnyApi("later")
const FIXED = HttpServerResponse.text("{\"ok\":true}", { contentType: "application/json" })
const answer = () => Effect.succeed(FIXED)

/** Every endpoint of the declaration answering `answer`, as the node's handler tables. */
function fixedTables(): HandlerTables {
  const tables: Record<string, Record<string, typeof answer>> = {}
  HttpApi.reflect(api, {
    onGroup: () => {},
    onEndpoint: ({ endpoint, group }) => {
      ;(tables[group.identifier] ??= {})[endpoint.identifier] = answer
    }
  })
  return tables
}

/** The routes `HttpApiBuilder.group` makes for every group of the declaration (each endpoint answering `answer`), with the node's policies. */
function builderRoutes(): Array<Route> {
  const policies = new Map<string, Route["policy"]>()
  const groups: Array<string> = []
  HttpApi.reflect(api, {
    onGroup: ({ group }) => void groups.push(group.identifier),
    onEndpoint: ({ endpoint, mergedAnnotations }) =>
      void policies.set(`${endpoint.method} ${endpoint.path}`, routePolicyOf(endpoint.method, mergedAnnotations))
  })
  // The declared API middleware (its error statuses) as the identity: the node's request path runs none either.
  const contract = Layer.succeed(ApiContract)((effect) => effect)
  const built = groups.map((name) => {
    // The builder's handler types are the declaration's; every endpoint gets the same fixed answer here.
    const group = HttpApiBuilder.group(api as never, name as never, (handlers: any) => {
      let out = handlers
      HttpApi.reflect(api, {
        onGroup: () => {},
        onEndpoint: ({ endpoint, group: owner }) => {
          if (owner.identifier === name) out = out.handle(endpoint.identifier, answer)
        }
      })
      return out
    }) as unknown as Layer.Layer<never>
    const context = Effect.runSync(Layer.build(Layer.provide(group, contract)).pipe(Effect.scoped))
    const key = (api.groups as Record<string, { readonly key: string }>)[name]!.key
    return context.mapUnsafe.get(key) as { readonly routes: ReadonlyArray<HttpRouter.Route<never, never>> }
  })
  return built.flatMap((service) =>
    service.routes.map((route): Route => ({
      method: route.method,
      path: route.path,
      app: route.handler as Route["app"],
      policy: policies.get(`${route.method} ${route.path}`) ?? { admission: "read", cost: { kind: "free" }, cache: "no-store" } as never
    }))
  )
}

/** CPU microseconds per request of `REQUESTS` requests for `url` through `path` (each answered before the next). */
function cpuPerRequest(path: RequestPath, url: string): number {
  const request = HttpServerRequest.fromWeb(new Request(`http://localhost${url}`))
  let answered = 0
  let failed = 0
  let lastStatus = 0
  const writer = { write: (response: HttpServerResponse.HttpServerResponse) => void (response.status === 200 ? answered++ : (failed++, lastStatus = response.status)), drop: () => void failed++ }
  const start = process.cpuUsage()
  for (let i = 0; i < REQUESTS; i++) path.serve(request, writer)
  const used = process.cpuUsage(start)
  if (answered !== REQUESTS || failed > 0) throw new Error(`${url}: ${answered} answered 200 of ${REQUESTS}, ${failed} not (${lastStatus})`)
  return (used.user + used.system) / REQUESTS
}

const scope = Effect.runSync(Scope.make())
const services = Effect.runSync(Effect.context<never>())
const edge = makeEdge(resolveEdgeOptions({ corsOrigins: [], compressionMinBytes: false, metrics: false, accessLog: false }))
const own = endpointRoutes(api, "/", fixedTables())
const paths: ReadonlyArray<readonly [string, RequestPath]> = [
  ["own", makeRequestPath(own, edge, services, scope)],
  ["builder", makeRequestPath(builderRoutes(), edge, services, scope)],
  ["own A/A", makeRequestPath(own, edge, services, scope)]
]

console.log(`# Endpoint apps: the node's against HttpApiBuilder's (bench/endpoint_decoding.ts), ${new Date().toISOString()}\n`)
console.log(`Machine: ${machineLine()}; load average before: ${loadLine()}`)
console.log(`${ROUNDS} rounds × ${REQUESTS} requests per path and target, in one process, the order rotating.\n`)

const samples = new Map<string, Array<number>>()
for (const target of TARGETS) for (const [name, path] of paths) cpuPerRequest(path, target.url) // warm-up
for (let round = 0; round < ROUNDS; round++) {
  for (const target of TARGETS) {
    for (let k = 0; k < paths.length; k++) {
      const [name, path] = paths[(k + round) % paths.length]!
      const key = `${target.name}\u0000${name}`
      const list = samples.get(key) ?? []
      list.push(cpuPerRequest(path, target.url))
      samples.set(key, list)
    }
  }
}

const rows: Array<Array<string>> = []
for (const target of TARGETS) {
  const of = (name: string) => samples.get(`${target.name}\u0000${name}`) ?? []
  const base = medianOf(of("own"))
  const noise = Math.max(...of("own A/A").map((value, i) => Math.abs(value / (of("own")[i] ?? value) - 1)))
  for (const [name] of paths) {
    const median = medianOf(of(name))
    rows.push([target.name, name, median.toFixed(2), rangeOf(of(name), 2), (median / base).toFixed(3), `±${(noise * 100).toFixed(1)} %`])
  }
}
console.log(markdownTable(["request", "endpoint apps", "CPU µs/req median", "range", "ratio to own", "A/A noise"], rows))
console.log(`\nLoad average after: ${loadLine()}`)
await Effect.runPromise(Scope.close(scope, Exit.void))

