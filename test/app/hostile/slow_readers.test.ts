/** Slow readers of large answers: sockets from one address that ask for `/docs` and `/openapi.json` and never read,
 * asking again once the kernel's buffers are full, more of them than the node's read slots, kept open for the whole
 * case; beside them the well-behaved client's reads are all served, and each such socket is closed within
 * `SEND_TIMEOUT_MS`. */
import { afterAll, describe, it } from "vitest"
import { killAll } from "../lifecycle/server_process.ts"
import { expectClosedWithinBounds, expectServed, summary } from "./fairness.ts"
import { runCase } from "./hostile_case.ts"
import {
  CASE_BOUNDS,
  CASE_RAMP_MILLIS,
  CASE_WINDOW_MILLIS,
  HOSTILE_FROM,
  SINGLE_READS,
  startHostileNode,
  WELL_BEHAVED_FROM
} from "./hostile_node.ts"

afterAll(killAll)

describe("slow readers of large answers", () => {
  it("32 never-reading sockets (twice the read slots): every read of the well-behaved client is a 200, each socket closed within the send bound", async () => {
    const server = await startHostileNode()
    const report = await runCase({
      port: server.port,
      bounds: CASE_BOUNDS,
      rampMillis: CASE_RAMP_MILLIS,
      attacks: [
        {
          from: [HOSTILE_FROM],
          kind: { kind: "never-reader", path: "/docs", pipelined: 1, waves: 10 },
          sockets: 24,
          reopenAfterMillis: 100
        },
        {
          from: [HOSTILE_FROM],
          kind: { kind: "never-reader", path: "/openapi.json", pipelined: 6, waves: 10 },
          sockets: 8,
          reopenAfterMillis: 100
        }
      ],
      wellBehaved: { from: WELL_BEHAVED_FROM, connections: 2, millis: CASE_WINDOW_MILLIS, mix: SINGLE_READS }
    })
    console.log(summary("slow readers", report))
    expectServed(report.wellBehaved, SINGLE_READS)
    expectClosedWithinBounds(report)
  }, 60_000)
})
