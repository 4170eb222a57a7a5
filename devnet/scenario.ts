/** The devnet's scenario: a deterministic timeline of blocks from `genesisTime` (nothing else from the wall clock) and
 * what happens in them, as ledger steps: tokens, coordinators and bids, accounts, batches, exits and withdrawals. */
import { Result } from "effect"
import type { AccountIdx } from "../core/domain/account_index.ts"
import type { ContractVariables } from "../core/domain/contract_variables.ts"
import type { EthAddress } from "../core/domain/eth_address.ts"
import { EthBlockNum, SlotNum, TokenName, TokenSymbol } from "../core/domain/scalars.ts"
import type { TransactionType } from "../core/domain/transaction_type.ts"
import { l1CoordinatorTxId, l1UserTxId, l2TxId, type TxId } from "../core/domain/tx_id.ts"
import type { NewBatch, NewL1UserTransaction, NewWithdrawal } from "../core/ports/ledger.ts"
import { BLOCKS_PER_SLOT, type ContractAddresses, NUM_BUCKETS } from "../core/domain/hermez_network.ts"
import { LOCAL_NETWORK } from "../core/domain/local_network.ts"
import { DEFAULT_NODE_SETTINGS } from "../core/ports/network_settings.ts"
import { DEFAULT_DEVNET_WALLETS } from "./settings.ts"
import { roundAmount, tokenAmount } from "./amounts.ts"
import { blockAt, type ChainClock } from "./chain.ts"
import { type DevnetCoordinator, devnetCoordinators, reRegistered } from "./coordinators.ts"
import { makeRandom } from "./random.ts"
import { type DevnetAccount, type L1Request, type L2Request, makeRollupState, type Owner } from "./rollup_state.ts"
import type { DevnetStep } from "./steps.ts"
import { type DevnetToken, devnetTokens } from "./tokens.ts"
import { type DevnetWallet, devnetWallets } from "../adapters/crypto/devnet_wallets.ts"

/** What the devnet is built from. */
export interface DevnetOptions {
  /** Timestamp of the devnet's first block. */
  readonly genesisTime: Date
  /** Number of wallets (≥ 8, default 10). */
  readonly wallets?: number | undefined
  /** Contract addresses (HEZ token, governance, …); default the local network's. */
  readonly contracts?: ContractAddresses | undefined
  /** The auction's genesis block, the devnet's first block (default 1000). */
  readonly genesisBlockNum?: bigint | undefined
  /** Blocks per auction slot (default 40; the timeline is laid out for 40). */
  readonly blocksPerSlot?: number | undefined
  /** Seconds between blocks (default 15). */
  readonly secondsPerBlock?: number | undefined
}

/** Counts of what the devnet holds, and a few ids to look things up by. */
export interface DevnetSummary {
  readonly wallets: number
  readonly tokens: number
  readonly accounts: number
  readonly coordinatorRegistrations: number
  readonly bids: number
  readonly batches: number
  /** Forged history transactions (L1 user + L1 coordinator + L2). */
  readonly forgedTransactions: number
  readonly forgedByType: Readonly<Record<TransactionType, number>>
  readonly l1CoordinatorTransactions: number
  /** L1 user transactions still queued. */
  readonly unforgedL1Transactions: number
  readonly failedL1Transactions: number
  readonly exits: number
  readonly withdrawals: Readonly<Record<NewWithdrawal["kind"], number>>
  readonly firstBlock: bigint
  readonly lastBlock: bigint
  /** The slot of the last synced block. */
  readonly currentSlot: number
  /** One forged transaction id per type. */
  readonly forgedIds: Readonly<Partial<Record<TransactionType, TxId>>>
  /** The ids of the L1 coordinator transactions (account creations by the coordinator). */
  readonly l1CoordinatorIds: ReadonlyArray<TxId>
  /** The ids of the unforged L1 user transactions. */
  readonly unforgedIds: ReadonlyArray<TxId>
}

