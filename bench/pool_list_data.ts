/** The synthetic pool of `bench/pool_list.ts`: two databases of the same deterministic rows (Zipf-active senders), one
 * with every migration's `pool_tx` indexes and a copy with migration 0001's only. */
import { Effect, Redacted } from "effect"
import { STATEMENTS as INITIAL_STATEMENTS } from "../adapters/sql/schema/migrations/0001_initial.ts"
import { MIGRATIONS, migrate } from "../adapters/sql/schema/migrator.ts"
import { numberPoolStatement } from "../adapters/sql/ledger/pool_ordinals.ts"
import { clientLayer } from "../adapters/sql/sql_storage.ts"
import { psql } from "./scale/generate.ts"

/** Bumped whenever the generated rows change, so kept databases of an older shape are rebuilt. */
const DATA_VERSION = 2

/** Sender accounts. */
export const SENDERS = 10_000

/** Owners (addresses and keys) of the sender accounts. */
const OWNERS = 7_000

/** The first sender account's index (the sender of rank r is account `senderIdx(r)`). */
const FIRST_IDX = 256

/** The token symbols, by token id. */
const SYMBOLS = ["ETH", "USDT", "DAI", "WBTC", "LINK", "UNI", "AAVE", "MKR"]

/** The account index of the sender of activity rank `rank` (1 = busiest); ranks are spread over the accounts. */
export function senderIdx(rank: number): number {
  return FIRST_IDX + (((rank - 1) * 7919) % SENDERS)
}

/** What a run loads. */
export interface PoolPlan {
  readonly rows: number
  readonly seed: number
}

/** The two databases of a run, by URL. */
export interface PoolDatabases {
  readonly indexed: string
  readonly baseline: string
  /** Whether the rows were loaded by this run (false: kept databases reused). */
  readonly loaded: boolean
  /** Seconds spent loading and indexing (0 when reused). */
  readonly loadSeconds: number
}

/** `url` with its database replaced by `name`. */
function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

/** What a kept database's comment says about its rows. */
function dataLabel(plan: PoolPlan): string {
  return `pool list bench v${DATA_VERSION}: ${plan.rows} rows, seed ${plan.seed}, migrations ${Object.keys(MIGRATIONS).join(",")}`
}

/** Applies the project's migrations to the database at `url`. */
function migrateDatabase(url: string): Promise<unknown> {
  return Effect.runPromise(migrate.pipe(Effect.provide(clientLayer({ url: Redacted.make(url), maxConnections: 1 }))))
}

/** The indexes of `pool_tx` that back no constraint, by name, with their definitions. */
function poolIndexes(url: string): Map<string, string> {
  const out = psql(
    url,
    `SELECT i.indexname, i.indexdef FROM pg_indexes i ` +
      `WHERE i.schemaname = 'public' AND i.tablename = 'pool_tx' ` +
      `AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.conrelid = 'pool_tx'::regclass) ` +
      `ORDER BY i.indexname`
  )
  return new Map(
    out
      .trim()
      .split("\n")
      .filter((l) => l !== "")
      .map((l) => {
        const at = l.indexOf("|")
        return [l.slice(0, at), l.slice(at + 1)] as const
      })
  )
}

/** The statements of migration 0001 creating indexes on `pool_tx` (the baseline's indexes). */
const BASELINE_INDEX_STATEMENTS = INITIAL_STATEMENTS.filter((s) => /^CREATE (UNIQUE )?INDEX \S+ ON pool_tx /u.test(s))

/** The `pool_tx` indexes of a freshly migrated database, and of the baseline (migration 0001's only), as the server defines them. */
async function wantedIndexes(
  server: string
): Promise<{ readonly migrated: Map<string, string>; readonly baseline: Map<string, string> }> {
  const scratch = `zk_pool_list_schema_${process.pid}`
  const url = databaseUrl(server, scratch)
  psql(server, `DROP DATABASE IF EXISTS ${scratch}`, `CREATE DATABASE ${scratch}`)
  try {
    await migrateDatabase(url)
    const migrated = poolIndexes(url)
    psql(url, ...[...migrated.keys()].map((name) => `DROP INDEX ${name}`), ...BASELINE_INDEX_STATEMENTS)
    return { migrated, baseline: poolIndexes(url) }
  } finally {
    psql(server, `DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`)
  }
}

