/** The body of a history export: NDJSON (each line as `GET /transactions-history/{id}` writes it) or CSV (RFC 4180, no
 * header row when resumed), whole lines per chunk in a `Readable` that reads on only as the last chunk is taken. */
import { Cause, type Context, Effect, Stream } from "effect"
import { HttpServerResponse } from "effect/http"
import { Readable } from "node:stream"
import { csvValue, HISTORY_CSV_COLUMNS } from "../../../core/domain/history_csv.ts"
import type { HistoryTransaction } from "../../../core/domain/history_transaction.ts"
import type { DomainEncoder } from "../../../core/revision/wire_view.ts"
import type { Exports } from "../../../core/use_cases/mod.ts"
import { CSV_CONTENT_TYPE, EXPORT_UP_TO_BATCH_HEADER, NDJSON_CONTENT_TYPE } from "../api/groups/exports.ts"
import { jsonEncoder, wireEncoder } from "../rendering/json_encoder.ts"

/** Writes a chunk of items as the bytes of their lines. */
type ChunkWriter = (items: ReadonlyArray<HistoryTransaction>) => Uint8Array

/** A CSV field (RFC 4180): empty for none, quoted (quotes doubled) when it holds a comma, a quote or a line break. */
function csvField(value: unknown): string {
  if (value === undefined || value === null) return ""
  const text = typeof value === "string" ? value : String(value)
  return /[",\r\n]/u.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The CSV header row. */
export const CSV_HEADER = HISTORY_CSV_COLUMNS.map(([name]) => csvField(name)).join(",") + "\r\n"

/** The media type of a CSV export resumed with `afterItem`: rows only, no header row (RFC 4180's `header=absent`). */
export const CSV_RESUMED_CONTENT_TYPE = CSV_CONTENT_TYPE.replace("header=present", "header=absent")

/** How one format starts (a whole export, or a resumed one) and writes its chunks. */
export interface ExportWriter {
  readonly contentType: string
  readonly resumedContentType: string
  /** What a whole export opens with (none on a resumed one). */
  readonly opening: Uint8Array | undefined
  readonly write: ChunkWriter
}

/** How each format starts and writes its chunks, through the revision's view of a history transaction. */
export function exportWriters(
  view: DomainEncoder<HistoryTransaction>
): Readonly<Record<Exports.ExportFormat, ExportWriter>> {
  const project = view.project
  // An export reads each item once: encoded, neither remembered nor versioned.
  const encode = jsonEncoder(view.schema)
  const wire = wireEncoder(view.schema)
  return {
    ndjson: {
      contentType: NDJSON_CONTENT_TYPE,
      resumedContentType: NDJSON_CONTENT_TYPE,
      opening: undefined,
      write: (items) => {
        let text = ""
        for (const item of items) text += encode(project(item)) + "\n"
        return Buffer.from(text)
      }
    },
    csv: {
      contentType: CSV_CONTENT_TYPE,
      resumedContentType: CSV_RESUMED_CONTENT_TYPE,
      opening: Buffer.from(CSV_HEADER),
      write: (items) => {
        let text = ""
        for (const item of items) {
          const encoded = wire(project(item))
          let row = ""
          for (let i = 0; i < HISTORY_CSV_COLUMNS.length; i++) {
            row += (i === 0 ? "" : ",") + csvField(csvValue(encoded, HISTORY_CSV_COLUMNS[i]!))
          }
          text += row + "\r\n"
        }
        return Buffer.from(text)
      }
    }
  }
}

/** The head of an export stopping at batch `upToBatch`. */
function exportHeaders(upToBatch: number): Record<string, string> {
  return { "cache-control": "no-store", "x-accel-buffering": "no", [EXPORT_UP_TO_BATCH_HEADER]: String(upToBatch) }
}

/** The media type and the opening bytes of `opened` written by `writer`: a resumed export has no opening. */
function startOf(
  opened: Exports.HistoryExport,
  writer: ExportWriter
): { readonly contentType: string; readonly opening: Uint8Array | undefined } {
  return opened.resumed
    ? { contentType: writer.resumedContentType, opening: undefined }
    : { contentType: writer.contentType, opening: writer.opening }
}

/** The 200 streaming `opened` written by `writer`, its walk run with `context` (logger included) outside the request's fiber. */
export function exportResponse(
  opened: Exports.HistoryExport,
  writer: ExportWriter,
  context: Context.Context<never>
): HttpServerResponse.HttpServerResponse {
  const bytes = opened.chunks.pipe(
    // The next chunk is read while this one is written (two at most in memory).
    Stream.buffer({ capacity: 1 }),
    Stream.map(writer.write),
    // A walk failing after the head was sent cuts the body mid-line; the client resumes after its last complete line.
    Stream.onError((cause) =>
      Cause.hasInterruptsOnly(cause)
        ? Effect.void
        : Effect.logError("history export cut: its walk failed after the answer began", cause)
    )
  )
  const { contentType, opening } = startOf(opened, writer)
  const iterable = Stream.toAsyncIterableWith(bytes, context)
  async function* body() {
    if (opening !== undefined) yield opening
    yield* iterable
  }
  const readable = Readable.from(body(), { objectMode: false })
  // A failure is logged above (an interruption is the reader gone); the writer sees it too, through its pipeline.
  readable.on("error", () => {})
  return HttpServerResponse.raw(readable, {
    contentType,
    headers: exportHeaders(opened.upToBatch)
  })
}
