/** A GET of a run: a node that throws instead of answering gives an answer too (status 0 and what it threw), so that
 * the judges name that storage rather than the run ending on an error no one is blamed for. */
import type { TestAnswer, TestNode } from "../../app/testing/mod.ts"

/** `GET path` on `node`; what it throws as the answer of status 0. */
export async function nodeGet(node: TestNode, path: string): Promise<TestAnswer> {
  try {
    return await node.get(path)
  } catch (error) {
    return { status: 0, headers: new Headers(), body: { threw: String(error) } }
  }
}

/** Each line of an NDJSON body parsed; a line that is not JSON kept as its text. */
export function ndjsonLines(text: string): Array<unknown> {
  return text
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => {
      try {
        return JSON.parse(line) as unknown
      } catch {
        return { notJson: line }
      }
    })
}

/** `GET path` on `node` read as text (an export's NDJSON); what it throws as the answer of status 0. */
export async function nodeText(
  node: TestNode,
  path: string
): Promise<{ readonly status: number; readonly headers: Headers; readonly text: string }> {
  try {
    const response = await node.fetch(new Request(`http://test-node${path}`))
    return { status: response.status, headers: response.headers, text: await response.text() }
  } catch (error) {
    return { status: 0, headers: new Headers(), text: `threw: ${String(error)}` }
  }
}
