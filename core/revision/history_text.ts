/**
 * A history transaction's wire text as the ledger stores it when it forges the transaction: everything either revision
 * writes of it except its token (whose price moves) and its finality (which moves with the chain). A read splices those
 * two into the stored parts instead of encoding the item, and the item's version in an entity tag is the stored `tag`,
 * so a page is made of ready text and hashes nothing. Rows written before the parts existed have none, and are encoded
 * from their fields as before.
 */
import type { Finality } from "../domain/finality.ts"
import type { HistoryTransaction } from "../domain/history_transaction.ts"
import { Token } from "../domain/token.ts"
import { jsonEncoder } from "../encoding/json_encoder.ts"
import { HistoryTransactionViews } from "./resource_views.ts"
import { type Revision, RevisionTable } from "./revision.ts"
import { type Carrying, PLACEHOLDER_TOKEN, storedTextOf, textTag } from "./stored_text.ts"

/** The fixed parts of a history transaction's wire text in both revisions. */
export interface HistoryText {
  /** The text before the token, the same in both revisions: `{"L1orL2":…,"token":`. */
  readonly head: string
  /** The later revision's text after the token, without its finality and closing brace: `,"L1Info":…,"L2Info":…`. */
  readonly tail: string
  /** The earlier revision's text after the token when it differs from `tail` (an L1 transaction's L1Info), else null. */
  readonly tailEarlier: string | null
  /** A digest of the parts (24 hex digits of Keccak-256): the item's version in the entity tag of a page holding it. */
  readonly tag: string
}

/** The JSON text of a domain value in `revision`, as a list page writes its items. */
function wireTextIn(revision: Revision): (tx: HistoryTransaction) => string {
  const view = HistoryTransactionViews[RevisionTable[revision].l1Info]
  const write = jsonEncoder(view.schema)
  const project = view.project
  return (tx) => write(project(tx))
}

const LATER_TEXT = wireTextIn("later")
const EARLIER_TEXT = wireTextIn("earlier")
const TOKEN_TEXT = jsonEncoder(Token)(PLACEHOLDER_TOKEN)

/** The text closing an item in `revision`: its finality where the revision writes one, then the brace. */
function closing(revision: Revision, finality: Finality): string {
  return RevisionTable[revision].finality ? `,"finality":"${finality}"}` : "}"
}

/** The text before and after the placeholder token in `text`, which must end with `end`. */
function cut(text: string, end: string): readonly [head: string, tail: string] {
  const at = text.indexOf(TOKEN_TEXT)
  if (at < 0 || !text.endsWith(end)) throw new Error("history text: the item's wire text has an unexpected shape")
  return [text.slice(0, at), text.slice(at + TOKEN_TEXT.length, text.length - end.length)]
}

/** The fixed parts of a forged transaction's wire text (its token and finality are ignored): what the ledger stores with it. */
export function historyTextOf(tx: Omit<HistoryTransaction, "token" | "finality">): HistoryText {
  const value: HistoryTransaction = { ...tx, token: PLACEHOLDER_TOKEN, finality: "forged" }
  const [head, tail] = cut(LATER_TEXT(value), closing("later", "forged"))
  const [headEarlier, earlierTail] = cut(EARLIER_TEXT(value), closing("earlier", "forged"))
  if (headEarlier !== head) throw new Error("history text: the revisions differ before the token")
  const tailEarlier = earlierTail === tail ? null : earlierTail
  const tag = textTag([head, tail, tailEarlier ?? ""])
  return { head, tail, tailEarlier, tag }
}

/** The wire text of a history transaction in `revision` from its stored parts, its token's text and its finality. */
export function historyWireText(text: HistoryText, revision: Revision, tokenText: string, finality: Finality): string {
  // The tail is chosen by the `l1Info` row, the one difference it carries: the later revision's, or the earlier's.
  const tail =
    RevisionTable[revision].l1Info === RevisionTable.later.l1Info ? text.tail : (text.tailEarlier ?? text.tail)
  return text.head + tokenText + tail + closing(revision, finality)
}

/** The stored parts of a history transaction read with them (undefined: encode it from its fields). */
export function storedHistoryText(tx: Carrying<HistoryTransaction, HistoryText>): HistoryText | undefined {
  return storedTextOf(tx)
}
