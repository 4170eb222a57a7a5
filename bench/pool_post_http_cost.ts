/**
 * What the HTTP stack costs an accepted `POST /transactions-pool`, in process:
 * `npx tsx bench/pool_post_http_cost.ts [--bodies 3000] [--warmup 1000] [--rounds 3] [--in-flight 32]`. Two servers
 * over the same memory storage and verifier, side by side, the phases alternating:
 *
 * - `server`: the node's own (`app/server.ts` `serverLayer`: transport, edge with its defaults —
 *   metrics, CORS, deadline; no request log —, HttpApi routes, the default verifier layer);
 * - `bare`: a `node:http` handler doing only what a POST needs — read the body, `JSON.parse`, the
 *   body schema's decoding, `Pool.submit` through `Effect.runPromiseExit` with the same storage and
 *   verifier layer, a JSON answer (`{"id": …}`) —, the floor a fast lane for this POST could reach.
 *
 * Storage (seeded as `pool_post_throughput.ts` seeds it), verifier workers and key caches are fresh
 * per phase; the load generator (`load_worker.ts`) sends every signed Transfer once with
 * `--in-flight` outstanding, first `--warmup` of them unmeasured (starting the verifier workers —
 * module, WebAssembly, Poseidon constants, JIT — costs them ≈ 0.3 s of CPU each, which a short
 * measured run would otherwise count per request). Reported per accepted POST: the event loop's CPU (`process.threadCpuUsage`), the
 * other threads' CPU (verifier workers, GC helpers; the generator's own CPU taken out), and
 * accepted/s; the medians over the rounds. On a shared machine the CPU columns are the ones to
 * compare.
 */
import { Context, Effect, Exit, Layer, Schema, Scope } from "effect"
import { HttpServer } from "effect/http"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import { pathToFileURL } from "node:url"
import * as SignatureVerifierCrypto from "../adapters/crypto/signature_verifier.ts"
import { serverLayer } from "../app/server.ts"
import { PostPoolL2Transaction } from "../core/domain/pool_transaction.ts"
import { Pool } from "../core/use_cases/mod.ts"
import { loadLine, machineLine, markdownTable, quantile, sorted } from "./bench_stats.ts"
import { postAll } from "./load_worker.ts"
import { signedBodies, storageLayer } from "./pool_post_throughput.ts"

const SENDERS = 50
const decodeBody = Schema.decodeUnknownSync(PostPoolL2Transaction)

/** One phase's figures. */
interface PhaseCost {
  readonly acceptedPerSecond: number
  readonly mainUs: number
  readonly otherUs: number
  readonly statuses: Record<string, number>
}

/** A started server: its POST URL and how to stop it. */
interface Started {
  readonly url: string
  readonly stop: () => Promise<void>
}

/** The node's own server (`serverLayer`) on a free port. */
async function startNodeServer(): Promise<Started> {
  const scope = Scope.makeUnsafe()
  const context = await Effect.runPromise(Layer.buildWithScope(serverLayer(storageLayer(SENDERS), { port: 0 }), scope))
  const address = Context.get(context, HttpServer.HttpServer).address
  if (address._tag === "UnixPathAddress") throw new Error("expected an IP address")
  return {
    url: `http://127.0.0.1:${address.port}/transactions-pool`,
    stop: () => Effect.runPromise(Scope.close(scope, Exit.void))
  }
}

/** Answers one request with a JSON body. */
function answer(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) })
  res.end(text)
}

/** The bare `node:http` server calling the use case directly. */
async function startBareServer(): Promise<Started> {
  const scope = Scope.makeUnsafe()
  const context = await Effect.runPromise(
    Layer.buildWithScope(Layer.merge(storageLayer(SENDERS), SignatureVerifierCrypto.layer), scope)
  )
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Array<Buffer> = []
    req.on("data", (chunk: Buffer) => chunks.push(chunk))
    req.on("end", () => {
      let body: PostPoolL2Transaction
      try {
        body = decodeBody(JSON.parse(Buffer.concat(chunks).toString("utf8")))
      } catch (error) {
        answer(res, 400, { message: String(error) })
        return
      }
      void Effect.runPromiseExit(Effect.provideContext(Pool.submit(body), context)).then((exit) =>
        Exit.isSuccess(exit) ? answer(res, 200, { id: exit.value }) : answer(res, 400, { message: String(exit.cause) })
      )
    })
  }
  const server = createServer(handle)
  server.listen(0, "127.0.0.1")
  await new Promise((resolve) => server.once("listening", resolve))
  const address = server.address()
  if (address === null || typeof address === "string") throw new Error("expected an IP address")
  return {
    url: `http://127.0.0.1:${address.port}/transactions-pool`,
    stop: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await Effect.runPromise(Scope.close(scope, Exit.void))
    }
  }
}

