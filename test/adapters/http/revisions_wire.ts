/** The documented differences of the revisions' bodies, written apart from the implementation: per revision-table row,
 * the earlier body of a later body; all rows applied must give the earlier body exactly. */
import { REVISION_ROWS, type RevisionRow } from "../../../core/revision/revision.ts"
import { isRecord } from "./web_client.ts"

/** What some transformations need besides the body. */
export interface WireContext {
  /** The itemIds of every item the request's filters match, ascending (for the earlier pagination totals). */
  readonly matching: ReadonlyArray<number>
  /** The later `/config` body (the rollup address of the earlier State). */
  readonly config: Record<string, unknown>
  /** Seconds per Ethereum block of the node settings. */
  readonly secondsPerBlock: number
}

type Json = unknown
type Transform = (body: Json, context: WireContext) => Json

/** The body with `f` applied to every object (children first) that `matches`. */
function everywhere(
  body: Json,
  matches: (o: Record<string, unknown>) => boolean,
  f: (o: Record<string, unknown>) => Json
): Json {
  if (Array.isArray(body)) return body.map((item) => everywhere(item, matches, f))
  if (!isRecord(body)) return body
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(body)) out[key] = everywhere(value, matches, f)
  return matches(out) ? f(out) : out
}

/** A field of an object (fails the test when absent). */
function field(o: Record<string, unknown>, key: string): unknown {
  if (!(key in o)) throw new Error(`expected a field ${key} in ${JSON.stringify(o).slice(0, 200)}`)
  return o[key]
}

/** A field that must be an object. */
function object(o: Record<string, unknown>, key: string): Record<string, unknown> {
  const value = field(o, key)
  if (!isRecord(value)) throw new Error(`expected an object under ${key}`)
  return value
}

/** The earlier `pagination` of a result whose items have the itemIds `matching`. */
function totalsOf(matching: ReadonlyArray<number>) {
  return {
    totalItems: matching.length,
    firstItem: matching.length === 0 ? null : Math.min(...matching),
    lastItem: matching.length === 0 ? null : Math.max(...matching)
  }
}

/** A list envelope: `pendingItems` → `pagination` with the totals of the whole result. */
const listEnvelope: Transform = (body, { matching }) => {
  if (!isRecord(body) || !("pendingItems" in body)) return body
  const { pendingItems: _, ...rest } = body
  return { ...rest, pagination: totalsOf(matching) }
}

/** Coordinators: no boot coordinator entry (itemId 0), and the earlier totals of the registered ones. */
const coordinatorExtensions: Transform = (body, { matching }) => {
  if (!isRecord(body) || !Array.isArray(body["coordinators"])) return body
  const registered = body["coordinators"].filter((c) => !(isRecord(c) && c["itemId"] === 0))
  return "pagination" in body
    ? { ...body, coordinators: registered, pagination: totalsOf(matching.filter((id) => id !== 0)) }
    : { ...body, coordinators: registered }
}

/** L1Info: depositAmount → loadAmount, historicDepositAmountUSD → historicLoadAmountUSD, no success flags. */
const l1Info: Transform = (body) =>
  everywhere(
    body,
    (o) => isRecord(o["L1Info"]),
    (o) => {
      const info = object(o, "L1Info")
      return {
        ...o,
        L1Info: {
          toForgeL1TransactionsNum: field(info, "toForgeL1TransactionsNum"),
          userOrigin: field(info, "userOrigin"),
          loadAmount: field(info, "depositAmount"),
          historicLoadAmountUSD: field(info, "historicDepositAmountUSD"),
          ethereumBlockNum: field(info, "ethereumBlockNum")
        }
      }
    }
  )

/** Exit: instantWithdrawn/delayedWithdrawn, no owner, capitalised merkleProof keys. */
const exitShape: Transform = (body) =>
  everywhere(
    body,
    (o) => "merkleProof" in o && "instantWithdraw" in o,
    (o) => {
      const { bjj: _b, zkEthereumAddress: _z, instantWithdraw, delayedWithdraw, merkleProof: _m, ...rest } = o
      const proof = object(o, "merkleProof")
      const capitalised: Record<string, unknown> = {}
      for (const [key, value] of Object.entries(proof)) capitalised[key.charAt(0).toUpperCase() + key.slice(1)] = value
      return { ...rest, merkleProof: capitalised, instantWithdrawn: instantWithdraw, delayedWithdrawn: delayedWithdraw }
    }
  )

/** Slot: bestBid → winnerBid. */
const slotBidKey: Transform = (body) =>
  everywhere(
    body,
    (o) => "bestBid" in o && "firstBlock" in o,
    (o) => {
      const { bestBid, ...rest } = o
      return { ...rest, winnerBid: bestBid }
    }
  )

/** State: the pagination-era shape (`core/domain/network_state_earlier.ts` documents the mapping), without the final
 * dialect's `node`, `metrics.tokenAccounts` and `metrics.wallets`. */
