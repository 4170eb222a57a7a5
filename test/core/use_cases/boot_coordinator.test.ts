/** The boot coordinator as a coordinator entry from the auction's variables (itemId 0, the zero address as bidder,
 * block 0): listed, looked up and in `/state` on memory, following the variables. */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { ZERO_ADDRESS } from "../../../core/domain/eth_address.ts"
import { EthBlockNum, Url } from "../../../core/domain/scalars.ts"
import { Ledger } from "../../../core/ports/ledger.ts"
import { Coordinators, Network } from "../../../core/use_cases/mod.ts"
import { BOOT_COORDINATOR_ITEM_ID, bootCoordinator } from "../../../core/use_cases/boot_coordinator.ts"
import { address, CONTRACT_VARIABLES } from "../../contract/fixture.ts"
import { decode, History } from "./fixture.ts"

/** The fixture's variables recorded again at block 24 with another boot coordinator. */
const CHANGED = {
  ...CONTRACT_VARIABLES,
  auction: {
    ...CONTRACT_VARIABLES.auction,
    ethereumBlockNum: EthBlockNum.make(24n),
    bootCoordinator: address("b7"),
    bootCoordinatorUrl: Url.make("https://boot-7.example")
  }
}

describe("the boot coordinator", () => {
  it("is named by the auction's boot coordinator and its URL, with itemId 0, the zero address as bidder and block 0", () => {
    expect(bootCoordinator(CONTRACT_VARIABLES)).toEqual({
      itemId: 0,
      bidderAddr: ZERO_ADDRESS,
      forgerAddr: address("b0"),
      URL: "https://boot.example",
      ethereumBlock: 0n
    })
    expect(BOOT_COORDINATOR_ITEM_ID).toBe(0)
  })

  it("follows only the boot coordinator's variables: other changes leave it as it was", () => {
    const before = bootCoordinator(CONTRACT_VARIABLES)
    const auction = {
      ...CONTRACT_VARIABLES.auction,
      ethereumBlockNum: EthBlockNum.make(99n),
      donationAddress: address("d9")
    }
    expect(bootCoordinator({ ...CONTRACT_VARIABLES, auction })).toEqual(before)
    const rollup = { ...CONTRACT_VARIABLES.rollup, ethereumBlockNum: EthBlockNum.make(99n) }
    expect(bootCoordinator({ ...CONTRACT_VARIABLES, rollup })).toEqual(before)
    expect(bootCoordinator(CHANGED)).toEqual({ ...before, forgerAddr: address("b7"), URL: "https://boot-7.example" })
  })

  it.effect("its itemId is below every registered coordinator's", () =>
    Effect.gen(function* () {
      const registered = yield* Coordinators.list(decode(Coordinators.ListQueryEarlier, {}), {
        listsBootCoordinator: false
      })
      expect(registered.items.length).toBeGreaterThan(0)
      for (const coordinator of registered.items) expect(coordinator.itemId).toBeGreaterThan(BOOT_COORDINATOR_ITEM_ID)
    }).pipe(Effect.provide(History))
  )

  it.effect(
    "the list, the lookup by the zero address and the unbid slots of /state show the entry of the variables last recorded",
    () =>
      Effect.gen(function* () {
        const shownEverywhere = Effect.gen(function* () {
          const listed = (yield* Coordinators.list(decode(Coordinators.ListQuery, {}))).items[0]
          const found = yield* Coordinators.get(ZERO_ADDRESS)
          // Slots 13 and 14 have no bid: the boot coordinator forges them.
          const unbid = (yield* Network.state()).network.nextForgers
            .filter((f) => f.period.slotNum !== 12)
            .map((f) => f.coordinator)
          return { listed, found, unbid }
        })
        const before = bootCoordinator(CONTRACT_VARIABLES)
        expect(yield* shownEverywhere).toEqual({ listed: before, found: before, unbid: [before, before] })
        yield* (yield* Ledger).setContractVariables(CHANGED)
        const after = bootCoordinator(CHANGED)
        expect(yield* shownEverywhere).toEqual({ listed: after, found: after, unbid: [after, after] })
      }).pipe(Effect.provide(History))
  )
})
