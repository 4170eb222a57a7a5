/** The typed client's `monotonicReads` sends the highest `X-Last-Batch` seen as `X-Min-Batch` on later GETs (not
 * POSTs), nothing without the option; against a stand-in `fetch`. */
import { describe, expect, it } from "vitest"
import { FIRST_PAGE, makePromiseClient } from "../../../adapters/http/client/client.ts"

/** A stand-in node: records each request's X-Min-Batch and answers with the next X-Last-Batch of `answers`. */
function standIn(answers: ReadonlyArray<string | undefined>) {
  const sent: Array<string | null> = []
  let turn = 0
  const fetch = async (request: Request) => {
    sent.push(request.headers.get("x-min-batch"))
    const lastBatch = answers[turn++]
    const headers: Record<string, string> = { "content-type": "application/json" }
    if (lastBatch !== undefined) headers["x-last-batch"] = lastBatch
    return new Response(JSON.stringify({ batches: [], pendingItems: 0 }), { status: 200, headers })
  }
  return { sent, fetch }
}

describe("monotonicReads", () => {
  it("sends the highest X-Last-Batch answered so far as X-Min-Batch on each later GET", async () => {
    const node = standIn(["7", "5", undefined, "9", "x"])
    const client = makePromiseClient({
      baseUrl: "http://node.test",
      revision: "later",
      fetch: node.fetch,
      monotonicReads: true
    })
    for (let i = 0; i < 5; i++) await client.call((c) => c.rollupStatus.listBatches({ query: FIRST_PAGE }))
    expect(node.sent).toEqual([null, "7", "7", "7", "9"])
  })

  it("sends nothing without the option", async () => {
    const node = standIn(["7", "8"])
    const client = makePromiseClient({ baseUrl: "http://node.test", revision: "later", fetch: node.fetch })
    for (let i = 0; i < 2; i++) await client.call((c) => c.rollupStatus.listBatches({ query: FIRST_PAGE }))
    expect(node.sent).toEqual([null, null])
  })
})
