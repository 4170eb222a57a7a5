/**
 * Which limit a request over Node's header limit broke: request line (414) or headers (431). The line fit if
 * its end precedes where the parser stopped; else a best guess: a line without whitespace is a URL.
 */

/** The catalogue type of a header overflow. */
export type OverflowType = "ErrUriTooLong" | "ErrHeadersTooLarge"

/** A request line's start: optional empty lines, a method, a space and the start of a target (`/`, `*` or `scheme://`). */
const REQUEST_START = /^(?:\r?\n)*[A-Z]+ (?:\/|\*|[A-Za-z][A-Za-z0-9+.-]*:\/\/)/u

/** The end of a request line: the HTTP version before the line end. */
const REQUEST_LINE_END = / HTTP\/\d\.\d\r?$/u

/** How far into `chunk` a request's start is looked for (a method is short). */
const START_WINDOW = 32

/** The type of a header overflow found while parsing `chunk`, stopped at `stoppedAt`. */
export function overflowType(chunk: Buffer | undefined, stoppedAt: number | undefined): OverflowType {
  if (chunk === undefined || chunk.length === 0) return "ErrHeadersTooLarge"
  const stop = Math.min(stoppedAt ?? chunk.length, chunk.length)
  const lineEnd = chunk.indexOf(0x0a)
  const startsRequest = REQUEST_START.test(chunk.toString("latin1", 0, Math.min(chunk.length, START_WINDOW)))
  if (!startsRequest && lineEnd !== -1) {
    const firstLine = chunk.toString("latin1", Math.max(0, lineEnd - 16), lineEnd)
    if (!REQUEST_LINE_END.test(firstLine)) return "ErrHeadersTooLarge"
  }
  if (startsRequest || lineEnd !== -1) {
    return lineEnd === -1 || lineEnd >= stop ? "ErrUriTooLong" : "ErrHeadersTooLarge"
  }
  return /[ \t]/u.test(chunk.toString("latin1", 0, stop)) ? "ErrHeadersTooLarge" : "ErrUriTooLong"
}
