/** The demand on each bounded route class: requests in progress or taken this event loop turn (a connection counted
 * once a turn), and how long it stood past the bound; judged by count, never by time, so slow turns change nothing.
 * At a class's bound, a client holding its share of the bound is refused alone, and a client below its share is
 * admitted into a headroom of one share past the bound: one client may use a class's idle capacity, never the last of it. */
import { clientShare } from "../../../core/use_cases/client_share.ts"

/** The classes whose work in progress and demand are bounded. */
export const BOUNDED_CLASSES = ["read", "list", "write"] as const

/** A bounded class. */
export type BoundedClass = (typeof BOUNDED_CLASSES)[number]

/** Why a request of a bounded class is shed: its work in progress is at its bound, its demand has stood past it, or its
 * client has as many of the class's requests in progress as its share. */
export type Shed = "in_flight" | "demand" | "share"

/** A request admitted: the turn it was taken in, which its release names. */
export type Admitted = number

/** What `take` decides: admitted (counted until released), or why the request is shed. */
export type DemandVerdict = Admitted | Shed

/** How long one poll phase may last before it counts as a new turn (ms): libuv keeps polling while sockets keep coming. */
const LONGEST_TURN_MILLIS = 100

/** A count per bounded class. */
type PerClass<A> = Record<BoundedClass, A>

/** Each bounded class's demand and work in progress, with the bounds and the sustained interval they are judged by.
 * Hand-written: event-loop delay and load-shedding libraries (`@fastify/under-pressure`) judge time; this must not. */
