/** Header slowloris: connections from one address that send a request line and then a header line every 250 ms,
 * never ending the head, kept open for the whole case; beside them the well-behaved client's reads are all served, and
 * each such connection is closed within `HEADERS_TIMEOUT_MS` of its opening. */
import { afterAll, describe, it } from "vitest"
import { killAll } from "../lifecycle/server_process.ts"
import { expectClosedWithinBounds, expectServed } from "./fairness.ts"
import { caseOn, SINGLE_READS, startHostileNode } from "./hostile_node.ts"

afterAll(killAll)

describe("header slowloris", () => {
  it("24 heads that never end: every read of the well-behaved client is a 200, each connection closed within the headers bound", async () => {
    const server = await startHostileNode()
    const report = await caseOn(
      "header slowloris",
      server.port,
      [{ kind: { kind: "header-slowloris", everyMillis: 250 }, sockets: 24 }],
      SINGLE_READS
    )
    expectServed(report.wellBehaved, SINGLE_READS)
    expectClosedWithinBounds(report)
  }, 60_000)
})
