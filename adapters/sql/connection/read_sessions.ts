/** A few long-lived multiplexed read sessions taken in turn, opened lazily. A lost connection retires all of them, a
 * session stuck past a deadline alone; the next reads reopen them. */
import { PgConnection } from "@effect/sql-pg"
import { Clock, Deferred, Effect, Exit, Scope } from "effect"
import { ConnectionError, SqlError } from "effect/sql/SqlError"

/** One slot: its open session and the scope holding it, or the opening under way. */
interface Slot {
  session: PgConnection.PgConnection | undefined
  scope: Scope.Closeable | undefined
  opening: Deferred.Deferred<PgConnection.PgConnection, SqlError> | undefined
}

/** The failure of the reads that awaited an opening given up on: a lost connection, so they run again. */
function retiredWhileOpening(): SqlError {
  const message = "read session retired while it was opening"
  return new SqlError({ reason: new ConnectionError({ cause: new Error(message), message, operation: "connect" }) })
}

/** Sessions to read on, shared by every read of the process. */
export class ReadSessions {
  private readonly slots: ReadonlyArray<Slot>
  private readonly config: PgConnection.Config
  private turn = 0
  private closed = false

  /** `size` sessions (≥ 1) on the server of `config`, opened when first needed. */
  constructor(size: number, config: PgConnection.Config) {
    this.slots = Array.from({ length: Math.max(1, size) }, () => ({
      session: undefined,
      scope: undefined,
      opening: undefined
    }))
    this.config = { ...config, multiplex: true }
  }

  /** How many sessions there are. */
  get size(): number {
    return this.slots.length
  }

  /** The next slot's open session, if it is open. */
  nextOpen(): { readonly slot: number; readonly session: PgConnection.PgConnection | undefined } {
    const slot = this.turn
    this.turn = (slot + 1) % this.slots.length
    return { slot, session: this.slots[slot]?.session }
  }

  /** The session of slot `index`, opened (or the opening under way awaited) if need be. */
  open(index: number): Effect.Effect<PgConnection.PgConnection, SqlError> {
    return Effect.suspend(() => {
      const slot = this.slots[index]
      if (slot === undefined) return Effect.die(new Error(`sql adapter: no read session ${index}`))
      if (slot.session !== undefined) return Effect.succeed(slot.session)
      if (slot.opening === undefined) {
        const opening = Deferred.makeUnsafe<PgConnection.PgConnection, SqlError>()
        slot.opening = opening
        const scope = Scope.makeUnsafe()
        // Detached from the read that asked: a read given up on must not abort an opening others await.
        const fiber = Effect.runFork(
          Scope.provide(PgConnection.make(this.config), scope).pipe(
            Effect.provideService(Clock.Clock, Clock.Clock.defaultValue())
          )
        )
        fiber.addObserver((exit) => {
          // An opening the slot gave up on (its sessions were retired meanwhile) is not installed.
          const current = slot.opening === opening
          if (current) slot.opening = undefined
          if (Exit.isSuccess(exit) && current && !this.closed && slot.session === undefined) {
            slot.session = exit.value
            slot.scope = scope
            return Deferred.doneUnsafe(opening, exit)
          }
          Effect.runFork(Scope.close(scope, Exit.void))
          Deferred.doneUnsafe(opening, Exit.isSuccess(exit) ? Effect.fail(retiredWhileOpening()) : exit)
        })
      }
      return Deferred.await(slot.opening)
    })
  }

  /** Closes every open session (after a lost connection: an outage takes them all); reads reopen them. */
  retireAll(): void {
    for (const slot of this.slots) this.retireSlot(slot)
  }

  /** Closes slot `index`'s session if it is still `session` (one stuck past a deadline); reads reopen it. */
  retire(index: number, session: PgConnection.PgConnection): void {
    const slot = this.slots[index]
    if (slot !== undefined && slot.session === session) this.retireSlot(slot)
  }

  /** Closes a slot's session, if open, and gives up its opening under way (it may have started before the connection was lost). */
  private retireSlot(slot: Slot): void {
    const scope = slot.scope
    slot.session = undefined
    slot.scope = undefined
    slot.opening = undefined
    if (scope !== undefined) Effect.runFork(Scope.close(scope, Exit.void))
  }

  /** Closes every session for good. */
  readonly close: Effect.Effect<void> = Effect.suspend(() => {
    this.closed = true
    const scopes = this.slots.flatMap((slot) => (slot.scope === undefined ? [] : [slot.scope]))
    for (const slot of this.slots) {
      slot.session = undefined
      slot.scope = undefined
    }
    return Effect.forEach(scopes, (scope) => Scope.close(scope, Exit.void), { discard: true })
  })
}
