/** Who forges a slot on the devnet: the bidder of the slot's best bid under its current forger address, else the boot
 * coordinator; the fees go to that coordinator's fee wallet. */
import { Effect, Option } from "effect"
import type { EthAddress } from "../core/domain/eth_address.ts"
import { AuctionStore } from "../core/ports/auction_store.ts"
import { NetworkStore } from "../core/ports/network_store.ts"
import { devnetCoordinators } from "./coordinators.ts"
import { devnetWallet } from "../adapters/crypto/devnet_wallets.ts"

/** The coordinator forging a slot. */
export interface SlotForger {
  readonly forgerAddr: EthAddress
  /** The Ethereum address whose accounts collect the batch's fees. */
  readonly feeOwner: EthAddress
}

/** The forger of `slotNum` on a devnet of `walletCount` wallets. */
export const slotForger = Effect.fn("Devnet.slotForger")(function* (slotNum: number, walletCount: number) {
  const coordinators = devnetCoordinators(walletCount)
  const boot = coordinators[0]
  if (boot === undefined) return yield* Effect.die(new Error("devnet forger: no boot coordinator"))
  const auction = yield* AuctionStore
  const best = (yield* auction.bestBids({ min: slotNum, max: slotNum })).get(slotNum)
  if (best !== undefined) {
    const registration = yield* auction.getCoordinator(best.bidderAddr)
    const known = coordinators.find((c) => c.bidderAddr === best.bidderAddr) ?? boot
    const forged: SlotForger = {
      forgerAddr: Option.match(registration, { onNone: () => best.forgerAddr, onSome: (c) => c.forgerAddr }),
      feeOwner: devnetWallet(known.feeWallet).ethAddress
    }
    return forged
  }
  const status = yield* (yield* NetworkStore).syncStatus
  const bootAddr = Option.match(status.contractVariables, {
    onNone: () => boot.forgerAddr,
    onSome: (variables) => variables.auction.bootCoordinator
  })
  const forged: SlotForger = { forgerAddr: bootAddr, feeOwner: devnetWallet(boot.feeWallet).ethAddress }
  return forged
})
