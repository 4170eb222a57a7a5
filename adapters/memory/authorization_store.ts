/** The AuthorizationStore port on the in-memory database: one authorization per Ethereum address, checked and inserted
 * in one uninterrupted write, so of many concurrent adds exactly one stores its authorization. */
import { Effect, Layer, Option } from "effect"
import { type AuthorizationAddOutcome, AuthorizationStore } from "../../core/ports/authorization_store.ts"
import { MemoryDatabase } from "./database.ts"

/** The AuthorizationStore port backed by the shared in-memory database. */
export const layer: Layer.Layer<AuthorizationStore, never, MemoryDatabase> = Layer.effect(
  AuthorizationStore,
  Effect.gen(function* () {
    const db = yield* MemoryDatabase
    return AuthorizationStore.of({
      add: (authorization) =>
        db.write((state): AuthorizationAddOutcome => {
          const existing = state.authorizations.get(authorization.zkEthereumAddress)
          if (existing !== undefined) return { _tag: "Existing", authorization: existing }
          state.authorizations.set(authorization.zkEthereumAddress, authorization)
          return { _tag: "Added" }
        }),
      get: (address) => db.read((state) => Option.fromNullishOr(state.authorizations.get(address)))
    })
  })
)
