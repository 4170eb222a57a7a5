/** Unfinished bodies: POSTs from one address that declare 1,000 bytes of body and send one, three times the node's
 * write slots, kept open for the whole case; beside them the well-behaved client's POSTs and reads are all served, and
 * each such socket is closed within `BODY_READ_TIMEOUT_MS` of its last byte. */
import { afterAll, describe, it } from "vitest"
import { signedTransferBody } from "../lifecycle/devnet_transfer.ts"
import { killAll } from "../lifecycle/server_process.ts"
import { expectClosedWithinBounds, expectServed } from "./fairness.ts"
import { caseOn, startHostileNode } from "./hostile_node.ts"
import type { WellBehavedRequest } from "./well_behaved.ts"

afterAll(killAll)

describe("unfinished bodies", () => {
  it("24 POSTs stalled after one byte (three times the write slots): every POST and read of the well-behaved client is a 200, each stalled socket closed within the body-read bound", async () => {
    const server = await startHostileNode()
    // The same signed transfer posted again is a 200 with the same id each time.
    const transfer: WellBehavedRequest = {
      method: "POST",
      path: "/transactions-pool",
      body: await signedTransferBody(server.port)
    }
    const mix: ReadonlyArray<WellBehavedRequest> = [transfer, { method: "GET", path: "/tokens/0" }]
    const report = await caseOn(
      "unfinished bodies",
      server.port,
      [{ kind: { kind: "unfinished-body" }, sockets: 24 }],
      mix
    )
    expectServed(report.wellBehaved, mix)
    expectClosedWithinBounds(report)
  }, 60_000)
})
