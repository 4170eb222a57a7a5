/** HTTP/1.1 answers read off a raw socket as its bytes arrive: each head as soon as it is whole, each answer once its
 * body (by `Content-Length` or chunked) is; a streamed body (`/events`) reports its head and never ends. */

/** One answer's head, and its body once whole. */
export interface ReadAnswer {
  readonly status: number
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>
  /** When its head arrived (`performance.now()`). */
  readonly at: number
}

/** What a reader tells its owner. */
export interface AnswerEvents {
  /** A head arrived. */
  readonly head?: (answer: ReadAnswer) => void
  /** An answer's body is whole. */
  readonly whole?: (answer: ReadAnswer, body: Buffer) => void
}

/** Where a reader is in the byte stream. */
type Phase =
  | { readonly in: "head" }
  | { readonly in: "length"; readonly answer: ReadAnswer; readonly left: number; readonly body: Array<Buffer> }
  | { readonly in: "chunks"; readonly answer: ReadAnswer; readonly body: Array<Buffer> }

/** Parses a head (status line and header lines, without the blank line). */
function parseHead(text: string): Omit<ReadAnswer, "at"> {
  const [statusLine = "", ...lines] = text.split("\r\n")
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(":")
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { status: Number(statusLine.split(" ")[1] ?? 0), headers }
}

/** A reader: feed it every chunk the socket gives. */
export function answerReader(events: AnswerEvents): (chunk: Buffer) => void {
  let pending: Buffer = Buffer.alloc(0)
  let phase: Phase = { in: "head" }
  const finish = (answer: ReadAnswer, body: Array<Buffer>) => {
    phase = { in: "head" }
    events.whole?.(answer, Buffer.concat(body))
  }
  /** Takes what `pending` holds of the current phase; whether it may hold more. */
  const step = (): boolean => {
    if (phase.in === "head") {
      const end = pending.indexOf("\r\n\r\n")
      if (end === -1) return false
      const answer = { ...parseHead(pending.subarray(0, end).toString("latin1")), at: performance.now() }
      pending = pending.subarray(end + 4)
      events.head?.(answer)
      const chunked = /chunked/iu.test(answer.headers["transfer-encoding"] ?? "")
      const length = Number(answer.headers["content-length"] ?? 0)
      if (chunked) phase = { in: "chunks", answer, body: [] }
      else if (length > 0) phase = { in: "length", answer, left: length, body: [] }
      else finish(answer, [])
      return true
    }
    if (phase.in === "length") {
      if (pending.length === 0) return false
      const taken = pending.subarray(0, phase.left)
      pending = pending.subarray(taken.length)
      phase.body.push(taken)
      const left = phase.left - taken.length
      if (left === 0) finish(phase.answer, phase.body)
      else phase = { ...phase, left }
      return left === 0
    }
    const lineEnd = pending.indexOf("\r\n")
    if (lineEnd === -1) return false
    const size = Number.parseInt(pending.subarray(0, lineEnd).toString("latin1"), 16)
    if (pending.length < lineEnd + 2 + size + 2) return false
    phase.body.push(pending.subarray(lineEnd + 2, lineEnd + 2 + size))
    pending = pending.subarray(lineEnd + 2 + size + 2)
    if (size === 0) finish(phase.answer, phase.body)
    return true
  }
  return (chunk) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk])
    while (step()) {
      // each step took a part
    }
  }
}
