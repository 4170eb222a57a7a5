/** A served OpenAPI document as a response validator: which operation a request is (OpenAPI path templating under the
 * document's server), and whether the document describes the answer — its status, its media type and its body, the
 * body validated by `express-openapi-validator`'s response validator (JSON Schema 2020-12 for OpenAPI 3.1). */
import { ResponseValidator } from "express-openapi-validator/dist/middlewares/openapi.response.validator.js"
import type { OpenAPIV3 } from "express-openapi-validator/dist/framework/types.js"
import { SchemaPreprocessor } from "express-openapi-validator/dist/middlewares/parsers/schema.preprocessor.js"
import { isRecord } from "./web_client.ts"

/** An answer as the validator reads it: its status, its headers and its body as text (decoded; empty when it has none). */
export interface ObservedAnswer {
  readonly status: number
  readonly headers: Headers
  readonly text: string
  /** Whether the body was read to its end (not for an event stream, whose head alone is the answer). */
  readonly complete: boolean
}

/** What the validator made of one exchange: the operation it is, or none (a request no operation of the document takes). */
export type Verdict =
  | { readonly _tag: "Outside" }
  | { readonly _tag: "Checked"; readonly operationId: string; readonly problems: ReadonlyArray<string> }

/** The validators `express-openapi-validator` builds for one operation's responses, by status and media type. */
type ResponseValidators = Parameters<ResponseValidator["_validate"]>[0]["validators"]

/** The response validator with its builder of an operation's validators, which its declaration keeps private (the
 * middleware calls it with the operation Express routed to; here the operation is found by `operationOf`). */
interface WithBuilder {
  buildValidators(responses: OpenAPIV3.ResponsesObject, cacheKey: string): ResponseValidators
}

/** A document's operation: its path template split into segments, its method, its responses. */
interface Operation {
  readonly operationId: string
  readonly method: string
  readonly segments: ReadonlyArray<string>
  readonly responses: Readonly<Record<string, unknown>>
  readonly validators: ResponseValidators
}

/** The essence of a media type (`type/subtype`, lower case), without parameters. */
function essence(mediaType: string): string {
  return (mediaType.split(";")[0] ?? "").trim().toLowerCase()
}

/** Whether a path template segment (`{id}` or a literal) takes a request's raw path segment. */
function takes(template: string, segment: string): boolean {
  return template.startsWith("{") && template.endsWith("}") ? segment.length > 0 : template === segment
}

/** A served document as a validator of the answers to requests under its server's base path. */
export class DocumentValidator {
  readonly #basePath: string
  readonly #operations: ReadonlyArray<Operation>
  readonly #components: Readonly<Record<string, unknown>>
  readonly #validator: ResponseValidator

  /** Reads `document` (as served) whose server is `basePath` (`/` or `/earlier`). */
  constructor(document: Record<string, unknown>, basePath: string) {
    this.#basePath = basePath === "/" ? "" : basePath
    // What the middleware does with a document before it validates responses (`installMiddleware`): the schemas
    // preprocessed for responses, and its validator's Ajv options with the middleware's defaults (no formats added, no
    // coercion, no defaults, no property removed).
    const ajvOptions = {
      strict: false,
      strictNumbers: true,
      strictTuples: true,
      allowUnionTypes: false,
      validateSchema: false,
      useDefaults: false,
      removeAdditional: false,
      formats: {},
      serDesMap: {}
    }
    const spec = structuredClone(document) as unknown as OpenAPIV3.DocumentV3_1
    const { apiDocRes } = new SchemaPreprocessor(spec, ajvOptions, {}).preProcess()
    this.#validator = new ResponseValidator(apiDocRes, ajvOptions)
    this.#components = isRecord(document["components"]) ? document["components"] : {}
    const operations: Array<Operation> = []
    for (const [template, item] of Object.entries(isRecord(document["paths"]) ? document["paths"] : {})) {
      if (!isRecord(item)) continue
      for (const [method, operation] of Object.entries(item)) {
        if (!isRecord(operation) || !isRecord(operation["responses"])) continue
        const operationId = String(operation["operationId"])
        const responses = operation["responses"]
        operations.push({
          operationId,
          method: method.toUpperCase(),
          segments: template.split("/").slice(1),
          responses,
          validators: (this.#validator as unknown as WithBuilder).buildValidators(
            responses as OpenAPIV3.ResponsesObject,
            operationId
          )
        })
      }
    }
    // OpenAPI's matching: a concrete path before a templated one of the same shape.
    const templated = (operation: Operation) => operation.segments.filter((segment) => segment.startsWith("{")).length
    this.#operations = operations.sort((a, b) => templated(a) - templated(b))
  }

