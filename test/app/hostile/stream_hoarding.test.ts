/** Stream hoarding: one address opens three times `EVENTS_MAX_SUBSCRIBERS` event streams and keeps them; it holds at
 * most its share (`CLIENT_SHARE_PERCENT`) of them, each one past it refused with 429 `ErrTooManyRequests` and
 * `Retry-After` and its connection closed within the keep-alive bound, while the well-behaved client opens `/events`
 * and reads with a 200 every time. */
import { afterAll, describe, expect, it } from "vitest"
import { killAll } from "../lifecycle/server_process.ts"
import { expectClosedWithinBounds, expectRefusals, expectServed, peakOverlap } from "./fairness.ts"
import { caseOn, SMALL_BOUNDS, startHostileNode } from "./hostile_node.ts"
import type { WellBehavedRequest } from "./well_behaved.ts"

afterAll(killAll)

/** The most streams one client may hold: its share of the subscribers. */
const SHARE = Math.ceil(
  (Number(SMALL_BOUNDS["EVENTS_MAX_SUBSCRIBERS"]) * Number(SMALL_BOUNDS["CLIENT_SHARE_PERCENT"])) / 100
)

describe("stream hoarding", () => {
  it("24 streams from one address (three times the subscribers): it holds at most its share, the well-behaved client's /events and reads are all 200", async () => {
    const server = await startHostileNode()
    const mix: ReadonlyArray<WellBehavedRequest> = [
      { method: "GET", path: "/events", stream: true },
      { method: "GET", path: "/tokens/0" },
      { method: "GET", path: "/config" }
    ]
    const report = await caseOn("stream hoarding", server.port, [{ kind: { kind: "event-stream" }, sockets: 24 }], mix)
    expectServed(report.wellBehaved, mix)
    const held = report.verdicts.flatMap(({ outcome }) => {
      const granted = outcome.answers.find((a) => a.status === 200)
      return granted === undefined ? [] : [[granted.at, outcome.closedAt ?? Number.POSITIVE_INFINITY] as const]
    })
    expect.soft(peakOverlap(held), "streams the hostile address held at once").toBeLessThanOrEqual(SHARE)
    expectRefusals(report)
    expectClosedWithinBounds(report)
  }, 60_000)
})
