/** The candidate rows of an owner-filtered list: the group of the first filter present among account, batch, address,
 * key and token (narrowest first), else every row. The caller still applies the whole filter. */
import type { BjjKey } from "../../core/domain/bjj.ts"
import type { EthAddress } from "../../core/domain/eth_address.ts"
import type { TokenId } from "../../core/domain/scalars.ts"
import type { MultiIndex } from "./multi_index.ts"

/** The filter keys an index can narrow by. */
export interface IndexedKeys {
  readonly accountIdx?: number | undefined
  readonly batchNum?: number | undefined
  readonly ethAddr?: EthAddress | undefined
  readonly bjj?: BjjKey | undefined
  readonly tokenId?: TokenId | undefined
}

/** A list's rows and their indexes by each of those keys. */
export interface OwnerIndexes<T> {
  readonly all: ReadonlyArray<T>
  readonly byIdx: MultiIndex<number, T>
  readonly byBatch: MultiIndex<number, T>
  readonly byEthAddr: MultiIndex<EthAddress, T>
  readonly byBjj: MultiIndex<BjjKey, T>
  readonly byToken: MultiIndex<TokenId, T>
}

/** The rows of the narrowest index `filter` selects, in itemId order. */
export function narrowest<T>(indexes: OwnerIndexes<T>, filter: IndexedKeys): ReadonlyArray<T> {
  if (filter.accountIdx !== undefined) return indexes.byIdx.get(filter.accountIdx)
  if (filter.batchNum !== undefined) return indexes.byBatch.get(filter.batchNum)
  if (filter.ethAddr !== undefined) return indexes.byEthAddr.get(filter.ethAddr)
  if (filter.bjj !== undefined) return indexes.byBjj.get(filter.bjj)
  if (filter.tokenId !== undefined) return indexes.byToken.get(filter.tokenId)
  return indexes.all
}
