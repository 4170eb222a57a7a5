/**
 * An exit's wire text as the ledger stores it when it forges the exit: each revision's text up to its first moving
 * field — the owner, the merkle proof and the balance never change — without the rest. A read appends the moving fields
 * (the withdrawal blocks, the token, whose price moves, and the finality), so neither the proof is encoded nor the item
 * hashed; the item's version is the stored `tag` with the moving values. Rows written before the parts existed have
 * none, and are encoded from their fields as before.
 */
import type { Exit } from "../domain/exit.ts"
import { Token } from "../domain/token.ts"
import { jsonEncoder } from "../encoding/json_encoder.ts"
import { ExitViews } from "./resource_views.ts"
import { type Revision, RevisionTable } from "./revision.ts"
import { type Carrying, PLACEHOLDER_TOKEN, storedTextOf, textTag } from "./stored_text.ts"

/** The fixed parts of an exit's wire text in both revisions. */
export interface ExitText {
  /** The later revision's text before its withdrawal blocks, without a comma or closing brace: `{"batchNum":…,"balance":"…"`. */
  readonly head: string
  /** The earlier revision's (no owner, the proof's keys capitalised). */
  readonly headEarlier: string
  /** A digest of the parts (24 hex digits of Keccak-256): with the moving values, the item's version in an entity tag. */
  readonly tag: string
}

/** What an exit shows that moves: its withdrawal blocks, its token's text, its finality and the block it is final at. */
type Moving = Pick<
  Exit,
  "instantWithdraw" | "delayedWithdrawRequest" | "delayedWithdraw" | "finality" | "withdrawableAtBlock"
>

/** A block number or null as JSON text. */
const block = (value: bigint | null): string => (value === null ? "null" : String(value))

/**
 * The text after the head in `revision`, by its `exitShape` row (the view it writes): the withdrawal blocks under that
 * shape's names, the token and, in the later shape, the finality fields; then the closing brace.
 */
function rest(revision: Revision, exit: Moving, tokenText: string): string {
  return RevisionTable[revision].exitShape === "withdraw"
    ? `,"instantWithdraw":${block(exit.instantWithdraw)},"delayedWithdrawRequest":${block(exit.delayedWithdrawRequest)},` +
        `"delayedWithdraw":${block(exit.delayedWithdraw)},"token":${tokenText},"finality":"${exit.finality}",` +
        `"withdrawableAtBlock":${exit.withdrawableAtBlock}}`
    : `,"instantWithdrawn":${block(exit.instantWithdraw)},"delayedWithdrawRequest":${block(exit.delayedWithdrawRequest)},` +
        `"delayedWithdrawn":${block(exit.delayedWithdraw)},"token":${tokenText}}`
}

/** The head of `exit`'s text in `revision`: its view's text less the rest, which must end it (else the view moved a field). */
function headIn(revision: Revision): (exit: Exit) => string {
  const view = ExitViews[RevisionTable[revision].exitShape]
  const write = jsonEncoder(view.schema)
  const project = view.project
  const tokenText = jsonEncoder(Token)(PLACEHOLDER_TOKEN)
  return (exit) => {
    const text = write(project(exit))
    const end = rest(revision, exit, tokenText)
    if (!text.endsWith(end))
      throw new Error(`exit text: the ${revision} revision's exit does not end with its moving fields`)
    return text.slice(0, text.length - end.length)
  }
}

const LATER_HEAD = headIn("later")
const EARLIER_HEAD = headIn("earlier")

/** The fixed parts of a forged exit's wire text (its withdrawals, token and finality are ignored): what the ledger stores with it. */
export function exitTextOf(exit: Omit<Exit, keyof Moving | "token">): ExitText {
  const value: Exit = {
    batchNum: exit.batchNum,
    accountIndex: exit.accountIndex,
    bjj: exit.bjj,
    zkEthereumAddress: exit.zkEthereumAddress,
    itemId: exit.itemId,
    merkleProof: exit.merkleProof,
    balance: exit.balance,
    instantWithdraw: null,
    delayedWithdrawRequest: null,
    delayedWithdraw: null,
    token: PLACEHOLDER_TOKEN,
    finality: "forged",
    withdrawableAtBlock: 0n as Exit["withdrawableAtBlock"]
  }
  const head = LATER_HEAD(value)
  const headEarlier = EARLIER_HEAD(value)
  return { head, headEarlier, tag: textTag([head, headEarlier]) }
}

/** The wire text of an exit in `revision` from its stored parts, its moving fields and its token's text. */
export function exitWireText(text: ExitText, revision: Revision, exit: Moving, tokenText: string): string {
  return (
    (RevisionTable[revision].exitShape === "withdraw" ? text.head : text.headEarlier) + rest(revision, exit, tokenText)
  )
}

/** The version of an exit's text from its stored tag, its moving values and its token's version. */
export function exitVersion(text: ExitText, exit: Moving, tokenVersion: string): string {
  return (
    `${text.tag}${block(exit.instantWithdraw)}.${block(exit.delayedWithdrawRequest)}.${block(exit.delayedWithdraw)}.` +
    `${exit.finality}.${exit.withdrawableAtBlock}.${tokenVersion}`
  )
}

/** The stored parts of an exit read with them (undefined: encode it from its fields). */
export function storedExitText(exit: Carrying<Exit, ExitText>): ExitText | undefined {
  return storedTextOf(exit)
}
