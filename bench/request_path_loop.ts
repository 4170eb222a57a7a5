/** The child process of `bench/request_path.ts`: a tree's application over its test fixture's memory storage, its
 * request path's `serve` called in a loop; prints the time per request of each timed batch as one JSON line. */
import { createRequire } from "node:module"
import { join } from "node:path"
import { pathToFileURL } from "node:url"

// Run: `node --experimental-strip-types bench/request_path_loop.ts <tree> <path> <batches> <requests per batch>`.
const [tree = ".", path = "/tokens/1", batchesArg = "6", requestsArg = "100000"] = process.argv.slice(2)

/** A module of the tree, by its path from the tree's root. */
const ofTree = (file: string): Promise<Record<string, any>> => import(pathToFileURL(join(tree, file)).href)

const effect = await import(pathToFileURL(createRequire(join(tree, "package.json")).resolve("effect")).href)
const { Effect, Layer, ManagedRuntime, References } = effect
// Only what every revision since the request path's own pipeline has, so a baseline tree runs here too.
const { HttpApplication } = await ofTree("adapters/http/server/routes.ts")
const { httpApp } = await ofTree("app/server.ts")
const { FixtureStorage } = await ofTree("test/adapters/http/fixture.ts")
const nodeRequest = await ofTree("adapters/http/transport/node_request.ts")

const options = { laterBasePath: "/", earlierBasePath: "/v1", edge: { metrics: true, corsOrigins: ["*"] } }
const runtime = ManagedRuntime.make(
  httpApp(FixtureStorage, options).pipe(Layer.provide(Layer.succeed(References.TracerEnabled, false)))
)
const application = await runtime.runPromise(
  Effect.gen(function* () {
    return yield* HttpApplication
  })
)

/** The tree's Node request over a parsed request as `node:http` gives one. */
const requestOf = (raw: unknown): unknown =>
  nodeRequest["NodeServerRequest"] !== undefined
    ? new nodeRequest["NodeServerRequest"](raw)
    : nodeRequest["nodeServerRequest"](raw)
const serve = (request: unknown, writer: unknown): unknown =>
  application.path !== undefined
    ? application.path.serve(request, writer, { client: "127.0.0.1" })
    : application.pipeline.serve(request, writer)

let failed = 0
/** One request, resolved when it is answered (its writer called). */
const one = () =>
  new Promise<void>((resolve) => {
    const raw = {
      method: "GET",
      url: path,
      headers: { host: "localhost" },
      socket: { remoteAddress: "127.0.0.1" },
      complete: true
    }
    serve(requestOf(raw), {
      // An answer, or (before the edge returned a response) the edge's finished answer holding one.
      write: (answer: { readonly status?: number; readonly response?: { readonly status: number } }) => {
        if ((answer.status ?? answer.response?.status) !== 200) failed++
        resolve()
      },
      drop: () => {
        failed++
        resolve()
      }
    })
  })

const batches = Number(batchesArg)
const requests = Number(requestsArg)
const micros: Array<number> = []
for (let batch = 0; batch < batches; batch++) {
  const started = performance.now()
  for (let i = 0; i < requests; i++) await one()
  micros.push(((performance.now() - started) * 1000) / requests)
}
await runtime.dispose()
console.log(JSON.stringify({ micros, failed }))