/** Makes the `pool_tx` indexes of the database at `url` those `create` makes (dropping the others); whether anything changed. */
function reconcileIndexes(url: string, wanted: ReadonlyMap<string, string>, create: ReadonlyArray<string>): boolean {
  const present = poolIndexes(url)
  const same =
    present.size === wanted.size && [...wanted].every(([name, definition]) => present.get(name) === definition)
  if (same) return false
  psql(url, ...[...present.keys()].map((name) => `DROP INDEX ${name}`))
  psql(url, "SET maintenance_work_mem = '1GB'", ...create)
  const rebuilt = poolIndexes(url)
  if (JSON.stringify([...rebuilt]) !== JSON.stringify([...wanted]))
    throw new Error(`the indexes of ${url} differ from the ones wanted`)
  return true
}

/** The statements loading the tokens, the sender accounts with one update each, and the pool rows. */
function loadStatements(plan: PoolPlan): Array<string> {
  const n = plan.rows
  const pendTail = Math.min(3000, Math.ceil(n * 0.01))
  const fing = Math.min(1500, Math.ceil(n * 0.005))
  const settled = n - pendTail - fing
  const symbols = `ARRAY[${SYMBOLS.map((s) => `'${s}'`).join(", ")}]`
  // The sender's rank: log-uniform over 1..SENDERS (P(r) ≈ 1 / (r · ln(SENDERS + 1))).
  const rank = `LEAST(${SENDERS}, floor(exp(r.u_sender * ln(${SENDERS + 1}))))::int8`
  return [
    "SET work_mem = '512MB'",
    `INSERT INTO token (item_id, token_id, eth_block_num, eth_addr, name, name_lower, symbol, decimals, usd, fiat_update) ` +
      `SELECT t + 1, t, 10 + t, substring(sha256(convert_to('token' || t, 'UTF8')) FROM 1 FOR 20), 'Token ' || t, 'token ' || t, ` +
      `(${symbols})[t + 1], 18, 1.25 * (t + 1), timestamptz '2026-01-01 00:00:00+00' ` +
      `FROM generate_series(0, ${SYMBOLS.length - 1}) t`,
    `INSERT INTO account (item_id, idx, token_id, eth_addr, bjj, batch_num, ord_all, ord_token, ord_addr, ord_bjj, bjj_count) ` +
      `SELECT k + 1, ${FIRST_IDX} + k, CASE WHEN k % 10 < 6 THEN 0 ELSE 1 + k % ${SYMBOLS.length - 1} END, ` +
      `substring(sha256(convert_to('owner' || k % ${OWNERS}, 'UTF8')) FROM 1 FOR 20), sha256(convert_to('key' || k % ${OWNERS}, 'UTF8')), ` +
      `1, k + 1, k + 1, k + 1, k + 1, 1 FROM generate_series(0, ${SENDERS - 1}) k`,
    `INSERT INTO account_update (idx, batch_num, item_id, ord, nonce, balance) ` +
      `SELECT ${FIRST_IDX} + k, 1, 1, 1, k % 50, 1000000000000000000 FROM generate_series(0, ${SENDERS - 1}) k`,
    `UPDATE item_counter SET next_item = CASE kind WHEN 'token' THEN ${SYMBOLS.length + 1} WHEN 'account' THEN ${SENDERS + 1} ELSE next_item END`,
    `SELECT setseed(${plan.seed / 1000})`,
    `INSERT INTO pool_tx (seq, id, state, batch_num, reason, type, token_id, from_idx, from_symbol, from_eth_addr, from_bjj, ` +
      `to_idx, to_symbol, to_eth_addr, to_bjj, amount, fee, nonce, signature, timestamp) OVERRIDING SYSTEM VALUE ` +
      `SELECT s.n, '\\x02'::bytea || sha256(int8send(s.n)), s.state, ` +
      `CASE s.state WHEN 'pend' THEN NULL WHEN 'fing' THEN ${Math.floor(settled / 2000) + 2} ELSE 1 + s.n / 2000 END, ` +
      `CASE s.state WHEN 'invl' THEN 'nonce too low' END, s.type, s.token_id, s.idx, s.symbol, s.eth_addr, s.bjj, ` +
      `CASE s.type WHEN 2 THEN ${FIRST_IDX} + (s.n * 31) % ${SENDERS} WHEN 1 THEN 1 END, ` +
      `CASE WHEN s.type IN (1, 2) THEN s.symbol END, ` +
      // A TransferToEthAddr or TransferToBJJ goes to an owner's address or key (found by the either-side filters).
      `CASE s.type WHEN 9 THEN substring(sha256(convert_to('owner' || (s.n * 31) % ${OWNERS}, 'UTF8')) FROM 1 FOR 20) END, ` +
      `CASE s.type WHEN 10 THEN sha256(convert_to('key' || (s.n * 31) % ${OWNERS}, 'UTF8')) END, ` +
      `(s.n % 1000 + 1)::numeric * 1000000000000000, (100 + s.n % 50)::smallint, ` +
      `row_number() OVER (PARTITION BY s.idx ORDER BY s.n), sha256(int8send(s.n)) || sha256(int8send(-s.n)), ` +
      `timestamptz '2026-01-01 00:00:00+00' + s.n * interval '100 milliseconds' ` +
      `FROM (SELECT r.n, a.idx, a.token_id, k.symbol, a.eth_addr, a.bjj, ` +
      `CASE WHEN r.n > ${n - pendTail} THEN 'pend' WHEN r.n > ${settled} THEN 'fing' ` +
      `WHEN r.u_state < 0.04 THEN 'invl' WHEN r.u_state < 0.0405 THEN 'pend' ELSE 'fged' END AS state, ` +
      `CASE WHEN r.u_type < 0.85 THEN 2 WHEN r.u_type < 0.92 THEN 9 WHEN r.u_type < 0.97 THEN 1 ELSE 10 END AS type ` +
      `FROM (SELECT n::int8 AS n, random() AS u_sender, random() AS u_state, random() AS u_type FROM generate_series(1, ${n}) n) r ` +
      `JOIN account a ON a.idx = ${FIRST_IDX} + ((${rank} - 1) * 7919) % ${SENDERS} ` +
      `JOIN token k ON k.token_id = a.token_id) s ORDER BY s.n`,
    `SELECT setval(pg_get_serial_sequence('pool_tx', 'seq'), ${n})`
  ]
}

