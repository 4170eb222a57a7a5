/** A fresh in-memory node for property tests, on a clock the test moves, with a coordinator's moves in a line each:
 * register a token, fund an account, submit and authorize as a wallet does, forge the pool into a batch, reorg. */
import { Effect, Layer, Option } from "effect"
import { makePromiseClient, type PromiseClient } from "../../adapters/http/client/client.ts"
import { MemoryStorage } from "../../adapters/memory/mod.ts"
import type { Account } from "../../core/domain/account.ts"
import { AccountIdx, EXIT_IDX } from "../../core/domain/account_index.ts"
import { checksumOfBytes } from "../../core/domain/eth_address.ts"
import type { Batch } from "../../core/domain/batch.ts"
import { BatchNum, Nonce, SlotNum, TokenId } from "../../core/domain/scalars.ts"
import type { Token } from "../../core/domain/token.ts"
import type { PageRequest } from "../../core/pagination/page.ts"
import { AccountStore } from "../../core/ports/account_store.ts"
import { BatchStore } from "../../core/ports/batch_store.ts"
import { WallClock } from "../../core/ports/clock.ts"
import { Ledger, type NewL1UserTransaction } from "../../core/ports/ledger.ts"
import { authorizationDomainOf, NetworkSettings } from "../../core/ports/network_settings.ts"
import { NetworkStore } from "../../core/ports/network_store.ts"
import type { PoseidonHasher } from "../../core/ports/poseidon_hasher.ts"
import type { StoragePorts } from "../../core/ports/storage_ports.ts"
import { TokenStore } from "../../core/ports/token_store.ts"
import type { TxId } from "../../core/domain/tx_id.ts"
import type { AuthorizationDomain } from "../../core/signing/mod.ts"
import { type ForgeReport, forgeStep } from "../../devnet/forger.ts"
import { slotOfBlock } from "../../devnet/forger_chain.ts"
import { forgedL1Queues, type L1QueueContents, l1QueueContents } from "../../devnet/forger_l1.ts"
import { slotForger } from "../../devnet/forger_coordinator.ts"
import { DEFAULT_DEVNET_WALLETS } from "../../devnet/settings.ts"
import { type EmbeddedNode, makeNode, type NetworkIdentity } from "../embed/mod.ts"
import { type TestBatchContents, testBatch, testBlock } from "./chain_values.ts"
import {
  type AuthorizationFault,
  type SignedTransactionBody,
  signedAuthorization,
  signedTransaction,
  type TransactionFault,
  type TransactionSpec
} from "./signed_requests.ts"
import type { TestWallet } from "./test_wallet.ts"
import {
  type AtomicGroupFault,
  type AtomicMemberSpec,
  type SignedAtomicGroupBody,
  signedAtomicGroup
} from "./signed_atomic_group.ts"

/** How to make a test node. */
export interface TestNodeOptions {
  /** Every storage port, hashing with the crypto adapter's Poseidon (default: the memory storage, `MemoryStorage.layer`). */
  readonly storage?: Layer.Layer<StoragePorts, unknown, PoseidonHasher> | undefined
  /** The clock's first instant, the first block's time (default 2026-01-01T00:00:00Z). */
  readonly start?: Date | undefined
  /** Chain id, network name, contracts and node settings (default: the devnet's). */
  readonly settings?: NetworkIdentity | undefined
}

/** An HTTP answer read whole: its status, its headers and its body parsed (JSON) or as text. */
export interface TestAnswer {
  readonly status: number
  readonly headers: Headers
  readonly body: unknown
}

/** An L1 user transaction a wallet sends to the rollup contract: an account created with a deposit, a deposit to an
 * account, a forced exit. */
export interface TestL1Transaction {
  readonly type: "CreateAccountDeposit" | "Deposit" | "ForceExit"
  /** The wallet that sends it from Ethereum (and owns the account it creates). */
  readonly wallet: TestWallet
  readonly tokenId: number
  /** Its account (null: the account it creates). */
  readonly fromIdx: number | null
  /** What a forced exit takes out (default 0). */
  readonly amount?: bigint | undefined
  /** What a deposit puts in (default 0). */
  readonly depositAmount?: bigint | undefined
}

