/**
 * Where the JSON log lines go: gathered for a window (20 ms) or up to 2,048 lines, then rendered,
 * encoded into one byte chunk and written in one system call; what is gathered is written on close.
 *
 * A line is either text or a record (the request log line's fields), rendered only when the
 * window is written. Records live in slots the sink keeps and refills window after window, so
 * logging a request allocates nothing: the caller claims the next slot, fills it and commits it.
 * Rendering a window's lines in one loop, away from the requests, costs a fraction of rendering
 * each inside its request (the request's own code keeps its caches). Effect's `Logger.batched`
 * keeps the rendered text of each line instead, and Node's streams buffer strings, so neither can
 * do this.
 */

/** How long lines are gathered before one write. */
export const LOG_WINDOW_MS = 20

/** Lines gathered before a write without waiting for the window. */
export const LOG_WINDOW_LINES = 2048

/** A sink of log lines, written through `write` as chunks of UTF-8 bytes each ending in a newline. */
export class LineSink<R> {
  /** Lines gathered in this window. */
  private size = 0
  /** Each gathered line's text, or undefined when the line is the record in the same position. */
  private readonly texts: Array<string | undefined> = []
  /** Record slots, created on first use and reused by later windows. */
  private readonly records: Array<R> = []
  private timer: ReturnType<typeof setTimeout> | undefined = undefined
  private readonly write: (bytes: Buffer) => void
  private readonly makeRecord: () => R
  private readonly render: (record: R) => string

  /**
   * A sink handing its chunks to `write` (which may keep them: a chunk is never reused), making
   * record slots with `makeRecord` and rendering a record as one line of text with `render`.
   */
  constructor(write: (bytes: Buffer) => void, makeRecord: () => R, render: (record: R) => string) {
    this.write = write
    this.makeRecord = makeRecord
    this.render = render
  }

  /** Appends a line of text (the newline is added). */
  append(text: string): void {
    this.texts[this.size] = text
    this.commit()
  }

  /**
   * The record slot of the next line, to fill at once and then `commit` (nothing may be logged
   * in between). Its fields still hold an earlier window's line: set every one.
   */
  claim(): R {
    const index = this.size
    this.texts[index] = undefined
    let record = this.records[index]
    if (record === undefined) {
      record = this.makeRecord()
      this.records[index] = record
    }
    return record
  }

  /** Counts the line just appended or claimed; writes the window when it is full. */
  commit(): void {
    if (++this.size >= LOG_WINDOW_LINES) return this.flush()
    if (this.timer === undefined) {
      this.timer = setTimeout(() => this.flush(), LOG_WINDOW_MS)
      this.timer.unref()
    }
  }

  /** Renders and writes what is gathered now. */
  flush(): void {
    if (this.timer !== undefined) {
      clearTimeout(this.timer)
      this.timer = undefined
    }
    const size = this.size
    if (size === 0) return
    this.size = 0
    const { texts, records } = this
    let text = ""
    for (let i = 0; i < size; i++) {
      text += (texts[i] ?? this.render(records[i] as R)) + "\n"
      texts[i] = undefined
    }
    // The window's text encoded once into a buffer of its own size (a small one from Node's
    // shared pool): a fixed 64 KiB chunk per window was external memory that only a full
    // garbage collection returns, and at a few lines a window it started one every few thousand
    // requests (measured with callgrind).
    this.write(Buffer.from(text, "utf8"))
  }
}
