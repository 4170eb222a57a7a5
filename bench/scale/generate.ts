/** `npm run bench:scale:generate`: (re)creates the scale database and loads a deterministic chain through one COPY per
 * table, the state tree of its last batches included, then rebuilds the migration's indexes, sets the counters and ANALYZEs. */
import { Effect, Redacted } from "effect"
import { execFileSync } from "node:child_process"
import { pathToFileURL } from "node:url"
import { parseArgs } from "node:util"
import { clientLayer } from "../../adapters/sql/sql_storage.ts"
import { migrate } from "../../adapters/sql/schema/migrator.ts"
import { templateMaker } from "../../adapters/http/rendering/templated_items.ts"
import { type ChainTotals, COPY_COLUMNS, writeChain } from "./chain_rows.ts"
import { CopyStreams } from "./copy_streams.ts"
import { DEFAULT_SCALE_DATABASE_URL, ensureScaleCluster } from "./cluster.ts"
import { ProgressBar } from "./progress_bar.ts"
import { DEFAULT_STATE_TREE_WINDOW, scalePlan } from "./scale_plan.ts"

/** Runs SQL through psql on `url`; its output (tuples only, unaligned). */
export function psql(url: string, ...statements: ReadonlyArray<string>): string {
  const args = [url, "--quiet", "--no-psqlrc", "-v", "ON_ERROR_STOP=1", "-At"]
  for (const statement of statements) args.push("-c", statement)
  try {
    return execFileSync("psql", args, {
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
      stdio: ["ignore", "pipe", "pipe"]
    })
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") {
      throw new Error(
        "the scale benchmark needs psql (the PostgreSQL client) on PATH, e.g. apt-get install postgresql-client"
      )
    }
    const stderr = error instanceof Error && "stderr" in error ? String(error.stderr) : ""
    throw new Error(`psql failed: ${stderr.trim() || String(error)}`)
  }
}

/** The URL of the server's `postgres` database (to create or drop the benchmark's). */
function adminUrl(url: string): string {
  const parsed = new URL(url)
  parsed.pathname = "/postgres"
  return parsed.toString()
}

/** An index or constraint of the bulk tables, to rebuild after loading. */
interface IndexDefinition {
  readonly table: string
  readonly name: string
  readonly constraint: string | undefined
  readonly definition: string
}

/** The indexes (and the constraints they back) of `tables`, as the migration created them. */
function indexDefinitions(url: string, tables: ReadonlyArray<string>): Array<IndexDefinition> {
  const list = tables.map((t) => `'${t}'`).join(", ")
  const out = psql(
    url,
    `SELECT i.tablename, i.indexname, coalesce(c.contype::text, ''), ` +
      `CASE WHEN c.oid IS NULL THEN i.indexdef ELSE pg_get_constraintdef(c.oid) END ` +
      `FROM pg_indexes i LEFT JOIN pg_constraint c ON c.conname = i.indexname AND c.conrelid = i.tablename::regclass ` +
      `WHERE i.schemaname = 'public' AND i.tablename IN (${list}) ORDER BY i.tablename, i.indexname`
  )
  return out
    .trim()
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => {
      const [table, name, contype, definition] = l.split("|") as [string, string, string, string]
      return { table, name, constraint: contype === "" ? undefined : contype, definition }
    })
}

/** The foreign keys of `tables` (dropped before the load with the indexes they need, added back after them). */
function foreignKeys(url: string, tables: ReadonlyArray<string>): Array<IndexDefinition> {
  const list = tables.map((t) => `'${t}'`).join(", ")
  const out = psql(
    url,
    `SELECT conrelid::regclass::text, conname, pg_get_constraintdef(oid) FROM pg_constraint ` +
      `WHERE contype = 'f' AND conrelid::regclass::text IN (${list}) ORDER BY 1, 2`
  )
  return out
    .trim()
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => {
      const [table, name, definition] = l.split("|") as [string, string, string]
      return { table, name, constraint: "f", definition }
    })
}

/** Rebuilds one index or constraint. */
function rebuild(index: IndexDefinition): string {
  return index.constraint === undefined
    ? index.definition
    : `ALTER TABLE ${index.table} ADD CONSTRAINT ${index.name} ${index.definition}`
}

/** Drops one index or constraint. */
function drop(index: IndexDefinition): string {
  return index.constraint === undefined
    ? `DROP INDEX ${index.name}`
    : `ALTER TABLE ${index.table} DROP CONSTRAINT ${index.name}`
}

