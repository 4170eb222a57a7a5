/** A failed start said in one line: the root cause and, for a storage failure, which storage (password redacted); a
 * start the configuration refuses gives one line per reason. */
import { Cause, Data, Predicate } from "effect"
import { redactUrlPasswords } from "../environment_variable.ts"

/** The configuration refuses the start: one line per reason. */
export class StartRefused extends Data.TaggedError("StartRefused")<{ readonly lines: ReadonlyArray<string> }> {}

/** The tags of the failures that come from the storage. */
const STORAGE_FAILURES = new Set([
  "SqlError",
  "MigrationError",
  "SchemaMismatch",
  "WriterTaken",
  "EmbeddedPostgresError"
])

/** A value's message, when it has one worth saying. */
function messageOf(value: unknown): string | undefined {
  if (!Predicate.hasProperty(value, "message") || typeof value.message !== "string") return undefined
  const message = value.message.trim()
  return message === "" ? undefined : message
}

/** The next link of a failure's chain: its `reason` (a SqlError's), else its `cause`. */
function nextOf(value: unknown): unknown {
  if (Predicate.hasProperty(value, "reason") && typeof value.reason === "object" && value.reason !== null)
    return value.reason
  return Predicate.hasProperty(value, "cause") ? value.cause : undefined
}

/** The innermost message of `failure`'s chain (where the reason is, not the wrappers' words). */
export function rootMessage(failure: unknown): string {
  let found = messageOf(failure) ?? String(failure)
  let current = nextOf(failure)
  for (let depth = 0; current !== undefined && current !== null && depth < 10; depth++) {
    found = messageOf(current) ?? found
    current = nextOf(current)
  }
  return found.split("\n")[0] ?? found
}

/** Whether `failure` comes from the storage. */
function isStorageFailure(failure: unknown): boolean {
  return (
    Predicate.hasProperty(failure, "_tag") && typeof failure._tag === "string" && STORAGE_FAILURES.has(failure._tag)
  )
}

/** Which storage the environment names, for a storage failure's line. */
function storageNamed(environment: Readonly<Record<string, string | undefined>>): string {
  const url = environment["DATABASE_URL"]
  if (environment["STORAGE"] === "memory") return "STORAGE memory"
  if (url !== undefined && url !== "" && environment["STORAGE"] !== "embedded")
    return `DATABASE_URL ${redactUrlPasswords(url)}`
  return `DATA_DIR ${environment["DATA_DIR"] ?? "./data"}`
}

/** The lines saying why the start failed with `cause`; none when it was only interrupted. */
export function startFailureLines(
  cause: Cause.Cause<unknown>,
  environment: Readonly<Record<string, string | undefined>>
): ReadonlyArray<string> {
  if (Cause.hasInterruptsOnly(cause)) return []
  const failure = Cause.squash(cause)
  if (failure instanceof StartRefused) return failure.lines
  const root = redactUrlPasswords(rootMessage(failure))
  return [isStorageFailure(failure) ? `${root} (${storageNamed(environment)})` : root]
}
