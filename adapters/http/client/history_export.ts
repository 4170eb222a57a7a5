/** The history export through the typed client as a stream of transactions (NDJSON lines decoded), a cut connection
 * resumed after the last complete line within the first answer's window, up to `retries` times in a row. */
import { Effect, Schema, Stream } from "effect"
import { HttpClientError } from "effect/http"
import type { HttpApiClient } from "effect/http-api"
import type { HistoryTransaction } from "../../../core/domain/history_transaction.ts"
import type { Exports } from "../../../core/use_cases/mod.ts"
import type { Api } from "../api/api.ts"
import { ExportLine } from "../api/groups/exports.ts"

/** A typed client of a revision that serves the export. */
export interface ExportsClient {
  readonly exports: HttpApiClient.ForApi<Api<"later">>["exports"]
}

/** What to export: the history's filters and the window (`format` is NDJSON here). */
export type ExportFilters = Omit<Exports.ExportQuery, "format">

/** Default resumptions after a cut, in a row. */
export const DEFAULT_EXPORT_RETRIES = 3

const decodeLine = Schema.decodeUnknownEffect(Schema.fromJsonString(ExportLine))

/** Whether `error` is a cut that resuming may get past: the transport failed, or a 200's body broke off. */
function isCut(error: unknown): boolean {
  if (!HttpClientError.isHttpClientError(error)) return false
  const reason = error.reason
  return (
    reason._tag === "TransportError" ||
    ((reason._tag === "DecodeError" || reason._tag === "EmptyBodyError") && reason.response.status === 200)
  )
}

/** The transactions `query` selects, in itemId order, resumed after cuts up to `retries` times in a row. */
export function exportHistory(
  client: ExportsClient,
  query: ExportFilters = {},
  retries: number = DEFAULT_EXPORT_RETRIES
) {
  return Stream.suspend(() => {
    let afterItem = query.afterItem
    let upToBatch = query.upToBatch
    let left = retries
    const attempt = (): Stream.Stream<HistoryTransaction, unknown> =>
      Stream.unwrap(
        Effect.map(
          client.exports.exportTransactions({
            query: {
              ...query,
              format: "ndjson",
              ...(afterItem === undefined ? {} : { afterItem }),
              ...(upToBatch === undefined ? {} : { upToBatch })
            }
          }),
          (answer) => {
            upToBatch = answer.headers["x-export-up-to-batch"]
            return answer.body.pipe(
              Stream.decodeText(),
              Stream.splitLines,
              Stream.mapEffect((line) => decodeLine(line)),
              Stream.tap((item) =>
                Effect.sync(() => {
                  afterItem = item.itemId
                  left = retries
                })
              )
            )
          }
        )
      ).pipe(Stream.catchIf(isCut, (error) => (left-- > 0 ? attempt() : Stream.fail(error))))
    return attempt()
  })
}
