/** The streaming replica the replica suites read: it replays the primary's writes, refuses writes, and survives a stop
 * and start. Needs DATABASE_REPLICA_URL; in CI with a server, a missing replica fails. */
import { assert, it } from "@effect/vitest"
import { Effect } from "effect"
import {
  firstValue,
  replicaKeptUp,
  replicaStopped,
  replicaUrlOf,
  requireReplicaUrl,
  startReplica,
  stopReplica,
  waitForReplay
} from "./replica_server.ts"
import { DATABASE_URL, freshServerDatabase, onServer } from "./test_databases.ts"
import { POSTGRES_REPLICA, POSTGRES_SERVER, describeWith } from "../../real_parts.ts"

/** The primary's URL (the replica suites need both). */
function primaryUrl(): string {
  if (DATABASE_URL === undefined) throw new Error("DATABASE_URL is unset: the replica suites need the primary's URL")
  return DATABASE_URL
}

/** The messages of `error` and of every error it wraps (`reason`, `cause`), joined. */
function messages(error: unknown): string {
  if (typeof error !== "object" || error === null) return String(error)
  const own = "message" in error ? String(error.message) : ""
  const reason = "reason" in error ? messages(error.reason) : ""
  const cause = "cause" in error ? messages(error.cause) : ""
  return [own, reason, cause].filter((part) => part !== "" && part !== "undefined").join(": ")
}

describeWith(POSTGRES_SERVER, POSTGRES_REPLICA)("the streaming replica (DATABASE_REPLICA_URL)", () => {
  it.live(
    "is a standby of DATABASE_URL's server",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          yield* replicaKeptUp
          const replica = requireReplicaUrl()
          assert.strictEqual(yield* firstValue(replica, "SELECT pg_is_in_recovery()"), true)
          assert.strictEqual(
            String(yield* firstValue(replica, "SELECT system_identifier FROM pg_control_system()")),
            String(yield* firstValue(primaryUrl(), "SELECT system_identifier FROM pg_control_system()"))
          )
        })
      ),
    30_000
  )

  it.live(
    "shows a database created and written on the primary once it has replayed the primary's WAL",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          yield* replicaKeptUp
          const primary = yield* freshServerDatabase(primaryUrl())
          yield* onServer(primary, "CREATE TABLE replicated (n int8 PRIMARY KEY, label text NOT NULL)")
          yield* onServer(primary, "INSERT INTO replicated SELECT n, 'row ' || n FROM generate_series(1, 100) AS n")
          const replica = replicaUrlOf(primary)
          yield* waitForReplay(primaryUrl(), replica, 30_000)
          assert.strictEqual(yield* firstValue(replica, "SELECT count(*)::int4 FROM replicated"), 100)
          assert.strictEqual(yield* firstValue(replica, "SELECT label FROM replicated WHERE n = 42"), "row 42")
        })
      ),
    60_000
  )

  it.live(
    "refuses writes (a read-only transaction)",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          yield* replicaKeptUp
          const primary = yield* freshServerDatabase(primaryUrl())
          yield* onServer(primary, "CREATE TABLE replicated (n int8 PRIMARY KEY)")
          const replica = replicaUrlOf(primary)
          yield* waitForReplay(primaryUrl(), replica, 30_000)
          const refused = yield* Effect.flip(onServer(replica, "INSERT INTO replicated VALUES (1)"))
          assert.match(messages(refused), /cannot execute INSERT in a read-only transaction/)
        })
      ),
    60_000
  )

  it.live(
    "stops and starts again as a standby that keeps replaying (stopReplica, startReplica)",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          const primary = yield* freshServerDatabase(primaryUrl())
          yield* replicaStopped(
            Effect.gen(function* () {
              const down = yield* Effect.flip(firstValue(requireReplicaUrl(), "SELECT 1"))
              assert.isDefined(down, "the stopped replica refuses connections")
              yield* onServer(primary, "CREATE TABLE written_while_down AS SELECT 7 AS seven")
              yield* startReplica
              assert.strictEqual(yield* firstValue(requireReplicaUrl(), "SELECT pg_is_in_recovery()"), true)
              yield* stopReplica
            })
          )
          yield* replicaKeptUp
          assert.strictEqual(
            yield* firstValue(requireReplicaUrl(), "SELECT pg_is_in_recovery()"),
            true,
            "replicaStopped starts it again"
          )
          const replica = replicaUrlOf(primary)
          yield* waitForReplay(primaryUrl(), replica, 30_000)
          assert.strictEqual(yield* firstValue(replica, "SELECT seven FROM written_while_down"), 7)
        })
      ),
    120_000
  )
})
