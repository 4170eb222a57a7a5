/** The ApiKeyStore port on PostgreSQL (`api_key`): a name is unique, so of concurrent creations of one name exactly one
 * stores its key; a revocation keeps the first revocation time. */
import { Option } from "effect"
import { type ApiKey, type ApiKeyCreateOutcome, ApiKeyStore } from "../../../core/ports/api_keys.ts"
import { dateAt, dateOrNullAt, textAt, type Values } from "../rows/row.ts"
import { readFirst, storeLayer } from "./store_reads.ts"

const COLUMNS = "id, name, tier, digest, created_at, revoked_at"

function apiKeyOf(row: Values): ApiKey {
  return {
    id: textAt(row, 0),
    name: textAt(row, 1),
    tier: textAt(row, 2),
    digest: textAt(row, 3),
    createdAt: dateAt(row, 4),
    revokedAt: Option.fromNullishOr(dateOrNullAt(row, 5))
  }
}

const INSERT = `INSERT INTO api_key (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, NULL) ON CONFLICT DO NOTHING RETURNING 1 AS added`

const LIST = `SELECT ${COLUMNS} FROM api_key ORDER BY created_at, id`

const BY_DIGEST = `SELECT ${COLUMNS} FROM api_key WHERE digest = $1`

// The key with this id, or else the one with this name; its first revocation time kept.
const REVOKE = `UPDATE api_key SET revoked_at = COALESCE(revoked_at, $2)
  WHERE id = (SELECT id FROM api_key WHERE id = $1 OR name = $1 ORDER BY id = $1 DESC LIMIT 1)
  RETURNING ${COLUMNS}`

const CREATED: ApiKeyCreateOutcome = { _tag: "Created" }
const NAME_TAKEN: ApiKeyCreateOutcome = { _tag: "NameTaken" }

/** The ApiKeyStore port on the SQL database. */
export const layer = storeLayer(ApiKeyStore, (db) => ({
  create: (key) =>
    db.readPooled(INSERT, [key.id, key.name, key.tier, key.digest, key.createdAt], (rows) =>
      rows.length > 0 ? CREATED : NAME_TAKEN
    ),
  list: db.read(LIST, [], (rows) => rows.map(apiKeyOf)),
  findByDigest: (digest) => readFirst(db.read, BY_DIGEST, [digest], apiKeyOf),
  revoke: (idOrName, at) => readFirst(db.readPooled, REVOKE, [idOrName, at], apiKeyOf)
}))