export class Demand {
  readonly #bounds: Readonly<PerClass<number>>
  readonly #sustainMillis: number
  /** How far apart two over-bound turns may be and still belong to one run (ms). */
  readonly #gapMillis: number
  /** Requests admitted and not finished. */
  readonly #inFlight: PerClass<number> = { read: 0, list: 0, write: 0 }
  /** Requests admitted in earlier turns, still in progress when this turn began and not finished since. */
  readonly #carried: PerClass<number> = { read: 0, list: 0, write: 0 }
  /** Connections that brought a request of the class in this turn. */
  readonly #taken: PerClass<number> = { read: 0, list: 0, write: 0 }
  /** Whether the class's demand went past its bound in this turn. */
  readonly #overInTurn: PerClass<boolean> = { read: false, list: false, write: false }
  /** When the class's current run of over-bound turns began (ms), or -1 outside one. */
  readonly #overSince: PerClass<number> = { read: -1, list: -1, write: -1 }
  /** When the class's demand was last past its bound (ms). */
  readonly #lastOver: PerClass<number> = {
    read: Number.NEGATIVE_INFINITY,
    list: Number.NEGATIVE_INFINITY,
    write: Number.NEGATIVE_INFINITY
  }
  #turn = 0
  #inTurn = false
  #turnStart = 0
  readonly #endTurn = (): void => {
    this.#inTurn = false
    this.#closeTurn()
  }
  readonly #atEndOfTurn: (callback: () => void) => void
  /** The turn in which each connection last brought a counted request. */
  readonly #countedIn = new WeakMap<object, number>()
  /** Each client's share of each class's bound. */
  readonly #shares: Readonly<PerClass<number>>
  /** How far past each class's bound clients below their share are admitted (0 without shares). */
  readonly #headroom: Readonly<PerClass<number>>
  /** Each client's requests in progress, by class (a client with none is not kept). */
  readonly #clients = new Map<string, PerClass<number>>()

  /** Demand judged against `bounds`, shed once past them for `sustainMillis` (0: at once), each client's share
   * `sharePercent` % of each bound (at least one request; 100: no shares); `atEndOfTurn` runs a callback once the turn
   * ends (tests simulate turns). */
  constructor(
    bounds: Readonly<PerClass<number>>,
    sustainMillis: number,
    atEndOfTurn: (callback: () => void) => void = setImmediate,
    sharePercent = 100
  ) {
    this.#bounds = bounds
    this.#shares = {
      read: clientShare(bounds.read, sharePercent),
      list: clientShare(bounds.list, sharePercent),
      write: clientShare(bounds.write, sharePercent)
    }
    const shared = sharePercent < 100
    this.#headroom = {
      read: shared ? this.#shares.read : 0,
      list: shared ? this.#shares.list : 0,
      write: shared ? this.#shares.write : 0
    }
    this.#atEndOfTurn = atEndOfTurn
    this.#sustainMillis = sustainMillis
    this.#gapMillis = Math.max(sustainMillis, LONGEST_TURN_MILLIS)
  }

  /**
   * Notes a request of `routeClass` from `client` taken now on `connection` (undefined: a request of its own): admitted
   * (counted until `release`d), or why it is shed.
   */
  take(routeClass: BoundedClass, connection: object | undefined, now: number, client = ""): DemandVerdict {
    this.#turnAt(now)
    if (connection === undefined || this.#countedIn.get(connection) !== this.#turn) {
      this.#taken[routeClass]++
      if (connection !== undefined) this.#countedIn.set(connection, this.#turn)
    }
    const bound = this.#bounds[routeClass]
    let sustained = false
    if (this.#carried[routeClass] + this.#taken[routeClass] > bound) {
      if (this.#overSince[routeClass] < 0 || now - this.#lastOver[routeClass] >= this.#gapMillis)
        this.#overSince[routeClass] = now
      this.#lastOver[routeClass] = now
      this.#overInTurn[routeClass] = true
      sustained = now - this.#overSince[routeClass] >= this.#sustainMillis
    }
    const inFlight = this.#inFlight[routeClass]
    let own = this.#clients.get(client)
    if (inFlight >= bound) {
      if (this.#headroom[routeClass] > 0 && (own?.[routeClass] ?? 0) >= this.#shares[routeClass]) return "share"
      if (inFlight >= bound + this.#headroom[routeClass]) return "in_flight"
    }
    if (sustained) return "demand"
    if (own === undefined) {
      own = { read: 0, list: 0, write: 0 }
      this.#clients.set(client, own)
    }
    own[routeClass]++
    this.#inFlight[routeClass]++
    return this.#turn
  }

  /** Whether some class's demand has stood past its bound for the sustained interval and still does (event streams are shed then). */
  overloaded(now: number): boolean {
    for (const routeClass of BOUNDED_CLASSES) {
      const since = this.#overSince[routeClass]
      if (since >= 0 && now - this.#lastOver[routeClass] < this.#gapMillis && now - since >= this.#sustainMillis)
        return true
    }
    return false
  }

  /** Requests of `routeClass` in progress. */
  inFlight(routeClass: BoundedClass): number {
    return this.#inFlight[routeClass]
  }

  /** Requests of `routeClass` in progress for `client`. */
  inFlightOf(routeClass: BoundedClass, client: string): number {
    return this.#clients.get(client)?.[routeClass] ?? 0
  }

  /** Ends a request of `routeClass` from `client` admitted in turn `admittedIn` (what `take` gave it). */
  release(routeClass: BoundedClass, admittedIn: Admitted, client = ""): void {
    this.#inFlight[routeClass]--
    const own = this.#clients.get(client)
    if (own !== undefined) {
      own[routeClass]--
      if (own.read === 0 && own.list === 0 && own.write === 0) this.#clients.delete(client)
    }
    // A request carried into this turn that finishes frees its connection, whose next request may come in this turn.
    if (this.#inTurn && admittedIn !== this.#turn && this.#carried[routeClass] > 0) this.#carried[routeClass]--
  }

  /** Begins a turn at `now` unless one is under way (one that has lasted too long ends, and a new one begins). */
  #turnAt(now: number): void {
    if (this.#inTurn) {
      if (now - this.#turnStart <= LONGEST_TURN_MILLIS) return
      this.#closeTurn()
    } else {
      this.#inTurn = true
      this.#atEndOfTurn(this.#endTurn)
    }
    this.#turn++
    this.#turnStart = now
    for (const routeClass of BOUNDED_CLASSES) {
      this.#carried[routeClass] = this.#inFlight[routeClass]
      this.#taken[routeClass] = 0
      this.#overInTurn[routeClass] = false
    }
  }

  /** Ends the turn: a class that took requests without going past its bound ends its run. */
  #closeTurn(): void {
    for (const routeClass of BOUNDED_CLASSES) {
      if (this.#taken[routeClass] > 0 && !this.#overInTurn[routeClass]) this.#overSince[routeClass] = -1
    }
  }
}
