/** Stored text holds no NUL: every schema of a stored string refuses U+0000 by the one rule of `plain_text.ts`
 * (a webhook's URL by the client rule, which refuses U+FFFD and lone surrogates too); other text passes. */
import { describe, expect, it } from "vitest"
import { Result, Schema } from "effect"
import { InvalidationReason } from "../../../core/domain/invalidation_reason.ts"
import { storableTextProblem } from "../../../core/domain/plain_text.ts"
import { TokenName, Url } from "../../../core/domain/scalars.ts"
import { WebhookPost, WebhookUrl } from "../../../core/domain/webhook.ts"

/** The message of decoding `input` with `schema`, or undefined when it decodes. */
function refusal(schema: Schema.Top, input: unknown): string | undefined {
  const result = Schema.decodeUnknownResult(schema as Schema.Codec<unknown, unknown>)(input)
  return Result.isFailure(result) ? String(result.failure) : undefined
}

/** Each schema of a stored string, with a value it takes and how to put a text into that value. */
const STORED: ReadonlyArray<readonly [string, Schema.Top, (text: string) => unknown]> = [
  ["WebhookPost.url", WebhookPost, (text) => ({ url: `https://hooks.example/${text}` })],
  ["WebhookUrl", WebhookUrl, (text) => `https://hooks.example/${text}`],
  ["TokenName", TokenName, (text) => `Token ${text}`],
  ["Url", Url, (text) => `https://coordinator.example/${text}`],
  ["InvalidationReason.message", InvalidationReason, (text) => ({ code: "other", message: `dropped: ${text}` })]
]

describe("stored text", () => {
  it("storableTextProblem names a NUL anywhere and nothing else", () => {
    for (const text of ["\u0000", "a\u0000", "\u0000b", "a\u0000b"]) expect(storableTextProblem(text)).toContain("NUL")
    for (const text of ["", "a", "\uFFFD", "é ✓ 🙂", "\u0001\u001f"]) expect(storableTextProblem(text)).toBeUndefined()
  })

  it.each(STORED)("%s refuses a NUL, naming it", (_name, schema, put) => {
    expect(refusal(schema, put("a\u0000b"))).toContain("NUL")
    expect(refusal(schema, put("a"))).toBeUndefined()
  })

  it("a webhook URL, a client's text, also refuses U+FFFD and a lone surrogate", () => {
    expect(refusal(WebhookUrl, "https://hooks.example/\uFFFD")).toContain("U+FFFD")
    expect(refusal(WebhookUrl, "https://hooks.example/\uD800")).toContain("surrogate")
    expect(refusal(WebhookUrl, "https://hooks.example/é")).toBeUndefined()
  })
})
