/** Migration 10, signed webhooks: the endpoints (`webhook`, with their event log cursor, retry state and delivery
 * lease) and their delivery attempts (`webhook_delivery`); an endpoint's queue is the event log after its cursor. */
/** The statements of the migration, in order. */
export const STATEMENTS: ReadonlyArray<string> = [
  `CREATE TABLE webhook (
    id text PRIMARY KEY,
    owner text NOT NULL,
    url text NOT NULL,
    filters text NOT NULL,
    min_finality text NOT NULL,
    secret text NOT NULL,
    created_at timestamptz NOT NULL,
    disabled_reason text,
    disabled_message text,
    disabled_at timestamptz,
    cursor bigint NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    failing_since timestamptz,
    next_attempt_at timestamptz NOT NULL,
    lease_owner text,
    lease_until timestamptz
  )`,
  `CREATE INDEX webhook_owner ON webhook (owner, created_at, id)`,
  `CREATE INDEX webhook_due ON webhook (next_attempt_at) WHERE disabled_reason IS NULL`,
  `CREATE TABLE webhook_delivery (
    item_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    webhook_id text NOT NULL REFERENCES webhook (id) ON DELETE CASCADE,
    event_id bigint NOT NULL,
    message_id text NOT NULL,
    attempt integer NOT NULL,
    at timestamptz NOT NULL,
    status integer,
    error text,
    latency_ms double precision NOT NULL
  )`,
  `CREATE INDEX webhook_delivery_by_webhook ON webhook_delivery (webhook_id, item_id)`,
  `CREATE INDEX webhook_delivery_at ON webhook_delivery USING brin (at)`
]