/** The devnet's steps, its wallets and a summary. */
export interface DevnetPlan {
  readonly steps: ReadonlyArray<DevnetStep>
  readonly wallets: ReadonlyArray<DevnetWallet>
  readonly summary: DevnetSummary
}

/** Offset of the last synced block from the first. */
export const LAST_BLOCK_OFFSET = 418

/** Number of batches the devnet forges. */
export const BATCH_COUNT = 48

/** Offset of batch `k` (1-based). */
function batchOffset(k: number): number {
  return 12 + 8 * (k - 1)
}

/** Seconds from the devnet's first block to its last synced block. */
export function devnetDurationSeconds(secondsPerBlock = DEFAULT_NODE_SETTINGS.secondsPerBlock): number {
  return LAST_BLOCK_OFFSET * secondsPerBlock
}

const HEZ = 10n ** 18n

/** The tokens wallet `w` of `count` opens accounts in (fee wallets, the last four, hold all). */
function walletTokens(w: number, count: number, tokens: ReadonlyArray<DevnetToken>): ReadonlyArray<DevnetToken> {
  if (w > count - 4) return tokens
  const pattern: Record<number, ReadonlyArray<number>> = {
    1: [0, 1, 2, 3, 4],
    2: [0, 2, 3],
    3: [0, 1, 4],
    4: [0, 2, 5],
    5: [0, 3, 4],
    6: [0, 1, 2]
  }
  const ids = pattern[w] ?? [0, 1 + (w % 5)]
  return tokens.filter((t) => ids.includes(t.id))
}

/** A Float40-friendly deposit of `token` scaled by `factor`. */
function depositOf(token: DevnetToken, factor: number): bigint {
  switch (token.symbol) {
    case "ETH":
      return tokenAmount(5 + factor, 18)
    case "HEZ":
      return tokenAmount(1000 * factor + 500, 18)
    case "USDT":
      return tokenAmount(2500 + 250 * factor, 6)
    case "DAI":
      return tokenAmount(3000 + 100 * factor, 18)
    case "WBTC":
      return tokenAmount(5 + factor, 8, 1)
    default:
      return tokenAmount(10000 * factor, 18)
  }
}

function contractVariables(
  blockNum: bigint,
  contracts: ContractAddresses,
  boot: DevnetCoordinator,
  later: boolean
): ContractVariables {
  const ceilings = [1_000n, 10_000n, 100_000n, 1_000_000n, 10_000_000n]
  return {
    rollup: {
      ethereumBlockNum: EthBlockNum.make(blockNum),
      forgeL1L2BatchTimeout: later ? 20 : 10,
      feeAddToken: 10n * HEZ,
      withdrawalDelay: later ? 3600 : 60,
      buckets: ceilings.slice(0, NUM_BUCKETS).map((ceilUSD, i) => ({
        ceilUSD,
        withdrawals: BigInt(10 - 2 * i),
        blockWithdrawalRate: BigInt(10 * 2 ** i),
        maxWithdrawals: BigInt(10 - 2 * i)
      }))
    },
    auction: {
      ethereumBlockNum: EthBlockNum.make(blockNum),
      donationAddress: contracts.donation,
      bootCoordinator: boot.forgerAddr,
      bootCoordinatorUrl: boot.URL,
      defaultSlotSetBid: Array.from({ length: 6 }, () => 10n * HEZ),
      defaultSlotSetBidSlotNum: SlotNum.make(0),
      closedAuctionSlots: 2,
      openAuctionSlots: 20,
      allocationRatio: [4000, 4000, 2000],
      outbidding: 1000,
      slotDeadline: 20
    },
    withdrawalDelayer: {
      ethereumBlockNum: EthBlockNum.make(blockNum),
      hermezGovernanceAddress: contracts.governance,
      emergencyCouncilAddress: contracts.emergencyCouncil,
      withdrawalDelay: later ? 3600 : 60,
      emergencyModeStartingBlock: EthBlockNum.make(0n),
      emergencyMode: false
    }
  }
}

