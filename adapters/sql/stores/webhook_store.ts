/** The WebhookStore port on PostgreSQL: endpoints claimed with leases and settled by their holder, the delivery log;
 * each endpoint's filters kept as the JSON text of their encoded value. */
import { EventId } from "../../../core/domain/node_event.ts"
import { ItemId } from "../../../core/domain/scalars.ts"
import { MinFinality } from "../../../core/domain/finality.ts"
import { DisabledReason, type EncodedWebhookFilters, type WebhookDelivery } from "../../../core/domain/webhook.ts"
import type { Page } from "../../../core/pagination/page.ts"
import { type WebhookCreateOutcome, type WebhookRecord, WebhookStore } from "../../../core/ports/webhook_store.ts"
import {
  dateAt,
  dateOrNullAt,
  floatAt,
  intAt,
  intOrNullAt,
  isNullAt,
  textAt,
  textOrNullAt,
  type Values
} from "../rows/row.ts"
import { readFirst, storeLayer } from "./store_reads.ts"
import { Effect, Schema } from "effect"
import type { SqlDatabase } from "../connection/database.ts"

const COLUMNS =
  "id, owner, url, filters, min_finality, secret, created_at, disabled_reason, disabled_message, disabled_at, " +
  "cursor, attempts, failing_since, next_attempt_at"

const decodeFinality = Schema.decodeUnknownSync(MinFinality)
const decodeReason = Schema.decodeUnknownSync(DisabledReason)

/** The filters stored as `text` (the JSON of their encoded value; core decodes them when it reads them). */
function filtersOf(text: string): EncodedWebhookFilters {
  const parsed: unknown = JSON.parse(text)
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    throw new Error(`sql adapter: stored webhook filters are not a JSON object: ${text.slice(0, 200)}`)
  return parsed as EncodedWebhookFilters
}

function webhookOf(row: Values, at: number): WebhookRecord {
  const reason = textOrNullAt(row, at + 7)
  return {
    id: textAt(row, at),
    owner: textAt(row, at + 1),
    url: textAt(row, at + 2),
    filters: filtersOf(textAt(row, at + 3)),
    minFinality: decodeFinality(textAt(row, at + 4)),
    secret: textAt(row, at + 5),
    createdAt: dateAt(row, at + 6),
    disabled:
      reason === null ? null : { reason: decodeReason(reason), message: textAt(row, at + 8), at: dateAt(row, at + 9) },
    cursor: EventId.make(intAt(row, at + 10)),
    attempts: intAt(row, at + 11),
    failingSince: dateOrNullAt(row, at + 12),
    nextAttemptAt: dateAt(row, at + 13)
  }
}

const DELIVERY_COLUMNS = "item_id, event_id, message_id, attempt, at, status, error, latency_ms"

function deliveryOf(row: Values, at: number): WebhookDelivery {
  return {
    itemId: ItemId.make(intAt(row, at)),
    eventId: EventId.make(intAt(row, at + 1)),
    webhookId: textAt(row, at + 2),
    attempt: intAt(row, at + 3),
    at: dateAt(row, at + 4),
    status: intOrNullAt(row, at + 5),
    error: textOrNullAt(row, at + 6),
    latencyMs: floatAt(row, at + 7)
  }
}

/** The class of the transaction-scoped advisory locks serializing one owner's registrations (keyed by its hash). */
const OWNER_LOCK_CLASS = 0x7a6b_0003

// Taken first in a registration's transaction: the next registration of the owner waits for this one's commit.
const LOCK_OWNER = `SELECT pg_advisory_xact_lock(${OWNER_LOCK_CLASS}, hashtext($1))`

// Inserted unless the owner already has $12 endpoints; counted after the owner's lock, so on a snapshot that sees the
// registrations committed before it (READ COMMITTED takes one per statement).
const INSERT = `INSERT INTO webhook (${COLUMNS})
  SELECT $1, $2, $3, $4, $5, $6, $7, NULL, NULL, NULL, $8, $9, $10, $11
  WHERE (SELECT count(*) FROM webhook WHERE owner = $2) < $12
  RETURNING 1 AS added`

const LIST = `SELECT ${COLUMNS} FROM webhook WHERE owner = $1 ORDER BY created_at, id`

const GET = `SELECT ${COLUMNS} FROM webhook WHERE owner = $1 AND id = $2`

const REMOVE = `DELETE FROM webhook WHERE owner = $1 AND id = $2 RETURNING 1 AS removed`

// The cursor moved, re-enabled with no failure, due at $4; a worker holding it loses its lease.
const REPLAY = `UPDATE webhook SET cursor = $3, attempts = 0, failing_since = NULL, next_attempt_at = $4,
  disabled_reason = NULL, disabled_message = NULL, disabled_at = NULL, lease_owner = NULL, lease_until = NULL
  WHERE owner = $1 AND id = $2 RETURNING ${COLUMNS}`

/** The page of deliveries: the totals, the count from the cursor on, then the page's rows (none: one row of totals). */
function deliveriesStatement(order: "ASC" | "DESC"): string {
  const from = order === "ASC" ? "item_id >= $2" : "item_id <= $2"
  return `WITH s AS (SELECT count(*) AS total, min(item_id) AS first, max(item_id) AS last FROM webhook_delivery WHERE webhook_id = $1),
  c AS (SELECT count(*) AS candidates FROM webhook_delivery WHERE webhook_id = $1 AND ${from})
  SELECT s.total, s.first, s.last, c.candidates, d.* FROM s CROSS JOIN c
  LEFT JOIN LATERAL (SELECT ${DELIVERY_COLUMNS} FROM webhook_delivery WHERE webhook_id = $1 AND ${from} ORDER BY item_id ${order} LIMIT $3) d ON true
  ORDER BY d.item_id ${order}`
}
const DELIVERIES = { ASC: deliveriesStatement("ASC"), DESC: deliveriesStatement("DESC") }

