/** The rules of text the node stores: none holds NUL (which PostgreSQL text cannot hold), and what a client writes is
 * well-formed Unicode without U+FFFD too; each a check reused by every schema and ledger input it applies to. */
import { Schema } from "effect"

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one (no `u` flag: code units). */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Why `text` cannot be stored, or undefined when it can: a NUL character (U+0000), which PostgreSQL text cannot hold. */
export function storableTextProblem(text: string): string | undefined {
  return text.includes("\u0000") ? "Expected text without NUL characters (U+0000)" : undefined
}

/** The check of every text the node stores (`storableTextProblem`): no NUL. */
export const isStorableText = Schema.makeFilter<string>((text) => storableTextProblem(text) ?? true, {
  description: "Text without NUL characters"
})

/**
 * Why `text` is not acceptable free text from a client, or undefined when it is: a NUL character
 * (`storableTextProblem`), U+FFFD (what a decoder makes of bytes that are not UTF-8, e.g. a query's `%FF`, `%C3%28` or
 * an encoded surrogate `%ED%A0%80`), or an unpaired UTF-16 surrogate (stored, it would come back as U+FFFD).
 */
export function textProblem(text: string): string | undefined {
  const unstorable = storableTextProblem(text)
  if (unstorable !== undefined) return unstorable
  if (text.includes("\uFFFD")) {
    return "Expected valid UTF-8 text: it contains U+FFFD, the replacement character for bytes that are not UTF-8"
  }
  if (UNPAIRED_SURROGATE.test(text))
    return "Expected well-formed Unicode text: it contains an unpaired UTF-16 surrogate"
  return undefined
}

/** The check of free text from a client (`textProblem`), documented in the OpenAPI document by its description. */
export const isPlainText = Schema.makeFilter<string>((text) => textProblem(text) ?? true, {
  description: "Text of valid UTF-8 without NUL characters"
})
