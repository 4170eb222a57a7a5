/**
 * History transactions written from the wire text the ledger stored with them (`core/revision/history_text.ts`): the
 * stored parts joined with the token's text (remembered per token while its value is the same) and the finality, the
 * item's version the stored tag with the token's version and the finality, so neither encoding nor hashing happens per
 * item. A transaction read without stored parts (queued, or stored before they existed) is written from its fields.
 */
import type { HistoryTransaction } from "../../../core/domain/history_transaction.ts"
import { Token } from "../../../core/domain/token.ts"
import { jsonEncoder } from "../../../core/encoding/json_encoder.ts"
import { historyWireText, storedHistoryText } from "../../../core/revision/history_text.ts"
import type { Revision } from "../../../core/revision/revision.ts"
import type { DomainEncoder } from "../../../core/revision/wire_view.ts"
import { entityTag } from "../edge/caching.ts"
import { memoizedItemText } from "./item_text_memo.ts"
import { type ItemText, type Render, taggedJsonResponse, viewItemText, viewResource } from "./respond.ts"
import { sameEncoding } from "./schema_equivalence.ts"

/**
 * The texts of history transactions in `revision`: from their stored parts when they have them, else by `fromFields`
 * (by default through `view`, remembered per item id).
 */
export function historyItemText(
  revision: Revision,
  view: DomainEncoder<HistoryTransaction>,
  fromFields: ItemText<HistoryTransaction> = viewItemText(view)
): ItemText<HistoryTransaction> {
  const token = memoizedItemText(jsonEncoder(Token), sameEncoding(Token))
  return (tx) => {
    const stored = storedHistoryText(tx)
    if (stored === undefined) return fromFields(tx)
    const tokenText = token(tx.token)
    return {
      text: historyWireText(stored, revision, tokenText.text, tx.finality),
      version: `${stored.tag}${tokenText.version}${tx.finality}`
    }
  }
}

/** The renderer of one history transaction in `revision`: its text as a list writes it, its `ETag` from its version. */
export function historyResource(revision: Revision, view: DomainEncoder<HistoryTransaction>): Render<HistoryTransaction> {
  const itemText = historyItemText(revision, view)
  const fromFields = viewResource(view)
  return (tx) => {
    if (storedHistoryText(tx) === undefined) return fromFields(tx)
    const { text, version } = itemText(tx)
    return taggedJsonResponse(text, entityTag(version))
  }
}
