/**
 * The AuthorizationStore port on PostgreSQL: one account-creation authorization per Ethereum
 * address. Adding is `INSERT … ON CONFLICT DO NOTHING RETURNING`, committed before it returns;
 * when the address is taken, a second statement (fresh snapshot) reads the stored one, so of many
 * concurrent adds for one address exactly one stores its authorization. Every statement is one
 * statement at the edge (the insert is idempotent): the insert through the pool (`readPooled`:
 * commits kept off the multiplexed read sessions), the reads on the read sessions (`read`).
 */
import { Effect, Layer, Option } from "effect"
import type { AccountCreationAuthorization } from "../../../core/domain/account_authorization.ts"
import { type AuthorizationAddOutcome, AuthorizationStore } from "../../../core/ports/authorization_store.ts"
import { addressBytes, addressOf, ethSignatureBytes, ethSignatureOf, keyBytes, keyOf } from "../rows/codecs.ts"
import { SqlDatabase } from "../connection/database.ts"
import { bytesAt, dateAt, type Values } from "../rows/row.ts"

/** The authorization of a row selected with `SELECT`. */
function authorizationOf(row: Values): AccountCreationAuthorization {
  return {
    timestamp: dateAt(row, 3),
    zkEthereumAddress: addressOf(bytesAt(row, 0)),
    bjj: keyOf(bytesAt(row, 1)),
    signature: ethSignatureOf(bytesAt(row, 2))
  }
}

/** The statement reading the authorization of an address. */
const SELECT = "SELECT eth_addr, bjj, signature, timestamp FROM account_authorization WHERE eth_addr = $1"

/** The statement storing an authorization unless its address has one. */
const INSERT = `INSERT INTO account_authorization (eth_addr, bjj, signature, timestamp) VALUES ($1, $2, $3, $4)
             ON CONFLICT (eth_addr) DO NOTHING RETURNING 1 AS added`

/** The AuthorizationStore port on the SQL database. */
export const layer: Layer.Layer<AuthorizationStore, never, SqlDatabase> = Layer.effect(
  AuthorizationStore,
  Effect.gen(function*() {
    const db = yield* SqlDatabase
    const added: AuthorizationAddOutcome = { _tag: "Added" }
    return AuthorizationStore.of({
      add: (authorization) =>
        Effect.suspend(() => {
          const address = addressBytes(authorization.zkEthereumAddress)
          const values = [address, keyBytes(authorization.bjj), ethSignatureBytes(authorization.signature), authorization.timestamp]
          return Effect.flatMap(db.readPooled(INSERT, values, (inserted) => inserted.length > 0), (isAdded) =>
            isAdded
              ? Effect.succeed(added)
              : db.read(SELECT, [address], (rows): AuthorizationAddOutcome => {
                const stored = rows[0]
                if (stored === undefined) {
                  throw new Error(`sql adapter: authorization of ${authorization.zkEthereumAddress} conflicts but cannot be read`)
                }
                return { _tag: "Existing", authorization: authorizationOf(stored) }
              }))
        }),
      get: (address) =>
        Effect.suspend(() => db.read(SELECT, [addressBytes(address)], (rows) => Option.map(Option.fromNullishOr(rows[0]), authorizationOf)))
    })
  })
)
