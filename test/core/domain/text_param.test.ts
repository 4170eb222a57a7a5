/** Free-text parameters (`TextParam`) reject NUL, U+FFFD and unpaired surrogates with a message naming the problem,
 * before storage; every other non-empty text passes. */
import { describe, it } from "@effect/vitest"
import { Result, Schema } from "effect"
import { expect } from "vitest"
import { textProblem } from "../../../core/domain/plain_text.ts"
import { TextParam } from "../../../core/domain/query_params.ts"
import { Tokens } from "../../../core/use_cases/mod.ts"

const decodeText = Schema.decodeUnknownResult(TextParam)
const decodeTokensQuery = Schema.decodeUnknownResult(Tokens.ListQuery)

/** The message of a failed decode (fails the test on success). */
function failureMessage<A>(result: Result.Result<A, Schema.SchemaError>): string {
  if (Result.isSuccess(result)) throw new Error(`expected a failure, got ${JSON.stringify(result.success)}`)
  return String(result.failure)
}

/** What the text rule rejects: NUL, U+FFFD and lone surrogates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is one of the characters the rule rejects
const REJECTED_CHARACTERS = /[\u0000\uFFFD]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

describe("textProblem", () => {
  const bad: ReadonlyArray<readonly [string, string, string]> = [
    ["a NUL alone", "\u0000", "NUL"],
    ["a NUL inside a name", "Eth\u0000er", "NUL"],
    ["U+FFFD (a %FF decoded by a URL parser)", "\uFFFD", "UTF-8"],
    ["U+FFFD inside a name", "Et\uFFFDher", "UTF-8"],
    ["a lone high surrogate", "a\uD800", "surrogate"],
    ["a lone low surrogate", "\uDC00a", "surrogate"],
    ["two high surrogates", "\uD83D\uD83D", "surrogate"],
    ["a low surrogate before a high one", "\uDE00\uD83D", "surrogate"]
  ]
  for (const [name, text, fragment] of bad) {
    it(`rejects ${name}, naming the problem`, () => {
      expect(textProblem(text)).toContain(fragment)
      expect(failureMessage(decodeText(text))).toContain(fragment)
    })
  }

  const good: ReadonlyArray<readonly [string, string]> = [
    ["plain ASCII", "Ether"],
    ["accents", "Éther çà"],
    ["a character outside the BMP (a surrogate pair)", "token \uD83D\uDE00"],
    ["characters a search may hold: %, _, \\, quotes", "50% _off_ \\ 'x' \"y\""],
    ["control characters other than NUL", "a\u0001\u001f\u007f"]
  ]
  for (const [name, text] of good) {
    it(`accepts ${name}`, () => {
      expect(textProblem(text)).toBeUndefined()
      expect(Result.getOrThrow(decodeText(text))).toBe(text)
    })
  }

  it("rejects the empty text", () => {
    expect(Result.isFailure(decodeText(""))).toBe(true)
  })

  it.prop(
    "accepts any well-formed text without NUL or U+FFFD, and rejects it with one inserted",
    [Schema.String, Schema.Int],
    ([text, at]) => {
      const clean = text.replace(REJECTED_CHARACTERS, "") + "x"
      expect(textProblem(clean)).toBeUndefined()
      const i = Math.abs(at) % (clean.length + 1)
      for (const inserted of ["\u0000", "\uFFFD"]) {
        expect(textProblem(clean.slice(0, i) + inserted + clean.slice(i))).toBeDefined()
      }
    }
  )
})

describe("GET /tokens query", () => {
  it("rejects a name with a NUL or U+FFFD, naming the parameter", () => {
    expect(failureMessage(decodeTokensQuery({ name: "\u0000" }))).toMatch(/NUL[\s\S]*"name"/)
    expect(failureMessage(decodeTokensQuery({ name: "\uFFFD" }))).toMatch(/UTF-8[\s\S]*"name"/)
  })

  it("accepts an ordinary name", () => {
    expect(Result.getOrThrow(decodeTokensQuery({ name: "ether" })).name).toBe("ether")
  })
})
