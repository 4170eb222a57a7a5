/** A sustained attack: `sockets` hostile sockets of one kind kept open from some addresses, each one the node closes
 * opened again after a pause, until the attack ends; then each is waited for until its bound's deadline. */
import type { ConnectionTable } from "./connection_table.ts"
import { type HostileKind, type HostileOutcome, type HostileSocket, openHostile } from "./hostile_socket.ts"

/** What to attack with. */
export interface AttackPlan {
  readonly port: number
  /** The addresses the sockets come from, in turn. */
  readonly from: ReadonlyArray<string>
  readonly kind: HostileKind
  /** Sockets kept open at once. */
  readonly sockets: number
  /** The pause before a closed socket is opened again (ms). */
  readonly reopenAfterMillis: number
  /** Over how long the first wave is opened, evenly (ms; default 0: at once). */
  readonly rampMillis?: number | undefined
  readonly table: ConnectionTable
}

/** An attack under way. */
export interface Attack {
  /** Resolves once every socket of the first wave does its harm. */
  readonly ready: Promise<void>
  /** The attack's sockets open now. */
  readonly openNow: () => number
  /** Ends the attack: no socket is opened again, the loops stop, each open socket is waited for until
   * `deadlineOf(it)` (`performance.now()`; undefined: at once) and given up past it; every socket's outcome. */
  readonly end: (deadlineOf: (outcome: HostileOutcome) => number | undefined) => Promise<ReadonlyArray<HostileOutcome>>
}

/** Resolves after `ms`. */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** Starts an attack. */
export function attack(plan: AttackPlan): Attack {
  const all: Array<HostileSocket> = []
  const open = new Set<HostileSocket>()
  let ending = false
  let opened = 0
  const openOne = (): HostileSocket => {
    const from = plan.from[opened++ % plan.from.length] ?? "127.0.0.1"
    const socket = openHostile(plan.port, from, plan.kind, plan.table)
    all.push(socket)
    open.add(socket)
    void socket.closed.then(async () => {
      open.delete(socket)
      await pause(plan.reopenAfterMillis)
      if (!ending) openOne()
    })
    return socket
  }
  const ramp = plan.rampMillis ?? 0
  const first = Array.from({ length: plan.sockets }, (_, i) =>
    ramp === 0
      ? openOne().engaged
      : pause((i * ramp) / plan.sockets).then(() => (ending ? undefined : openOne().engaged))
  )
  return {
    ready: Promise.all(first).then(() => undefined),
    openNow: () => open.size,
    end: async (deadlineOf) => {
      ending = true
      for (const socket of open) socket.stop()
      await Promise.all(
        [...open].map(async (socket) => {
          const deadline = deadlineOf(socket.outcome())
          const wait = deadline === undefined ? 0 : Math.max(0, deadline - performance.now())
          const timer = setTimeout(socket.giveUp, wait)
          await socket.closed
          clearTimeout(timer)
        })
      )
      return all.map((socket) => socket.outcome())
    }
  }
}