function required<A>(value: A | undefined, what: string): A {
  if (value === undefined) throw new Error(`devnet scenario: missing ${what}`)
  return value
}

/** The devnet's steps for the given options (pure and deterministic). */
export function planDevnet(options: DevnetOptions): DevnetPlan {
  const walletCount = options.wallets ?? DEFAULT_DEVNET_WALLETS
  if (!Number.isSafeInteger(walletCount) || walletCount < 8) throw new RangeError("the devnet needs at least 8 wallets")
  const contracts = options.contracts ?? LOCAL_NETWORK.contracts
  const genesis = options.genesisBlockNum ?? LOCAL_NETWORK.auctionGenesisBlock
  const blocksPerSlot = options.blocksPerSlot ?? BLOCKS_PER_SLOT
  const clock: ChainClock = {
    firstBlock: genesis,
    genesisTime: options.genesisTime,
    secondsPerBlock: options.secondsPerBlock ?? DEFAULT_NODE_SETTINGS.secondsPerBlock
  }
  const wallets = devnetWallets(walletCount)
  const tokens = devnetTokens(contracts.hezToken)
  const [boot, alpha, bravo, charlie] = devnetCoordinators(walletCount)
  if (boot === undefined || alpha === undefined || bravo === undefined || charlie === undefined) {
    throw new Error("devnet scenario: missing coordinators")
  }
  const random = makeRandom(0x2a5eed)
  const rollup = makeRollupState()
  const steps: Array<DevnetStep> = []
  const events = new Map<number, Array<() => void>>()

  const at = (offset: number, event: () => void): void => {
    if (offset > LAST_BLOCK_OFFSET) return
    const list = events.get(offset) ?? []
    list.push(event)
    events.set(offset, list)
  }
  const block = (offset: number) => blockAt(clock, genesis + BigInt(offset))
  const slotOf = (offset: number): number => Math.floor(offset / blocksPerSlot)
  const walletOf = (w: number): DevnetWallet => required(wallets[w - 1], `wallet ${w}`)
  const token = (symbol: string): DevnetToken =>
    required(
      tokens.find((t) => t.symbol === symbol),
      `token ${symbol}`
    )
  const ownerOf = (wallet: DevnetWallet): Owner => ({ ethAddr: wallet.ethAddress, bjj: wallet.bjjPublicKey })
  const loginOwnerOf = (wallet: DevnetWallet): Owner => ({ ethAddr: wallet.ethAddress, bjj: wallet.loginBjjPublicKey })
  const tokenOf = (account: DevnetAccount): DevnetToken =>
    required(
      tokens.find((t) => t.id === account.tokenId),
      `token ${account.tokenId}`
    )
  // The accounts the timeline draws from: the wallets' under their raw keys (never their login accounts).
  const rawOwners = new Set(wallets.map((w) => `${w.ethAddress}/${w.bjjPublicKey}`))
  const userAccounts = (): ReadonlyArray<DevnetAccount> =>
    rollup.accounts().filter((a) => rawOwners.has(`${a.ethAddr}/${a.bjj}`))
  const accountOfWallet = (w: number, symbol: string): DevnetAccount => {
    const found = rollup.accountOf(walletOf(w).ethAddress, token(symbol).id)
    if (found === undefined) throw new Error(`devnet scenario: wallet ${w} has no ${symbol} account`)
    return found
  }
  const queue = (offset: number, request: () => L1Request | undefined): void =>
    at(offset, () => {
      const l1 = request()
      if (l1 !== undefined) steps.push({ _tag: "L1Transaction", transaction: rollup.queueL1(l1, block(offset)) })
    })

  // Coordinators: the current registration of each bidder, and the latest bid per slot.
  const registered = new Map<EthAddress, DevnetCoordinator>()
  const slotWinner = new Map<number, EthAddress>()
  const register = (offset: number, coordinator: DevnetCoordinator): void =>
    at(offset, () => {
      registered.set(coordinator.bidderAddr, coordinator)
      steps.push({
        _tag: "Coordinator",
        coordinator: {
          bidderAddr: coordinator.bidderAddr,
          forgerAddr: coordinator.forgerAddr,
          URL: coordinator.URL,
          ethereumBlock: block(offset).num
        }
      })
    })
  const bid = (offset: number, bidder: DevnetCoordinator, slotNum: number, hez: number): void =>
    at(offset, () => {
      const current = registered.get(bidder.bidderAddr) ?? bidder
      const b = block(offset)
      slotWinner.set(slotNum, bidder.bidderAddr)
      steps.push({
        _tag: "Bid",
        bid: {
          slotNum: SlotNum.make(slotNum),
          bidValue: (BigInt(Math.round(hez * 10)) * HEZ) / 10n,
          ethereumBlockNum: b.num,
          bidderAddr: bidder.bidderAddr,
          forgerAddr: current.forgerAddr,
          withdrawAddr: current.withdrawAddr,
          URL: current.URL,
          timestamp: b.timestamp
        }
      })
    })

  // 0–3: contract variables, tokens, prices, first registrations.
  at(0, () => steps.push({ _tag: "ContractVariables", variables: contractVariables(genesis, contracts, boot, false) }))
  tokens.forEach((t, i) => {
    const offset = i === 0 ? 0 : i < 4 ? 1 : 2
    at(offset, () => {
      steps.push({
        _tag: "Token",
        token: {
          id: t.id,
          ethereumBlockNum: block(offset).num,
          ethereumAddress: t.ethereumAddress,
          name: TokenName.make(t.name),
          symbol: TokenSymbol.make(t.symbol),
          decimals: t.decimals
        }
      })
      const [first] = t.prices
      if (first !== undefined) steps.push({ _tag: "Price", tokenId: t.id, usd: first, at: block(offset).timestamp })
    })
    t.prices.slice(1).forEach((usd, j) => {
      const offset = 150 * (j + 1) + i
      at(offset, () => steps.push({ _tag: "Price", tokenId: t.id, usd, at: block(offset).timestamp }))
    })
  })
  register(2, alpha)
  register(3, bravo)
  register(60, charlie)
  register(200, reRegistered(alpha))
  at(240, () =>
    steps.push({ _tag: "ContractVariables", variables: contractVariables(genesis + 240n, contracts, boot, true) })
  )

  // 4–11: every wallet opens its accounts (queue 0, forged by batch 1 at offset 12).
  const openings = wallets.flatMap((wallet) =>
    walletTokens(wallet.index, walletCount, tokens).map((t) => ({ wallet, t }))
  )
  for (const [i, { wallet, t }] of openings.entries()) {
    queue(4 + Math.floor((i * 8) / openings.length), () => ({
      type: "CreateAccountDeposit",
      owner: ownerOf(wallet),
      tokenId: t.id,
      depositAmount: depositOf(t, wallet.index)
    }))
  }

  // Bids (each before its slot's auction closes: placed while currentSlot < slot − 2).
  bid(6, alpha, 3, 10)
  bid(8, bravo, 4, 10)
  bid(30, alpha, 4, 12)
  bid(50, bravo, 4, 15)
  bid(65, charlie, 6, 11)
  bid(66, charlie, 7, 11)
  bid(205, alpha, 8, 13)
  bid(250, bravo, 9, 10)
  bid(290, alpha, 10, 12.5)
  bid(300, bravo, 11, 10)
  bid(330, charlie, 12, 14)
  bid(400, alpha, 13, 10)
  bid(405, bravo, 15, 11)
  bid(410, charlie, 15, 13)
  bid(415, charlie, 20, 10.5)

  // L1 user transactions between batches.
  const someAccount = (filter: (a: DevnetAccount) => boolean): DevnetAccount | undefined => {
    const candidates = userAccounts().filter(filter)
    return candidates.length === 0 ? undefined : random.pick(candidates)
  }
  const sameTokenPeer = (from: DevnetAccount): DevnetAccount | undefined =>
    someAccount((a) => a.tokenId === from.tokenId && a.idx !== from.idx)
  const smallShare = (account: DevnetAccount, maxPercent: number): bigint =>
    roundAmount((account.balance * BigInt(random.int(1, maxPercent))) / 100n)
  const missingToken = (w: number): DevnetToken | undefined =>
    tokens.find((t) => rollup.accountOf(walletOf(w).ethAddress, t.id) === undefined && t.id !== 0)
  const randomL1 = (): L1Request | undefined => {
    const roll = random.next()
    const from = someAccount((a) => a.balance > 0n)
    if (from === undefined) return undefined
    const fromToken = tokenOf(from)
    const peer = sameTokenPeer(from)
    if (roll < 0.4 || peer === undefined) {
      return { type: "Deposit", fromIdx: from.idx, depositAmount: depositOf(fromToken, random.int(1, 4)) }
    }
    if (roll < 0.55) {
      const w = random.int(1, walletCount)
      const missing = missingToken(w)
      if (missing !== undefined) {
        return {
          type: "CreateAccountDeposit",
          owner: ownerOf(walletOf(w)),
          tokenId: missing.id,
          depositAmount: depositOf(missing, w)
        }
      }
      return { type: "Deposit", fromIdx: from.idx, depositAmount: depositOf(fromToken, 2) }
    }
    if (roll < 0.7) {
      return {
        type: "DepositTransfer",
        fromIdx: from.idx,
        depositAmount: depositOf(fromToken, 1),
        toIdx: peer.idx,
        amount: smallShare(from, 10)
      }
    }
    if (roll < 0.85) return { type: "ForceTransfer", fromIdx: from.idx, toIdx: peer.idx, amount: smallShare(from, 5) }
    if (roll < 0.95) return { type: "ForceExit", fromIdx: from.idx, amount: smallShare(from, 5) }
    const w = random.int(1, walletCount)
    const missing = missingToken(w)
    const receiver = missing === undefined ? undefined : someAccount((a) => a.tokenId === missing.id)
    if (missing === undefined || receiver === undefined) {
      return { type: "Deposit", fromIdx: from.idx, depositAmount: depositOf(fromToken, 3) }
    }
    const deposit = depositOf(missing, w)
    return {
      type: "CreateAccountDepositTransfer",
      owner: ownerOf(walletOf(w)),
      tokenId: missing.id,
      depositAmount: deposit,
      toIdx: receiver.idx,
      amount: roundAmount(deposit / 4n)
    }
  }
  // One of each L1 type early (queue 1), and a ForceTransfer that fails for lack of balance (queue 2).
  queue(13, () => ({ type: "Deposit", fromIdx: accountOfWallet(1, "ETH").idx, depositAmount: tokenAmount(2, 18) }))
  queue(14, () => ({
    type: "DepositTransfer",
    fromIdx: accountOfWallet(2, "USDT").idx,
    depositAmount: tokenAmount(500, 6),
    toIdx: accountOfWallet(1, "USDT").idx,
    amount: tokenAmount(125, 6)
  }))
  queue(15, () => ({
    type: "ForceTransfer",
    fromIdx: accountOfWallet(3, "ETH").idx,
    toIdx: accountOfWallet(1, "ETH").idx,
    amount: tokenAmount(5, 18, 1)
  }))
  queue(17, () => ({ type: "ForceExit", fromIdx: accountOfWallet(1, "DAI").idx, amount: tokenAmount(250, 18) }))
  queue(21, () => ({
    type: "CreateAccountDeposit",
    owner: ownerOf(walletOf(2)),
    tokenId: token("HEZ").id,
    depositAmount: tokenAmount(750, 18)
  }))
  queue(22, () => ({
    type: "CreateAccountDepositTransfer",
    owner: ownerOf(walletOf(3)),
    tokenId: token("DAI").id,
    depositAmount: tokenAmount(1200, 18),
    toIdx: accountOfWallet(1, "DAI").idx,
    amount: tokenAmount(200, 18)
  }))
  queue(45, () => ({
    type: "ForceTransfer",
    fromIdx: accountOfWallet(2, "ETH").idx,
    toIdx: accountOfWallet(4, "ETH").idx,
    amount: tokenAmount(9, 20)
  }))
  for (let k = 4; k <= BATCH_COUNT; k++) {
    for (const delta of [2, 5, 7]) {
      if (batchOffset(k) + delta > batchOffset(46)) continue
      if (random.next() < 0.75) queue(batchOffset(k) + delta, randomL1)
    }
  }
  // Just before the last L1 batch (46), which creates the seed's last accounts: each wallet's login key (the key a
  // wallet app derives at login) opens the accounts its raw key opened in batch 1, with the same deposits, at the end
  // of the queue — so every account above keeps its index.
  const lastL1 = batchOffset(46)
  for (const { wallet, t } of openings) {
    queue(lastL1 - 1, () => ({
      type: "CreateAccountDeposit",
      owner: loginOwnerOf(wallet),
      tokenId: t.id,
      depositAmount: depositOf(t, wallet.index)
    }))
  }
  // After the last L1 batch (46): one of each L1 type stays queued.
  queue(lastL1 + 3, () => ({
    type: "CreateAccountDeposit",
    owner: ownerOf(walletOf(1)),
    tokenId: token("TST").id,
    depositAmount: tokenAmount(5000, 18)
  }))
  queue(lastL1 + 9, () => ({
    type: "Deposit",
    fromIdx: accountOfWallet(2, "ETH").idx,
    depositAmount: tokenAmount(1, 18)
  }))
  queue(lastL1 + 15, () => ({
    type: "DepositTransfer",
    fromIdx: accountOfWallet(1, "USDT").idx,
    depositAmount: tokenAmount(100, 6),
    toIdx: accountOfWallet(2, "USDT").idx,
    amount: tokenAmount(50, 6)
  }))
  queue(lastL1 + 20, () => ({
    type: "ForceTransfer",
    fromIdx: accountOfWallet(1, "ETH").idx,
    toIdx: accountOfWallet(2, "ETH").idx,
    amount: tokenAmount(1, 17)
  }))
  queue(lastL1 + 26, () => ({ type: "ForceExit", fromIdx: accountOfWallet(1, "HEZ").idx, amount: tokenAmount(10, 18) }))
  queue(lastL1 + 31, () => ({
    type: "CreateAccountDepositTransfer",
    owner: ownerOf(walletOf(2)),
    tokenId: token("WBTC").id,
    depositAmount: tokenAmount(2, 8, 1),
    toIdx: accountOfWallet(1, "WBTC").idx,
    amount: tokenAmount(5, 8, 2)
  }))

  // L2 transactions of a batch.
  const fees: ReadonlyArray<number> = [0, 0, 24, 28, 31, 31, 33]
  const payable = (account: DevnetAccount, amount: bigint): boolean =>
    amount > 0n && account.balance >= amount + amount / 50n
  const randomL2 = (): L2Request | undefined => {
    const from = someAccount((a) => a.balance > 1000n)
    if (from === undefined) return undefined
    const amount = smallShare(from, 25)
    const fee = random.pick(fees)
    if (!payable(from, amount)) return undefined
    const roll = random.next()
    if (roll < 0.7) {
      const to = sameTokenPeer(from)
      return to === undefined ? undefined : { type: "Transfer", fromIdx: from.idx, toIdx: to.idx, amount, fee }
    }
    if (roll < 0.8)
      return { type: "TransferToEthAddr", fromIdx: from.idx, to: ownerOf(random.pick(wallets)), amount, fee }
    if (roll < 0.85)
      return { type: "TransferToBJJ", fromIdx: from.idx, toBjj: random.pick(wallets).bjjPublicKey, amount, fee }
    return { type: "Exit", fromIdx: from.idx, amount: smallShare(from, 20), fee }
  }
  const scriptedL2 = (): ReadonlyArray<L2Request> => {
    const eth = accountOfWallet(1, "ETH")
    const hez = accountOfWallet(1, "HEZ")
    return [
      { type: "Transfer", fromIdx: eth.idx, toIdx: accountOfWallet(2, "ETH").idx, amount: tokenAmount(1, 17), fee: 0 },
      {
        type: "Transfer",
        fromIdx: eth.idx,
        toIdx: accountOfWallet(3, "ETH").idx,
        amount: tokenAmount(25, 16),
        fee: 31
      },
      { type: "TransferToEthAddr", fromIdx: hez.idx, to: ownerOf(walletOf(2)), amount: tokenAmount(40, 18), fee: 28 },
      { type: "TransferToEthAddr", fromIdx: eth.idx, to: ownerOf(walletOf(4)), amount: tokenAmount(5, 16), fee: 0 },
      { type: "TransferToBJJ", fromIdx: eth.idx, toBjj: walletOf(3).bjjPublicKey, amount: tokenAmount(2, 16), fee: 24 },
      { type: "Exit", fromIdx: eth.idx, amount: tokenAmount(5, 17), fee: 0 },
      { type: "Exit", fromIdx: hez.idx, amount: tokenAmount(60, 18), fee: 33 }
    ]
  }

  // Withdrawals of the exits, in turn: instant; delayed request then delayed; delayed request only; none.
  let exitCount = 0
  const withdraw = (offset: number, exitBatch: NewBatch, idx: AccountIdx, kind: NewWithdrawal["kind"]): void =>
    at(offset, () =>
      steps.push({
        _tag: "Withdrawal",
        withdrawal: { batchNum: exitBatch.batchNum, idx, kind, ethereumBlockNum: block(offset).num }
      })
    )

  // Batches.
  for (let k = 1; k <= BATCH_COUNT; k++) {
    const offset = batchOffset(k)
    at(offset, () => {
      const slotNum = slotOf(offset)
      const winnerAddr = slotWinner.get(slotNum)
      const winner = winnerAddr === undefined ? undefined : registered.get(winnerAddr)
      const coordinator = winner ?? boot
      const l2: Array<L2Request> = []
      if (k === 2) l2.push(...scriptedL2())
      else if (k > 2) {
        const count = random.int(4, 10)
        for (let i = 0; i < count; i++) {
          const request = randomL2()
          if (request !== undefined) l2.push(request)
        }
      }
      const batch = rollup.forge({
        block: block(offset),
        forgerAddr: coordinator.forgerAddr,
        slotNum,
        forgeL1: (k - 1) % 3 === 0,
        feeOwner: walletOf(coordinator.feeWallet).ethAddress,
        l2
      })
      steps.push({ _tag: "Batch", batch })
      for (const exit of batch.exits) {
        const turn = exitCount++ % 4
        if (turn === 0) withdraw(offset + 6, batch, exit.idx, "instant")
        if (turn === 1) {
          withdraw(offset + 5, batch, exit.idx, "delayedRequest")
          withdraw(offset + 35, batch, exit.idx, "delayed")
        }
        if (turn === 2) withdraw(offset + 7, batch, exit.idx, "delayedRequest")
      }
    })
  }

  // Run the timeline: record each block, then what happens in it.
  for (let offset = 0; offset <= LAST_BLOCK_OFFSET; offset++) {
    steps.push({ _tag: "Block", block: block(offset) })
    for (const event of events.get(offset) ?? []) event()
  }

  return {
    steps,
    wallets,
    summary: summarize(steps, {
      wallets: walletCount,
      tokens: tokens.length,
      accounts: rollup.accounts().length,
      unforged: rollup.pendingL1(),
      firstBlock: genesis,
      lastBlock: genesis + BigInt(LAST_BLOCK_OFFSET),
      currentSlot: slotOf(LAST_BLOCK_OFFSET)
    })
  }
}

