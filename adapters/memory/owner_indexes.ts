/** A list of rows in itemId order with their indexes by owner (account, batch, address, key, token): rows enter and
 * leave at the newest end, and an owner-filtered list reads the narrowest index its filter selects. */
import type { BjjKey } from "../../core/domain/bjj.ts"
import type { EthAddress } from "../../core/domain/eth_address.ts"
import type { TokenId } from "../../core/domain/scalars.ts"
import { MultiIndex } from "./multi_index.ts"

/** The filter keys an index can narrow by. */
export interface IndexedKeys {
  readonly accountIdx?: number | undefined
  readonly batchNum?: number | undefined
  readonly ethAddr?: EthAddress | undefined
  readonly bjj?: BjjKey | undefined
  readonly tokenId?: TokenId | undefined
}

/** The keys one row is indexed under: its batch and token, and its accounts, addresses and keys (each once). */
export interface OwnerKeys {
  readonly batchNum: number
  readonly tokenId: TokenId
  readonly idx: ReadonlyArray<number>
  readonly ethAddr: ReadonlyArray<EthAddress>
  readonly bjj: ReadonlyArray<BjjKey>
}

/** Rows in itemId order and their indexes by each owner key. */
export class OwnerIndexes<T> {
  /** Every row, oldest first. */
  readonly all: Array<T> = []
  readonly byIdx = new MultiIndex<number, T>()
  readonly byBatch = new MultiIndex<number, T>()
  readonly byEthAddr = new MultiIndex<EthAddress, T>()
  readonly byBjj = new MultiIndex<BjjKey, T>()
  readonly byToken = new MultiIndex<TokenId, T>()

  private readonly keysOf: (row: T) => OwnerKeys

  /** Indexes rows under the keys `keysOf` gives. */
  constructor(keysOf: (row: T) => OwnerKeys) {
    this.keysOf = keysOf
  }

  /** Appends `row`, newer than every row held, to the list and its indexes. */
  push(row: T): void {
    const keys = this.keysOf(row)
    this.all.push(row)
    this.byBatch.add(keys.batchNum, row)
    this.byToken.add(keys.tokenId, row)
    for (const idx of keys.idx) this.byIdx.add(idx, row)
    for (const addr of keys.ethAddr) this.byEthAddr.add(addr, row)
    for (const bjj of keys.bjj) this.byBjj.add(bjj, row)
  }

  /** Removes the newest row from the list and its indexes (a reorg removes a tail). */
  popNewest(): void {
    const row = this.all.pop()
    if (row === undefined) return
    const keys = this.keysOf(row)
    this.byBatch.removeNewest(keys.batchNum, row)
    this.byToken.removeNewest(keys.tokenId, row)
    for (const idx of keys.idx) this.byIdx.removeNewest(idx, row)
    for (const addr of keys.ethAddr) this.byEthAddr.removeNewest(addr, row)
    for (const bjj of keys.bjj) this.byBjj.removeNewest(bjj, row)
  }

  /** The candidate rows of an owner-filtered list: the group of the first filter present among account, batch,
   * address, key and token (narrowest first), else every row. The caller still applies the whole filter. */
  narrowest(filter: IndexedKeys): ReadonlyArray<T> {
    if (filter.accountIdx !== undefined) return this.byIdx.get(filter.accountIdx)
    if (filter.batchNum !== undefined) return this.byBatch.get(filter.batchNum)
    if (filter.ethAddr !== undefined) return this.byEthAddr.get(filter.ethAddr)
    if (filter.bjj !== undefined) return this.byBjj.get(filter.bjj)
    if (filter.tokenId !== undefined) return this.byToken.get(filter.tokenId)
    return this.all
  }
}