  /** The operation `method target` is (HEAD takes the GET's), or undefined. */
  operationOf(method: string, target: string): Operation | undefined {
    const path = target.split(/[?#]/u)[0] ?? ""
    if (!(path === this.#basePath || path.startsWith(`${this.#basePath}/`))) return undefined
    const segments = path.slice(this.#basePath.length).split("/").slice(1)
    const wanted = method === "HEAD" ? "GET" : method
    return this.#operations.find(
      (operation) =>
        operation.method === wanted &&
        operation.segments.length === segments.length &&
        operation.segments.every((template, i) => takes(template, segments[i] ?? ""))
    )
  }

  /** The response object declared for `status` (its exact code, its class `4XX`, or `default`), references resolved. */
  #declared(operation: Operation, status: number): Record<string, unknown> | undefined {
    const found =
      operation.responses[String(status)] ??
      operation.responses[`${String(status)[0]}XX`] ??
      operation.responses["default"]
    if (!isRecord(found)) return undefined
    const ref = found["$ref"]
    if (typeof ref !== "string") return found
    const resolved = (isRecord(this.#components["responses"]) ? this.#components["responses"] : {})[
      ref.replace("#/components/responses/", "")
    ]
    return isRecord(resolved) ? resolved : undefined
  }

  /** Whether the document describes the answer to `method target`: what it does not, each a line. */
  check(method: string, target: string, answer: ObservedAnswer): Verdict {
    const operation = this.operationOf(method, target)
    if (operation === undefined) return { _tag: "Outside" }
    const problems: Array<string> = []
    const declared = this.#declared(operation, answer.status)
    if (declared === undefined) {
      problems.push(`status ${answer.status} is not declared`)
      return { _tag: "Checked", operationId: operation.operationId, problems }
    }
    const content = isRecord(declared["content"]) ? declared["content"] : undefined
    const mediaTypes = Object.keys(content ?? {}).map(essence)
    const contentType = answer.headers.get("content-type")
    // Hand-written: the package's validator takes the first declared media type when the answer's is not declared.
    if (contentType !== null && !mediaTypes.includes(essence(contentType)))
      problems.push(
        `Content-Type ${contentType} is not declared for ${answer.status} (${mediaTypes.join(", ") || "no body"})`
      )
    // A HEAD answer has the GET's head without its body; an event stream's body never ends.
    if (method === "HEAD" || !answer.complete) return { _tag: "Checked", operationId: operation.operationId, problems }
    const empty = answer.text.length === 0 && contentType === null
    // A response whose body may be absent says so (`x-body-optional`): OpenAPI has no other way to declare one.
    if (empty && content !== undefined && declared["x-body-optional"] === true)
      return { _tag: "Checked", operationId: operation.operationId, problems }
    const json = contentType !== null && /[/+]json$/u.test(essence(contentType))
    // The package validates JSON bodies alone (its middleware sees what `res.json` sends): another media type is checked
    // by its status and media type above.
    if (!empty && !json) return { _tag: "Checked", operationId: operation.operationId, problems }
    let body: unknown
    if (json) {
      try {
        body = JSON.parse(answer.text)
      } catch {
        problems.push(`a ${contentType} body that is not JSON: ${answer.text.slice(0, 100)}`)
        return { _tag: "Checked", operationId: operation.operationId, problems }
      }
    }
    try {
      // The middleware's own check of an answer (`_validate`: status, body or none, the media type's schema), called
      // directly: the package runs it only inside Express, on `res.json`.
      this.#validator._validate({
        validators: operation.validators,
        body: body as object,
        statusCode: answer.status,
        path: target,
        accepts: contentType === null ? [] : [contentType]
      })
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error))
    }
    return { _tag: "Checked", operationId: operation.operationId, problems }
  }

  /** Every operationId of the document. */
  operationIds(): ReadonlyArray<string> {
    return this.#operations.map((operation) => operation.operationId)
  }
}
