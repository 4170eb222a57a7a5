/** The streaming replica `.ci/run` sets up (`DATABASE_REPLICA_URL`, cluster `15 replica`) and helpers to use it; suites
 * fail without it in CI and skip elsewhere (`real_parts.ts`). The waits poll the clock: run them under `it.live`. */
import { PgClient } from "@effect/sql-pg"
import { Duration, Effect, Redacted, Schedule, type Scope } from "effect"
import * as Reactivity from "effect/reactivity/Reactivity"
import type { SqlError } from "effect/sql/SqlError"
import { execFile } from "node:child_process"
import { DATABASE_URL } from "./test_databases.ts"

/** The advisory lock key (on the primary's `postgres` database) that orders tests stopping the replica. */
export const REPLICA_TEST_LOCK_KEY = 0x7a6b_0101

/** The replica's URL (its `postgres` database), when the environment names one (`.ci/run` does). */
export const REPLICA_URL: string | undefined =
  process.env["DATABASE_REPLICA_URL"] === "" ? undefined : process.env["DATABASE_REPLICA_URL"]

/** The replica's Debian cluster, `<version> <name>` (`15 replica`), when the environment names it. */
export const REPLICA_CLUSTER: string | undefined =
  process.env["DATABASE_REPLICA_CLUSTER"] === "" ? undefined : process.env["DATABASE_REPLICA_CLUSTER"]

/** The replica's URL, or an error saying why a suite that needs one cannot run. */
export function requireReplicaUrl(): string {
  if (REPLICA_URL === undefined) {
    throw new Error(
      "DATABASE_REPLICA_URL is unset: CI needs a streaming replica of DATABASE_URL's server (.ci/run sets one up)"
    )
  }
  return REPLICA_URL
}

/** The same database as `databaseUrl` on the replica: its host and port swapped for the replica's. */
export function replicaUrlOf(databaseUrl: string): string {
  const replica = new URL(requireReplicaUrl())
  const url = new URL(databaseUrl)
  url.hostname = replica.hostname
  url.port = replica.port
  return url.toString()
}

/** The first column of the first row of `statement` on `url`, over a connection of its own. */
export function firstValue(
  url: string,
  statement: string,
  params: ReadonlyArray<unknown> = []
): Effect.Effect<unknown, SqlError> {
  return Effect.scoped(
    Effect.gen(function* () {
      const client = yield* PgClient.makeClient({ url: Redacted.make(url), connectTimeout: Duration.seconds(5) })
      const rows = yield* client.unsafe(statement, params).values
      return rows[0]?.[0]
    })
  ).pipe(Effect.provide(Reactivity.layer))
}

/** Runs `pg_ctlcluster <cluster> <action> [...args]`; a cluster already in that state is no failure. */
function pgCtlCluster(action: "start" | "stop", args: ReadonlyArray<string>): Effect.Effect<void, Error> {
  return Effect.callback<void, Error>((resume) => {
    if (REPLICA_CLUSTER === undefined) {
      resume(Effect.fail(new Error("DATABASE_REPLICA_CLUSTER is unset: cannot stop or start the replica")))
      return
    }
    execFile("pg_ctlcluster", [...REPLICA_CLUSTER.split(" "), action, ...args], (error, _stdout, stderr) => {
      const already = /Cluster is (already running|not running)/.test(stderr)
      resume(
        error === null || already
          ? Effect.void
          : Effect.fail(new Error(`pg_ctlcluster ${REPLICA_CLUSTER} ${action}: ${stderr || error.message}`))
      )
    })
  })
}

/** Polls `check` every 250 ms until it is true, failing with `what` after `timeoutMs`. */
function until(check: Effect.Effect<boolean>, what: string, timeoutMs: number): Effect.Effect<void, Error> {
  return check.pipe(
    Effect.filterOrFail(
      (done) => done,
      () => new Error(what)
    ),
    Effect.retry(Schedule.spaced(Duration.millis(250))),
    Effect.timeoutOrElse({
      duration: Duration.millis(timeoutMs),
      orElse: () => Effect.fail(new Error(`${what} within ${timeoutMs} ms`))
    }),
    Effect.asVoid
  )
}

/** Whether the replica accepts connections and is in recovery (a standby). */
const replicaInRecovery: Effect.Effect<boolean> = Effect.suspend(() =>
  firstValue(requireReplicaUrl(), "SELECT pg_is_in_recovery()").pipe(
    Effect.map((value) => value === true),
    Effect.orElseSucceed(() => false)
  )
)

/** Stops the replica (`pg_ctlcluster … stop -m fast`). */
export const stopReplica: Effect.Effect<void, Error> = pgCtlCluster("stop", ["-m", "fast"])

/** Starts the replica and waits (up to 60 s) until it accepts connections in recovery again. */
export const startReplica: Effect.Effect<void, Error> = pgCtlCluster("start", []).pipe(
  Effect.andThen(until(replicaInRecovery, "the replica did not accept connections in recovery", 60_000))
)

/** Waits until the replica has replayed the primary's WAL as far as it was written when called. */
export function waitForReplay(primaryUrl: string, replicaUrl: string, timeoutMs: number): Effect.Effect<void, unknown> {
  return Effect.gen(function* () {
    const target = yield* firstValue(primaryUrl, "SELECT pg_current_wal_lsn()::text")
    if (typeof target !== "string") return yield* Effect.fail(new Error("cannot read the primary's WAL position"))
    yield* until(
      firstValue(replicaUrl, "SELECT pg_wal_lsn_diff(pg_last_wal_replay_lsn(), $1::pg_lsn) >= 0", [target]).pipe(
        Effect.map((value) => value === true),
        Effect.orElseSucceed(() => false)
      ),
      `the replica did not replay the primary's WAL up to ${target}`,
      timeoutMs
    )
  })
}

/** Holds the replica-test lock on the primary for the scope: shared, or exclusive. */
function replicaTestLock(mode: "shared" | "exclusive"): Effect.Effect<void, SqlError, Scope.Scope> {
  return Effect.gen(function* () {
    if (DATABASE_URL === undefined) return
    const client = yield* PgClient.makeClient({
      url: Redacted.make(DATABASE_URL),
      connectTimeout: Duration.seconds(5)
    }).pipe(Effect.provide(Reactivity.layer))
    const take = mode === "shared" ? "pg_advisory_lock_shared" : "pg_advisory_lock"
    yield* client.unsafe(`SELECT ${take}($1)`, [REPLICA_TEST_LOCK_KEY]).values
  })
}

/** Keeps the replica up for the scope: no other test stops it meanwhile (waits for one that has). */
export const replicaKeptUp: Effect.Effect<void, SqlError, Scope.Scope> = replicaTestLock("shared")

/** Runs `body` with the replica stopped, alone among the tests that use it; starts it again after. */
export function replicaStopped<A, E, R>(body: Effect.Effect<A, E, R>): Effect.Effect<A, E | SqlError | Error, R> {
  return Effect.scoped(
    replicaTestLock("exclusive").pipe(
      Effect.andThen(stopReplica),
      Effect.andThen(body),
      Effect.ensuring(Effect.orDie(startReplica))
    )
  )
}