function deliveryPageOf(rows: ReadonlyArray<Values>): Page<WebhookDelivery> {
  const first = rows[0]
  if (first === undefined) throw new Error("sql adapter: the delivery page has no row of totals")
  const items = rows.filter((row) => !isNullAt(row, 4)).map((row) => deliveryOf(row, 4))
  return {
    items,
    pendingItems: intAt(first, 3) - items.length,
    totalItems: intAt(first, 0),
    firstItem: intOrNullAt(first, 1),
    lastItem: intOrNullAt(first, 2)
  }
}

// Leases to $1 until $3 at most $4 active endpoints due at $2 behind $5, free or with an ended lease, the longest due first.
const CLAIM = `UPDATE webhook w SET lease_owner = $1, lease_until = $3
  FROM (SELECT id FROM webhook WHERE disabled_reason IS NULL AND next_attempt_at <= $2 AND cursor < $5
    AND (lease_owner IS NULL OR lease_until < $2) ORDER BY next_attempt_at LIMIT $4 FOR UPDATE SKIP LOCKED) c
  WHERE w.id = c.id RETURNING ${COLUMNS.split(", ")
    .map((column) => `w.${column}`)
    .join(", ")}`

// Written only while $2 holds the lease; the attempt ($11… when $11 is not null) logged in the same statement.
const SETTLE = `WITH u AS (UPDATE webhook SET cursor = $3, attempts = $4, failing_since = $5::timestamptz, next_attempt_at = $6,
    disabled_reason = COALESCE($7::text, disabled_reason), disabled_message = COALESCE($8::text, disabled_message),
    disabled_at = COALESCE($9::timestamptz, disabled_at),
    lease_owner = CASE WHEN $10::timestamptz IS NULL OR $7::text IS NOT NULL THEN NULL ELSE lease_owner END,
    lease_until = CASE WHEN $7::text IS NOT NULL THEN NULL ELSE $10::timestamptz END
    WHERE id = $1 AND lease_owner = $2 RETURNING id),
  d AS (INSERT INTO webhook_delivery (webhook_id, event_id, message_id, attempt, at, status, error, latency_ms)
    SELECT id, $11::bigint, $12::text, $13::integer, $14::timestamptz, $15::integer, $16::text, $17::double precision FROM u WHERE $11::bigint IS NOT NULL)
  SELECT count(*) FROM u`

const PRUNE = `DELETE FROM webhook_delivery WHERE at < $1`

const CREATED: WebhookCreateOutcome = { _tag: "Created" }
const LIMIT_REACHED: WebhookCreateOutcome = { _tag: "LimitReached" }

/** Runs `INSERT` with `values` in a transaction holding `owner`'s lock: one owner's registrations one at a time, so
 * that no two count the same endpoints and both insert past the limit. */
function insertLocked(db: SqlDatabase["Service"], owner: string, values: ReadonlyArray<unknown>) {
  return db.run(
    db.sql.withTransaction(
      Effect.andThen(
        db.sql.unsafe(LOCK_OWNER, [owner]),
        Effect.map(db.sql.unsafe(INSERT, values).values, (rows) => (rows.length > 0 ? CREATED : LIMIT_REACHED))
      )
    )
  )
}

/** The WebhookStore port on the SQL database. */
export const layer = storeLayer(WebhookStore, (db) => ({
  create: (r, maxPerOwner) =>
    insertLocked(db, r.owner, [
      r.id,
      r.owner,
      r.url,
      JSON.stringify(r.filters),
      r.minFinality,
      r.secret,
      r.createdAt,
      r.cursor,
      r.attempts,
      r.failingSince,
      r.nextAttemptAt,
      maxPerOwner
    ]),
  list: (owner) => db.readPooled(LIST, [owner], (rows) => rows.map((row) => webhookOf(row, 0))),
  get: (owner, id) => readFirst(db.readPooled, GET, [owner, id], webhookOf),
  remove: (owner, id) => db.readPooled(REMOVE, [owner, id], (rows) => rows.length > 0),
  replay: (owner, id, after, at) => readFirst(db.readPooled, REPLAY, [owner, id, after, at], webhookOf),
  deliveries: (id, page) =>
    db.readPooled(
      DELIVERIES[page.order],
      [id, page.fromItem ?? (page.order === "ASC" ? 0 : Number.MAX_SAFE_INTEGER), page.limit],
      deliveryPageOf
    ),
  claim: (worker, now, leaseUntil, limit, below) =>
    db.readPooled(CLAIM, [worker, now, leaseUntil, limit, below], (rows) => rows.map((row) => webhookOf(row, 0))),
  settle: (id, worker, s) => {
    const a = s.attempt
    return db.readPooled(
      SETTLE,
      [
        id,
        worker,
        s.cursor,
        s.attempts,
        s.failingSince,
        s.nextAttemptAt,
        s.disabled?.reason ?? null,
        s.disabled?.message ?? null,
        s.disabled?.at ?? null,
        s.leaseUntil,
        a?.eventId ?? null,
        a?.webhookId ?? null,
        a?.attempt ?? null,
        a?.at ?? null,
        a?.status ?? null,
        a?.error ?? null,
        a?.latencyMs ?? null
      ],
      (rows) => rows[0] !== undefined && intAt(rows[0], 0) > 0
    )
  },
  pruneDeliveries: (before) => db.readPooled(PRUNE, [before], () => undefined)
}))
