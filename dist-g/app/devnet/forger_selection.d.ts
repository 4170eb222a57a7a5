import type { AccountIdx } from "../../core/domain/account_index.ts";
import type { BjjKey } from "../../core/domain/bjj.ts";
import type { EthAddress } from "../../core/domain/eth_address.ts";
import type { PoolL2Transaction } from "../../core/domain/pool_transaction.ts";
import type { TokenId } from "../../core/domain/scalars.ts";
import type { TxId } from "../../core/domain/tx_id.ts";
import type { PoolInvalidation } from "../../core/ports/ledger.ts";
/** An account as the forger sees it: its owner, token, balance and nonce. */
export interface ForgerAccount {
    readonly idx: AccountIdx;
    readonly tokenId: TokenId;
    readonly ethAddr: EthAddress;
    readonly bjj: BjjKey;
    readonly balance: bigint;
    readonly nonce: bigint;
}
/** The accounts before the batch, as the selection asks for them (answers loaded beforehand). */
export interface ForgerView {
    readonly account: (idx: AccountIdx) => ForgerAccount | undefined;
    /** The account of an Ethereum address in a token (the lowest index when there are several). */
    readonly accountOfEthAddr: (ethAddr: EthAddress, tokenId: TokenId) => ForgerAccount | undefined;
    /** The internal account (address `0xFF…FF`) of a BabyJubJub key in a token. */
    readonly accountOfBjj: (bjj: BjjKey, tokenId: TokenId) => ForgerAccount | undefined;
    /** The forger's account that collects the fees of a token, if it has one. */
    readonly feeAccount: (tokenId: TokenId) => AccountIdx | undefined;
}
/** A pool transaction the batch forges, with its resolved receiver and the fee it pays. */
export interface SelectedTransaction {
    readonly transaction: PoolL2Transaction;
    readonly fromIdx: AccountIdx;
    /** The receiver account; 1 for an exit. */
    readonly toIdx: AccountIdx;
    /** The fee in base units. */
    readonly feeAmount: bigint;
}
/** The outcome of a selection. */
export interface Selection {
    /** What the batch forges, in the order it applies them (= position order). */
    readonly selected: ReadonlyArray<SelectedTransaction>;
    /** What the forger discards, with the reason. */
    readonly invalid: ReadonlyArray<PoolInvalidation>;
    /** What stays pending: nonce ahead of its sender's, or the batch is full. */
    readonly waiting: ReadonlyArray<TxId>;
    /** The state after the batch of every account it touches (senders, receivers, fee accounts), by index. */
    readonly accounts: ReadonlyMap<AccountIdx, ForgerAccount>;
    /** Amounts sent to the exit tree, by account index. */
    readonly exits: ReadonlyMap<AccountIdx, bigint>;
    /** Fees credited to the forger's accounts, by token. */
    readonly collectedFees: ReadonlyMap<TokenId, bigint>;
}
/** Options of a selection. */
export interface SelectionOptions {
    /** Largest number of transactions in the batch. */
    readonly maxTransactions: number;
}
/** Selects, applies and discards pending transactions (`pending` in pool order) against `view`. */
export declare function selectTransactions(pending: ReadonlyArray<PoolL2Transaction>, view: ForgerView, options: SelectionOptions): Selection;