const stateShape: Transform = (body, { config, secondsPerBlock }) => {
  if (!isRecord(body) || !("nodeConfig" in body)) return body
  const network = object(body, "network")
  const metrics = object(body, "metrics")
  const rollup = object(body, "rollup")
  const auction = object(body, "auction")
  const delayer = object(body, "withdrawalDelayer")
  const forgers = field(network, "nextForgers")
  if (!Array.isArray(forgers)) throw new Error("nextForgers is not an array")
  // The final dialect's spellings carry their interface twins' figures, and the earlier shape has neither.
  if (JSON.stringify(field(body, "node")) !== JSON.stringify(field(body, "nodeConfig")))
    throw new Error("node ≠ nodeConfig")
  if (field(metrics, "tokenAccounts") !== field(metrics, "totalAccounts"))
    throw new Error("tokenAccounts ≠ totalAccounts")
  if (field(metrics, "wallets") !== field(metrics, "totalBJJs")) throw new Error("wallets ≠ totalBJJs")
  const { estimatedTimeToForgeL1: _, tokenAccounts: _t, wallets: _w, ...earlierMetrics } = metrics
  const { bootCoordinatorUrl: _u, defaultSlotSetBidSlotNum: _s, ...earlierAuction } = auction
  const buckets = field(rollup, "buckets")
  if (!Array.isArray(buckets)) throw new Error("buckets is not an array")
  const startingBlock = Number(field(delayer, "emergencyModeStartingBlock"))
  const period = isRecord(forgers[0]) ? object(forgers[0], "period") : undefined
  const startingTime =
    startingBlock === 0 || period === undefined
      ? 0
      : Math.floor(
          (Date.parse(String(field(period, "fromTimestamp"))) +
            (startingBlock - Number(field(period, "fromBlock"))) * secondsPerBlock * 1000) /
            1000
        )
  return {
    network: {
      lastBlock: field(network, "lastSynchedBlock"),
      lastBatch: field(network, "lastBatch"),
      currentSlot: field(network, "currentSlot"),
      nextForgers: forgers.map((forger) => (isRecord(forger) ? field(forger, "coordinator") : forger))
    },
    metrics: earlierMetrics,
    rollup: {
      ...rollup,
      buckets: buckets.map((bucket) =>
        isRecord(bucket) ? { ...bucket, blockStamp: String(field(rollup, "ethereumBlockNum")) } : bucket
      )
    },
    auction: earlierAuction,
    withdrawalDelayer: {
      hermezRollupAddress: field(object(config, "withdrawalDelayer"), "hermezRollup"),
      hermezGovernanceDAOAddress: field(delayer, "hermezGovernanceAddress"),
      whiteHackGroupAddress: field(delayer, "emergencyCouncilAddress"),
      hermezKeeperAddress: field(delayer, "hermezGovernanceAddress"),
      withdrawalDelay: field(delayer, "withdrawalDelay"),
      emergencyModeStartingTime: startingTime,
      emergencyMode: field(delayer, "emergencyMode")
    },
    recommendedFee: field(body, "recommendedFee")
  }
}

/** Batch: without the extension fields `forgedTransactions` and `ethereumTxHash`, wherever a batch is (lists, full batches, the State). */
const batchExtensions: Transform = (body) =>
  everywhere(
    body,
    (o) => "forgedTransactions" in o && "forgerAddr" in o && "batchNum" in o,
    (o) => {
      field(o, "ethereumTxHash")
      const { forgedTransactions: _f, ethereumTxHash: _e, ...rest } = o
      return rest
    }
  )

/** The wallet extensions: a pool transaction has no `toBJJ`, `maxNumBatch`, `invalidationReason`, `atomicGroupId` nor
 * `info` (the rest of the row changes what a request may say). */
const walletExtensions: Transform = (body) =>
  everywhere(
    body,
    (o) => "invalidationReason" in o && "signature" in o,
    (o) => {
      const {
        toBJJ: _finalSpelling,
        maxNumBatch: _limit,
        invalidationReason: _reason,
        atomicGroupId: _group,
        info: _info,
        ...rest
      } = o
      return rest
    }
  )

/** Finality: no `finality` on batches, history transactions and exits, no `withdrawableAtBlock` on exits. */
const finality: Transform = (body) =>
  everywhere(
    body,
    (o) => "finality" in o && "batchNum" in o,
    (o) => {
      const { finality: _f, withdrawableAtBlock: _w, ...rest } = o
      return rest
    }
  )

/** Rows that change what a request may say, not what a response body looks like. */
const sameBody: Transform = (body) => body

/** The earlier body of a later body, row by row. */
export const LATER_TO_EARLIER: { readonly [Row in RevisionRow]: Transform } = {
  listEnvelope,
  emptyListIsNotFound: sameBody,
  l1Info,
  slotsMaxParam: sameBody,
  slotsWonBy: sameBody,
  bidsAddressParam: sameBody,
  bidsAtLeastOne: sameBody,
  exitsOnlyPendingWithdraws: sameBody,
  exitShape,
  slotBidKey,
  stateShape,
  walletExtensions,
  liveEvents: sameBody,
  search: sameBody,
  coordinatorExtensions,
  batchExtensions,
  bulkLookups: sameBody,
  finality,
  webhooks: sameBody,
  historyExport: sameBody,
  listSeparators: sameBody,
  exitDestinations: sameBody,
  devnetFaucet: sameBody
}

/** The earlier body of a later body: every row's transformation, in the table's order. */
export function laterToEarlier(body: Json, context: WireContext): Json {
  return REVISION_ROWS.reduce((current, row) => LATER_TO_EARLIER[row](current, context), body)
}
