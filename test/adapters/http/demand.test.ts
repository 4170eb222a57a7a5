/** The demand rule of admission control on simulated event-loop turns: clients within the bounds are never shed (a
 * property); a sustained burst is shed past the bound; event streams only while another class is. */
import { describe, it } from "@effect/vitest"
import { Schema } from "effect"
import { expect } from "vitest"
import { BOUNDED_CLASSES, type BoundedClass, Demand, type Shed } from "../../../adapters/http/edge/demand.ts"

/** A request's answer on the connection `socket`, finished when told (what releases it, once admitted). */
interface Answer {
  readonly socket: object
  close(): void
}

/** An answer on `socket` not yet admitted. */
function responseOn(socket: object): Answer {
  return { socket, close: () => {} }
}

/** Takes the request of `answer` (undefined: admitted, released when the answer is closed), or why it is shed. */
function take(demand: Demand, routeClass: BoundedClass, answer: Answer, at: number): Shed | undefined {
  const verdict = demand.take(routeClass, answer.socket, at)
  if (typeof verdict !== "number") return verdict
  answer.close = () => demand.release(routeClass, verdict)
  return undefined
}

/** A demand whose turns end when the test says. */
function simulated(bounds: Readonly<Record<BoundedClass, number>>, sustainMillis: number) {
  let pending: (() => void) | undefined
  const demand = new Demand(bounds, sustainMillis, (callback) => (pending = callback))
  const endTurn = () => {
    const callback = pending
    pending = undefined
    callback?.()
  }
  return { demand, endTurn }
}

const BOUNDS = { read: 6, list: 3, write: 2 } as const

/** One simulated turn: which connections bring a request (if idle), of which class, held for how many turns, and the times. */
const Turn = Schema.Struct({
  bring: Schema.Array(
    Schema.Struct({
      connection: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1 })),
      routeClass: Schema.Literals(BOUNDED_CLASSES),
      holdTurns: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 3 }))
    })
  ).check(Schema.isMaxLength(12)),
  gapMillis: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 400 })),
  lengthMillis: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 400 }))
})