/** Where the rollup contract queued an L1 user transaction, and its id. */
export interface QueuedL1Transaction {
  readonly id: TxId
  readonly queue: number
  readonly position: number
}

/** A test node: the embedded node and the moves of a coordinator and its wallets. */
export interface TestNode extends EmbeddedNode<unknown> {
  /** The chain id transactions are signed for. */
  readonly chainId: number
  /** The EIP-712 domain authorizations are signed on. */
  readonly domain: AuthorizationDomain
  /** The clock's current instant. */
  readonly now: () => Date
  /** Moves the clock on by `millis`. */
  readonly advance: (millis: number) => void
  /** Registers the next token id as `symbol` (18 decimals by default). */
  readonly registerToken: (symbol: string, decimals?: number) => Promise<Token>
  /** Forges a batch in which the coordinator credits `amount` to `wallet`'s account in `token`, creating it if needed. */
  readonly fund: (wallet: TestWallet, token: Token, amount: bigint) => Promise<Account>
  /** `wallet`'s account in `token`, if it has one. */
  readonly accountOf: (wallet: TestWallet, token: Token) => Promise<Account | undefined>
  /** `spec` signed by `wallet` for this node's chain, or with `fault`; fee selector 0 (no fee) unless `spec.fee` says, and
   * `maxNumBatch` only when `spec.maxNumBatch` gives it. */
  readonly transaction: (spec: TransactionSpec, wallet: TestWallet, fault?: TransactionFault) => SignedTransactionBody
  /** `POST /transactions-pool` with `body`. */
  readonly submit: (body: unknown) => Promise<TestAnswer>
  /** An atomic group of `members` (each requesting another member) signed for this node's chain, or with `fault`. */
  readonly atomicGroup: (members: ReadonlyArray<AtomicMemberSpec>, fault?: AtomicGroupFault) => SignedAtomicGroupBody
  /** `POST /atomic-pool` with `body`. */
  readonly submitGroup: (body: unknown) => Promise<TestAnswer>
  /** `POST /account-creation-authorization` of `wallet`'s own key, or with `fault`. */
  readonly authorize: (wallet: TestWallet, fault?: AuthorizationFault) => Promise<TestAnswer>
  /** The typed client of the node's API (the later revision, `zk-rollup-node-api/client`) over its `fetch`: each read
   * decoded by its endpoint's schema, e.g. `node.client.call((api) => api.account.getAccount({ params }))`; an error
   * body rejects as its class (`Error404`, …). */
  readonly client: PromiseClient<"later">
  /** `GET path` (with its query), the body as raw JSON: for what the typed `client` does not ask. */
  readonly get: (path: string) => Promise<TestAnswer>
  /** `POST path` (with its query, e.g. `/transactions-pool?replace=true`) with the JSON `body`. */
  readonly post: (path: string, body: unknown) => Promise<TestAnswer>
  /** Forges the next batch in a new block as its slot's forger, holding `contents` (an L1 queue's results, accounts
   * created and updated, exits; by default none): what the coordinator brings, without the pool. */
  readonly forgeBatch: (contents?: TestBatchContents) => Promise<Batch>
  /** Sends `tx` to the rollup contract, which queues it at the end of the queue that is filling; the node records it. */
  readonly queueL1: (tx: TestL1Transaction) => Promise<QueuedL1Transaction>
  /** Forges the oldest L1 queue no batch of the node has forged (forging the filling one opens the next) in a batch of
   * its own, its contents computed by the devnet's coordinator from the node's accounts: the batch and its contents. */
  readonly forgeL1Queue: () => Promise<{ readonly batch: Batch; readonly contents: L1QueueContents }>
  /** Forges the pending pool into a batch as the devnet's coordinator does (nonces ahead wait, the invalid are discarded). */
  readonly forge: () => Promise<ForgeReport>
  /** Undoes every batch after `batchNum`. */
  readonly reorg: (batchNum: number) => Promise<void>
  /** The last forged batch, if any. */
  readonly lastBatch: () => Promise<Batch | undefined>
}

/** The default start of a test node's clock. */
const DEFAULT_START = new Date(Date.UTC(2026, 0, 1))

/** The first account index of users' accounts (0–255 are reserved). */
const FIRST_USER_IDX = 256

