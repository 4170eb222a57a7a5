/** Reads an SSE response as the tests see it (events with JSON data, and comments, in order) with Effect's parser;
 * `next(n)` waits for n more events, `cancel()` drops the connection. */
import { Sse } from "effect/encoding"

/** An event as received. */
export interface ReceivedEvent {
  readonly id: number | undefined
  readonly event: string
  readonly data: unknown
}

/** A stream being read. */
export interface SseReader {
  /** Every event received so far. */
  readonly events: ReadonlyArray<ReceivedEvent>
  /** Every comment received so far (heartbeats). */
  readonly comments: ReadonlyArray<string>
  /** Whether the server ended the stream. */
  readonly ended: () => boolean
  /** Waits until `count` events have been received in all (or fails after `withinMs`). */
  readonly until: (count: number, withinMs?: number) => Promise<ReadonlyArray<ReceivedEvent>>
  /** Waits until `predicate` holds of the events received (or fails after `withinMs`). */
  readonly when: (
    predicate: (events: ReadonlyArray<ReceivedEvent>) => boolean,
    withinMs?: number
  ) => Promise<ReadonlyArray<ReceivedEvent>>
  /** Drops the connection. */
  readonly cancel: () => Promise<void>
}

/** Starts reading `response`'s body. */
export function readSse(response: Response): SseReader {
  const events: Array<ReceivedEvent> = []
  const comments: Array<string> = []
  let ended = false
  const body = response.body
  if (body === null) throw new Error("the response has no body")
  const reader = body.getReader()
  const parser = Sse.makeParser((parsed) => {
    if (parsed._tag !== "Event") return
    events.push({
      id: parsed.id === undefined ? undefined : Number(parsed.id),
      event: parsed.event,
      data: JSON.parse(parsed.data)
    })
  })
  const decoder = new TextDecoder()
  const pump = async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        const text = decoder.decode(value, { stream: true })
        for (const line of text.split("\n")) if (line.startsWith(":")) comments.push(line.slice(1).trim())
        parser.feed(text)
      }
    } catch {
      // cancelled
    }
    ended = true
  }
  void pump()
  const when = async (predicate: (events: ReadonlyArray<ReceivedEvent>) => boolean, withinMs = 10_000) => {
    const deadline = Date.now() + withinMs
    while (!predicate(events)) {
      if (Date.now() > deadline)
        throw new Error(`timed out; received ${JSON.stringify(events.map((e) => [e.id, e.event]))}`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    return events
  }
  return {
    events,
    comments,
    ended: () => ended,
    until: (count, withinMs) => when((received) => received.length >= count, withinMs),
    when,
    cancel: async () => {
      await reader.cancel().catch(() => undefined)
      ended = true
    }
  }
}
