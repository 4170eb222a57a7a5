/** One `COPY … FROM STDIN` per table, each through its own `psql` process, fed with buffered lines with back-pressure,
 * and row counts for the progress bar. */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process"
import { once } from "node:events"
import { COPY_COLUMNS, type RowSink, type ScaleTable } from "./chain_rows.ts"

/** Bytes buffered per table before a write to its pipe. */
const CHUNK_BYTES = 1 << 20

/** A table's COPY: its psql process, pending text and counts. */
interface CopyStream {
  readonly process: ChildProcessWithoutNullStreams
  readonly done: Promise<void>
  pending: Array<string>
  pendingBytes: number
  rows: number
}

/** COPY streams into every table of `COPY_COLUMNS`, on the database at `url`. */
export class CopyStreams implements RowSink {
  private readonly streams = new Map<ScaleTable, CopyStream>()

  constructor(url: string) {
    for (const table of Object.keys(COPY_COLUMNS) as Array<ScaleTable>) {
      const columns = COPY_COLUMNS[table].join(", ")
      // psql, PostgreSQL's own client: the project's driver (@effect/sql-pg) has no COPY. FREEZE, the table truncated
      // in the same transaction, writes the rows frozen and all-visible, so index-only scans need no VACUUM pass first.
      const child = spawn(
        "psql",
        [
          url,
          "--quiet",
          "--no-psqlrc",
          "-v",
          "ON_ERROR_STOP=1",
          "-c",
          "BEGIN",
          "-c",
          `TRUNCATE ${table}`,
          "-c",
          `COPY ${table} (${columns}) FROM STDIN WITH (FREEZE)`,
          "-c",
          "COMMIT"
        ],
        { stdio: ["pipe", "pipe", "pipe"] }
      )
      let errors = ""
      child.stderr.on("data", (chunk: Buffer) => {
        errors += chunk.toString()
      })
      child.stdout.resume()
      // A COPY that fails closes its pipe; the write error is a consequence, `done` reports the cause.
      child.stdin.on("error", () => undefined)
      const done = once(child, "exit").then(([code]) => {
        if (code !== 0) throw new Error(`COPY ${table} failed (psql exit ${String(code)}): ${errors}`)
      })
      done.catch(() => undefined)
      this.streams.set(table, { process: child, done, pending: [], pendingBytes: 0, rows: 0 })
    }
  }

  /** Queues one row of `table`. */
  row(table: ScaleTable, line: string): void {
    const stream = this.streams.get(table)!
    stream.pending.push(line)
    stream.pendingBytes += line.length
    stream.rows++
    if (stream.pendingBytes >= CHUNK_BYTES) this.flush(stream)
  }

  /** Rows queued so far, per table. */
  counts(): Record<string, number> {
    return Object.fromEntries([...this.streams].map(([table, stream]) => [table, stream.rows]))
  }

  /** Writes a stream's pending text to its pipe. */
  private flush(stream: CopyStream): void {
    if (stream.pending.length === 0) return
    stream.process.stdin.write(stream.pending.join(""))
    stream.pending = []
    stream.pendingBytes = 0
  }

  /** Waits while any pipe is over its high-water mark (or a COPY failed). */
  async drain(): Promise<void> {
    for (const stream of this.streams.values()) {
      if (stream.process.stdin.writableNeedDrain) {
        await Promise.race([once(stream.process.stdin, "drain"), stream.done])
      }
    }
  }

  /** Flushes everything, ends every COPY and waits for the commits. */
  async finish(): Promise<void> {
    for (const stream of this.streams.values()) {
      this.flush(stream)
      stream.process.stdin.end("\\.\n")
    }
    await Promise.all([...this.streams.values()].map((s) => s.done))
  }
}
