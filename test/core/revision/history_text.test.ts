/**
 * A history transaction's stored wire text (`core/revision/history_text.ts`): its parts spliced with any token and any
 * finality write exactly what the revision's view encoded and `JSON.stringify` write, for generated transactions in both
 * revisions, and its tag changes with any part.
 */
import { describe, it } from "@effect/vitest"
import { Schema } from "effect"
import { expect } from "vitest"
import { Finality } from "../../../core/domain/finality.ts"
import { HistoryTransaction } from "../../../core/domain/history_transaction.ts"
import { Token } from "../../../core/domain/token.ts"
import { historyTextOf, historyWireText, storedHistoryText } from "../../../core/revision/history_text.ts"
import { STORED_TEXT } from "../../../core/revision/stored_text.ts"
import { REVISIONS } from "../../../core/revision/revision.ts"
import { HistoryTransactionViewOf } from "../../../core/revision/revision_schemas.ts"

const tokenText = (token: Token) => JSON.stringify(Schema.encodeSync(Token, { disableChecks: true })(token))

describe("history text", () => {
  for (const revision of REVISIONS) {
    const encode = HistoryTransactionViewOf[revision].encoder({ disableChecks: true })
    it.prop(
      `spliced with a token and a finality, writes the ${revision} revision's text`,
      [HistoryTransaction, Token, Finality],
      ([tx, token, finality]) => {
        const text = historyTextOf(tx)
        const expected = JSON.stringify(encode({ ...tx, token, finality }))
        expect(historyWireText(text, revision, tokenText(token), finality)).toBe(expected)
      }
    )
  }

  it.prop("stores the earlier tail only when it differs", [HistoryTransaction], ([tx]) => {
    const text = historyTextOf(tx)
    expect(text.tailEarlier === null).toBe(tx.L1Info === null)
  })

  it.prop("tags differ when the transactions' texts differ", [HistoryTransaction, HistoryTransaction], ([a, b]) => {
    const [ta, tb] = [historyTextOf(a), historyTextOf(b)]
    const same = ta.head === tb.head && ta.tail === tb.tail && ta.tailEarlier === tb.tailEarlier
    expect(ta.tag === tb.tag).toBe(same)
    expect(ta.tag).toMatch(/^[0-9a-f]{24}$/u)
  })

  it.prop("is carried by the value read with it and shown by no field or JSON text", [HistoryTransaction], ([tx]) => {
    const text = historyTextOf(tx)
    const read = { ...tx, [STORED_TEXT]: text }
    expect(storedHistoryText(read)).toBe(text)
    expect(storedHistoryText(tx)).toBeUndefined()
    expect(Object.keys(read)).toEqual(Object.keys(tx))
    expect(JSON.stringify(Schema.encodeSync(HistoryTransaction, { disableChecks: true })(read))).toBe(
      JSON.stringify(Schema.encodeSync(HistoryTransaction, { disableChecks: true })(tx))
    )
  })
})
