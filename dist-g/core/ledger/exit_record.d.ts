/**
 * The stored form of an exit: the exit without its embedded token (joined at read time), plus
 * the token id; and how a withdrawal step changes it. An exit is withdrawn either instantly or
 * through the withdrawal delayer (a request, then the delayed withdrawal); the first request is
 * kept, as the anchor does.
 */
import { Result } from "effect";
import type { Exit } from "../domain/exit.ts";
import { type EthBlockNum, type TokenId } from "../domain/scalars.ts";
import type { Token } from "../domain/token.ts";
import type { NewExit, NewWithdrawal } from "../ports/ledger.ts";
import type { LedgerView } from "./ledger_view.ts";
/** An exit without its token, with the token's id. */
export interface ExitRecord extends Omit<Exit, "token"> {
    readonly tokenId: TokenId;
}
/** The record of an exit leaf of batch `batchNum`, or why the ledger rejects it. */
export declare function exitRecord(exit: NewExit, batchNum: number, view: LedgerView, itemId: number): Result.Result<ExitRecord, string>;
/** The exit of `record` with its token as it is now. */
export declare function exitWithToken(record: ExitRecord, token: Token): Exit;
/** True while an exit has neither an instant nor a delayed withdrawal (`onlyPendingWithdraws`). */
export declare function isPendingWithdrawal(record: Pick<ExitRecord, "instantWithdraw" | "delayedWithdraw">): boolean;
/** The exit after a withdrawal step seen in `block`, or why the ledger rejects it. */
export declare function applyWithdrawal(record: ExitRecord, kind: NewWithdrawal["kind"], block: EthBlockNum): Result.Result<ExitRecord, string>;
