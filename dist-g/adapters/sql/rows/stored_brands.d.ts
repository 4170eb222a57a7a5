/**
 * Unchecked (`Brand.nominal`) brands for values read back, already checked when written; a schema brand's `make`
 * would recheck every column of every row. Kept: `npm run bench:http` (the history page on PostgreSQL) decodes with them.
 */
import { Brand } from "effect";
/** A stored account index. */
export declare const AccountIdx: Brand.Constructor<number & Brand.Brand<"AccountIdx">>;
/** A stored batch number. */
export declare const BatchNum: Brand.Constructor<number & Brand.Brand<"BatchNum">>;
/** A stored BabyJubJub key (64 lowercase hex characters). */
export declare const BjjKey: Brand.Constructor<string & Brand.Brand<"BjjKey">>;
/** A stored BabyJubJub signature. */
export declare const BjjSignatureValue: Brand.Constructor<string & Brand.Brand<"BjjSignature">>;
/** A stored Ethereum block number. */
export declare const EthBlockNum: Brand.Constructor<bigint & Brand.Brand<"EthBlockNum">>;
/** A stored Ethereum hash. */
export declare const EthHash: Brand.Constructor<string & Brand.Brand<"EthHash">>;
/** A stored Ethereum signature. */
export declare const EthSignatureValue: Brand.Constructor<string & Brand.Brand<"EthSignature">>;
/** A stored fee selector. */
export declare const FeeSelector: Brand.Constructor<number & Brand.Brand<"FeeSelector">>;
/** A stored itemId. */
export declare const ItemId: Brand.Constructor<number & Brand.Brand<"ItemId">>;
/** A stored nonce. */
export declare const Nonce: Brand.Constructor<bigint & Brand.Brand<"Nonce">>;
/** A stored slot number. */
export declare const SlotNum: Brand.Constructor<number & Brand.Brand<"SlotNum">>;
/** A stored L1 queue number. */
export declare const ToForgeL1TransactionsNum: Brand.Constructor<number & Brand.Brand<"ToForgeL1TransactionsNum">>;
/** A stored token id. */
export declare const TokenId: Brand.Constructor<number & Brand.Brand<"TokenId">>;
/** A stored token name. */
export declare const TokenName: Brand.Constructor<string & Brand.Brand<"TokenName">>;
/** A stored token symbol. */
export declare const TokenSymbol: Brand.Constructor<string & Brand.Brand<"TokenSymbol">>;
/** A stored transaction position. */
export declare const TransactionPosition: Brand.Constructor<number & Brand.Brand<"TransactionPosition">>;
/** A stored transaction id. */
export declare const TxIdValue: Brand.Constructor<string & Brand.Brand<"TxId">>;
/** A stored URL. */
export declare const Url: Brand.Constructor<string & Brand.Brand<"Url">>;
