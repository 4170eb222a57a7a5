import { AccountIdx } from "../../core/domain/account_index.ts";
import type { BjjKey } from "../../core/domain/bjj.ts";
import { type EthAddress } from "../../core/domain/eth_address.ts";
import { type TokenId } from "../../core/domain/scalars.ts";
import type { NewBatch, NewBlock, NewL1UserTransaction } from "../../core/ports/ledger.ts";
/** The owner of an account: its Ethereum address and BabyJubJub key. */
export interface Owner {
    readonly ethAddr: EthAddress;
    readonly bjj: BjjKey;
}
/** An account as the devnet tracks it. */
export interface DevnetAccount extends Owner {
    readonly idx: AccountIdx;
    readonly tokenId: TokenId;
    balance: bigint;
    nonce: bigint;
}
/** An L1 user transaction the scenario sends to the rollup contract. */
export type L1Request = {
    readonly type: "CreateAccountDeposit";
    readonly owner: Owner;
    readonly tokenId: TokenId;
    readonly depositAmount: bigint;
} | {
    readonly type: "CreateAccountDepositTransfer";
    readonly owner: Owner;
    readonly tokenId: TokenId;
    readonly depositAmount: bigint;
    readonly toIdx: AccountIdx;
    readonly amount: bigint;
} | {
    readonly type: "Deposit";
    readonly fromIdx: AccountIdx;
    readonly depositAmount: bigint;
} | {
    readonly type: "DepositTransfer";
    readonly fromIdx: AccountIdx;
    readonly depositAmount: bigint;
    readonly toIdx: AccountIdx;
    readonly amount: bigint;
} | {
    readonly type: "ForceTransfer";
    readonly fromIdx: AccountIdx;
    readonly toIdx: AccountIdx;
    readonly amount: bigint;
} | {
    readonly type: "ForceExit";
    readonly fromIdx: AccountIdx;
    readonly amount: bigint;
};
/** An L2 transaction the scenario has the coordinator forge. */
export type L2Request = {
    readonly type: "Transfer";
    readonly fromIdx: AccountIdx;
    readonly toIdx: AccountIdx;
    readonly amount: bigint;
    readonly fee: number;
} | {
    readonly type: "Exit";
    readonly fromIdx: AccountIdx;
    readonly amount: bigint;
    readonly fee: number;
} | {
    readonly type: "TransferToEthAddr";
    readonly fromIdx: AccountIdx;
    readonly to: Owner;
    readonly amount: bigint;
    readonly fee: number;
} | {
    readonly type: "TransferToBJJ";
    readonly fromIdx: AccountIdx;
    readonly toBjj: BjjKey;
    readonly amount: bigint;
    readonly fee: number;
};
/** What the scenario decides about a batch. */
export interface BatchRequest {
    readonly block: NewBlock;
    readonly forgerAddr: EthAddress;
    readonly slotNum: number;
    /** Whether the batch forges the oldest pending L1 queue. */
    readonly forgeL1: boolean;
    /** The owner of the accounts that collect the batch's fees (one per token, created earlier). */
    readonly feeOwner: EthAddress;
    readonly l2: ReadonlyArray<L2Request>;
}
/** The rollup's state and the operations the scenario drives. */
export interface RollupState {
    readonly account: (idx: AccountIdx) => DevnetAccount;
    readonly accounts: () => ReadonlyArray<DevnetAccount>;
    /** The first account of `ethAddr` (with any key) in `tokenId`. */
    readonly accountOf: (ethAddr: EthAddress, tokenId: TokenId) => DevnetAccount | undefined;
    /** The number of the last forged batch (0 before any). */
    readonly lastBatch: () => number;
    /** L1 user transactions queued and not forged yet. */
    readonly pendingL1: () => ReadonlyArray<NewL1UserTransaction>;
    /** Queues an L1 user transaction in the open queue; returns what the ledger records. */
    readonly queueL1: (request: L1Request, block: NewBlock) => NewL1UserTransaction;
    /** Forges the next batch; returns the ledger's input. */
    readonly forge: (request: BatchRequest) => NewBatch;
}
/** An empty rollup. */
export declare function makeRollupState(): RollupState;