describe("the demand rule", () => {
  it.prop(
    "never sheds closed-loop clients within the bounds, whatever the turns' lengths and the requests' times in progress",
    [Schema.Array(Turn).check(Schema.isMinLength(1)), Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 200 }))],
    ([turns, sustainMillis]) => {
      // As many connections as the smallest bound, each bringing its next request only once the last one is answered.
      const connections = Array.from({ length: Math.min(...Object.values(BOUNDS)) }, () => ({
        socket: {},
        busy: undefined as undefined | { response: ReturnType<typeof responseOn>; turnsLeft: number }
      }))
      const { demand, endTurn } = simulated(BOUNDS, sustainMillis)
      const verdicts: Array<Shed | undefined> = []
      let now = 0
      for (const turn of turns) {
        now += turn.gapMillis
        for (const connection of connections) if (connection.busy !== undefined) connection.busy.turnsLeft--
        /** Finishes the request of `connection` if it is due (the database answered in this turn). */
        const finishDue = (connection: (typeof connections)[number]) => {
          if (connection.busy === undefined || connection.busy.turnsLeft > 0) return
          connection.busy.response.close()
          connection.busy = undefined
        }
        turn.bring.forEach(({ connection: pick, routeClass, holdTurns }, i) => {
          const connection = connections[(pick + i) % connections.length]
          if (connection === undefined) return
          // A request due in this turn finishes before its connection brings the next one.
          finishDue(connection)
          if (connection.busy !== undefined) return
          const response = responseOn(connection.socket)
          const at = now + (turn.lengthMillis * i) / Math.max(1, turn.bring.length)
          const verdict = take(demand, routeClass, response, at)
          verdicts.push(verdict)
          if (verdict !== undefined) return
          // Answered within the turn (memory storage), or in progress for later turns (a database).
          if (holdTurns === 0) response.close()
          else connection.busy = { response, turnsLeft: holdTurns }
        })
        connections.forEach(finishDue)
        now += turn.lengthMillis
        endTurn()
      }
      expect(verdicts.filter((v) => v !== undefined)).toEqual([])
    }
  )

  it("lets a burst past a bound through until the sustained interval, then admits the bound per turn and sheds the rest; a turn within the bound ends the run", () => {
    const { demand, endTurn } = simulated(BOUNDS, 100)
    const sockets = Array.from({ length: 10 }, () => ({}))
    /** A turn at `at` in which every socket brings a list read answered at once; the verdicts. */
    const turn = (at: number, count = sockets.length) => {
      const verdicts = sockets.slice(0, count).map((socket) => {
        const response = responseOn(socket)
        const verdict = take(demand, "list", response, at)
        if (verdict === undefined) response.close()
        return verdict
      })
      endTurn()
      return verdicts
    }
    expect(turn(0)).toEqual(Array(10).fill(undefined))
    expect(turn(50)).toEqual(Array(10).fill(undefined))
    expect(demand.overloaded(60)).toBe(false)
    expect(turn(100)).toEqual([undefined, undefined, undefined, ...Array(7).fill("demand")])
    expect(demand.overloaded(110)).toBe(true)
    expect(turn(150)).toEqual([undefined, undefined, undefined, ...Array(7).fill("demand")])
    // Reads are judged apart: their demand is within their bound.
    const read = responseOn({})
    expect(take(demand, "read", read, 150)).toBeUndefined()
    endTurn()
    // A turn within the bound ends the run; the next burst is let through again.
    expect(turn(160, 3)).toEqual([undefined, undefined, undefined])
    expect(demand.overloaded(170)).toBe(false)
    expect(turn(170)).toEqual(Array(10).fill(undefined))
    // So is one after a quiet spell longer than the interval.
    turn(260)
    expect(turn(400)).toEqual(Array(10).fill(undefined))
  })

  it("bounds the work in progress at once, and counts a connection once a turn and a finished request no more", () => {
    const { demand, endTurn } = simulated(BOUNDS, 1_000_000)
    const held = Array.from({ length: 2 }, () => responseOn({}))
    expect(held.map((response) => take(demand, "write", response, 0))).toEqual([undefined, undefined])
    expect(take(demand, "write", responseOn({}), 0)).toBe("in_flight")
    expect(demand.inFlight("write")).toBe(2)
    endTurn()
    // One finishes in the next turn: its connection's next request is admitted, not counted twice.
    const socket = {}
    const first = responseOn(socket)
    held[0]?.close()
    expect(take(demand, "write", first, 10)).toBeUndefined()
    first.close()
    expect(take(demand, "write", responseOn(socket), 10)).toBeUndefined()
    expect(demand.inFlight("write")).toBe(2)
    endTurn()

    // Judged at once (no sustained interval): one connection bringing request after request in one turn is one.
    const once = simulated(BOUNDS, 0)
    const alone = {}
    for (let i = 0; i < 5; i++) {
      const response = responseOn(alone)
      expect(take(once.demand, "write", response, 0)).toBeUndefined()
      response.close()
    }
    once.endTurn()
    // A request carried into the turn that finishes in it no longer counts: its connection brings the next.
    const carried = [{}, {}].map((connection) => ({ connection, response: responseOn(connection) }))
    for (const { response } of carried) expect(take(once.demand, "write", response, 0)).toBeUndefined()
    once.endTurn()
    for (const { connection, response } of carried) {
      expect(take(once.demand, "read", responseOn({}), 1)).toBeUndefined()
      response.close()
      expect(take(once.demand, "write", responseOn(connection), 1)).toBeUndefined()
    }
    // Three connections with a write each in one turn are past the bound of two.
    once.endTurn()
    expect([{}, {}, {}].map((connection) => take(once.demand, "write", responseOn(connection), 2))).toEqual([
      "in_flight",
      "in_flight",
      "in_flight"
    ])
  })

  it("at a class's bound refuses a client holding its share alone, and admits clients below theirs one share past the bound", () => {
    const demand = new Demand({ read: 8, list: 3, write: 2 }, 60_000, () => {}, 25)
    const at = 0
    const taken = (routeClass: BoundedClass, client: string) => demand.take(routeClass, {}, at, client)
    // Alone, a client uses the whole bound.
    const hog = Array.from({ length: 8 }, () => taken("read", "ip:10.0.0.1"))
    expect(hog.every((verdict) => typeof verdict === "number")).toBe(true)
    expect(taken("read", "ip:10.0.0.1")).toBe("share")
    expect(demand.inFlightOf("read", "ip:10.0.0.1")).toBe(8)
    // Others below their share (2 of 8) are admitted past the bound, up to one share past it.
    expect(typeof taken("read", "ip:10.0.0.2")).toBe("number")
    expect(typeof taken("read", "key:7")).toBe("number")
    expect(taken("read", "ip:10.0.0.3")).toBe("in_flight")
    // A quarter of 3 list slots is less than one: the share is one request.
    for (let i = 0; i < 3; i++) expect(typeof taken("list", "ip:10.0.0.1")).toBe("number")
    expect(taken("list", "ip:10.0.0.1")).toBe("share")
    expect(typeof taken("list", "ip:10.0.0.2")).toBe("number")
    expect(taken("list", "ip:10.0.0.3")).toBe("in_flight")
    demand.release("read", hog[0] as number, "ip:10.0.0.1")
    expect(demand.inFlightOf("read", "ip:10.0.0.1")).toBe(7)
    expect(taken("read", "ip:10.0.0.1")).toBe("share")
  })

  it("without shares (100 %) sheds at the bound whoever asks", () => {
    const demand = new Demand({ read: 2, list: 1, write: 1 }, 60_000, () => {}, 100)
    expect(typeof demand.take("read", {}, 0, "a")).toBe("number")
    expect(typeof demand.take("read", {}, 0, "a")).toBe("number")
    expect(demand.take("read", {}, 0, "b")).toBe("in_flight")
  })
})
