/** The AuthorizationStore port on PostgreSQL: one authorization per address, added idempotently, so of many concurrent
 * adds exactly one stores its authorization. */
import { Effect } from "effect"
import type { AccountCreationAuthorization } from "../../../core/domain/account_authorization.ts"
import { type AuthorizationAddOutcome, AuthorizationStore } from "../../../core/ports/authorization_store.ts"
import { addressBytes, addressOf, ethSignatureBytes, ethSignatureOf, keyBytes, keyOf } from "../rows/codecs.ts"
import { bytesAt, dateAt, type Values } from "../rows/row.ts"
import { addOnce, readFirst, storeLayer } from "./store_reads.ts"

function authorizationOf(row: Values): AccountCreationAuthorization {
  return {
    timestamp: dateAt(row, 3),
    zkEthereumAddress: addressOf(bytesAt(row, 0)),
    bjj: keyOf(bytesAt(row, 1)),
    signature: ethSignatureOf(bytesAt(row, 2))
  }
}

const SELECT = "SELECT eth_addr, bjj, signature, timestamp FROM account_authorization WHERE eth_addr = $1"

const INSERT = `INSERT INTO account_authorization (eth_addr, bjj, signature, timestamp) VALUES ($1, $2, $3, $4)
             ON CONFLICT (eth_addr) DO NOTHING RETURNING 1 AS added`

const ADDED = Effect.succeed<AuthorizationAddOutcome>({ _tag: "Added" })

/** The AuthorizationStore port on the SQL database. */
export const layer = storeLayer(AuthorizationStore, (db) => ({
  add: (authorization) => {
    const address = addressBytes(authorization.zkEthereumAddress)
    const values = [
      address,
      keyBytes(authorization.bjj),
      ethSignatureBytes(authorization.signature),
      authorization.timestamp
    ]
    return addOnce<AuthorizationAddOutcome>(db, [INSERT, values], ADDED, [
      SELECT,
      [address],
      (row) => ({ _tag: "Existing", authorization: authorizationOf(row) })
    ])
  },
  get: (address) => readFirst(db.read, SELECT, [addressBytes(address)], authorizationOf)
}))
