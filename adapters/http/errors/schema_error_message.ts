/** Messages for request decode failures that name the parameter and the rule (first issue only). */
import { SchemaIssue } from "effect"

/** Which part of the request failed to decode. */
export type RequestPart = "Params" | "Query" | "Payload" | "Headers"

const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

const labels: Readonly<Record<RequestPart, string>> = {
  Params: "path parameter",
  Query: "query parameter",
  Payload: "body field",
  Headers: "header"
}

/** The first leaf of an issue tree with the path leading to it. */
function firstLeaf(
  issue: SchemaIssue.Issue,
  path: ReadonlyArray<PropertyKey>
): { readonly tag: SchemaIssue.Issue["_tag"]; readonly path: ReadonlyArray<PropertyKey> } {
  switch (issue._tag) {
    case "Filter":
    case "Encoding":
      return firstLeaf(issue.issue, path)
    case "Pointer":
      return firstLeaf(issue.issue, [...path, ...issue.path])
    case "Composite":
    case "AnyOf": {
      const first = issue.issues[0]
      return first === undefined ? { tag: issue._tag, path } : firstLeaf(first, path)
    }
    default:
      return { tag: issue._tag, path }
  }
}

/** The message of a decode failure of `part`; `repeated` tells whether a query parameter was given more than once. */
export function schemaErrorMessage(
  part: RequestPart,
  issue: SchemaIssue.Issue,
  repeated: (name: string) => boolean
): string {
  const label = labels[part]
  const leaf = firstLeaf(issue, [])
  const rule = formatter(issue).issues[0]?.message ?? "invalid value"
  if (leaf.path.length === 0) return `invalid ${label}s: ${rule}`
  // A URL parameter is named by its first path segment; the rest points into a list (comma-separated values).
  const flat = part === "Query" || part === "Params"
  const name = String(flat ? leaf.path[0] : leaf.path.map(String).join("."))
  const element = flat && typeof leaf.path[1] === "number" ? ` (element ${leaf.path[1] + 1})` : ""
  if (leaf.tag === "UnexpectedKey") return `unknown ${label} "${name}"`
  if (leaf.tag === "MissingKey") return `missing ${label} "${name}"`
  if (part === "Query" && repeated(name)) return `${label} "${name}" must be given at most once`
  return `${label} "${name}"${element}: ${rule}`
}
