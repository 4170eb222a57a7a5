/** The BatchFloor port on PostgreSQL: the primary's last batch as found by a read finished before the request's reads
 * began, read anew for a higher `minBatch`, after a commit or past `maxAge`; waits are bounded; a reorg lowers it. */
import { Clock, Deferred, Duration, Effect, Exit, Layer, type Scope } from "effect"
import { BatchFloor } from "../../../core/ports/batch_floor.ts"
import { SqlDatabase } from "../connection/database.ts"
import { EventSignal } from "../events/event_signal.ts"
import { intAt } from "../rows/row.ts"

/** Default age past which the known last batch is read anew. */
export const DEFAULT_FLOOR_MAX_AGE = Duration.seconds(1)

/** Default longest wait for a read of the last batch; past it the known one is answered (a primary that slow would hold the request's reads too, and `/health` must report it). */
export const DEFAULT_FLOOR_WAIT = Duration.seconds(1)

/** The last batch (0 before any: the empty chain's floor). */
const LAST_BATCH = "SELECT COALESCE((SELECT batch_num FROM batch ORDER BY item_id DESC LIMIT 1), 0)::int8"

/** What the floor reads with and how long it trusts a read. */
export interface PrimaryFloorOptions {
  /** Age (ms) past which the known batch is read anew. */
  readonly maxAgeMillis: number
  /** Longest wait (ms) for a read; past it the known batch is answered (undefined when none is known). */
  readonly waitMillis: number
  /** Where the shared reads run (apart from the request that began each, so an interrupted one strands none). */
  readonly scope: Scope.Scope
  /** How many commits of this process appended events so far (`EventSignal.rings`). */
  readonly commits: () => number
}

/** The primary's last batch as the floor of the reads that start after it is known. */
export class PrimaryFloor {
  /** The last batch found, -1 before the first read. */
  private batch = -1
  /** When the read that found it started (`performance.now()`). */
  private startedAt = Number.NEGATIVE_INFINITY
  /** This process's commits counted when that read started. */
  private commitsSeen = -1
  /** The read under way, begun with this process's commits counted at `commits`, which the requests coming meanwhile share. */
  private underway: { readonly commits: number; readonly done: Deferred.Deferred<number | undefined> } | undefined =
    undefined
  private readonly readLast: Effect.Effect<number>
  private readonly options: PrimaryFloorOptions

  /** A floor read by `readLast`. */
  constructor(readLast: Effect.Effect<number>, options: PrimaryFloorOptions) {
    this.readLast = readLast
    this.options = options
  }

  /** Reads the last batch now and keeps it unless a read started later already answered. */
  private readonly readNow: Effect.Effect<number> = Effect.suspend(() => {
    const startedAt = performance.now()
    const commits = this.options.commits()
    return Effect.map(this.readLast, (batch) => {
      if (startedAt >= this.startedAt) {
        this.batch = batch
        this.startedAt = startedAt
        this.commitsSeen = commits
      }
      return batch
    })
  })

  /** A read now, answering the known batch when it fails (undefined when none is known). */
  private readOr(known: number): Effect.Effect<number | undefined> {
    return Effect.map(Effect.exit(this.readNow), (read) =>
      Exit.isSuccess(read) ? read.value : known < 0 ? undefined : known
    )
  }

  /** `wait` for a read, or the known batch once it took `waitMillis` (wall clock). */
  private bounded(wait: Effect.Effect<number | undefined>, known: number): Effect.Effect<number | undefined> {
    return Effect.timeoutOrElse(wait, {
      duration: Duration.millis(this.options.waitMillis),
      orElse: () => Effect.succeed(known < 0 ? undefined : known)
    }).pipe(Effect.provideService(Clock.Clock, Clock.Clock.defaultValue()))
  }

  /** The read under way since this process's last commit (begun now if none), run apart from the requests awaiting it. */
  private sharedRead(known: number): Effect.Effect<number | undefined> {
    const commits = this.options.commits()
    const current = this.underway
    if (current !== undefined && current.commits === commits) return Deferred.await(current.done)
    const done = Deferred.makeUnsafe<number | undefined>()
    this.underway = { commits, done }
    const read = Effect.flatMap(this.readOr(known), (batch) => {
      if (this.underway?.done === done) this.underway = undefined
      return Deferred.succeed(done, batch)
    })
    return Effect.andThen(Effect.forkIn(read, this.options.scope), Deferred.await(done))
  }

  /**
   * The port's `floor`: the known last batch while it holds (this process committed nothing since its read began, and it
   * is not older than `maxAgeMillis`) and is at least `minBatch`; else a read begun after the request arrived for a higher
   * `minBatch`, or after the last commit for the others (the known one if that read fails or takes `waitMillis`).
   */
  floor(minBatch: number): Effect.Effect<number | undefined> {
    return Effect.suspend(() => {
      const known = this.batch
      if (known < 0 || known < minBatch) return this.bounded(this.readOr(known), known)
      if (
        this.commitsSeen !== this.options.commits() ||
        performance.now() - this.startedAt > this.options.maxAgeMillis
      ) {
        return this.bounded(this.sharedRead(known), known)
      }
      return Effect.succeed(known)
    })
  }
}

/** The BatchFloor port on the SQL database (its primary), the known last batch read anew once older than `maxAge`, reads awaited up to `wait` (defaults above). */
export function layer(
  options: { readonly maxAge?: Duration.Input | undefined; readonly wait?: Duration.Input | undefined } = {}
): Layer.Layer<BatchFloor, never, SqlDatabase | EventSignal> {
  return Layer.effect(
    BatchFloor,
    Effect.gen(function* () {
      const db = yield* SqlDatabase
      const signal = yield* EventSignal
      const readLast = db.read(LAST_BATCH, [], (rows) => intAt(rows[0] ?? [0], 0))
      const maxAgeMillis = Duration.toMillis(Duration.fromInputUnsafe(options.maxAge ?? DEFAULT_FLOOR_MAX_AGE))
      const waitMillis = Duration.toMillis(Duration.fromInputUnsafe(options.wait ?? DEFAULT_FLOOR_WAIT))
      const primary = new PrimaryFloor(readLast, {
        maxAgeMillis,
        waitMillis,
        scope: yield* Effect.scope,
        commits: signal.rings
      })
      return BatchFloor.of({ floor: (minBatch) => primary.floor(minBatch) })
    })
  )
}
