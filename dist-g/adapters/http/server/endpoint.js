/**
 * An HttpApi endpoint made runnable: parts decoded with its schemas and parse options in HttpApi's order (path,
 * headers, query, payload), then its handler, without the server builder's per-request wrapper and middleware chain.
 */
import { Cause, Context, Effect, Exit, Schema, SchemaAST, SchemaIssue } from "effect";
import { UrlParams } from "effect/http";
import { HttpApi } from "effect/http-api";
import { errorResponse, messageOfStatus } from "../errors/error_response.js";
import { schemaErrorMessage } from "../errors/schema_error_message.js";
import { MAX_BODY_BYTES } from "./request.js";
/** The content type a body method's payload is read as when the request names none. */
const DEFAULT_CONTENT_TYPE = "application/json";
const ABSENT = Exit.succeed(undefined);
/** A synchronous decoder of `schema` with `options`; an undeclared part decodes as absent. */
function decoderOf(schema, options) {
    return schema === undefined ? () => ABSENT : Schema.decodeUnknownExit(schema, options);
}
/** The parse options of each request part: its own annotation, or the declaration's general one. */
function parseOptionsOf(annotations) {
    const fallback = Context.getOrUndefined(annotations, HttpApi.ParseOptions);
    return {
        params: Context.getOrUndefined(annotations, HttpApi.ParamsParseOptions) ?? fallback,
        headers: Context.getOrUndefined(annotations, HttpApi.HeadersParseOptions) ?? fallback,
        query: Context.getOrUndefined(annotations, HttpApi.QueryParseOptions) ?? fallback,
        payload: Context.getOrUndefined(annotations, HttpApi.PayloadParseOptions) ?? fallback
    };
}
/** The media type of a `Content-Type` as HttpApi compares it: lower case, parameters dropped. */
function mediaTypeOf(contentType) {
    const normalized = contentType.toLowerCase().trim();
    const end = normalized.indexOf(";");
    return end === -1 ? normalized : normalized.slice(0, end).trim();
}
/**
 * The query as `URLSearchParams` decodes it when percent-encoded: the router keeps an undecodable value
 * (`%FF`) as raw text, where a URL parser makes U+FFFD (which core's text rule rejects).
 */
function urlDecodedQuery(url) {
    const start = url.search(/[?;#]/u);
    if (start === -1 || !url.includes("%", start))
        return undefined;
    return UrlParams.toReadonlyRecord(UrlParams.fromInput(new URLSearchParams(url.slice(start + 1))));
}
function badRequest(message) {
    return errorResponse(400, "ErrParamValidationFailed", message);
}
/** The 400 of a part that did not decode; a decoder that died stays a defect (a 500 from the envelope). */
function rejected(part, failure, query) {
    for (const reason of failure.cause.reasons) {
        if (reason._tag === "Fail") {
            return Effect.succeed(badRequest(schemaErrorMessage(part, reason.error.issue, (name) => Array.isArray(query[name]))));
        }
    }
    return Effect.die(Cause.squash(failure.cause));
}
/** The payload decoder of the JSON content type, when the endpoint declares one (an empty body decodes as absent, or null). */
function jsonPayloadDecoder(endpoint, options) {
    const json = endpoint.payload.get(DEFAULT_CONTENT_TYPE);
    if (json === undefined || json.encoding._tag !== "Json" || json.schemas.length === 0)
        return undefined;
    const schemas = json.schemas;
    return {
        decode: decoderOf(Schema.Union(schemas), options),
        nullOnEmpty: schemas.some((schema) => SchemaAST.isNull(SchemaAST.toEncoded(schema.ast)))
    };
}
function payloadOf(text, decoder) {
    if (text === "")
        return decoder.decode(decoder.nullOnEmpty ? null : undefined);
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return Exit.fail(new Schema.SchemaError(new SchemaIssue.InvalidValue({ message: "Expected a valid JSON body" })));
    }
    return decoder.decode(value);
}
/** The runner of `endpoint` (in a declaration annotated with `annotations` merged down to the endpoint) over `handler`. */
export function endpointRunner(endpoint, annotations, handler) {
    const options = parseOptionsOf(annotations);
    const decodeParams = decoderOf(endpoint.params, options.params);
    const decodeHeaders = decoderOf(endpoint.headers, options.headers);
    const declaresQuery = endpoint.query !== undefined;
    const decodeQuery = decoderOf(declaresQuery ? Schema.toCodecArrayFromSingle(endpoint.query) : undefined, options.query);
    const declaresPayload = endpoint.payload.size > 0;
    const payload = declaresPayload ? jsonPayloadDecoder(endpoint, options.payload) : undefined;
    return (request, match) => {
        let query = match.searchParams;
        if (!declaresQuery) {
            for (const name in query)
                return Effect.succeed(badRequest(`unknown query parameter "${name}"`));
        }
        else {
            query = urlDecodedQuery(request.url) ?? query;
        }
        const params = decodeParams(match.params);
        if (Exit.isFailure(params))
            return rejected("Params", params, query);
        const headers = decodeHeaders(request.headers);
        if (Exit.isFailure(headers))
            return rejected("Headers", headers, query);
        const decodedQuery = decodeQuery(query);
        if (Exit.isFailure(decodedQuery))
            return rejected("Query", decodedQuery, query);
        const method = request.method;
        if (!declaresPayload) {
            return handler({ method, params: params.value, query: decodedQuery.value, payload: undefined, headers: headers.value });
        }
        const hasBody = method !== "GET" && method !== "HEAD" && method !== "OPTIONS" && method !== "TRACE";
        const contentType = hasBody ? mediaTypeOf(request.headers["content-type"] ?? DEFAULT_CONTENT_TYPE) : "application/x-www-form-urlencoded";
        if (payload === undefined || contentType !== DEFAULT_CONTENT_TYPE) {
            return Effect.succeed(errorResponse(415, "ErrUnsupportedMediaType", messageOfStatus(415)));
        }
        return Effect.matchEffect(request.text(MAX_BODY_BYTES), {
            onFailure: (failure) => Effect.succeed(failure === "TooLarge"
                ? errorResponse(413, "ErrPayloadTooLarge", messageOfStatus(413))
                : badRequest(messageOfStatus(400))),
            onSuccess: (text) => {
                const decoded = payloadOf(text, payload);
                if (Exit.isFailure(decoded))
                    return rejected("Payload", decoded, query);
                return handler({ method, params: params.value, query: decodedQuery.value, payload: decoded.value, headers: headers.value });
            }
        });
    };
}
