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
import { keccak256 } from "../encoding/keccak.ts"
import { HistoryTransactionViews } from "./resource_views.ts"
import { type Revision, RevisionTable } from "./revision.ts"

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

/** A token of valid shape standing in while the fixed parts are cut out (its text is found and removed). */
const PLACEHOLDER_TOKEN: Token = {
  itemId: 1 as Token["itemId"],
  id: 0 as Token["id"],
  ethereumBlockNum: 0n as Token["ethereumBlockNum"],
  ethereumAddress: "0x0000000000000000000000000000000000000000" as Token["ethereumAddress"],
  name: "placeholder" as Token["name"],
  symbol: "PLACEHOLDER" as Token["symbol"],
  decimals: 0,
  USD: null,
  fiatUpdate: null
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

/** Lower-case hex digits of the first `length` bytes. */
function hexOf(bytes: Uint8Array, length: number): string {
  let hex = ""
  for (let i = 0; i < length; i++) hex += (bytes[i] ?? 0).toString(16).padStart(2, "0")
  return hex
}

/** The fixed parts of a forged transaction's wire text (its token and finality are ignored): what the ledger stores with it. */
export function historyTextOf(tx: Omit<HistoryTransaction, "token" | "finality">): HistoryText {
  const value: HistoryTransaction = { ...tx, token: PLACEHOLDER_TOKEN, finality: "forged" }
  const [head, tail] = cut(LATER_TEXT(value), closing("later", "forged"))
  const [headEarlier, earlierTail] = cut(EARLIER_TEXT(value), closing("earlier", "forged"))
  if (headEarlier !== head) throw new Error("history text: the revisions differ before the token")
  const tailEarlier = earlierTail === tail ? null : earlierTail
  const tag = hexOf(keccak256(new TextEncoder().encode(`${head}\u0000${tail}\u0000${tailEarlier ?? ""}`)), 12)
  return { head, tail, tailEarlier, tag }
}

/** The wire text of a history transaction in `revision` from its stored parts, its token's text and its finality. */
export function historyWireText(text: HistoryText, revision: Revision, tokenText: string, finality: Finality): string {
  const tail = revision === "later" ? text.tail : text.tailEarlier ?? text.tail
  return text.head + tokenText + tail + closing(revision, finality)
}

/**
 * The key under which a history transaction read with its stored parts carries them: a symbol, so no field of the
 * wire's and no JSON text shows it, and part of the value's own shape (a side table keyed by short-lived values cost
 * more in lookups and collection than the encoding it saved on a memo-friendly load).
 */
export const HISTORY_TEXT: unique symbol = Symbol.for("zk-api/historyText")

/** A history transaction that may carry its stored parts. */
type WithText = HistoryTransaction & { readonly [HISTORY_TEXT]?: HistoryText | undefined }

/** The stored parts of a history transaction read with them (undefined: encode it from its fields). */
export function storedHistoryText(tx: HistoryTransaction): HistoryText | undefined {
  return (tx as WithText)[HISTORY_TEXT]
}
