/** The storage contract suites on the embedded PostgreSQL (PGlite), always run; each test on an empty migrated
 * database, a released one reset in place (`reusedEmbedded`). */
import { Effect } from "effect"
import { beforeAll } from "vitest"
import { describeStorageContract } from "../../contract/storage_contract.ts"
import { reusedEmbedded, reusedEmbeddedStorage } from "./test_databases.ts"

// The migrated dump and the first database are made once, here, not inside the first test's time.
beforeAll(() => Effect.runPromise(Effect.scoped(reusedEmbedded)), 180_000)

describeStorageContract("embedded PostgreSQL", reusedEmbeddedStorage)