/** One phase: a fresh server, the warm-up bodies (not measured: worker start, key tables, JIT), then the others, each once; their costs. */
async function phase(start: () => Promise<Started>, bodies: ReadonlyArray<string>, options: { readonly inFlight: number; readonly warmup: number }): Promise<PhaseCost> {
  SignatureVerifierCrypto.sharedKeyCache().clear()
  const server = await start()
  const inFlight = options.inFlight
  try {
    const warm = await postAll(server.url, bodies.slice(0, options.warmup), inFlight)
    if ((warm.statuses["200"] ?? 0) !== options.warmup) throw new Error(`warm-up rejected: ${JSON.stringify(warm.statuses)} ${warm.firstError}`)
    const measured = bodies.slice(options.warmup)
    const cpu = process.cpuUsage()
    const main = process.threadCpuUsage()
    const report = await postAll(server.url, measured, inFlight)
    const usedMain = process.threadCpuUsage(main)
    const used = process.cpuUsage(cpu)
    const accepted = Math.max(1, report.statuses["200"] ?? 0)
    const mainUs = usedMain.user + usedMain.system
    return {
      acceptedPerSecond: (report.statuses["200"] ?? 0) / (report.elapsedMs / 1000),
      mainUs: mainUs / accepted,
      otherUs: Math.max(0, used.user + used.system - mainUs - report.generatorCpuMs * 1000) / accepted,
      statuses: report.statuses
    }
  } finally {
    await server.stop()
  }
}

/** Runs the phases and prints the table. */
async function main(argv: ReadonlyArray<string>): Promise<void> {
  const value = (name: string) => {
    const i = argv.indexOf(name)
    return i >= 0 ? argv[i + 1] : undefined
  }
  const count = Number(value("--bodies") ?? 3000)
  const rounds = Number(value("--rounds") ?? 3)
  const inFlight = Number(value("--in-flight") ?? 32)
  const warmup = Number(value("--warmup") ?? 1000)
  const setups = [
    { label: "server (serverLayer: transport, edge, HttpApi)", start: startNodeServer },
    { label: "bare node:http + decode + Pool.submit", start: startBareServer }
  ]
  console.log(`## POST /transactions-pool: the HTTP stack's cost in process (${new Date().toISOString()})`)
  console.log(machineLine())
  console.log(`${warmup} warm-up then ${count} measured signed Transfers per phase, ${inFlight} in flight, ${rounds} rounds, servers alternating; default verifier workers`)
  console.log(`load average before: ${loadLine()}`)
  const bodies = signedBodies(SENDERS, warmup + count)
  const costs = setups.map((): Array<PhaseCost> => [])
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? [0, 1] : [1, 0]
    for (const i of order) costs[i]!.push(await phase(setups[i]!.start, bodies, { inFlight, warmup }))
  }
  console.log(`load average after: ${loadLine()}\n`)
  const median = (values: ReadonlyArray<number>) => quantile(sorted(values), 0.5).toFixed(0)
  console.log(markdownTable(
    ["server", "statuses (last round)", "accepted/s", "event loop CPU µs/POST", "other threads CPU µs/POST", "server CPU µs/POST"],
    setups.map((s, i) => {
      const list = costs[i]!
      return [
        s.label,
        Object.entries(list[list.length - 1]!.statuses).map(([k, n]) => `${k}: ${n}`).join(", "),
        median(list.map((c) => c.acceptedPerSecond)),
        median(list.map((c) => c.mainUs)),
        median(list.map((c) => c.otherUs)),
        median(list.map((c) => c.mainUs + c.otherUs))
      ]
    })
  ))
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main(process.argv.slice(2))