/** Whether the database `name` exists with the comment `label`. */
function holds(server: string, name: string, label: string): boolean {
  const comment = psql(
    server,
    `SELECT shobj_description(oid, 'pg_database') FROM pg_database WHERE datname = '${name}'`
  ).trim()
  return comment === label
}

/** The horizon of a loaded database: every row (nothing is inserted while it loads). */
const ALL_ROWS = "(SELECT COALESCE(max(seq), 0) FROM pool_tx)"

/** The statements leaving a database's pool unnumbered, as before the ordinals (the baseline). */
const UNNUMBERED = [
  "UPDATE pool_tx SET ord = NULL WHERE ord IS NOT NULL",
  "UPDATE pool_ordinal SET horizon = 0, ord = 0"
]

/**
 * The two databases of `plan` on the server of `server` (a URL of any of its databases): made and
 * loaded, or with `keep`, reused when kept by an earlier run of the same plan. `report` hears progress.
 */
export async function poolDatabases(
  server: string,
  plan: PoolPlan,
  keep: boolean,
  report: (line: string) => void
): Promise<PoolDatabases> {
  const name = keep ? "zk_pool_list" : `zk_pool_list_${process.pid}`
  const baselineName = `${name}_baseline`
  const indexed = databaseUrl(server, name)
  const baseline = databaseUrl(server, baselineName)
  const label = dataLabel(plan)
  const { migrated: wanted, baseline: baselineWanted } = await wantedIndexes(server)
  if (keep && holds(server, name, label) && holds(server, baselineName, label)) {
    const created = [...wanted.values()]
    if (reconcileIndexes(indexed, wanted, created)) {
      report("pool: the kept database's indexes differ from the migrations': rebuilt")
      psql(indexed, "VACUUM (ANALYZE) pool_tx")
    }
    if (reconcileIndexes(baseline, baselineWanted, BASELINE_INDEX_STATEMENTS))
      psql(baseline, "VACUUM (ANALYZE) pool_tx")
    psql(indexed, numberPoolStatement(ALL_ROWS))
    psql(baseline, ...UNNUMBERED, "VACUUM (ANALYZE) pool_tx")
    report(`pool: reusing the kept databases ${name} and ${baselineName} (${plan.rows.toLocaleString("en")} rows)`)
    return { indexed, baseline, loaded: false, loadSeconds: 0 }
  }
  const start = performance.now()
  psql(
    server,
    `DROP DATABASE IF EXISTS ${baselineName} WITH (FORCE)`,
    `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
    `CREATE DATABASE ${name}`
  )
  await migrateDatabase(indexed)
  const built = poolIndexes(indexed)
  psql(indexed, ...[...built.keys()].map((index) => `DROP INDEX ${index}`))
  report(`pool: loading ${plan.rows.toLocaleString("en")} rows into ${name}…`)
  psql(indexed, ...loadStatements(plan))
  report(`pool: loaded in ${((performance.now() - start) / 1000).toFixed(0)} s; indexing…`)
  psql(indexed, "SET maintenance_work_mem = '1GB'", ...built.values())
  if (JSON.stringify([...poolIndexes(indexed)]) !== JSON.stringify([...built]))
    throw new Error("the rebuilt indexes differ from the migrations'")
  psql(indexed, "VACUUM (ANALYZE)")
  psql(server, `CREATE DATABASE ${baselineName} TEMPLATE ${name} STRATEGY FILE_COPY`)
  reconcileIndexes(baseline, baselineWanted, BASELINE_INDEX_STATEMENTS)
  // The pool's ordinals, as the ledger writer numbers them (no insert is in flight during the
  // load); the baseline, as before them, has none, so its unfiltered list counts.
  psql(indexed, numberPoolStatement(ALL_ROWS), "VACUUM (ANALYZE) pool_tx")
  psql(baseline, "VACUUM (ANALYZE)")
  if (keep)
    psql(server, `COMMENT ON DATABASE ${name} IS '${label}'`, `COMMENT ON DATABASE ${baselineName} IS '${label}'`)
  const loadSeconds = (performance.now() - start) / 1000
  report(`pool: both databases ready in ${loadSeconds.toFixed(0)} s`)
  return { indexed, baseline, loaded: true, loadSeconds }
}

/** Drops the databases of a run (not kept). */
export function dropPoolDatabases(server: string, databases: PoolDatabases): void {
  for (const url of [databases.baseline, databases.indexed]) {
    psql(server, `DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`)
  }
}

/** Removes the rows a run added beyond the plan's (its measured adds), so a kept database holds the plan's rows again. */
export function removeAddedRows(databases: PoolDatabases, plan: PoolPlan): void {
  for (const url of [databases.indexed, databases.baseline]) {
    psql(
      url,
      `DELETE FROM pool_tx WHERE seq > ${plan.rows}`,
      `SELECT setval(pg_get_serial_sequence('pool_tx', 'seq'), ${plan.rows})`
    )
    psql(url, "VACUUM (ANALYZE) pool_tx")
  }
}
