/**
 * Unchecked (`Brand.nominal`) brands for values read back, already checked when written; a schema brand's `make`
 * would recheck every column of every row. Kept: `npm run bench:http` (the history page on PostgreSQL) decodes with them.
 */
import { Brand } from "effect";
/** A stored account index. */
export const AccountIdx = Brand.nominal();
/** A stored batch number. */
export const BatchNum = Brand.nominal();
/** A stored BabyJubJub key (64 lowercase hex characters). */
export const BjjKey = Brand.nominal();
/** A stored BabyJubJub signature. */
export const BjjSignatureValue = Brand.nominal();
/** A stored Ethereum block number. */
export const EthBlockNum = Brand.nominal();
/** A stored Ethereum hash. */
export const EthHash = Brand.nominal();
/** A stored Ethereum signature. */
export const EthSignatureValue = Brand.nominal();
/** A stored fee selector. */
export const FeeSelector = Brand.nominal();
/** A stored itemId. */
export const ItemId = Brand.nominal();
/** A stored nonce. */
export const Nonce = Brand.nominal();
/** A stored slot number. */
export const SlotNum = Brand.nominal();
/** A stored L1 queue number. */
export const ToForgeL1TransactionsNum = Brand.nominal();
/** A stored token id. */
export const TokenId = Brand.nominal();
/** A stored token name. */
export const TokenName = Brand.nominal();
/** A stored token symbol. */
export const TokenSymbol = Brand.nominal();
/** A stored transaction position. */
export const TransactionPosition = Brand.nominal();
/** A stored transaction id. */
export const TxIdValue = Brand.nominal();
/** A stored URL. */
export const Url = Brand.nominal();
