/** The assertion of every write rejection: the status, a body of exactly `{message, code, type}` with the given type
 * and code, and the message returned for the caller to check. */
import { expect } from "vitest"
import type { TestResponse } from "./web_client.ts"

/** Asserts an error response with exactly this status, type and code; returns its message. */
export function expectError(response: TestResponse, status: number, type: string, code: number): string {
  expect(response.status, response.text).toBe(status)
  expect(response.headers.get("content-type")).toMatch(/^application\/json/)
  const body = response.body
  if (typeof body !== "object" || body === null) throw new Error(`not a JSON object: ${response.text}`)
  expect(Object.keys(body).sort(), response.text).toEqual(["code", "message", "type"])
  expect(body).toMatchObject({ type, code })
  if (!("message" in body) || typeof body.message !== "string" || body.message.length === 0) {
    throw new Error(`no message: ${response.text}`)
  }
  return body.message
}

/** Asserts a 400 with this type and code, and that the message contains every fragment; returns the message. */
export function expect400(
  response: TestResponse,
  type: string,
  code: number,
  ...fragments: ReadonlyArray<string>
): string {
  const message = expectError(response, 400, type, code)
  for (const fragment of fragments) expect(message, `message should name ${fragment}`).toContain(fragment)
  return message
}
