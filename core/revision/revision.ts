/** The two revisions of the interface and every difference between them, as one table with a row per difference;
 * adapters build one API per revision from it, and nothing else branches on the revision. */
import type { ListSeparators } from "../domain/query_params.ts"
import type { Page } from "../pagination/page.ts"
import type { ExitDestinations } from "../signing/type_inference.ts"
import type { PageCounts } from "../pagination/shown_counts.ts"

/** A revision of the interface: `later` is the main text, `earlier` the Versioning differences. */
export type Revision = "later" | "earlier"

/** The revisions, later first. */
export const REVISIONS: ReadonlyArray<Revision> = ["later", "earlier"]

/** How one revision differs, row by row. */
export interface RevisionRules {
  /** List envelope: `pendingItems` (later) or a `pagination` object (earlier). */
  readonly listEnvelope: PageCounts
  /** An empty list is a 200 with an empty array (later) or a 404 (earlier). */
  readonly emptyListIsNotFound: boolean
  /** L1Info amount fields: deposit* with success flags (later) or loadAmount (earlier); in history and full batches. */
  readonly l1Info: "deposit" | "load"
  /** Name of the upper bound query parameter of `/slots`. */
  readonly slotsMaxParam: "maxSlotNum" | "maxSlothNum"
  /** `/slots?wonByEthereumAddress` matches the best bid's bidder or forger. */
  readonly slotsWonBy: "bidder" | "forger"
  /** `/bids` filters by bidderAddr (later) or forgerAddr (earlier). */
  readonly bidsAddressParam: "bidderAddr" | "forgerAddr"
  /** `/bids` requires slotNum or the address filter (later only). */
  readonly bidsAtLeastOne: boolean
  /** `/exits` accepts onlyPendingWithdraws (later only). */
  readonly exitsOnlyPendingWithdraws: boolean
  /**
   * Exit fields: `instantWithdraw`/`delayedWithdraw`, the owner's `bjj` and `zkEthereumAddress`
   * and lowercase merkleProof keys (later), or `instantWithdrawn`/`delayedWithdrawn`, no owner
   * and capitalised merkleProof keys (earlier).
   */
  readonly exitShape: "withdraw" | "withdrawn"
  /** The key of a slot's best bid: `bestBid` (later) or `winnerBid` (earlier). */
  readonly slotBidKey: "bestBid" | "winnerBid"
  /**
   * `/state`: the nodeConfig-era shape with the anchor's final spellings beside it — `node`, `metrics.tokenAccounts`,
   * `metrics.wallets`, extension fields (later) — or the pagination-era shape (earlier).
   */
  readonly stateShape: "nodeConfigAndNode" | "pagination"
  /**
   * The wallet extensions of the contract — `GET /transactions-pool`, `GET
   * /accounts/{accountIndex}/nonce`, `dryRun` on both POSTs, `replace` on the pool's, the atomic
   * pool (`POST /atomic-pool`, `GET /atomic-pool/{atomicGroupId}`), `maxNumBatch` on the pool's
   * bodies (signed) and a pool transaction's `maxNumBatch`, `invalidationReason`, `atomicGroupId` and
   * `info` — are served (later only: the earlier revision is the anchor's interface as its clients
   * knew it, whose body refuses `maxNumBatch` as any unknown field).
   */
  readonly walletExtensions: boolean
  /** The live event stream `GET /events` is served (later only), an extension of the contract. */
  readonly liveEvents: boolean
  /** The search box `GET /search` is served (later only), an extension of the contract. */
  readonly search: boolean
  /**
   * `/coordinators` takes the `forgerAddr` and `bidderAddr` filters and lists the boot coordinator, which
   * `/coordinators/{bidderAddr}` finds by the zero address it is listed with (later only), so that every forger address
   * of a batch leads to a coordinator: extensions of the contract.
   */
  readonly coordinatorExtensions: boolean
  /**
   * Batches carry the extension fields `forgedTransactions` and `ethereumTxHash` (later only):
   * `/batches`, `/full-batches`, the later `/state` and the events write the later Batch; the earlier
   * revision writes the interface's Batch everywhere (its pagination-era `/state` included).
   */
  readonly batchExtensions: boolean
  /**
   * Bulk lookups (later only, an extension of the contract): `ids` on `/transactions-history` and `/transactions-pool`,
   * `accountIndexes` on `/accounts`, answered as the list's envelope with `notFound` (`use_cases/bulk_lookup.ts`).
   */
  readonly bulkLookups: boolean
  /**
   * Finality (later only, an extension of the contract): batches, history transactions and exits carry `finality` (and
   * exits `withdrawableAtBlock`), the history takes `minFinality`, `GET /transactions/{id}/status` is served; the earlier
   * views project them away (`domain/finality.ts`).
   */
  readonly finality: boolean
  /** Signed webhooks `/webhooks` are served (later only), an extension of the contract (docs/webhooks.md). */
  readonly webhooks: boolean
  /** The history export `GET /transactions-history/export` is served (later only), an extension of the contract. */
  readonly historyExport: boolean
  /**
   * How a list parameter's elements are separated (`ids`, `symbols` of `/tokens`, `tokenIds` of `/accounts`): by `,` (the
   * interface) or by `,` or `|` (later: the anchor's final dialect splits on `|`, as hermezjs 2.0.1 sends `ids=0|1`).
   */
  readonly listSeparators: ListSeparators
  /**
   * How an exit's destination may be spelled on `POST /transactions-pool` and each member of `POST /atomic-pool`:
   * `zk:EXIT:1` alone (the interface), or also `zk:<its token's symbol>:1` (later: every hermezjs release sends
   * `hez:<symbol>:1`, which the anchor took); any other symbol is a 400 in both.
   */
  readonly exitDestinations: ExitDestinations
  /**
   * The devnet's faucet `POST /devnet/deposits` is declared (later only), an extension of the contract; a node serves
   * it only while it runs the devnet (`ports/devnet_faucet.ts`).
   */
  readonly devnetFaucet: boolean
}

