/** `zk-node check`: every stored template of the rendering cache checked against its item's columns, on the configured
 * PostgreSQL (`DATABASE_URL`, or the embedded database in `DATA_DIR` while its node is stopped); read only. Exit codes:
 * 0 all agree, 1 a template differs, 2 bad usage or a storage without templates, 3 the database could not be checked. */
import { existsSync } from "node:fs"
import { parseArgs } from "node:util"
import { Cause, ConfigProvider, Effect, Exit, Layer, Logger } from "effect"
import { templateMaker } from "../../adapters/http/rendering/templated_items.ts"
import { SqlDatabase, layer as databaseLayer } from "../../adapters/sql/connection/database.ts"
import { EmbeddedPostgres, SqlStorage } from "../../adapters/sql/mod.ts"
import { requireCurrentSchema } from "../../adapters/sql/schema/schema_check.ts"
import { checkTemplates, type TemplateCheckSummary } from "../../adapters/sql/templates/template_check.ts"
import { type StorageConfig, storageConfig } from "../storage.ts"
import { disagreementLines, disagreementOf, summaryLine } from "./template_check_report.ts"

/** The exit codes of `zk-node check`. */
export const CHECK_EXIT = {
  /** Every template agrees with its columns. */
  agree: 0,
  /** At least one template differs from its columns. */
  differ: 1,
  /** Bad arguments, or a storage that keeps no templates (memory). */
  usage: 2,
  /** The database could not be reached, opened or read, or its schema is not this build's. */
  unchecked: 3
} as const

/** Where the command writes. */
export interface CheckOutput {
  /** A line of the result (standard output): each difference, then the summary. */
  readonly out: (line: string) => void
  /** A line of diagnostics (standard error). */
  readonly err: (line: string) => void
}

const PROCESS_OUTPUT: CheckOutput = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`)
}

/** The command's usage text. */
export const CHECK_USAGE = [
  "Usage: zk-node check",
  "",
  "Checks every stored template of the rendering cache (RENDERING_CACHE) against its item's columns: each one is made",
  "again from the columns, as a node with RENDERING_CACHE=off reads them, and compared with the stored text. Prints one",
  "line per field that differs (table, item id, field, the template's value, the columns' value), then a summary.",
  "Reads the PostgreSQL server of DATABASE_URL (while nodes run), or the embedded database in DATA_DIR while its node",
  "is stopped; writes nothing.",
  "",
  "Exit status: 0 every template agrees, 1 a template differs, 2 bad usage or STORAGE=memory (no templates),",
  "3 the database could not be checked (unreachable, missing, or of another schema)."
].join("\n")

/** The SQL database of `config` (a PostgreSQL storage), on one connection. */
function databaseOf(config: Exclude<StorageConfig, { readonly kind: "memory" }>) {
  if (config.kind === "external")
    return databaseLayer().pipe(Layer.provide(SqlStorage.clientLayer({ url: config.url, maxConnections: 1 })))
  return Layer.unwrap(
    Effect.map(EmbeddedPostgres.EmbeddedPostgres, (server) =>
      databaseLayer().pipe(Layer.provide(SqlStorage.clientLayer(server.connection)))
    )
  ).pipe(Layer.provide(EmbeddedPostgres.layer({ dataDir: config.dataDir })))
}

/** A failure's message with its causes', one line. */
function messageOf(cause: Cause.Cause<unknown>): string {
  const messages: Array<string> = []
  let current: unknown = Cause.squash(cause)
  for (let depth = 0; depth < 8 && typeof current === "object" && current !== null; depth++) {
    const message =
      "message" in current && typeof current.message === "string" ? (current.message.split("\n")[0] ?? "") : ""
    if (message !== "" && !messages.some((said) => said.includes(message))) messages.push(message)
    current = "cause" in current ? current.cause : undefined
  }
  return messages.length === 0 ? String(Cause.squash(cause)) : messages.join(": ")
}

/** The variables that are set. */
function definedOf(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(env)) if (value !== undefined) out[name] = value
  return out
}

/** Runs `check <argv…>` on the storage `env` configures; resolves with the exit code. */
export async function runCheckCommand(
  argv: ReadonlyArray<string>,
  env: Readonly<Record<string, string | undefined>>,
  io: CheckOutput = PROCESS_OUTPUT
): Promise<number> {
  let help: boolean
  try {
    const { values } = parseArgs({ args: [...argv], strict: true, options: { help: { type: "boolean", short: "h" } } })
    help = values.help === true
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error))
    io.err(CHECK_USAGE)
    return CHECK_EXIT.usage
  }
  if (help) {
    io.out(CHECK_USAGE)
    return CHECK_EXIT.agree
  }
  const program = Effect.gen(function* () {
    const config = yield* storageConfig
    if (config.kind === "memory") return "memory" as const
    if (config.kind === "embedded" && !existsSync(config.dataDir)) return { missing: config.dataDir }
    return yield* Effect.gen(function* () {
      const db = yield* SqlDatabase
      yield* requireCurrentSchema(db.sql, { waitForWriter: 0 })
      return yield* checkTemplates(db, templateMaker, (mismatch) =>
        Effect.sync(() => {
          for (const line of disagreementLines(disagreementOf(mismatch))) io.out(line)
        })
      )
    }).pipe(Effect.provide(databaseOf(config)))
  })
  const configured = Effect.provideService(
    program,
    ConfigProvider.ConfigProvider,
    ConfigProvider.fromEnv({ env: definedOf(env) })
  )
  // Storage logs go nowhere: the command says what failed.
  const exit: Exit.Exit<TemplateCheckSummary | "memory" | { readonly missing: string }, unknown> =
    await Effect.runPromiseExit(configured.pipe(Effect.provide(Logger.layer([]))))
  if (Exit.isFailure(exit)) {
    io.err(`check: ${messageOf(exit.cause)}`)
    return CHECK_EXIT.unchecked
  }
  const found = exit.value
  if (found === "memory") {
    io.err("check: STORAGE=memory keeps no rendering cache; name a PostgreSQL server (DATABASE_URL) or DATA_DIR")
    return CHECK_EXIT.usage
  }
  if ("missing" in found) {
    io.err(`check: no embedded database in DATA_DIR (${found.missing}); set DATABASE_URL for a server`)
    return CHECK_EXIT.unchecked
  }
  io.out(summaryLine(found))
  return found.mismatches === 0 ? CHECK_EXIT.agree : CHECK_EXIT.differ
}
