/** The compressed forms of a body fixed for the life of the process (a `static` route's: the API documents, the docs
 * page), each made once per coding and kept while the body is, so asking for it again costs no compression. */
import { Effect } from "effect"
import { type Coding, compress } from "./compression.ts"

/** Each fixed body's compressed forms being made or made, by coding, forgotten with the body. */
const madeForms = new WeakMap<Uint8Array, Map<Coding, Promise<Uint8Array>>>()

/** `body` compressed with `coding`: made on the first call for this very body and coding, the same bytes on every later one. */
export function compressedOnce(body: Uint8Array, coding: Coding): Effect.Effect<Uint8Array> {
  return Effect.promise(() => {
    let forms = madeForms.get(body)
    if (forms === undefined) {
      forms = new Map()
      madeForms.set(body, forms)
    }
    const known = forms.get(coding)
    if (known !== undefined) return known
    const making = Effect.runPromise(compress(body, coding))
    forms.set(coding, making)
    // A failed compression is not kept: the next request tries again.
    making.catch(() => forms.delete(coding))
    return making
  })
}
