/** The one mapping of storage failures: a database that cannot serve now (unreachable, shutting down, out of resources,
 * a timeout) becomes core's `Unavailable` as a defect (503); any other SQL failure is a bug (500). */
import { Duration, Effect, Fiber, Predicate } from "effect"
import { isSqlError, type SqlError } from "effect/sql/SqlError"
import { Unavailable } from "../../../core/errors.ts"

/** SQLSTATE classes of a server that cannot serve now: connection exception, insufficient resources, operator intervention, system error. */
const OUTAGE_CLASSES = ["08", "53", "57", "58"]

/** Node socket error codes of a database that cannot be reached. */
const SOCKET_CODES = [
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ENOENT",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN"
]

function codeOf(u: unknown): string | undefined {
  return Predicate.hasProperty(u, "code") && typeof u.code === "string" ? u.code : undefined
}

/** `cause` and the causes it names in turn (at most 8 deep). */
export function* causeChain(cause: unknown): Generator<object> {
  for (let current = cause, depth = 0; typeof current === "object" && current !== null && depth < 8; depth++) {
    yield current
    current = Predicate.hasProperty(current, "cause") ? current.cause : undefined
  }
}

/** Whether an unclassified failure's cause chain names an outage (an outage SQLSTATE or a socket error). */
function causeIsOutage(cause: unknown): boolean {
  for (const current of causeChain(cause)) {
    const code = codeOf(current)
    if (code !== undefined) {
      if (SOCKET_CODES.includes(code)) return true
      if (/^[0-9A-Z]{5}$/.test(code)) return OUTAGE_CLASSES.includes(code.slice(0, 2))
    }
    if (current instanceof Error && /connection|socket|closed|terminat/i.test(current.message)) return true
  }
  return false
}

/** SQLSTATEs with which the server ends a session: administrator command, crash of another backend, shutting down. */
const SESSION_ENDED_CODES = ["57P01", "57P02", "57P03"]

/** Whether a failure is a lost connection, so a read may run again: socket or protocol failure, or the server's FATAL (`UnknownError`). */
export function isConnectionLoss(error: unknown): boolean {
  if (!isSqlError(error)) return false
  const reason = error.reason
  if (reason._tag === "ConnectionError") return true
  if (reason._tag !== "UnknownError") return false
  const code = codeOf(reason.cause)
  return code !== undefined && SESSION_ENDED_CODES.includes(code)
}

/** Whether a SQL failure means the database cannot serve now (→ 503) rather than a bug (→ 500). */
export function isOutage(error: SqlError): boolean {
  switch (error.reason._tag) {
    case "ConnectionError":
    case "AuthenticationError":
    case "AuthorizationError":
    case "DeadlockError":
    case "SerializationError":
    case "LockTimeoutError":
    case "StatementTimeoutError":
      return true
    case "UnknownError":
      return causeIsOutage(error.reason.cause)
    default:
      return false
  }
}

/** The defect a SQL failure becomes: core's Unavailable for an outage, the error itself otherwise. */
export function defectOf(error: SqlError): unknown {
  return isOutage(error)
    ? new Unavailable({ message: `storage unavailable (${error.reason._tag}); retry later` })
    : error
}

/** The failures of an effect once its SQL failures are defects. */
export type WithoutSqlError<E> = Exclude<E, SqlError>

/**
 * `effect` within `millis` of wall-clock time; past it interrupted, the caller dying at once with `late()`
 * without awaiting a stuck statement. Unlike `Effect.timeout`, it holds in real time under a test clock.
 */
function withinDeadline<A, E, R>(
  effect: Effect.Effect<A, E, R>,
  millis: number,
  late: () => unknown
): Effect.Effect<A, E, R> {
  return Effect.withFiber((parent) =>
    Effect.callback<A, E>((resume) => {
      const child = Effect.runForkWith(parent.context)(effect as Effect.Effect<A, E>)
      let settled = false
      const timer = setTimeout(() => {
        if (settled) return
        settled = true
        child.interruptUnsafe()
        resume(Effect.die(late()))
      }, millis)
      child.addObserver((exit) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        resume(exit)
      })
      return Effect.suspend(() => {
        if (settled) return Effect.void
        settled = true
        clearTimeout(timer)
        return Fiber.interrupt(child)
      })
    })
  )
}

/** How long one storage operation may take before it counts as an outage. */
export const DEFAULT_OPERATION_TIMEOUT = Duration.seconds(30)

/** One storage operation at the edge: SQL failures become defects (`defectOf`), one past `timeout` an Unavailable one; others (a ledger rejection) pass. */
export function atEdge(timeout: Duration.Input = DEFAULT_OPERATION_TIMEOUT) {
  const millis = Duration.toMillis(Duration.fromInputUnsafe(timeout))
  const late = () => new Unavailable({ message: "storage did not answer in time; retry later" })
  return <A, E, R>(effect: Effect.Effect<A, E | SqlError, R>): Effect.Effect<A, WithoutSqlError<E>, R> =>
    effect.pipe(
      (self) =>
        Effect.catchIf(
          self,
          (error: E | SqlError): error is SqlError => isSqlError(error),
          (error) => Effect.die(defectOf(error))
        ),
      (self) => withinDeadline(self, millis, late)
    )
}
