/** The API keys of the configured storage for an operator's scripts: `create`, `list` and `revoke`, with `--json`. Exit
 * codes: 0 done, 1 refused (no such key, name taken, storage failure), 2 bad usage. */
import { Cause, ConfigProvider, Effect, Exit, Logger, Option } from "effect"
import { randomBytes } from "node:crypto"
import { parseArgs } from "node:util"
import { apiKeyDigest } from "../../adapters/http/edge/client_identity.ts"
import { API_KEY_NAME, type ApiKey, ApiKeyStore, TIER_NAME } from "../../core/ports/api_keys.ts"
import { rateLimitSettings } from "../config.ts"
import { storageConfig, storageLayer } from "../storage.ts"

/** Where the command writes. */
export interface KeysOutput {
  /** A line of the result (standard output). */
  readonly out: (line: string) => void
  /** A line of diagnostics (standard error). */
  readonly err: (line: string) => void
}

const PROCESS_OUTPUT: KeysOutput = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`)
}

/** The command's usage text. */
export const KEYS_USAGE = [
  "Usage: zk-node keys <command> [--json]   (in the repository: npm run keys -- <command>)",
  "",
  "  create --name <name> --tier <tier>   create a key; its text is printed once",
  "  list                                 list the keys (revoked ones included)",
  "  revoke <id|name>                     revoke a key",
  "",
  "Acts on the storage of DATABASE_URL (a PostgreSQL server, migrated first if no node has yet), or on the",
  "embedded database in DATA_DIR while the node is stopped. Tiers and their budgets are the node's RATE_LIMIT_TIERS."
].join("\n")

/** A usage error: the message and exit code 2. */
class Usage {
  readonly message: string
  constructor(message: string) {
    this.message = message
  }
}

/** The key as the command shows it. */
function shown(key: ApiKey) {
  return {
    id: key.id,
    name: key.name,
    tier: key.tier,
    createdAt: key.createdAt.toISOString(),
    revokedAt: Option.match(key.revokedAt, { onNone: () => null, onSome: (at) => at.toISOString() })
  }
}

/** The keys as a text table. */
function table(keys: ReadonlyArray<ApiKey>): Array<string> {
  const rows = [
    ["ID", "NAME", "TIER", "CREATED", "REVOKED"],
    ...keys.map((key) => {
      const s = shown(key)
      return [s.id, s.name, s.tier, s.createdAt, s.revokedAt ?? "-"]
    })
  ]
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join("  ")
      .trimEnd()
  )
}

/** A new key's text: `zk_` and 32 random bytes in base64url. */
function newKeyText(): string {
  return `zk_${randomBytes(32).toString("base64url")}`
}

/** Runs the parsed command on the store; its exit code. */
function run(
  command: string,
  positionals: ReadonlyArray<string>,
  values: { readonly name?: string | undefined; readonly tier?: string | undefined },
  json: boolean,
  io: KeysOutput
) {
  return Effect.gen(function* () {
    const store = yield* ApiKeyStore
    switch (command) {
      case "create": {
        const name = values.name ?? ""
        const tier = values.tier ?? ""
        const text = newKeyText()
        const key: ApiKey = {
          id: `key_${randomBytes(8).toString("hex")}`,
          name,
          tier,
          digest: apiKeyDigest(text),
          createdAt: new Date(),
          revokedAt: Option.none()
        }
        const outcome = yield* store.create(key)
        if (outcome._tag === "NameTaken") {
          io.err(`a key named ${name} exists already; revoke it or choose another name`)
          return 1
        }
        if (json) io.out(JSON.stringify({ ...shown(key), key: text }))
        else io.out([`created key ${name} (id ${key.id}, tier ${tier}); its text, shown only now:`, text].join("\n"))
        return 0
      }
      case "list": {
        const keys = yield* store.list
        if (json) io.out(JSON.stringify(keys.map(shown)))
        else for (const line of table(keys)) io.out(line)
        return 0
      }
      default: {
        const target = positionals[0] ?? ""
        const revoked = yield* store.revoke(target, new Date())
        if (Option.isNone(revoked)) {
          io.err(`no key has the id or name ${JSON.stringify(target)}`)
          return 1
        }
        if (json) io.out(JSON.stringify(shown(revoked.value)))
        else io.out(`revoked key ${revoked.value.name} (id ${revoked.value.id})`)
        return 0
      }
    }
  })
}

/** The command, its options and its arguments, or a usage error. */
function parse(argv: ReadonlyArray<string>) {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      name: { type: "string" },
      tier: { type: "string" },
      json: { type: "boolean" },
      help: { type: "boolean", short: "h" }
    }
  })
  const [command, ...rest] = positionals
  if (values.help === true) return { help: true as const }
  if (command === "create") {
    if (values.name === undefined || !API_KEY_NAME.test(values.name)) {
      throw new Usage("create needs --name: 1–64 letters, digits and ._- starting with a letter or digit")
    }
    if (values.tier === undefined || !TIER_NAME.test(values.tier)) {
      throw new Usage(
        "create needs --tier: 1–32 lower-case letters, digits, _ and - starting with a letter (one of RATE_LIMIT_TIERS)"
      )
    }
    if (rest.length > 0) throw new Usage(`create takes no argument (${rest.join(" ")})`)
  } else if (command === "list") {
    if (rest.length > 0) throw new Usage(`list takes no argument (${rest.join(" ")})`)
  } else if (command === "revoke") {
    if (rest.length !== 1) throw new Usage("revoke needs one key id or name")
  } else {
    throw new Usage(command === undefined ? "no command given" : `unknown command ${JSON.stringify(command)}`)
  }
  return { help: false as const, command, rest, values, json: values.json === true }
}

/** A failure's message with its causes' (the root cause names what is wrong: `database "x" does not exist`), one line. */
function messageOf(error: unknown): string {
  const messages: Array<string> = []
  let current: unknown = Cause.isCause(error) ? Cause.squash(error) : error
  for (let depth = 0; depth < 8 && typeof current === "object" && current !== null; depth++) {
    const message =
      "message" in current && typeof current.message === "string" ? (current.message.split("\n")[0] ?? "") : ""
    // A wrapper's message often quotes its cause's: each reason is said once.
    if (message !== "" && !messages.some((said) => said.includes(message))) messages.push(message)
    current = "cause" in current ? current.cause : undefined
  }
  return messages.length === 0 ? String(error) : messages.join(": ")
}

/** The variables that are set. */
function definedOf(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(env)) if (value !== undefined) out[name] = value
  return out
}

/** Options of a run. */
export interface KeysOptions {
  /** The variables the storage and tiers are read from (default: the process's environment). */
  readonly env?: Readonly<Record<string, string | undefined>> | undefined
}

/** Runs `keys <argv…>` on the configured storage; resolves with the exit code. */
export async function runKeysCommand(
  argv: ReadonlyArray<string>,
  io: KeysOutput = PROCESS_OUTPUT,
  options: KeysOptions = {}
): Promise<number> {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(argv)
  } catch (error) {
    io.err(error instanceof Usage || error instanceof TypeError ? error.message : messageOf(error))
    io.err(KEYS_USAGE)
    return 2
  }
  if (parsed.help) {
    io.out(KEYS_USAGE)
    return 0
  }
  const { command, rest, values, json } = parsed
  const program = Effect.gen(function* () {
    const config = yield* storageConfig
    if (config.kind === "memory") {
      io.err(
        "STORAGE=memory keeps API keys inside the node's own process: no other process can manage them; " +
          "use a PostgreSQL server (DATABASE_URL) or the embedded database (DATA_DIR)"
      )
      return 1
    }
    if (command === "create") {
      const settings = yield* rateLimitSettings
      if (!settings.tiers.some((tier) => tier.name === values.tier)) {
        io.err(
          `note: the tier ${values.tier} is not in RATE_LIMIT_TIERS here (${settings.tiers.map((tier) => tier.name).join(", ")}); ` +
            "a node without it serves the key with the anonymous tier's budget"
        )
      }
    }
    // The embedded database is this process's while the node is stopped; on a server nodes may run, one holding the
    // writer's lock: migrate as a writer would (a database no node has migrated yet), without that lock.
    const storage = storageLayer(config, "command")
    return yield* run(command, rest, values, json, io).pipe(Effect.provide(storage))
  })
  try {
    // Storage logs (retries while the server is unreachable) go nowhere: the command says what failed.
    const configured =
      options.env === undefined
        ? program
        : Effect.provideService(
            program,
            ConfigProvider.ConfigProvider,
            ConfigProvider.fromEnv({ env: definedOf(options.env) })
          )
    const exit = await Effect.runPromiseExit(configured.pipe(Effect.provide(Logger.layer([]))))
    if (Exit.isSuccess(exit)) return exit.value
    io.err(`keys: ${messageOf(exit.cause)}`)
    return 1
  } catch (error) {
    io.err(`keys: ${messageOf(error)}`)
    return 1
  }
}
