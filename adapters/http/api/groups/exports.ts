/** The Exports group: `GET /transactions-history/export`, the history streamed as NDJSON or CSV (an extension, later
 * revision only). */
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { HISTORY_CSV_COLUMNS } from "../../../../core/domain/history_csv.ts"
import { BatchNumParam } from "../../../../core/domain/query_params.ts"
import { HistoryTransactionViewOf } from "../../../../core/revision/revision_schemas.ts"
import { Exports } from "../../../../core/use_cases/mod.ts"
import { REQUEST_COSTS } from "../../edge/request_cost.ts"
import { type JsonObject, objectAt } from "../json_object.ts"
import { fixedCost } from "../../edge/route_policy.ts"
import { markExtension } from "../openapi_extension.ts"
import { routePolicy } from "../policy_annotations.ts"
import { prose } from "../prose.ts"

/** The media type of an NDJSON export. */
export const NDJSON_CONTENT_TYPE = "application/x-ndjson"

/** The media type of a CSV export (RFC 4180, with its header row). */
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8; header=present"

/** The response header naming the last batch of the export's window. */
export const EXPORT_UP_TO_BATCH_HEADER = "x-export-up-to-batch"

/** The headers of an export's answer. */
const ExportHeaders = {
  [EXPORT_UP_TO_BATCH_HEADER]: BatchNumParam.annotate({
    description: prose`The last batch of the export's window: the export holds the matching transactions of this batch
      and earlier ones, however many are forged while it streams; pass it as upToBatch when resuming`
  })
}

/** The schema of each NDJSON line: the later revision's history transaction, as `GET /transactions-history/{id}` answers it. */
export const ExportLine = HistoryTransactionViewOf.later.schema

/** The operation with its 200's media types described: NDJSON lines of `HistoryTransaction`, CSV text. */
function documentLines(operation: JsonObject): JsonObject {
  const content = objectAt(operation, "responses", "200", "content")
  if (content === undefined) throw new Error("exports: the export operation has no 200 content")
  content[NDJSON_CONTENT_TYPE] = {
    // The component the later revision's GET /transactions-history/{id} answers with (the lint resolves the reference).
    schema: { $ref: "#/components/schemas/HistoryTransaction" }
  }
  content["text/csv"] = { schema: { type: "string" } }
  return operation
}

/** What the operation's description says. */
const DESCRIPTION = [
  "The forged transactions matching the filters (those of GET /transactions-history, with the same rules and 400s), in itemId",
  "order, streamed whole with constant memory: format=ndjson (default, application/x-ndjson) writes one line per transaction,",
  "exactly the JSON GET /transactions-history/{id} answers, each ended by \\n; format=csv (text/csv) writes a header row (none",
  "when resuming with afterItem: header=absent), then",
  `one row per transaction ended by CRLF (RFC 4180; fields quoted when they hold a comma, a quote or a line break), with the`,
  `columns ${HISTORY_CSV_COLUMNS.map(([name]) => name).join(", ")}: the fields of the JSON of the same name (tokenId,`,
  "tokenSymbol and tokenDecimals those of token; fee, historicFeeUSD and nonce those of L2Info; the last seven those of L1Info),",
  "empty when absent or null. The window is fixed when the export opens: after afterItem (exclusive) and up to upToBatch",
  "(inclusive; default and at most, the last batch then), named by the X-Export-Up-To-Batch header, so an export is a",
  "consistent snapshot of forged history while batches are forged (a reorg during it may change what it already sent).",
  "Resuming after a cut: keep only the lines ended by their terminator (drop a last line without one: it may be partial),",
  "and ask again with afterItem set to the last line's itemId (the first CSV field) and upToBatch to the header's value.",
  "A failure after the answer began ends the body early (a truncated body, never an error status); compressed (gzip, br)",
  `when Accept-Encoding asks, flushed chunk by chunk. It costs ${REQUEST_COSTS.export} rate-limit points, as the largest list page.`,
  "An extension of the contract."
].join(" ")

/** The Exports group: the history as one streamed answer. */
export const exports = HttpApiGroup.make("exports")
  .add(
    HttpApiEndpoint.get("exportTransactions", "/transactions-history/export", {
      query: Exports.ExportQuery,
      // One streamed success per endpoint (HttpApi's rule): the bytes of either media type; the document then names the
      // NDJSON lines' schema (`documentLines`), and the typed client's `exportHistory` decodes them (`client/history_export.ts`).
      success: HttpApiSchema.WithHeaders(
        HttpApiSchema.StreamUint8Array({ contentType: [NDJSON_CONTENT_TYPE, "text/csv"] }),
        ExportHeaders
      )
    }).annotateMerge(
      OpenApi.annotations({
        summary: "Export forged transactions",
        transform: (operation) => markExtension()(documentLines(operation)),
        description: DESCRIPTION
      })
    )
  )
  .annotateMerge(
    OpenApi.annotations({
      title: "Exports",
      description:
        "Extension of the contract: the history streamed whole as NDJSON or CSV, resumable; later revision only"
    })
  )
  // A list read, whatever its length costing the largest page; a streamed answer is never stored.
  .annotateMerge(routePolicy({ admission: "list", cost: fixedCost("export"), cache: "no-store" }))
