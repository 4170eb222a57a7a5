/**
 * Brand constructors for values read back from the database: `Brand.nominal`, no checks and no
 * schema machinery. What a row holds was checked by core's schemas when the ledger wrote it (and
 * the row readers check the driver's runtime types), while a schema brand's `make` — even with
 * `disableChecks` — runs `constructSync` (≈ 0.25–0.3 µs a call here, ≈ 16 calls a history row:
 * about half of a 20-row page's decoding; `bench/sql_read_cost.ts`).
 */
import { Brand } from "effect"
import type { EthSignature } from "../../../core/domain/account_authorization.ts"
import type { AccountIdx as AccountIdxType } from "../../../core/domain/account_index.ts"
import type { BjjKey as BjjKeyType } from "../../../core/domain/bjj.ts"
import type { BjjSignature } from "../../../core/domain/pool_transaction.ts"
import type {
  BatchNum as BatchNumType,
  EthBlockNum as EthBlockNumType,
  EthHash as EthHashType,
  FeeSelector as FeeSelectorType,
  ItemId as ItemIdType,
  Nonce as NonceType,
  SlotNum as SlotNumType,
  ToForgeL1TransactionsNum as ToForgeL1TransactionsNumType,
  TokenId as TokenIdType,
  TokenName as TokenNameType,
  TokenSymbol as TokenSymbolType,
  TransactionPosition as TransactionPositionType,
  Url as UrlType
} from "../../../core/domain/scalars.ts"
import type { TxId } from "../../../core/domain/tx_id.ts"

/** A stored account index. */
export const AccountIdx = Brand.nominal<AccountIdxType>()
/** A stored batch number. */
export const BatchNum = Brand.nominal<BatchNumType>()
/** A stored BabyJubJub key (64 lowercase hex characters). */
export const BjjKey = Brand.nominal<BjjKeyType>()
/** A stored BabyJubJub signature. */
export const BjjSignatureValue = Brand.nominal<BjjSignature>()
/** A stored Ethereum block number. */
export const EthBlockNum = Brand.nominal<EthBlockNumType>()
/** A stored Ethereum hash. */
export const EthHash = Brand.nominal<EthHashType>()
/** A stored Ethereum signature. */
export const EthSignatureValue = Brand.nominal<EthSignature>()
/** A stored fee selector. */
export const FeeSelector = Brand.nominal<FeeSelectorType>()
/** A stored itemId. */
export const ItemId = Brand.nominal<ItemIdType>()
/** A stored nonce. */
export const Nonce = Brand.nominal<NonceType>()
/** A stored slot number. */
export const SlotNum = Brand.nominal<SlotNumType>()
/** A stored L1 queue number. */
export const ToForgeL1TransactionsNum = Brand.nominal<ToForgeL1TransactionsNumType>()
/** A stored token id. */
export const TokenId = Brand.nominal<TokenIdType>()
/** A stored token name. */
export const TokenName = Brand.nominal<TokenNameType>()
/** A stored token symbol. */
export const TokenSymbol = Brand.nominal<TokenSymbolType>()
/** A stored transaction position. */
export const TransactionPosition = Brand.nominal<TransactionPositionType>()
/** A stored transaction id. */
export const TxIdValue = Brand.nominal<TxId>()
/** A stored URL. */
export const Url = Brand.nominal<UrlType>()
