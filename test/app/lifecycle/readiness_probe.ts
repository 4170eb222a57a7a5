/** Requests from a server process's first millisecond: a new `GET /config` connection every 25 ms, each given 10 s,
 * until a 200; then the checks every storage must pass (`expectAllAnswered`). */
import { expect } from "vitest"
import { errorShape, get, type RawAnswer, rawExchange, type ServerProcess } from "./server_process.ts"

/** An answer and when its request was sent (ms after the spawn). */
export interface TimedAnswer extends RawAnswer {
  readonly sentAt: number
}

/** What the probe saw. */
export interface ProbeReport {
  readonly answers: ReadonlyArray<TimedAnswer>
  /** When the first connection was accepted (ms after the spawn). */
  readonly listeningAfter: number
  /** When the first 200 came back (ms after the spawn). */
  readonly readyAfter: number
  /** How many requests were answered 503 `ErrStarting`. */
  readonly starting: number
  /** The longest time from connecting to the end of an answer (ms). */
  readonly slowestAnswer: number
}

/** How often the probe opens a connection (ms). */
const PROBE_INTERVAL = 25

/** How long each request may wait for its answer (ms): the bound the issue sets. */
export const ANSWER_LIMIT = 10_000

/** Probes `server` from its spawn until a 200, for at most `limit` ms. */
export async function probeFromTheStart(server: ServerProcess, limit = 50_000): Promise<ProbeReport> {
  const pending: Array<Promise<TimedAnswer>> = []
  let ready = false
  let exited = false
  void server.exited.then(() => (exited = true))
  while (!ready && !exited && performance.now() - server.startedAt < limit) {
    const sentAt = performance.now() - server.startedAt
    pending.push(
      rawExchange(server.port, get("/config"), { timeout: ANSWER_LIMIT + 1_000 }).then((answer) => {
        if (answer.status === 200) ready = true
        return { ...answer, sentAt }
      })
    )
    await new Promise((r) => setTimeout(r, PROBE_INTERVAL))
  }
  const answers = await Promise.all(pending)
  const connected = answers.filter((a) => a.connectedAfter !== undefined)
  const ok = answers.find((a) => a.status === 200)
  return {
    answers,
    listeningAfter: Math.min(...connected.map((a) => a.sentAt + (a.connectedAfter ?? 0))),
    readyAfter: ok === undefined ? Number.NaN : ok.sentAt + ok.endedAfter,
    starting: answers.filter((a) => a.status === 503).length,
    slowestAnswer: Math.max(...connected.map((a) => a.endedAfter - (a.connectedAfter ?? 0)))
  }
}

/**
 * Every request that connected was answered within the limit, 200 or 503 `ErrStarting` with the
 * error shape and `Retry-After: 1`; connections were refused only before the port listened; a 200
 * came.
 */
export function expectAllAnswered(report: ProbeReport, output: string): void {
  const context = `server output:\n${output.slice(-3000)}`
  expect(
    report.answers.some((a) => a.status === 200),
    context
  ).toBe(true)
  for (const answer of report.answers) {
    if (answer.connectedAfter === undefined) {
      expect(answer.error, context).toBe("ECONNREFUSED")
      expect(answer.sentAt, "refused after the port listened").toBeLessThanOrEqual(report.listeningAfter)
      continue
    }
    expect(answer.error, `request sent at ${Math.round(answer.sentAt)} ms: ${context}`).toBeUndefined()
    expect(answer.endedAfter - answer.connectedAfter).toBeLessThan(ANSWER_LIMIT)
    if (answer.status === 200) continue
    expect(answer.status, answer.body).toBe(503)
    expect(errorShape(answer)).toMatchObject({ code: 32, type: "ErrStarting" })
    expect(answer.headers["retry-after"]).toBe("1")
  }
}
