/**
 * What the core's part of an accepted `POST /transactions-pool` costs, in process and without HTTP
 * or signature arithmetic: `npx tsx bench/pool_submit_cost.ts`. Over the memory
 * storage seeded as `pool_post_throughput.ts` seeds it (50 senders), with a SignatureVerifier that
 * answers true at once, each pass submits the same signed Transfers to a fresh storage:
 *
 * - `decode`: `JSON.parse` and the body schema's decoding (`PostPoolL2Transaction`), what the HTTP
 *   layer does before the use case;
 * - `submit`: `Pool.submit` of the decoded bodies one after the other inside one fiber (as a
 *   request's fiber runs it), every one accepted; then the same with the real check inline
 *   (`inlineLayer`), for scale.
 *
 * Reported: thread CPU µs per body (`process.threadCpuUsage`), the median over `--rounds` passes
 * of `--bodies` bodies each.
 */
import { Effect, Exit, Layer, Option, Schema, Scope } from "effect"
import { pathToFileURL } from "node:url"
import { inlineLayer } from "../adapters/crypto/signature_verifier.ts"
import { PostPoolL2Transaction } from "../core/domain/pool_transaction.ts"
import { SignatureVerifier } from "../core/ports/signature_verifier.ts"
import { Pool } from "../core/use_cases/mod.ts"
import { loadLine, machineLine, markdownTable, quantile, sorted } from "./bench_stats.ts"
import { signedBodies, storageLayer } from "./pool_post_throughput.ts"

const SENDERS = 50
const decode = Schema.decodeUnknownSync(PostPoolL2Transaction)

/** A verifier that accepts every signature at once: the check's cost is left out. */
const acceptingVerifier = Layer.succeed(
  SignatureVerifier,
  SignatureVerifier.of({ verifyBabyJubJub: () => Effect.succeed(true), recoverEthereumSigner: () => Effect.succeed(Option.none()) })
)

/** CPU µs per body of submitting every body once, in one fiber, to a fresh storage. */
async function submitPass(bodies: ReadonlyArray<PostPoolL2Transaction>, verifier: Layer.Layer<SignatureVerifier>): Promise<number> {
  const scope = Scope.makeUnsafe()
  try {
    const context = await Effect.runPromise(Layer.buildWithScope(Layer.merge(storageLayer(SENDERS), verifier), scope))
    const program = Effect.gen(function*() {
      const started = process.threadCpuUsage()
      for (const body of bodies) yield* Pool.submit(body)
      const used = process.threadCpuUsage(started)
      return (used.user + used.system) / bodies.length
    })
    const exit = await Effect.runPromiseExit(Effect.provideContext(program, context))
    if (Exit.isFailure(exit)) throw new Error(`a submission failed: ${String(exit.cause)}`)
    return exit.value
  } finally {
    await Effect.runPromise(Scope.close(scope, Exit.void))
  }
}

/** CPU µs per body of parsing and decoding every body. */
function decodePass(texts: ReadonlyArray<string>): number {
  const started = process.threadCpuUsage()
  for (const text of texts) decode(JSON.parse(text))
  const used = process.threadCpuUsage(started)
  return (used.user + used.system) / texts.length
}

/** Runs the passes and prints the table. */
async function main(argv: ReadonlyArray<string>): Promise<void> {
  const value = (name: string) => {
    const i = argv.indexOf(name)
    return i >= 0 ? argv[i + 1] : undefined
  }
  const count = Number(value("--bodies") ?? 2000)
  const rounds = Number(value("--rounds") ?? 7)
  console.log(`## Pool.submit cost in process (${new Date().toISOString()})`)
  console.log(machineLine())
  console.log(`${count} signed Transfers of ${SENDERS} senders per pass, ${rounds} rounds after one warm-up; verifier answers true at once`)
  console.log(`load average before: ${loadLine()}`)
  const texts = signedBodies(SENDERS, count)
  const bodies = texts.map((t) => decode(JSON.parse(t)))
  const decodeCosts: Array<number> = []
  const submitCosts: Array<number> = []
  const checkedCosts: Array<number> = []
  decodePass(texts)
  await submitPass(bodies, acceptingVerifier)
  await submitPass(bodies, inlineLayer)
  for (let r = 0; r < rounds; r++) {
    decodeCosts.push(decodePass(texts))
    submitCosts.push(await submitPass(bodies, acceptingVerifier))
    checkedCosts.push(await submitPass(bodies, inlineLayer))
  }
  console.log(`load average after: ${loadLine()}\n`)
  const median = (values: ReadonlyArray<number>) => quantile(sorted(values), 0.5).toFixed(1)
  const range = (values: ReadonlyArray<number>) => `${sorted(values)[0]!.toFixed(1)}–${sorted(values)[values.length - 1]!.toFixed(1)}`
  console.log(markdownTable(["step", "CPU µs/body (median)", "range"], [
    ["decode (JSON.parse + schema)", median(decodeCosts), range(decodeCosts)],
    ["Pool.submit (accepted, memory storage), signature not checked", median(submitCosts), range(submitCosts)],
    ["Pool.submit with the WebAssembly check inline (`inlineLayer`, keys cached)", median(checkedCosts), range(checkedCosts)]
  ]))
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main(process.argv.slice(2))
