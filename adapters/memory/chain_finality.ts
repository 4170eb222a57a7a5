/** The ChainFinalityReader port on the in-memory database: exact, from its last synced block and its batches. */
import { Effect, Layer } from "effect"
import { ChainFinalityReader, FinalityDepth } from "../../core/ports/chain_finality.ts"
import { finalityOf, MemoryDatabase } from "./database.ts"

/** The ChainFinalityReader port backed by the shared in-memory database. */
export const layer: Layer.Layer<ChainFinalityReader, never, MemoryDatabase> = Layer.effect(
  ChainFinalityReader,
  Effect.gen(function* () {
    const db = yield* MemoryDatabase
    const required = yield* FinalityDepth
    return ChainFinalityReader.of({ current: db.read((state) => finalityOf(state, required)) })
  })
)
