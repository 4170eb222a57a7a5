/**
 * An exit's stored wire text (`core/revision/exit_text.ts`): its head joined with any withdrawals, token and finality
 * writes exactly what the revision's view encoded and `JSON.stringify` write, for generated exits in both revisions; its
 * tag changes with either head, and its version with every moving part.
 */
import { describe, it } from "@effect/vitest"
import { Schema } from "effect"
import { expect } from "vitest"
import { Exit } from "../../../core/domain/exit.ts"
import { Token } from "../../../core/domain/token.ts"
import { exitTextOf, exitVersion, exitWireText, storedExitText } from "../../../core/revision/exit_text.ts"
import { REVISIONS } from "../../../core/revision/revision.ts"
import { ExitViewOf } from "../../../core/revision/revision_schemas.ts"
import { STORED_TEXT } from "../../../core/revision/stored_text.ts"

const tokenText = (token: Token) => JSON.stringify(Schema.encodeSync(Token, { disableChecks: true })(token))

describe("exit text", () => {
  for (const revision of REVISIONS) {
    const encode = ExitViewOf[revision].encoder({ disableChecks: true })
    it.prop(`joined with its moving fields, writes the ${revision} revision's text`, [Exit, Exit], ([exit, moved]) => {
      const text = exitTextOf(exit)
      const read = {
        ...exit,
        instantWithdraw: moved.instantWithdraw,
        delayedWithdrawRequest: moved.delayedWithdrawRequest,
        delayedWithdraw: moved.delayedWithdraw,
        token: moved.token,
        finality: moved.finality,
        withdrawableAtBlock: moved.withdrawableAtBlock
      }
      expect(exitWireText(text, revision, read, tokenText(read.token))).toBe(JSON.stringify(encode(read)))
    })
  }

  it.prop("tags differ when the exits' heads differ", [Exit, Exit], ([a, b]) => {
    const [ta, tb] = [exitTextOf(a), exitTextOf(b)]
    expect(ta.tag === tb.tag).toBe(ta.head === tb.head && ta.headEarlier === tb.headEarlier)
    expect(ta.tag).toMatch(/^[0-9a-f]{24}$/u)
  })

  it.prop("versions differ when a moving field differs", [Exit, Exit], ([a, b]) => {
    const text = exitTextOf(a)
    const moving = (x: Exit) =>
      JSON.stringify(
        [x.instantWithdraw, x.delayedWithdrawRequest, x.delayedWithdraw, x.finality, x.withdrawableAtBlock].map(String)
      )
    expect(exitVersion(text, a, "t") === exitVersion(text, b, "t")).toBe(moving(a) === moving(b))
    expect(exitVersion(text, a, "t") === exitVersion(text, a, "u")).toBe(false)
  })

  it.prop("is carried by the value read with it and shown by no field or JSON text", [Exit], ([exit]) => {
    const text = exitTextOf(exit)
    const read = { ...exit, [STORED_TEXT]: text }
    expect(storedExitText(read)).toBe(text)
    expect(storedExitText(exit)).toBeUndefined()
    expect(Object.keys(read)).toEqual(Object.keys(exit))
    expect(JSON.stringify(Schema.encodeSync(Exit, { disableChecks: true })(read))).toBe(
      JSON.stringify(Schema.encodeSync(Exit, { disableChecks: true })(exit))
    )
  })
})
