/** Slow readers of large answers: sockets from one address that ask for `/docs` and `/openapi.json` and never read,
 * asking again once the kernel's buffers are full, more of them than the node's read slots, kept open for the whole
 * case; beside them the well-behaved client's reads are all served, and each such socket is closed within
 * `SEND_TIMEOUT_MS`. */
import { afterAll, describe, it } from "vitest"
import { killAll } from "../lifecycle/server_process.ts"
import { expectClosedWithinBounds, expectServed } from "./fairness.ts"
import { caseOn, SINGLE_READS, startHostileNode } from "./hostile_node.ts"

afterAll(killAll)

describe("slow readers of large answers", () => {
  it("32 never-reading sockets (twice the read slots): every read of the well-behaved client is a 200, each socket closed within the send bound", async () => {
    const server = await startHostileNode()
    const report = await caseOn(
      "slow readers",
      server.port,
      [
        { kind: { kind: "never-reader", path: "/docs", pipelined: 1, waves: 10 }, sockets: 24 },
        { kind: { kind: "never-reader", path: "/openapi.json", pipelined: 6, waves: 10 }, sockets: 8 }
      ],
      SINGLE_READS
    )
    expectServed(report.wellBehaved, SINGLE_READS)
    expectClosedWithinBounds(report)
  }, 60_000)
})
