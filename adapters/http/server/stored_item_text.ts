/**
 * Items written from the wire text the ledger stored with them (`core/revision/history_text.ts`, `exit_text.ts`): the
 * stored parts joined with the moving ones — the token's text (remembered per token while its value is the same), the
 * finality, an exit's withdrawals — the item's version the stored tag with the moving parts' versions, so neither
 * encoding nor hashing happens per item. An item read without stored parts (a queued transaction, or one stored before
 * they existed) is written from its fields.
 */
import type { Exit } from "../../../core/domain/exit.ts"
import type { HistoryTransaction } from "../../../core/domain/history_transaction.ts"
import { Token } from "../../../core/domain/token.ts"
import { jsonEncoder } from "../../../core/encoding/json_encoder.ts"
import { type ExitText, exitVersion, exitWireText, storedExitText } from "../../../core/revision/exit_text.ts"
import { type HistoryText, historyWireText, storedHistoryText } from "../../../core/revision/history_text.ts"
import type { Revision } from "../../../core/revision/revision.ts"
import type { DomainEncoder } from "../../../core/revision/wire_view.ts"
import { entityTag } from "../edge/caching.ts"
import { memoizedItemText, type RenderedItem } from "./item_text_memo.ts"
import { type ItemText, type Render, taggedJsonResponse, viewItemText, viewResource } from "./respond.ts"
import { sameEncoding } from "./schema_equivalence.ts"

/** An item kind written from stored text: the item's stored parts, and its text and version in a revision from them and its token's rendering. */
export interface StoredTextKind<A, S> {
  readonly stored: (item: A) => S | undefined
  readonly join: (stored: S, revision: Revision, item: A, token: RenderedItem) => RenderedItem
}

/** History transactions: the stored parts around the token, then the finality. */
export const HISTORY_TEXT: StoredTextKind<HistoryTransaction, HistoryText> = {
  stored: storedHistoryText,
  join: (stored, revision, tx, token) => ({
    text: historyWireText(stored, revision, token.text, tx.finality),
    version: `${stored.tag}${token.version}${tx.finality}`
  })
}

/** Exits: the stored head, then the withdrawals, the token and the finality. */
export const EXIT_TEXT: StoredTextKind<Exit, ExitText> = {
  stored: storedExitText,
  join: (stored, revision, exit, token) => ({
    text: exitWireText(stored, revision, exit, token.text),
    version: exitVersion(stored, exit, token.version)
  })
}

/**
 * The texts of `kind`'s items in `revision`: from their stored parts when they have them, else by `fromFields` (by
 * default through `view`, remembered per item id).
 */
export function storedItemText<A extends { readonly token: Token }, S>(
  kind: StoredTextKind<A, S>,
  revision: Revision,
  view: DomainEncoder<A>,
  fromFields: ItemText<A> = viewItemText(view)
): ItemText<A> {
  const token = memoizedItemText(jsonEncoder(Token), sameEncoding(Token))
  return (item) => {
    const stored = kind.stored(item)
    return stored === undefined ? fromFields(item) : kind.join(stored, revision, item, token(item.token))
  }
}

/** The renderer of one of `kind`'s items in `revision`: its text as a list writes it, its `ETag` from its version. */
export function storedResource<A extends { readonly token: Token }, S>(
  kind: StoredTextKind<A, S>,
  revision: Revision,
  view: DomainEncoder<A>
): Render<A> {
  const itemText = storedItemText(kind, revision, view)
  const fromFields = viewResource(view)
  return (item) => {
    if (kind.stored(item) === undefined) return fromFields(item)
    const { text, version } = itemText(item)
    return taggedJsonResponse(text, entityTag(version))
  }
}
