/** Example: an Effect coordinator mounting the node's API under `/zk` in its own `HttpRouter`, under its own tracer.
 * Run `npx tsx examples/embed_in_effect.ts` (a demo; `--serve` until Ctrl-C); `PORT`, `OTEL_EXPORTER_OTLP_ENDPOINT`. */
import { NodeHttpServer, NodeRuntime } from "@effect/platform-node"
import { Effect, Layer } from "effect"
import { FetchHttpClient, HttpRouter, HttpServer, HttpServerResponse } from "effect/http"
import { OtlpSerialization, OtlpTracer } from "effect/observability"
import { createServer } from "node:http"
import { MemoryStorage } from "zk-rollup-node-api/adapters/memory"
import { nodeApiRoutes, nodeLayer } from "zk-rollup-node-api/embed"
import { Ledger } from "zk-rollup-node-api/core/ports"
import { testBatch, testBlock } from "zk-rollup-node-api/testing"

const BASE_PATH = "/zk"
const serve = process.argv.includes("--serve")

// 1. The node, over the storage the coordinator chose (here: in memory), its API under /zk.
const Node = nodeLayer({
  storage: MemoryStorage.layer,
  settings: { chainId: 1337 },
  routes: { laterBasePath: BASE_PATH }
})

// 2. The coordinator's own route: it forges the next batch through the node's ledger.
let forged = 0
const CoordinatorRoutes = HttpRouter.add(
  "GET",
  "/status",
  Effect.gen(function* () {
    const ledger = yield* Ledger
    // Block n and an empty batch n forged in it (a real coordinator brings what it synced and forged).
    const block = testBlock(1000 + ++forged)
    yield* ledger.recordBlock(block)
    yield* ledger.forgeBatch(testBatch(block, forged))
    return HttpServerResponse.jsonUnsafe({ forged })
  }).pipe(Effect.orDie, Effect.withSpan("coordinator.forge"))
)

// 3. One router: the coordinator's route and the node's API, served by the platform's Node server.
const Server = HttpRouter.serve(Layer.mergeAll(CoordinatorRoutes, nodeApiRoutes), { disableLogger: true }).pipe(
  Layer.provideMerge(
    NodeHttpServer.layer(createServer, { port: Number(process.env["PORT"] ?? "0"), host: "127.0.0.1" })
  ),
  Layer.provideMerge(Node)
)

// 4. The coordinator's tracer, for its spans and the node's: Effect's OTLP exporter when an endpoint is set.
const endpoint = process.env["OTEL_EXPORTER_OTLP_ENDPOINT"]
const Tracing =
  endpoint === undefined
    ? Layer.empty
    : OtlpTracer.layer({
        url: `${endpoint.replace(/\/$/u, "")}/v1/traces`,
        resource: { serviceName: "coordinator" }
      }).pipe(Layer.provide([FetchHttpClient.layer, OtlpSerialization.layerJson]))

// 5. A short demo: forge through the coordinator's route, read the node's API, all over the socket.
const demo = Effect.gen(function* () {
  const server = yield* HttpServer.HttpServer
  const address = server.address
  if (address._tag === "UnixPathAddress") return yield* Effect.die(new Error("expected a TCP address"))
  const origin = `http://127.0.0.1:${address.port}`
  console.log(
    `serving the node API at ${origin}${BASE_PATH} (docs: ${origin}${BASE_PATH}/docs), the coordinator's /status beside it`
  )
  if (serve) return yield* Effect.never
  const get = (path: string) =>
    Effect.promise(() => fetch(origin + path).then(async (response) => `${response.status} ${await response.text()}`))
  for (let i = 0; i < 3; i++) console.log(`/status ${yield* get("/status")}`)
  console.log(`${BASE_PATH}/batches?order=DESC&limit=3 ${yield* get(`${BASE_PATH}/batches?order=DESC&limit=3`)}`)
  console.log(`${BASE_PATH}/nowhere ${yield* get(`${BASE_PATH}/nowhere`)}`)
  console.log(`/nowhere ${yield* get("/nowhere")}`)
})

demo.pipe(Effect.provide(Server), Effect.provide(Tracing), NodeRuntime.runMain)
