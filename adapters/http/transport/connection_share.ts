/** The open connections each client holds (its address's client group), so that no client holds more than its share:
 * a connection past it is marked refused, answered 429 and closed. A trusted proxy's connections carry many clients and
 * are not counted. No Effect imports (the transport's). */
import type { Socket } from "node:net"
import { clientGroup } from "../edge/client_identity.ts"

/** Default most connections one client may hold open. */
export const DEFAULT_MAX_CONNECTIONS_PER_CLIENT = 128

/** The connections open per client. */
export class ConnectionShare {
  #max: number
  #exempt: (address: string) => boolean
  /** Open connections by client group. */
  readonly #open = new Map<string, number>()
  /** Connections refused for being past their client's share, until they close. */
  readonly #refused = new WeakSet<Socket>()
  /** Connections refused since the share was made. */
  refusals = 0

  /** A share of `max` connections per client; connections from an `exempt` address (a trusted proxy) are not counted. */
  constructor(max: number = DEFAULT_MAX_CONNECTIONS_PER_CLIENT, exempt: (address: string) => boolean = () => false) {
    this.#max = max
    this.#exempt = exempt
  }

  /** Applies new bounds (to connections opened from now on). */
  configure(max: number, exempt: (address: string) => boolean): void {
    this.#max = max
    this.#exempt = exempt
  }

  /** Counts `socket` against its client, or marks it refused when the client holds its share already. */
  opened(socket: Socket): void {
    const address = socket.remoteAddress
    if (address === undefined || this.#exempt(address)) return
    const group = clientGroup(address)
    const open = this.#open.get(group) ?? 0
    if (open >= this.#max) {
      this.#refused.add(socket)
      this.refusals++
      return
    }
    this.#open.set(group, open + 1)
    socket.once("close", () => {
      const left = (this.#open.get(group) ?? 1) - 1
      if (left === 0) this.#open.delete(group)
      else this.#open.set(group, left)
    })
  }

  /** Whether `socket` was refused for being past its client's share. */
  refused(socket: Socket): boolean {
    return this.#refused.has(socket)
  }

  /** The connections the client of `address` holds open. */
  openOf(address: string): number {
    return this.#open.get(clientGroup(address)) ?? 0
  }
}
