/**
 * The AuthorizationStore port on PostgreSQL: one account-creation authorization per Ethereum
 * address. Adding is `INSERT … ON CONFLICT DO NOTHING RETURNING`, committed before it returns;
 * when the address is taken, a second statement (fresh snapshot) reads the stored one, so of many
 * concurrent adds for one address exactly one stores its authorization.
 */
import { Effect, Layer, Option } from "effect"
import type { AccountCreationAuthorization } from "../../core/domain/account_authorization.ts"
import { type AuthorizationAddOutcome, AuthorizationStore } from "../../core/ports/authorization_store.ts"
import { addressBytes, addressOf, ethSignatureBytes, ethSignatureOf, keyBytes, keyOf } from "./codecs.ts"
import { SqlDatabase } from "./database.ts"
import { bytes, date, type Row } from "./row.ts"

/** The authorization of a stored row. */
function authorizationOf(row: Row): AccountCreationAuthorization {
  return {
    timestamp: date(row, "timestamp"),
    zkEthereumAddress: addressOf(bytes(row, "eth_addr")),
    bjj: keyOf(bytes(row, "bjj")),
    signature: ethSignatureOf(bytes(row, "signature"))
  }
}

/** The statement reading the authorization of an address. */
const SELECT = "SELECT eth_addr, bjj, signature, timestamp FROM account_authorization WHERE eth_addr = $1"

/** The AuthorizationStore port on the SQL database. */
export const layer: Layer.Layer<AuthorizationStore, never, SqlDatabase> = Layer.effect(
  AuthorizationStore,
  Effect.gen(function*() {
    const db = yield* SqlDatabase
    const sql = db.sql
    return AuthorizationStore.of({
      add: (authorization) =>
        db.run(Effect.gen(function*() {
          const address = addressBytes(authorization.zkEthereumAddress)
          const inserted = yield* sql.unsafe<Row>(
            `INSERT INTO account_authorization (eth_addr, bjj, signature, timestamp) VALUES ($1, $2, $3, $4)
             ON CONFLICT (eth_addr) DO NOTHING RETURNING 1 AS added`,
            [address, keyBytes(authorization.bjj), ethSignatureBytes(authorization.signature), authorization.timestamp]
          )
          if (inserted.length > 0) return { _tag: "Added" } satisfies AuthorizationAddOutcome
          const stored = (yield* sql.unsafe<Row>(SELECT, [address]))[0]
          if (stored === undefined) throw new Error(`sql adapter: authorization of ${authorization.zkEthereumAddress} conflicts but cannot be read`)
          return { _tag: "Existing", authorization: authorizationOf(stored) } satisfies AuthorizationAddOutcome
        })),
      get: (address) =>
        db.run(
          sql.unsafe<Row>(SELECT, [addressBytes(address)]).pipe(
            Effect.map((found) => Option.map(Option.fromNullishOr(found[0]), authorizationOf))
          )
        )
    })
  })
)
