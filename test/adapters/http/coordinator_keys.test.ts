/** Every coordinator `/coordinators` lists is found by `/coordinators/{bidderAddr}` in each revision under base paths,
 * the later revision's boot coordinator too; the earlier revision lists and finds no boot coordinator. */
import { Effect, Layer } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { webHandler } from "../../../app/server.ts"
import { Ledger } from "../../../core/ports/ledger.ts"
import { CONTRACT_VARIABLES } from "../../contract/fixture.ts"
import { FixtureStorage } from "./fixture.ts"
import { itemsOf, record, send } from "./web_client.ts"

const ZERO = `0x${"00".repeat(20)}`

/** The HTTP fixture with the auction variables recorded, which name the boot coordinator. */
const WithAuctionVariables = Layer.effectDiscard(
  Effect.flatMap(Ledger, (ledger) => ledger.setContractVariables(CONTRACT_VARIABLES))
).pipe(Layer.provideMerge(FixtureStorage))

const web = webHandler(WithAuctionVariables, { laterBasePath: "/v2", earlierBasePath: "/earlier" })
afterAll(() => web.dispose())

describe("coordinators are found by the key their list shows", () => {
  for (const [revision, base] of [
    ["later", "/v2"],
    ["earlier", "/earlier"]
  ] as const) {
    it(`${revision} (at ${base}): every listed coordinator is found by its bidderAddr, as listed`, async () => {
      const list = await send(web.handler, `${base}/coordinators?limit=100`)
      expect(list.status).toBe(200)
      const listed = itemsOf(list.body, "coordinators")
      expect(listed.length).toBeGreaterThan(0)
      expect(
        listed.some((c) => c["bidderAddr"] === ZERO),
        "the boot coordinator is listed"
      ).toBe(revision === "later")
      for (const coordinator of listed) {
        const found = await send(web.handler, `${base}/coordinators/${String(coordinator["bidderAddr"])}`)
        expect(found.status, String(coordinator["bidderAddr"])).toBe(200)
        expect(found.body).toEqual(coordinator)
      }
      if (revision === "earlier") {
        const boot = await send(web.handler, `${base}/coordinators/${ZERO}`)
        expect(boot.status).toBe(404)
        expect(record(boot.body)["type"]).toBe("ErrNotFound")
      }
    })
  }

  it("later: the boot coordinator is itemId 0 and also the list of its bidder filter", async () => {
    const boot = await send(web.handler, `/v2/coordinators/${ZERO}`)
    expect(boot.body).toMatchObject({ itemId: 0, bidderAddr: ZERO, ethereumBlock: 0 })
    const filtered = await send(web.handler, `/v2/coordinators?bidderAddr=${ZERO}`)
    expect(itemsOf(filtered.body, "coordinators")).toEqual([boot.body])
  })
})
