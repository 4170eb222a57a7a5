/** The `"x-body-optional": true` mark on a response whose body may be absent: OpenAPI lists a response's potential
 * bodies by media type and has no way to say that one answer of a status has none while another has one (the
 * authorization POST's 200 has no body, as the contract answers it, and its dry run's has one). */
import { isJsonObject, type JsonObject } from "./json_object.ts"

/** The OpenAPI specification extension that marks a response whose body may be absent (no Content-Type, Content-Length 0). */
export const OPTIONAL_BODY_KEY = "x-body-optional"

/** An endpoint's `OpenApi.Transform` marking its `status` response as one whose body may be absent, with `description`. */
export function markOptionalBody(status: string, description: string): (operation: JsonObject) => JsonObject {
  return (operation) => {
    const responses = isJsonObject(operation["responses"]) ? operation["responses"] : {}
    const response = responses[status]
    if (!isJsonObject(response))
      throw new Error(`markOptionalBody: operation ${String(operation["operationId"])} has no ${status} response`)
    return {
      ...operation,
      responses: { ...responses, [status]: { ...response, description, [OPTIONAL_BODY_KEY]: true } }
    }
  }
}