/** The summary of a plan's steps. */
function summarize(
  steps: ReadonlyArray<DevnetStep>,
  facts: {
    readonly wallets: number
    readonly tokens: number
    readonly accounts: number
    readonly unforged: ReadonlyArray<NewL1UserTransaction>
    readonly firstBlock: bigint
    readonly lastBlock: bigint
    readonly currentSlot: number
  }
): DevnetSummary {
  const forgedByType: Record<TransactionType, number> = {
    Exit: 0,
    Transfer: 0,
    Deposit: 0,
    CreateAccountDeposit: 0,
    CreateAccountDepositTransfer: 0,
    DepositTransfer: 0,
    ForceTransfer: 0,
    ForceExit: 0,
    TransferToEthAddr: 0,
    TransferToBJJ: 0
  }
  const withdrawals: Record<NewWithdrawal["kind"], number> = { instant: 0, delayedRequest: 0, delayed: 0 }
  const forgedIds: Partial<Record<TransactionType, TxId>> = {}
  const queued = new Map<string, NewL1UserTransaction>()
  const tokenOfIdx = new Map<number, number>()
  const coordinatorIds: Array<TxId> = []
  let coordinatorRegistrations = 0
  let bids = 0
  let batches = 0
  let l1Coordinator = 0
  let failed = 0
  let exits = 0
  const count = (type: TransactionType, id: TxId): void => {
    forgedByType[type] += 1
    forgedIds[type] ??= id
  }
  for (const step of steps) {
    switch (step._tag) {
      case "Coordinator":
        coordinatorRegistrations++
        break
      case "Bid":
        bids++
        break
      case "Withdrawal":
        withdrawals[step.withdrawal.kind] += 1
        break
      case "L1Transaction":
        queued.set(`${step.transaction.toForgeL1TransactionsNum}/${step.transaction.position}`, step.transaction)
        break
      case "Batch": {
        const batch = step.batch
        batches++
        for (const account of batch.createdAccounts) tokenOfIdx.set(account.idx, account.tokenId)
        exits += batch.exits.length
        l1Coordinator += batch.l1CoordinatorTransactions.length
        for (const result of batch.l1UserResults) {
          const tx = queued.get(`${batch.forgeL1TransactionsNum}/${result.position}`)
          if (tx === undefined || batch.forgeL1TransactionsNum === null) continue
          count(tx.type, l1UserTxId(batch.forgeL1TransactionsNum, result.position))
          if (!result.amountSuccess || !result.depositAmountSuccess) failed++
        }
        for (const tx of batch.l1CoordinatorTransactions) {
          coordinatorIds.push(l1CoordinatorTxId(batch.batchNum, tx.position))
        }
        for (const tx of batch.l2Transactions) {
          const tokenId = tokenOfIdx.get(tx.fromIdx) ?? 0
          const id = l2TxId({ fromIdx: tx.fromIdx, tokenId, amount: tx.amount, nonce: tx.nonce, fee: tx.fee })
          if (Result.isSuccess(id)) count(tx.type, id.success)
        }
        break
      }
      default:
        break
    }
  }
  const forgedTransactions = Object.values(forgedByType).reduce((a, b) => a + b, 0) + l1Coordinator
  return {
    wallets: facts.wallets,
    tokens: facts.tokens,
    accounts: facts.accounts,
    coordinatorRegistrations,
    bids,
    batches,
    forgedTransactions,
    forgedByType,
    l1CoordinatorTransactions: l1Coordinator,
    unforgedL1Transactions: facts.unforged.length,
    failedL1Transactions: failed,
    exits,
    withdrawals,
    firstBlock: facts.firstBlock,
    lastBlock: facts.lastBlock,
    currentSlot: facts.currentSlot,
    forgedIds,
    l1CoordinatorIds: coordinatorIds,
    unforgedIds: facts.unforged.map((tx) => l1UserTxId(tx.toForgeL1TransactionsNum, tx.position))
  }
}