/** Generates the database; returns the totals written. */
export async function generate(options: {
  readonly transactions: number
  readonly url: string
  readonly seed: number
  /** Batches before the last whose state trees are kept whole (default `DEFAULT_STATE_TREE_WINDOW`). */
  readonly stateTreeWindow?: number | undefined
  /** Progress bars and the summary on stderr (default true). */
  readonly progress?: boolean | undefined
}): Promise<ChainTotals> {
  const plan = scalePlan(options.transactions)
  const report = options.progress === false ? () => {} : (line: string) => console.error(line)
  const name = new URL(options.url).pathname.slice(1)
  report(
    `scale: ${plan.transactions.toLocaleString("en")} transactions in ${plan.batches.toLocaleString("en")} batches, ` +
      `${plan.owners.toLocaleString("en")} owners, ${plan.tokens} tokens, ${plan.poolEntries.toLocaleString("en")} pool entries → ${name}`
  )
  psql(adminUrl(options.url), `DROP DATABASE IF EXISTS ${name}`, `CREATE DATABASE ${name}`)
  await Effect.runPromise(
    migrate.pipe(Effect.provide(clientLayer({ url: Redacted.make(options.url), maxConnections: 1 })))
  )

  const tables = Object.keys(COPY_COLUMNS)
  const keys = foreignKeys(options.url, tables)
  const indexes = indexDefinitions(options.url, tables)
  psql(options.url, ...keys.map(drop), ...indexes.map(drop))

  const loadStart = performance.now()
  const streams = new CopyStreams(options.url)
  const bar = new ProgressBar("load ", plan.batches, "batches", undefined, options.progress !== false)
  const totals = await writeChain(
    plan,
    streams,
    async (batchNum) => {
      await streams.drain()
      bar.update(batchNum, `(${((batchNum * plan.transactions) / plan.batches).toLocaleString("en")} tx)`)
    },
    options.seed,
    options.stateTreeWindow ?? DEFAULT_STATE_TREE_WINDOW
  )
  await streams.finish()
  bar.finish(plan.batches)
  const loadSeconds = (performance.now() - loadStart) / 1000
  report(`rows: ${JSON.stringify(streams.counts())}`)

  const indexStart = performance.now()
  const indexBar = new ProgressBar("index", indexes.length, "indexes", 0, options.progress !== false)
  indexes.forEach((index, i) => {
    indexBar.update(i, index.name)
    psql(options.url, "SET maintenance_work_mem = '1GB'", rebuild(index))
  })
  indexBar.finish(indexes.length)
  const indexSeconds = (performance.now() - indexStart) / 1000
  const rebuilt = indexDefinitions(options.url, tables)
  if (JSON.stringify(rebuilt) !== JSON.stringify(indexes))
    throw new Error("the rebuilt indexes differ from the migration's")
  if (keys.length > 0) psql(options.url, ...keys.map(rebuild))

  psql(
    options.url,
    `UPDATE item_counter SET next_item = CASE kind ` +
      `WHEN 'token' THEN ${totals.tokens + 1} WHEN 'account' THEN ${totals.accounts + 1} ` +
      `WHEN 'batch' THEN ${totals.batches + 1} WHEN 'transaction' THEN ${totals.transactions + 1} ` +
      `WHEN 'exit' THEN ${totals.exits + 1} WHEN 'coordinator' THEN ${totals.coordinators + 1} ELSE next_item END`,
    `UPDATE chain_state SET highest_block_num = ${totals.highestBlock}, state_tree_since = ${totals.stateTreeSince}`,
    // Every item has its template, as a writer's first check would leave it.
    `INSERT INTO template_watermark (items, shaping, through) VALUES ` +
      `('tx', ${templateMaker.shaping}, ${totals.transactions}), ('exit', ${templateMaker.shaping}, ${totals.exits})`
  )
  const analyzeStart = performance.now()
  psql(options.url, "VACUUM (ANALYZE)")
  const analyzeSeconds = (performance.now() - analyzeStart) / 1000
  const size = psql(options.url, `SELECT pg_size_pretty(pg_database_size('${name}'))`).trim()
  const treeSize = psql(options.url, "SELECT pg_size_pretty(pg_total_relation_size('state_node'))").trim()
  report(
    `state tree: batches ${totals.stateTreeSince}–${totals.batches} kept whole, ${(totals.stateTreeMs / 1000).toFixed(0)} s ` +
      `of the load computing it; state_node ${treeSize} (rows and indexes)`
  )
  report(
    `done: load ${loadSeconds.toFixed(0)} s, indexes ${indexSeconds.toFixed(0)} s, vacuum analyze ` +
      `${analyzeSeconds.toFixed(0)} s; database ${size}; totals ${JSON.stringify(totals)}`
  )
  return totals
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // The database named in `--database-url` is replaced; `--seed` chooses the chain; `--state-tree-window` the batches
  // before the last whose state trees are written whole.
  const { values } = parseArgs({
    options: {
      transactions: { type: "string", default: "10000000" },
      "database-url": { type: "string", default: process.env["SCALE_DATABASE_URL"] ?? DEFAULT_SCALE_DATABASE_URL },
      seed: { type: "string", default: "1" },
      "state-tree-window": { type: "string", default: String(DEFAULT_STATE_TREE_WINDOW) }
    }
  })
  ensureScaleCluster(values["database-url"])
  await generate({
    transactions: Number(values.transactions),
    url: values["database-url"],
    seed: Number(values.seed),
    stateTreeWindow: Number(values["state-tree-window"])
  })
}
