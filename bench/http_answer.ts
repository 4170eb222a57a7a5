/**
 * Framing of HTTP/1.1 answers read off a plain socket by the load drivers (`load_generator.ts`,
 * `interleaved_load.ts`): where the answer at the start of a buffer ends, by its Content-Length.
 * Written by hand: the drivers parse raw bytes so that they cost the shared cores as little as
 * wrk does, which an HTTP client library would not.
 */

/** The answer at the start of `buffer`: its status, where its head ends and its total length; undefined until the head is in. */
export function answerFrame(buffer: Buffer): { readonly status: number; readonly bodyStart: number; readonly total: number } | undefined {
  const end = buffer.indexOf("\r\n\r\n")
  if (end < 0) return undefined
  const head = buffer.toString("latin1", 0, end)
  const match = /\r\ncontent-length: *(\d+)/i.exec(head)
  if (match === null) throw new Error(`an answer without Content-Length: ${head}`)
  return { status: Number(head.slice(9, 12)), bodyStart: end + 4, total: end + 4 + Number(match[1]) }
}
