/** Many made-up API keys: with rate limits on, one address sends request after request each with a new well-formed key
 * nobody made; each is charged to its address (401 `ErrInvalidApiKey` until the address's budget is spent, then 429
 * `ErrTooManyRequests`), while the well-behaved client from another address is served, and the hostile connections
 * are closed within the keep-alive bound once they fall idle. */
import { afterAll, describe, expect, it } from "vitest"
import { killAll } from "../lifecycle/server_process.ts"
import { expectClosedWithinBounds, expectRefusals, expectServed } from "./fairness.ts"
import { caseOn, SINGLE_READS, startHostileNode } from "./hostile_node.ts"

afterAll(killAll)

/** The anonymous budget per address: far more than the well-behaved client spends in a case, far less than the
 * hostile one asks for. */
const BUDGET = 400

/** The hostile loops, each one request in flight at a time. */
const LOOPS = 8

describe("many made-up API keys", () => {
  it("8 loops of made-up keys from one address: charged to the address (401s within its budget, then 429s), the well-behaved client's reads all 200", async () => {
    const server = await startHostileNode({ RATE_LIMIT: "on", RATE_LIMIT_TIERS: `anonymous:${BUDGET}/60s` })
    // The well-behaved client paced, so that it stays well within its own budget.
    const report = await caseOn(
      "made-up keys",
      server.port,
      [{ kind: { kind: "made-up-keys", path: "/tokens/0" }, sockets: LOOPS }],
      SINGLE_READS,
      50
    )
    expectServed(report.wellBehaved, SINGLE_READS)
    const answers = report.verdicts.flatMap((v) => v.outcome.answers)
    // Each made-up key costs its address a point: no more 401s than the budget (and the requests in flight when it ran out).
    expect.soft(answers.filter((a) => a.type === "ErrInvalidApiKey").length).toBeLessThanOrEqual(BUDGET + LOOPS)
    expect.soft(answers.filter((a) => a.type === "ErrTooManyRequests").length).toBeGreaterThan(0)
    expectRefusals(report, ["ErrInvalidApiKey", "ErrTooManyRequests"])
    expectClosedWithinBounds(report)
  }, 60_000)
})
