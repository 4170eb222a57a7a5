/** What the tests of a migration on an older database share: the migrations before one, and a fresh embedded database
 * whose client (with the crypto adapter's Poseidon) runs the test. */
import { Effect, Layer } from "effect"
import * as Migrator from "effect/sql/Migrator"
import type { SqlClient } from "effect/sql/SqlClient"
import { PoseidonCrypto } from "../../../../adapters/crypto/mod.ts"
import * as Embedded from "../../../../adapters/sql/connection/embedded_postgres.ts"
import { MIGRATIONS, MIGRATIONS_TABLE } from "../../../../adapters/sql/schema/migrator.ts"
import * as SqlStorage from "../../../../adapters/sql/sql_storage.ts"
import type { PoseidonHasher } from "../../../../core/ports/poseidon_hasher.ts"

/** Applies the migrations before migration `id` (`"0007"`), as a node of that time left its database. */
export function migrateBefore(id: string) {
  const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < id))
  return Migrator.make({})({ loader: Migrator.fromRecord(before), table: MIGRATIONS_TABLE })
}

/** Runs `test` on the client of a fresh embedded database. */
export function onFreshDatabase<A, E>(test: Effect.Effect<A, E, SqlClient | PoseidonHasher>): Promise<A> {
  return Effect.runPromise(
    Effect.scoped(
      Effect.gen(function* () {
        const connection = yield* Embedded.serve(yield* Embedded.openDatabase())
        return yield* test.pipe(Effect.provide(Layer.merge(SqlStorage.clientLayer(connection), PoseidonCrypto.layer)))
      })
    )
  )
}