const LAST: PageRequest = { fromItem: undefined, order: "DESC", limit: 1 }
const FIRST: PageRequest = { fromItem: undefined, order: "ASC", limit: 1 }

/** The last forged batch. */
const lastBatchOf = Effect.map(
  Effect.flatMap(Effect.service(BatchStore), (store) => store.list({}, LAST)),
  (page) => page.items[0]
)

/** Records the block after the last one, at the clock's instant (never before the last block's). */
const nextBlock = Effect.gen(function* () {
  const status = yield* (yield* NetworkStore).syncStatus
  const now = yield* (yield* WallClock).now
  const last = Option.getOrUndefined(status.lastSyncedBlock)
  const block = testBlock((last?.num ?? 0n) + 1n, new Date(Math.max(now.getTime(), last?.timestamp.getTime() ?? 0)))
  yield* (yield* Ledger).recordBlock(block)
  return block
})

/** The next batch, in a new block, forged as the slot's forger would, holding `contents` (what it does not say: none). */
const nextBatch = (contents: TestBatchContents) =>
  Effect.gen(function* () {
    const block = yield* nextBlock
    const batchNum = ((yield* lastBatchOf)?.batchNum ?? 0) + 1
    const { auction } = (yield* NetworkSettings).config
    const slotNum = slotOfBlock(block.num, auction.genesisBlockNum, auction.blocksPerSlot)
    const forger = yield* slotForger(slotNum, DEFAULT_DEVNET_WALLETS)
    return yield* (yield* Ledger).forgeBatch(
      testBatch(block, batchNum, { forgerAddr: forger.forgerAddr, slotNum: SlotNum.make(slotNum), ...contents })
    )
  })

/** A batch in a new block crediting `amount` to `wallet`'s account in `token`, as the coordinator records it. */
const fundBatch = (wallet: TestWallet, token: Token, amount: bigint) =>
  Effect.gen(function* () {
    const accounts = yield* AccountStore
    const owned = (yield* accounts.list({ ethAddr: wallet.ethAddress, bjj: wallet.bjj, tokenIds: [token.id] }, FIRST))
      .items[0]
    const newest = (yield* accounts.list({}, LAST)).items[0]
    const idx = AccountIdx.make(
      owned?.accountIndex.idx ?? Math.max(FIRST_USER_IDX, (newest?.accountIndex.idx ?? 0) + 1)
    )
    yield* nextBatch({
      createdAccounts:
        owned === undefined ? [{ idx, tokenId: token.id, bjj: wallet.bjj, ethAddr: wallet.ethAddress }] : [],
      accountUpdates: [{ idx, nonce: owned?.nonce ?? Nonce.make(0n), balance: (owned?.balance ?? 0n) + amount }]
    })
    return Option.getOrThrow(yield* accounts.get(idx))
  })

/** The answer of `response`, its body parsed as JSON when it is JSON. */
async function answerOf(response: Response): Promise<TestAnswer> {
  const text = await response.text()
  const json = (response.headers.get("content-type") ?? "").includes("json")
  return { status: response.status, headers: response.headers, body: json && text !== "" ? JSON.parse(text) : text }
}

/** Makes a fresh test node (on the memory storage unless `options.storage` names another) whose chain has one block;
 * close it with `close()`. */