/** A row of the table. */
export type RevisionRow = keyof RevisionRules

/** The table of differences. */
export const RevisionTable = {
  later: {
    listEnvelope: "pendingItems",
    emptyListIsNotFound: false,
    l1Info: "deposit",
    slotsMaxParam: "maxSlotNum",
    slotsWonBy: "bidder",
    bidsAddressParam: "bidderAddr",
    bidsAtLeastOne: true,
    exitsOnlyPendingWithdraws: true,
    exitShape: "withdraw",
    slotBidKey: "bestBid",
    stateShape: "nodeConfigAndNode",
    walletExtensions: true,
    liveEvents: true,
    search: true,
    coordinatorExtensions: true,
    batchExtensions: true,
    bulkLookups: true,
    finality: true,
    webhooks: true,
    historyExport: true,
    listSeparators: "commaOrPipe",
    exitDestinations: "exitOrTokenSymbol",
    devnetFaucet: true
  },
  earlier: {
    listEnvelope: "pagination",
    emptyListIsNotFound: true,
    l1Info: "load",
    slotsMaxParam: "maxSlothNum",
    slotsWonBy: "forger",
    bidsAddressParam: "forgerAddr",
    bidsAtLeastOne: false,
    exitsOnlyPendingWithdraws: false,
    exitShape: "withdrawn",
    slotBidKey: "winnerBid",
    stateShape: "pagination",
    walletExtensions: false,
    liveEvents: false,
    search: false,
    coordinatorExtensions: false,
    batchExtensions: false,
    bulkLookups: false,
    finality: false,
    webhooks: false,
    historyExport: false,
    listSeparators: "comma",
    exitDestinations: "exit",
    devnetFaucet: false
  }
} as const satisfies Readonly<Record<Revision, RevisionRules>>

/** The rows of the table, in declaration order. */
export const REVISION_ROWS: ReadonlyArray<RevisionRow> = [
  "listEnvelope",
  "emptyListIsNotFound",
  "l1Info",
  "slotsMaxParam",
  "slotsWonBy",
  "bidsAddressParam",
  "bidsAtLeastOne",
  "exitsOnlyPendingWithdraws",
  "exitShape",
  "slotBidKey",
  "stateShape",
  "walletExtensions",
  "liveEvents",
  "search",
  "coordinatorExtensions",
  "batchExtensions",
  "bulkLookups",
  "finality",
  "webhooks",
  "historyExport",
  "listSeparators",
  "exitDestinations",
  "devnetFaucet"
]

/** The pagination fields of a list response in `revision`. */
export function envelopeFields(
  revision: Revision,
  page: Page<unknown>
):
  | { readonly pendingItems: number }
  | {
      readonly pagination: {
        readonly totalItems: number
        readonly firstItem: number | null
        readonly lastItem: number | null
      }
    } {
  return RevisionTable[revision].listEnvelope === "pendingItems"
    ? { pendingItems: page.pendingItems }
    : { pagination: { totalItems: page.totalItems, firstItem: page.firstItem, lastItem: page.lastItem } }
}
