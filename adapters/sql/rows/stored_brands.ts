/** Unchecked (`Brand.nominal`) brands for values read back, already checked when written: a schema brand's `make` would
 * recheck every column of every row. Kept: `npm run bench:http` (the history page on PostgreSQL). */
import { Brand } from "effect"
import type { EthSignature } from "../../../core/domain/account_authorization.ts"
import type { AccountIdx as AccountIdxType } from "../../../core/domain/account_index.ts"
import type { AtomicGroupId as AtomicGroupIdType } from "../../../core/domain/atomic_group.ts"
import type { BjjKey as BjjKeyType } from "../../../core/domain/bjj.ts"
import type { BjjSignature } from "../../../core/domain/pool_transaction.ts"
import type * as Scalars from "../../../core/domain/scalars.ts"
import type { TxId } from "../../../core/domain/tx_id.ts"

/** A stored account index. */
export const AccountIdx = Brand.nominal<AccountIdxType>()
/** A stored atomic group id. */
export const AtomicGroupId = Brand.nominal<AtomicGroupIdType>()
/** A stored batch number. */
export const BatchNum = Brand.nominal<Scalars.BatchNum>()
/** A stored BabyJubJub key (64 lowercase hex characters). */
export const BjjKey = Brand.nominal<BjjKeyType>()
/** A stored BabyJubJub signature. */
export const BjjSignatureValue = Brand.nominal<BjjSignature>()
/** A stored Ethereum block number. */
export const EthBlockNum = Brand.nominal<Scalars.EthBlockNum>()
/** A stored Ethereum hash. */
export const EthHash = Brand.nominal<Scalars.EthHash>()
/** A stored Ethereum signature. */
export const EthSignatureValue = Brand.nominal<EthSignature>()
/** A stored fee selector. */
export const FeeSelector = Brand.nominal<Scalars.FeeSelector>()
/** A stored itemId. */
export const ItemId = Brand.nominal<Scalars.ItemId>()
/** A stored maxNumBatch. */
export const MaxNumBatch = Brand.nominal<Scalars.MaxNumBatch>()
/** A stored nonce. */
export const Nonce = Brand.nominal<Scalars.Nonce>()
/** A stored slot number. */
export const SlotNum = Brand.nominal<Scalars.SlotNum>()
/** A stored L1 queue number. */
export const ToForgeL1TransactionsNum = Brand.nominal<Scalars.ToForgeL1TransactionsNum>()
/** A stored token id. */
export const TokenId = Brand.nominal<Scalars.TokenId>()
/** A stored token name. */
export const TokenName = Brand.nominal<Scalars.TokenName>()
/** A stored token symbol. */
export const TokenSymbol = Brand.nominal<Scalars.TokenSymbol>()
/** A stored transaction position. */
export const TransactionPosition = Brand.nominal<Scalars.TransactionPosition>()
/** A stored transaction id. */
export const TxIdValue = Brand.nominal<TxId>()
/** A stored URL. */
export const Url = Brand.nominal<Scalars.Url>()
