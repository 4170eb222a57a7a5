/** The in-memory storage as the tests build it: `MemoryStorage`'s layers with the crypto adapter's Poseidon, which its
 * state tree hashes with, provided. */
import { Layer } from "effect"
import { PoseidonCrypto } from "../../../adapters/crypto/mod.ts"
import { MemoryStorage } from "../../../adapters/memory/mod.ts"

/** Every storage port over one fresh, empty in-memory database (each build gets its own). */
export const memoryStorage = MemoryStorage.layer.pipe(Layer.provide(PoseidonCrypto.layer))

/** Every storage port over the `MemoryDatabase` provided (to inspect what is stored). */
export const memoryStorageOnDatabase = MemoryStorage.layerOnDatabase.pipe(Layer.provide(PoseidonCrypto.layer))
