/** The durability test's child process: records the contract fixture in the given data directory, then adds pool
 * transfers, printing `acked <nonce>` after each, until killed. `node --import tsx crash_writer.ts <dataDir>`. */
import { Effect, Layer } from "effect"
import { PoseidonCrypto } from "../../../adapters/crypto/mod.ts"
import { storageLayer } from "../../../app/storage.ts"
import { PoolStore } from "../../../core/ports/pool_store.ts"
import { buildFixture } from "../../contract/fixture.ts"
import { poolTransfer } from "../../contract/pool_records.ts"

const dataDir = process.argv[2]
if (dataDir === undefined) throw new Error("usage: crash_writer.ts <dataDir>")

const program = Effect.gen(function* () {
  yield* buildFixture
  process.stdout.write("fixture\n")
  const pool = yield* PoolStore
  for (let nonce = 0; ; nonce++) {
    yield* pool.add(poolTransfer({ from: 256, to: 257, nonce: 100 + nonce }))
    process.stdout.write(`acked ${nonce}\n`)
  }
})

Effect.runFork(
  program.pipe(
    Effect.provide(Layer.fresh(storageLayer({ kind: "embedded", dataDir }).pipe(Layer.provide(PoseidonCrypto.layer))))
  )
)