export async function makeTestNode(options: TestNodeOptions = {}): Promise<TestNode> {
  let now = (options.start ?? DEFAULT_START).getTime()
  const clock = Layer.succeed(WallClock, WallClock.of({ now: Effect.sync(() => new Date(now)) }))
  const node = await makeNode({ storage: options.storage ?? MemoryStorage.layer, clock, settings: options.settings })
  const settings = await node.run(Effect.service(NetworkSettings))
  await node.run(Effect.orDie(nextBlock))
  const chainId = Number(settings.config.chainId)
  const domain = authorizationDomainOf(settings)
  const send = (path: string, init?: RequestInit) =>
    node.fetch(new Request(`http://test-node${path}`, init)).then(answerOf)
  const post = (path: string, body: unknown) =>
    send(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
  let client: PromiseClient<"later"> | undefined
  // The rollup contract's L1 queues, as a coordinator reads them from Ethereum, and the queue that is filling.
  const contract = new Map<number, Array<NewL1UserTransaction>>()
  let fillingQueue = 0
  const queueL1 = (tx: TestL1Transaction) =>
    Effect.gen(function* () {
      const block = Option.getOrThrow((yield* (yield* NetworkStore).syncStatus).lastSyncedBlock)
      const queue = contract.get(fillingQueue) ?? []
      const recorded: NewL1UserTransaction = {
        toForgeL1TransactionsNum: fillingQueue,
        position: queue.length,
        type: tx.type,
        fromIdx: tx.fromIdx === null ? null : AccountIdx.make(tx.fromIdx),
        fromEthAddr: tx.wallet.ethAddress,
        fromBjj: tx.wallet.bjj,
        toIdx: tx.type === "ForceExit" ? EXIT_IDX : AccountIdx.make(0),
        tokenId: TokenId.make(tx.tokenId),
        amount: tx.amount ?? 0n,
        depositAmount: tx.depositAmount ?? 0n,
        ethereumBlockNum: block.num,
        timestamp: yield* (yield* WallClock).now
      }
      const { id } = yield* (yield* Ledger).queueL1Transaction(recorded)
      contract.set(fillingQueue, [...queue, recorded])
      return { id, queue: recorded.toForgeL1TransactionsNum, position: recorded.position }
    })
  const forgeL1Queue = Effect.gen(function* () {
    const forged = yield* forgedL1Queues
    let queueNum = 0
    while (forged.has(queueNum)) queueNum++
    if (queueNum >= fillingQueue) fillingQueue = queueNum + 1
    const contents = yield* l1QueueContents(queueNum, contract.get(queueNum) ?? [])
    return { batch: yield* nextBatch(contents), contents }
  })
  const accountOf = (wallet: TestWallet, token: Token) =>
    node.run(
      Effect.map(
        Effect.flatMap(Effect.service(AccountStore), (store) =>
          store.list({ ethAddr: wallet.ethAddress, bjj: wallet.bjj, tokenIds: [token.id] }, FIRST)
        ),
        (page) => page.items[0]
      )
    )
  return {
    ...node,
    chainId,
    domain,
    now: () => new Date(now),
    advance: (millis) => {
      now += millis
    },
    registerToken: (symbol, decimals = 18) =>
      node.run(
        Effect.orDie(
          Effect.gen(function* () {
            const newest = (yield* (yield* TokenStore).list({}, LAST)).items[0]
            const id = newest === undefined ? 0 : newest.id + 1
            const address = new Uint8Array(20)
            new DataView(address.buffer).setUint32(16, id + 1)
            const block = Option.getOrThrow((yield* (yield* NetworkStore).syncStatus).lastSyncedBlock)
            return yield* (yield* Ledger).registerToken({
              id: TokenId.make(id),
              ethereumBlockNum: block.num,
              ethereumAddress: checksumOfBytes(address),
              name: `${symbol} token`,
              symbol,
              decimals
            })
          })
        )
      ),
    fund: (wallet, token, amount) => node.run(Effect.orDie(fundBatch(wallet, token, amount))),
    accountOf,
    transaction: (spec, wallet, fault) => signedTransaction(spec, wallet, chainId, fault),
    submit: (body) => post("/transactions-pool", body),
    atomicGroup: (members, fault) => signedAtomicGroup(members, chainId, fault),
    submitGroup: (body) => post("/atomic-pool", body),
    authorize: (wallet, fault) => post("/account-creation-authorization", signedAuthorization(wallet, domain, fault)),
    // Made on first use: a test that never reads through it does not pay for building the client.
    get client() {
      client ??= makePromiseClient({
        baseUrl: "http://test-node",
        revision: "later",
        fetch: node.fetch,
        retryAfter: false
      })
      return client
    },
    get: (path) => send(path),
    post,
    forgeBatch: (contents = {}) => node.run(nextBatch(contents)),
    queueL1: (tx) => node.run(queueL1(tx)),
    forgeL1Queue: () => node.run(forgeL1Queue),
    forge: () => node.run(Effect.orDie(forgeStep({ wallets: DEFAULT_DEVNET_WALLETS }))),
    reorg: (batchNum) =>
      node.run(Effect.flatMap(Effect.service(Ledger), (ledger) => ledger.reorg(BatchNum.make(batchNum)))),
    lastBatch: () => node.run(lastBatchOf)
  }
}
