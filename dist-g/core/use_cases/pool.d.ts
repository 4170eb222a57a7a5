/**
 * Use cases of `POST /transactions-pool` and `GET /transactions-pool/{id}`. A submitted L2
 * transaction goes through the checks of `decisions.md` in order, each failure a BadRequest with
 * its own catalogue type: type and TxID (ErrInvalidTxTypeOrTxID), amounts representable as Float40
 * (ErrInvalidFloat40Amount), fee overflow, sender account, token, nonce, signature, receiver, exit
 * amount. An accepted transaction is stored `pend`; posting the same transaction again answers its
 * id again, a different one with the same id is a duplicate. With `replace` (an extension of the
 * contract) an accepted transaction is stored in place of its sender's pending one with the same
 * nonce, or refused as `core/ledger/pool_replacement.ts` says.
 */
import { Effect, Schema } from "effect";
import type { PostPoolL2Transaction } from "../domain/pool_transaction.ts";
import { BadRequest, NotFound } from "../errors.ts";
import { AccountStore } from "../ports/account_store.ts";
import { WallClock } from "../ports/clock.ts";
import { NetworkSettings } from "../ports/network_settings.ts";
import { type PoolRecord, PoolStore } from "../ports/pool_store.ts";
import { SignatureVerifier } from "../ports/signature_verifier.ts";
/** What `POST /transactions-pool` answers with the wallet extensions (the id, or a dry run's outcome) or without (the id). */
export declare const PostSuccesses: {
    readonly true: Schema.Union<readonly [Schema.decodeTo<Schema.brand<Schema.String, "TxId">, Schema.String, never, never>, Schema.Struct<{
        readonly id: Schema.decodeTo<Schema.brand<Schema.String, "TxId">, Schema.String, never, never>;
        readonly wouldBeState: Schema.Literals<readonly ["pend", "fing", "fged", "invl"]>;
        readonly alreadyInPool: Schema.Boolean;
        readonly nextNonce: Schema.NullOr<Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">>;
        readonly replaces: Schema.$Array<Schema.decodeTo<Schema.brand<Schema.String, "TxId">, Schema.String, never, never>>;
    }>]>;
    readonly false: Schema.decodeTo<Schema.brand<Schema.String, "TxId">, Schema.String, never, never>;
};
/** How a transaction is submitted: with `replace`, in place of its sender's pending one with the same nonce. */
export interface SubmitOptions {
    readonly replace?: boolean | undefined;
}
/** The ports the checks of a submission need. */
type CheckServices = AccountStore | SignatureVerifier | NetworkSettings | WallClock;
/** The ports a submission (or its dry run) needs. */
export type SubmitServices = PoolStore | CheckServices;
/**
 * Whether a stored pool transaction is the one `body` submits: every field the client sends is
 * equal (destination addresses and keys a Transfer does not send are derived, so not compared).
 */
export declare function isSameSubmission(stored: PoolRecord, body: PostPoolL2Transaction): boolean;
/**
 * Checks a submitted L2 transaction and stores it `pend` (with `replace`, in place of its sender's
 * pending one with the same nonce); answers its id. Posting a stored transaction again answers its
 * id whatever the checks would say now (a replacement's retry included): an accepted one is found
 * by the store's add or replace, a rejected one is looked up before the rejection is answered (so
 * an accepted submission reads the pool only through its add or replace).
 */
export declare const submit: (body: {
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
}, options?: SubmitOptions | undefined) => Effect.Effect<string & import("effect/Brand").Brand<"TxId">, BadRequest, SubmitServices>;
/**
 * What `submit` would answer for `body` (with `options`), storing nothing: the same checks in the
 * same order, then the pool looked up where `submit` writes it. A transaction already stored is
 * answered as `submit` answers it again (its stored state, whatever the checks say now); another
 * one with its id is the same duplicate; a replacement names what it would replace, or is refused
 * as the real one would be now. `nextNonce` counts a new transaction's nonce as taken (a stored
 * one's is taken only while it is pend or fing, as every pool nonce).
 */
export declare const dryRun: (body: {
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
}, options?: SubmitOptions | undefined) => Effect.Effect<{
    readonly id: string & import("effect/Brand").Brand<"TxId">;
    readonly wouldBeState: "fged" | "fing" | "invl" | "pend";
    readonly alreadyInPool: boolean;
    readonly nextNonce: (bigint & import("effect/Brand").Brand<"Nonce">) | null;
    readonly replaces: readonly (string & import("effect/Brand").Brand<"TxId">)[];
}, BadRequest, SubmitServices>;
/** The pool transaction with this id. */
export declare const get: (id: string & import("effect/Brand").Brand<"TxId">) => Effect.Effect<{
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
}, NotFound, PoolStore>;
export {};
