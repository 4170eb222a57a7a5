/** The BatchFloor port on the in-memory database: its last batch as it is now (0 before any), which every later read
 * sees. */
import { Effect, Layer } from "effect"
import { BatchFloor } from "../../core/ports/batch_floor.ts"
import { MemoryDatabase } from "./database.ts"

/** The BatchFloor port backed by the shared in-memory database. */
export const layer: Layer.Layer<BatchFloor, never, MemoryDatabase> = Layer.effect(
  BatchFloor,
  Effect.gen(function* () {
    const db = yield* MemoryDatabase
    return BatchFloor.of({
      floor: () => db.read((state) => state.batches.all[state.batches.all.length - 1]?.batchNum ?? 0)
    })
  })
)
