/**
 * Core's use cases bound to the services of an embedded node: each function takes the same
 * arguments as the use case and returns an Effect that needs nothing more, so a coordinator can
 * `yield*` it in its own Effect program or run it with `node.run(...)`. The namespaces mirror
 * `core/use_cases` (`useCases.Batches.list(query)` is `Batches.list(query)`).
 */
import { type Context, Effect } from "effect";
import { Bids, Coordinators, Pool, Slots } from "../../core/use_cases/mod.ts";
import type { NodeServices } from "./node_services.ts";
/** A use case with its services provided. */
type Bound<Args extends ReadonlyArray<unknown>, A, Err> = (...args: Args) => Effect.Effect<A, Err>;
/** Every use case of the core, bound to the node's services. */
export declare function bindUseCases(context: Context.Context<NodeServices>): {
    readonly Accounts: {
        readonly list: Bound<[query: {
            readonly fromItem?: number & import("effect/Brand").Brand<"ItemId">;
            readonly order: "ASC" | "DESC";
            readonly limit: number;
            readonly zkEthereumAddress?: string & import("effect/Brand").Brand<"EthAddress">;
            readonly BJJ?: string & import("effect/Brand").Brand<"BjjKey">;
            readonly tokenIds?: readonly (number & import("effect/Brand").Brand<"TokenId">)[];
        }], import("../../core/pagination/page.ts").Page<{
            readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
            readonly accountIndex: {
                readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
            };
            readonly nonce: bigint & import("effect/Brand").Brand<"Nonce">;
            readonly balance: bigint;
            readonly bjj: string & import("effect/Brand").Brand<"BjjKey">;
            readonly zkEthereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
            readonly token: {
                readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
                readonly id: number & import("effect/Brand").Brand<"TokenId">;
                readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
                readonly ethereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
                readonly name: string & import("effect/Brand").Brand<"TokenName">;
                readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                readonly decimals: number;
                readonly USD: number | null;
                readonly fiatUpdate: Date | null;
            };
        }>, import("../../core/errors.ts").BadRequest>;
        readonly get: Bound<[accountIndex: {
            readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
            readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
        }], {
            readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
            readonly accountIndex: {
                readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
            };
            readonly nonce: bigint & import("effect/Brand").Brand<"Nonce">;
            readonly balance: bigint;
            readonly bjj: string & import("effect/Brand").Brand<"BjjKey">;
            readonly zkEthereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
            readonly token: {
                readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
                readonly id: number & import("effect/Brand").Brand<"TokenId">;
                readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
                readonly ethereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
                readonly name: string & import("effect/Brand").Brand<"TokenName">;
                readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                readonly decimals: number;
                readonly USD: number | null;
                readonly fiatUpdate: Date | null;
            };
        }, import("../../core/errors.ts").BadRequest | import("../../core/errors.ts").NotFound>;
    };
    readonly Authorizations: {
        readonly submit: Bound<[body: {
            readonly zkEthereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
            readonly bjj: string & import("effect/Brand").Brand<"BjjKey">;
            readonly signature: string & import("effect/Brand").Brand<"EthSignature">;
        }], void, import("../../core/errors.ts").BadRequest>;
        readonly get: Bound<[address: string & import("effect/Brand").Brand<"EthAddress">], {
            readonly timestamp: Date;
            readonly zkEthereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
            readonly bjj: string & import("effect/Brand").Brand<"BjjKey">;
            readonly signature: string & import("effect/Brand").Brand<"EthSignature">;
        }, import("../../core/errors.ts").NotFound>;
    };
    readonly Batches: {
        readonly list: Bound<[query: {
            readonly fromItem?: number & import("effect/Brand").Brand<"ItemId">;
            readonly order: "ASC" | "DESC";
            readonly limit: number;
            readonly minBatchNum?: number & import("effect/Brand").Brand<"BatchNum">;
            readonly maxBatchNum?: number;
            readonly slotNum?: number & import("effect/Brand").Brand<"SlotNum">;
            readonly forgerAddr?: string & import("effect/Brand").Brand<"EthAddress">;
        }], import("../../core/pagination/page.ts").Page<{
            readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
            readonly batchNum: number & import("effect/Brand").Brand<"BatchNum">;
            readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
            readonly ethereumBlockHash: string & import("effect/Brand").Brand<"EthHash">;
            readonly timestamp: Date;
            readonly forgerAddr: string & import("effect/Brand").Brand<"EthAddress">;
            readonly collectedFees: {
                readonly [x: string]: bigint;
            };
            readonly historicTotalCollectedFeesUSD: number;
            readonly stateRoot: bigint;
            readonly numAccounts: number;
            readonly exitRoot: bigint;
            readonly forgeL1TransactionsNum: (number & import("effect/Brand").Brand<"ToForgeL1TransactionsNum">) | null;
            readonly slotNum: number & import("effect/Brand").Brand<"SlotNum">;
            readonly forgedTransactions: number;
            readonly ethereumTxHash: (string & import("effect/Brand").Brand<"EthHash">) | null;
        }>, import("../../core/errors.ts").BadRequest>;
        readonly get: Bound<[batchNum: number & import("effect/Brand").Brand<"BatchNum">], {
            readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
            readonly batchNum: number & import("effect/Brand").Brand<"BatchNum">;
            readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
            readonly ethereumBlockHash: string & import("effect/Brand").Brand<"EthHash">;
            readonly timestamp: Date;
            readonly forgerAddr: string & import("effect/Brand").Brand<"EthAddress">;
            readonly collectedFees: {
                readonly [x: string]: bigint;
            };
            readonly historicTotalCollectedFeesUSD: number;
            readonly stateRoot: bigint;
            readonly numAccounts: number;
            readonly exitRoot: bigint;
            readonly forgeL1TransactionsNum: (number & import("effect/Brand").Brand<"ToForgeL1TransactionsNum">) | null;
            readonly slotNum: number & import("effect/Brand").Brand<"SlotNum">;
            readonly forgedTransactions: number;
            readonly ethereumTxHash: (string & import("effect/Brand").Brand<"EthHash">) | null;
        }, import("../../core/errors.ts").NotFound>;
        readonly getFull: Bound<[batchNum: number & import("effect/Brand").Brand<"BatchNum">], {
            readonly batch: {
                readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
                readonly batchNum: number & import("effect/Brand").Brand<"BatchNum">;
                readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
                readonly ethereumBlockHash: string & import("effect/Brand").Brand<"EthHash">;
                readonly timestamp: Date;
                readonly forgerAddr: string & import("effect/Brand").Brand<"EthAddress">;
                readonly collectedFees: {
                    readonly [x: string]: bigint;
                };
                readonly historicTotalCollectedFeesUSD: number;
                readonly stateRoot: bigint;
                readonly numAccounts: number;
                readonly exitRoot: bigint;
                readonly forgeL1TransactionsNum: (number & import("effect/Brand").Brand<"ToForgeL1TransactionsNum">) | null;
                readonly slotNum: number & import("effect/Brand").Brand<"SlotNum">;
                readonly forgedTransactions: number;
                readonly ethereumTxHash: (string & import("effect/Brand").Brand<"EthHash">) | null;
            };
            readonly transactions: readonly {
                readonly L1orL2: "L1" | "L2";
                readonly id: string & import("effect/Brand").Brand<"TxId">;
                readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
                readonly type: "CreateAccountDeposit" | "CreateAccountDepositTransfer" | "Deposit" | "DepositTransfer" | "Exit" | "ForceExit" | "ForceTransfer" | "Transfer" | "TransferToBJJ" | "TransferToEthAddr";
                readonly position: number & import("effect/Brand").Brand<"TransactionPosition">;
                readonly fromAccountIndex: {
                    readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                    readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
                } | null;
                readonly fromZkEthereumAddress: (string & import("effect/Brand").Brand<"EthAddress">) | null;
                readonly fromBJJ: (string & import("effect/Brand").Brand<"BjjKey">) | null;
                readonly toAccountIndex: {
                    readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                    readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
                };
                readonly toZkEthereumAddress: (string & import("effect/Brand").Brand<"EthAddress">) | null;
                readonly toBJJ: (string & import("effect/Brand").Brand<"BjjKey">) | null;
                readonly amount: bigint;
                readonly batchNum: (number & import("effect/Brand").Brand<"BatchNum">) | null;
                readonly historicUSD: number | null;
                readonly timestamp: Date;
                readonly token: {
                    readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
                    readonly id: number & import("effect/Brand").Brand<"TokenId">;
                    readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
                    readonly ethereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
                    readonly name: string & import("effect/Brand").Brand<"TokenName">;
                    readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                    readonly decimals: number;
                    readonly USD: number | null;
                    readonly fiatUpdate: Date | null;
                };
                readonly L1Info: {
                    readonly toForgeL1TransactionsNum: (number & import("effect/Brand").Brand<"ToForgeL1TransactionsNum">) | null;
                    readonly userOrigin: boolean;
                    readonly depositAmount: bigint;
                    readonly amountSuccess: boolean;
                    readonly depositAmountSuccess: boolean;
                    readonly historicDepositAmountUSD: number | null;
                    readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
                } | null;
                readonly L2Info: {
                    readonly fee: number & import("effect/Brand").Brand<"FeeSelector">;
                    readonly historicFeeUSD: number | null;
                    readonly nonce: bigint & import("effect/Brand").Brand<"Nonce">;
                } | null;
            }[];
        }, import("../../core/errors.ts").NotFound>;
    };
    readonly Bids: {
        readonly list: Bound<[query: Bids.ListInput, rules?: import("../../core/filters/rules.ts").FilterRules | undefined], import("../../core/pagination/page.ts").Page<{
            readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
            readonly slotNum: number & import("effect/Brand").Brand<"SlotNum">;
            readonly bidValue: bigint;
            readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
            readonly bidderAddr: string & import("effect/Brand").Brand<"EthAddress">;
            readonly forgerAddr: string & import("effect/Brand").Brand<"EthAddress">;
            readonly withdrawAddr: string & import("effect/Brand").Brand<"EthAddress">;
            readonly URL: string & import("effect/Brand").Brand<"Url">;
            readonly timestamp: Date;
        }>, import("../../core/errors.ts").BadRequest>;
    };
    readonly Coordinators: {
        readonly list: Bound<[query: Coordinators.ListInput, options?: Coordinators.ListOptions | undefined], import("../../core/pagination/page.ts").Page<{
            readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
            readonly forgerAddr: string & import("effect/Brand").Brand<"EthAddress">;
            readonly bidderAddr: string & import("effect/Brand").Brand<"EthAddress">;
            readonly URL: string & import("effect/Brand").Brand<"Url">;
            readonly ethereumBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
        }>, import("../../core/errors.ts").BadRequest>;
        readonly get: Bound<[bidderAddr: string & import("effect/Brand").Brand<"EthAddress">], {
            readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
            readonly forgerAddr: string & import("effect/Brand").Brand<"EthAddress">;
            readonly bidderAddr: string & import("effect/Brand").Brand<"EthAddress">;
            readonly URL: string & import("effect/Brand").Brand<"Url">;
            readonly ethereumBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
        }, import("../../core/errors.ts").NotFound>;
    };
    readonly Exits: {
        readonly list: Bound<[query: {
            readonly fromItem?: number & import("effect/Brand").Brand<"ItemId">;
            readonly order: "ASC" | "DESC";
            readonly limit: number;
            readonly tokenId?: number & import("effect/Brand").Brand<"TokenId">;
            readonly zkEthereumAddress?: string & import("effect/Brand").Brand<"EthAddress">;
            readonly BJJ?: string & import("effect/Brand").Brand<"BjjKey">;
            readonly accountIndex?: {
                readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
            };
            readonly batchNum?: number & import("effect/Brand").Brand<"BatchNum">;
            readonly onlyPendingWithdraws?: boolean;
        }], import("../../core/pagination/page.ts").Page<{
            readonly batchNum: number & import("effect/Brand").Brand<"BatchNum">;
            readonly accountIndex: {
                readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
            };
            readonly bjj: string & import("effect/Brand").Brand<"BjjKey">;
            readonly zkEthereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
            readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
            readonly merkleProof: {
                readonly root: bigint;
                readonly siblings: readonly bigint[];
                readonly oldKey: bigint;
                readonly oldValue: bigint;
                readonly isOld0: boolean;
                readonly key: bigint;
                readonly value: bigint;
                readonly fnc: number;
            };
            readonly balance: bigint;
            readonly instantWithdraw: (bigint & import("effect/Brand").Brand<"EthBlockNum">) | null;
            readonly delayedWithdrawRequest: (bigint & import("effect/Brand").Brand<"EthBlockNum">) | null;
            readonly delayedWithdraw: (bigint & import("effect/Brand").Brand<"EthBlockNum">) | null;
            readonly token: {
                readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
                readonly id: number & import("effect/Brand").Brand<"TokenId">;
                readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
                readonly ethereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
                readonly name: string & import("effect/Brand").Brand<"TokenName">;
                readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                readonly decimals: number;
                readonly USD: number | null;
                readonly fiatUpdate: Date | null;
            };
        }>, import("../../core/errors.ts").BadRequest>;
        readonly get: Bound<[batchNum: number & import("effect/Brand").Brand<"BatchNum">, accountIndex: {
            readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
            readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
        }], {
            readonly batchNum: number & import("effect/Brand").Brand<"BatchNum">;
            readonly accountIndex: {
                readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
            };
            readonly bjj: string & import("effect/Brand").Brand<"BjjKey">;
            readonly zkEthereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
            readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
            readonly merkleProof: {
                readonly root: bigint;
                readonly siblings: readonly bigint[];
                readonly oldKey: bigint;
                readonly oldValue: bigint;
                readonly isOld0: boolean;
                readonly key: bigint;
                readonly value: bigint;
                readonly fnc: number;
            };
            readonly balance: bigint;
            readonly instantWithdraw: (bigint & import("effect/Brand").Brand<"EthBlockNum">) | null;
            readonly delayedWithdrawRequest: (bigint & import("effect/Brand").Brand<"EthBlockNum">) | null;
            readonly delayedWithdraw: (bigint & import("effect/Brand").Brand<"EthBlockNum">) | null;
            readonly token: {
                readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
                readonly id: number & import("effect/Brand").Brand<"TokenId">;
                readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
                readonly ethereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
                readonly name: string & import("effect/Brand").Brand<"TokenName">;
                readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                readonly decimals: number;
                readonly USD: number | null;
                readonly fiatUpdate: Date | null;
            };
        }, import("../../core/errors.ts").NotFound>;
    };
    readonly History: {
        readonly list: Bound<[query: {
            readonly fromItem?: number & import("effect/Brand").Brand<"ItemId">;
            readonly order: "ASC" | "DESC";
            readonly limit: number;
            readonly tokenId?: number & import("effect/Brand").Brand<"TokenId">;
            readonly zkEthereumAddress?: string & import("effect/Brand").Brand<"EthAddress">;
            readonly BJJ?: string & import("effect/Brand").Brand<"BjjKey">;
            readonly accountIndex?: {
                readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
            };
            readonly batchNum?: number & import("effect/Brand").Brand<"BatchNum">;
            readonly type?: "CreateAccountDeposit" | "CreateAccountDepositTransfer" | "Deposit" | "DepositTransfer" | "Exit" | "ForceExit" | "ForceTransfer" | "Transfer" | "TransferToBJJ" | "TransferToEthAddr";
        }], import("../../core/pagination/page.ts").Page<{
            readonly L1orL2: "L1" | "L2";
            readonly id: string & import("effect/Brand").Brand<"TxId">;
            readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
            readonly type: "CreateAccountDeposit" | "CreateAccountDepositTransfer" | "Deposit" | "DepositTransfer" | "Exit" | "ForceExit" | "ForceTransfer" | "Transfer" | "TransferToBJJ" | "TransferToEthAddr";
            readonly position: number & import("effect/Brand").Brand<"TransactionPosition">;
            readonly fromAccountIndex: {
                readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
            } | null;
            readonly fromZkEthereumAddress: (string & import("effect/Brand").Brand<"EthAddress">) | null;
            readonly fromBJJ: (string & import("effect/Brand").Brand<"BjjKey">) | null;
            readonly toAccountIndex: {
                readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
            };
            readonly toZkEthereumAddress: (string & import("effect/Brand").Brand<"EthAddress">) | null;
            readonly toBJJ: (string & import("effect/Brand").Brand<"BjjKey">) | null;
            readonly amount: bigint;
            readonly batchNum: (number & import("effect/Brand").Brand<"BatchNum">) | null;
            readonly historicUSD: number | null;
            readonly timestamp: Date;
            readonly token: {
                readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
                readonly id: number & import("effect/Brand").Brand<"TokenId">;
                readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
                readonly ethereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
                readonly name: string & import("effect/Brand").Brand<"TokenName">;
                readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                readonly decimals: number;
                readonly USD: number | null;
                readonly fiatUpdate: Date | null;
            };
            readonly L1Info: {
                readonly toForgeL1TransactionsNum: (number & import("effect/Brand").Brand<"ToForgeL1TransactionsNum">) | null;
                readonly userOrigin: boolean;
                readonly depositAmount: bigint;
                readonly amountSuccess: boolean;
                readonly depositAmountSuccess: boolean;
                readonly historicDepositAmountUSD: number | null;
                readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
            } | null;
            readonly L2Info: {
                readonly fee: number & import("effect/Brand").Brand<"FeeSelector">;
                readonly historicFeeUSD: number | null;
                readonly nonce: bigint & import("effect/Brand").Brand<"Nonce">;
            } | null;
        }>, import("../../core/errors.ts").BadRequest>;
        readonly get: Bound<[id: string & import("effect/Brand").Brand<"TxId">], {
            readonly L1orL2: "L1" | "L2";
            readonly id: string & import("effect/Brand").Brand<"TxId">;
            readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
            readonly type: "CreateAccountDeposit" | "CreateAccountDepositTransfer" | "Deposit" | "DepositTransfer" | "Exit" | "ForceExit" | "ForceTransfer" | "Transfer" | "TransferToBJJ" | "TransferToEthAddr";
            readonly position: number & import("effect/Brand").Brand<"TransactionPosition">;
            readonly fromAccountIndex: {
                readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
            } | null;
            readonly fromZkEthereumAddress: (string & import("effect/Brand").Brand<"EthAddress">) | null;
            readonly fromBJJ: (string & import("effect/Brand").Brand<"BjjKey">) | null;
            readonly toAccountIndex: {
                readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
            };
            readonly toZkEthereumAddress: (string & import("effect/Brand").Brand<"EthAddress">) | null;
            readonly toBJJ: (string & import("effect/Brand").Brand<"BjjKey">) | null;
            readonly amount: bigint;
            readonly batchNum: (number & import("effect/Brand").Brand<"BatchNum">) | null;
            readonly historicUSD: number | null;
            readonly timestamp: Date;
            readonly token: {
                readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
                readonly id: number & import("effect/Brand").Brand<"TokenId">;
                readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
                readonly ethereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
                readonly name: string & import("effect/Brand").Brand<"TokenName">;
                readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                readonly decimals: number;
                readonly USD: number | null;
                readonly fiatUpdate: Date | null;
            };
            readonly L1Info: {
                readonly toForgeL1TransactionsNum: (number & import("effect/Brand").Brand<"ToForgeL1TransactionsNum">) | null;
                readonly userOrigin: boolean;
                readonly depositAmount: bigint;
                readonly amountSuccess: boolean;
                readonly depositAmountSuccess: boolean;
                readonly historicDepositAmountUSD: number | null;
                readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
            } | null;
            readonly L2Info: {
                readonly fee: number & import("effect/Brand").Brand<"FeeSelector">;
                readonly historicFeeUSD: number | null;
                readonly nonce: bigint & import("effect/Brand").Brand<"Nonce">;
            } | null;
        }, import("../../core/errors.ts").NotFound>;
    };
    readonly Network: {
        readonly state: Bound<[], {
            readonly nodeConfig: {
                readonly forgeDelay: number;
                readonly poolLoad: number;
            };
            readonly network: {
                readonly lastEthereumBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
                readonly lastSynchedBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
                readonly lastBatch: {
                    readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
                    readonly batchNum: number & import("effect/Brand").Brand<"BatchNum">;
                    readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
                    readonly ethereumBlockHash: string & import("effect/Brand").Brand<"EthHash">;
                    readonly timestamp: Date;
                    readonly forgerAddr: string & import("effect/Brand").Brand<"EthAddress">;
                    readonly collectedFees: {
                        readonly [x: string]: bigint;
                    };
                    readonly historicTotalCollectedFeesUSD: number;
                    readonly stateRoot: bigint;
                    readonly numAccounts: number;
                    readonly exitRoot: bigint;
                    readonly forgeL1TransactionsNum: (number & import("effect/Brand").Brand<"ToForgeL1TransactionsNum">) | null;
                    readonly slotNum: number & import("effect/Brand").Brand<"SlotNum">;
                    readonly forgedTransactions: number;
                    readonly ethereumTxHash: (string & import("effect/Brand").Brand<"EthHash">) | null;
                } | null;
                readonly currentSlot: number & import("effect/Brand").Brand<"SlotNum">;
                readonly nextForgers: readonly {
                    readonly coordinator: {
                        readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
                        readonly forgerAddr: string & import("effect/Brand").Brand<"EthAddress">;
                        readonly bidderAddr: string & import("effect/Brand").Brand<"EthAddress">;
                        readonly URL: string & import("effect/Brand").Brand<"Url">;
                        readonly ethereumBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
                    };
                    readonly period: {
                        readonly slotNum: number & import("effect/Brand").Brand<"SlotNum">;
                        readonly fromBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
                        readonly toBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
                        readonly fromTimestamp: Date;
                        readonly toTimestamp: Date;
                    };
                }[];
            };
            readonly metrics: {
                readonly transactionsPerBatch: number;
                readonly batchFrequency: number;
                readonly transactionsPerSecond: number;
                readonly totalAccounts: number;
                readonly totalBJJs: number;
                readonly avgTransactionFee: number;
                readonly estimatedTimeToForgeL1: number;
            };
            readonly rollup: {
                readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
                readonly forgeL1L2BatchTimeout: number;
                readonly feeAddToken: bigint;
                readonly withdrawalDelay: number;
                readonly buckets: readonly {
                    readonly ceilUSD: bigint;
                    readonly withdrawals: bigint;
                    readonly blockWithdrawalRate: bigint;
                    readonly maxWithdrawals: bigint;
                }[];
            };
            readonly auction: {
                readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
                readonly donationAddress: string & import("effect/Brand").Brand<"EthAddress">;
                readonly bootCoordinator: string & import("effect/Brand").Brand<"EthAddress">;
                readonly bootCoordinatorUrl: string & import("effect/Brand").Brand<"Url">;
                readonly defaultSlotSetBid: readonly bigint[];
                readonly defaultSlotSetBidSlotNum: number & import("effect/Brand").Brand<"SlotNum">;
                readonly closedAuctionSlots: number;
                readonly openAuctionSlots: number;
                readonly allocationRatio: readonly number[];
                readonly outbidding: number;
                readonly slotDeadline: number;
            };
            readonly withdrawalDelayer: {
                readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
                readonly hermezGovernanceAddress: string & import("effect/Brand").Brand<"EthAddress">;
                readonly emergencyCouncilAddress: string & import("effect/Brand").Brand<"EthAddress">;
                readonly withdrawalDelay: number;
                readonly emergencyModeStartingBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
                readonly emergencyMode: boolean;
            };
            readonly recommendedFee: {
                readonly existingAccount: number;
                readonly createAccount: number;
                readonly createAccountInternal: number;
            };
        }, never>;
        readonly config: Bound<[], {
            readonly chainId: number;
            readonly hermez: {
                readonly publicConstants: {
                    readonly absoluteMaxL1L2BatchTimeout: number;
                    readonly tokenHEZ: string & import("effect/Brand").Brand<"EthAddress">;
                    readonly verifiers: readonly {
                        readonly maxTx: number;
                        readonly nlevels: number;
                    }[];
                    readonly hermezAuctionContract: string & import("effect/Brand").Brand<"EthAddress">;
                    readonly hermezGovernanceAddress: string & import("effect/Brand").Brand<"EthAddress">;
                    readonly withdrawDelayerContract: string & import("effect/Brand").Brand<"EthAddress">;
                };
                readonly maxFeeIdxCoordinator: number;
                readonly reservedIdx: number;
                readonly exitIdx: number;
                readonly limitDepositAmount: bigint;
                readonly limitL2TransferAmount: bigint;
                readonly limitTokens: number;
                readonly l1CoordinatorTotalBytes: number;
                readonly l1UserTotalBytes: number;
                readonly maxL1UserTx: number;
                readonly maxL1Tx: number;
                readonly inputSHAConstantBytes: number;
                readonly numBuckets: number;
                readonly maxWithdrawalDelay: number;
                readonly exchangeMultiplier: number;
            };
            readonly auction: {
                readonly blocksPerSlot: number;
                readonly initialMinimalBidding: bigint;
                readonly genesisBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
                readonly tokenHEZ: string & import("effect/Brand").Brand<"EthAddress">;
                readonly hermezRollup: string & import("effect/Brand").Brand<"EthAddress">;
                readonly governanceAddress: string & import("effect/Brand").Brand<"EthAddress">;
            };
            readonly withdrawalDelayer: {
                readonly maxWithdrawalDelay: number;
                readonly maxEmergencyModeTime: number;
                readonly hermezRollup: string & import("effect/Brand").Brand<"EthAddress">;
            };
        }, never>;
    };
    readonly Pool: {
        readonly submit: Bound<[body: {
            readonly id: string & import("effect/Brand").Brand<"TxId">;
            readonly type: "Exit" | "Transfer" | "TransferToBJJ" | "TransferToEthAddr";
            readonly tokenId: number & import("effect/Brand").Brand<"TokenId">;
            readonly fromAccountIndex: {
                readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
            };
            readonly toAccountIndex?: {
                readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
            } | null;
            readonly toZkEthereumAddress?: (string & import("effect/Brand").Brand<"EthAddress">) | null;
            readonly toBjj?: (string & import("effect/Brand").Brand<"BjjKey">) | null;
            readonly amount: bigint;
            readonly fee: number & import("effect/Brand").Brand<"FeeSelector">;
            readonly nonce: bigint & import("effect/Brand").Brand<"Nonce">;
            readonly signature: string & import("effect/Brand").Brand<"BjjSignature">;
            readonly requestFromAccountIndex?: {
                readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
            } | null;
            readonly requestToAccountIndex?: {
                readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
            } | null;
            readonly requestToZkEthereumAddress?: (string & import("effect/Brand").Brand<"EthAddress">) | null;
            readonly requestToBjj?: (string & import("effect/Brand").Brand<"BjjKey">) | null;
            readonly requestTokenId?: (number & import("effect/Brand").Brand<"TokenId">) | null;
            readonly requestAmount?: bigint | null;
            readonly requestFee?: (number & import("effect/Brand").Brand<"FeeSelector">) | null;
            readonly requestNonce?: (bigint & import("effect/Brand").Brand<"Nonce">) | null;
        }, options?: Pool.SubmitOptions | undefined], string & import("effect/Brand").Brand<"TxId">, import("../../core/errors.ts").BadRequest>;
        readonly get: Bound<[id: string & import("effect/Brand").Brand<"TxId">], {
            readonly id: string & import("effect/Brand").Brand<"TxId">;
            readonly type: "Exit" | "Transfer" | "TransferToBJJ" | "TransferToEthAddr";
            readonly fromAccountIndex: {
                readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
            };
            readonly fromZkEthereumAddress: (string & import("effect/Brand").Brand<"EthAddress">) | null;
            readonly fromBJJ: (string & import("effect/Brand").Brand<"BjjKey">) | null;
            readonly toAccountIndex: {
                readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
            } | null;
            readonly toZkEthereumAddress: (string & import("effect/Brand").Brand<"EthAddress">) | null;
            readonly toBjj: (string & import("effect/Brand").Brand<"BjjKey">) | null;
            readonly amount: bigint;
            readonly fee: number & import("effect/Brand").Brand<"FeeSelector">;
            readonly nonce: bigint & import("effect/Brand").Brand<"Nonce">;
            readonly state: "fged" | "fing" | "invl" | "pend";
            readonly signature: string & import("effect/Brand").Brand<"BjjSignature">;
            readonly timestamp: Date;
            readonly batchNum: (number & import("effect/Brand").Brand<"BatchNum">) | null;
            readonly invalidationReason: {
                readonly code: "insufficientBalance" | "invalidTransaction" | "nonceTooLow" | "other" | "receiverNotFound" | "replaced";
                readonly message: string;
            } | null;
            readonly requestFromAccountIndex: {
                readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
            } | null;
            readonly requestToAccountIndex: {
                readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
            } | null;
            readonly requestToZkEthereumAddress: (string & import("effect/Brand").Brand<"EthAddress">) | null;
            readonly requestToBJJ: (string & import("effect/Brand").Brand<"BjjKey">) | null;
            readonly requestTokenId: (number & import("effect/Brand").Brand<"TokenId">) | null;
            readonly requestAmount: bigint | null;
            readonly requestFee: (number & import("effect/Brand").Brand<"FeeSelector">) | null;
            readonly requestNonce: (bigint & import("effect/Brand").Brand<"Nonce">) | null;
            readonly token: {
                readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
                readonly id: number & import("effect/Brand").Brand<"TokenId">;
                readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
                readonly ethereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
                readonly name: string & import("effect/Brand").Brand<"TokenName">;
                readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
                readonly decimals: number;
                readonly USD: number | null;
                readonly fiatUpdate: Date | null;
            };
        }, import("../../core/errors.ts").NotFound>;
    };
    readonly Slots: {
        readonly list: Bound<[query: Slots.ListInput, options?: Slots.ListOptions | undefined], import("../../core/pagination/page.ts").Page<{
            readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
            readonly slotNum: number & import("effect/Brand").Brand<"SlotNum">;
            readonly firstBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
            readonly lastBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
            readonly openAuction: boolean;
            readonly bestBid: {
                readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
                readonly slotNum: number & import("effect/Brand").Brand<"SlotNum">;
                readonly bidValue: bigint;
                readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
                readonly bidderAddr: string & import("effect/Brand").Brand<"EthAddress">;
                readonly forgerAddr: string & import("effect/Brand").Brand<"EthAddress">;
                readonly withdrawAddr: string & import("effect/Brand").Brand<"EthAddress">;
                readonly URL: string & import("effect/Brand").Brand<"Url">;
                readonly timestamp: Date;
            } | null;
        }>, import("../../core/errors.ts").BadRequest>;
        readonly get: Bound<[slotNum: number & import("effect/Brand").Brand<"SlotNum">], {
            readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
            readonly slotNum: number & import("effect/Brand").Brand<"SlotNum">;
            readonly firstBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
            readonly lastBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
            readonly openAuction: boolean;
            readonly bestBid: {
                readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
                readonly slotNum: number & import("effect/Brand").Brand<"SlotNum">;
                readonly bidValue: bigint;
                readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
                readonly bidderAddr: string & import("effect/Brand").Brand<"EthAddress">;
                readonly forgerAddr: string & import("effect/Brand").Brand<"EthAddress">;
                readonly withdrawAddr: string & import("effect/Brand").Brand<"EthAddress">;
                readonly URL: string & import("effect/Brand").Brand<"Url">;
                readonly timestamp: Date;
            } | null;
        }, never>;
    };
    readonly Tokens: {
        readonly list: Bound<[query: {
            readonly fromItem?: number & import("effect/Brand").Brand<"ItemId">;
            readonly order: "ASC" | "DESC";
            readonly limit: number;
            readonly ids?: readonly (number & import("effect/Brand").Brand<"TokenId">)[];
            readonly symbols?: readonly (string & import("effect/Brand").Brand<"TokenSymbol">)[];
            readonly name?: string;
        }], import("../../core/pagination/page.ts").Page<{
            readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
            readonly id: number & import("effect/Brand").Brand<"TokenId">;
            readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
            readonly ethereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
            readonly name: string & import("effect/Brand").Brand<"TokenName">;
            readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
            readonly decimals: number;
            readonly USD: number | null;
            readonly fiatUpdate: Date | null;
        }>, import("../../core/errors.ts").BadRequest>;
        readonly get: Bound<[id: number & import("effect/Brand").Brand<"TokenId">], {
            readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
            readonly id: number & import("effect/Brand").Brand<"TokenId">;
            readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
            readonly ethereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
            readonly name: string & import("effect/Brand").Brand<"TokenName">;
            readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
            readonly decimals: number;
            readonly USD: number | null;
            readonly fiatUpdate: Date | null;
        }, import("../../core/errors.ts").NotFound>;
    };
};
/** The use cases of an embedded node. */
export type UseCases = ReturnType<typeof bindUseCases>;
export {};
