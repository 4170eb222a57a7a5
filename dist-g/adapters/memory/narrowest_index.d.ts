/**
 * The candidate rows of an owner-filtered list (history transactions, exits): the group of the
 * first filter present among account, batch, address, key and token — in that order, from the
 * narrowest index to the widest — or every row when none is. The caller still applies the whole
 * filter to the candidates (an index narrows, it does not decide).
 */
import type { BjjKey } from "../../core/domain/bjj.ts";
import type { EthAddress } from "../../core/domain/eth_address.ts";
import type { TokenId } from "../../core/domain/scalars.ts";
import type { MultiIndex } from "./multi_index.ts";
/** The filter keys an index can narrow by. */
export interface IndexedKeys {
    readonly accountIdx?: number | undefined;
    readonly batchNum?: number | undefined;
    readonly ethAddr?: EthAddress | undefined;
    readonly bjj?: BjjKey | undefined;
    readonly tokenId?: TokenId | undefined;
}
/** A list's rows and their indexes by each of those keys. */
export interface OwnerIndexes<T> {
    readonly all: ReadonlyArray<T>;
    readonly byIdx: MultiIndex<number, T>;
    readonly byBatch: MultiIndex<number, T>;
    readonly byEthAddr: MultiIndex<EthAddress, T>;
    readonly byBjj: MultiIndex<BjjKey, T>;
    readonly byToken: MultiIndex<TokenId, T>;
}
/** The rows of the narrowest index `filter` selects, in itemId order. */
export declare function narrowest<T>(indexes: OwnerIndexes<T>, filter: IndexedKeys): ReadonlyArray<T>;
