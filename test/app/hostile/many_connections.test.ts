/** Many connections from one address: three times `MAX_CONNECTIONS_PER_CLIENT` keep-alive connections, each asking once
 * and then idle, opened again as soon as closed; the address holds at most its bound of connections, each one past it
 * answered 429 `ErrTooManyRequests` with `Retry-After` and closed at once, the others closed within the keep-alive
 * bound, while the well-behaved client from another address connects and is served. */
import { afterAll, describe, expect, it } from "vitest"
import { killAll } from "../lifecycle/server_process.ts"
import { expectClosedWithinBounds, expectRefusals, expectServed, peakOverlap } from "./fairness.ts"
import { caseOn, SINGLE_READS, startHostileNode } from "./hostile_node.ts"

afterAll(killAll)

/** Connections one client may hold. */
const PER_CLIENT = 16

describe("many connections from one address", () => {
  it("48 connections from one address (three times its bound): it holds at most its bound, the rest refused and closed, the well-behaved client's reads all 200", async () => {
    const server = await startHostileNode({ MAX_CONNECTIONS_PER_CLIENT: String(PER_CLIENT) })
    const report = await caseOn(
      "many connections",
      server.port,
      [{ kind: { kind: "idle-keep-alive", path: "/tokens/0" }, sockets: 3 * PER_CLIENT }],
      SINGLE_READS
    )
    expectServed(report.wellBehaved, SINGLE_READS)
    // A connection the node kept: from its first answer to its close (a refused one is answered and closed at once).
    const kept = report.verdicts.flatMap(({ outcome }) => {
      const first = outcome.answers[0]
      return outcome.bound === "closing" || first === undefined
        ? []
        : [[first.at, outcome.closedAt ?? Number.POSITIVE_INFINITY] as const]
    })
    // One more than the bound: a close and the next accept can land in one turn of this process's loop, read in either order.
    expect.soft(peakOverlap(kept), "connections the hostile address held at once").toBeLessThanOrEqual(PER_CLIENT + 1)
    expect.soft(report.verdicts.filter((v) => v.outcome.bound === "closing").length).toBeGreaterThan(0)
    expectRefusals(report)
    expectClosedWithinBounds(report)
  }, 60_000)
})
