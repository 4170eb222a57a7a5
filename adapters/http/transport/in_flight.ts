/** The requests being answered, from arrival until their response closes, so a shutdown can let them finish. */
import type { Server, ServerResponse } from "node:http"
import type { Duplex } from "node:stream"

/** How a drain ended: requests in flight when it began, how many finished, how many were still running at the deadline. */
export interface DrainReport { readonly inFlight: number; readonly drained: number; readonly cut: number; readonly millis: number }

/** The requests in flight on one server. */
export class InFlight {
  readonly #open = new Set<ServerResponse>()
  #onSettled: (() => void) | undefined = undefined

  /** The number of requests in flight. */
  get size(): number {
    return this.#open.size
  }

  /** Tracks `response` until it closes. */
  track(response: ServerResponse): void {
    this.#open.add(response)
    response.once("close", () => {
      this.#open.delete(response)
      this.#onSettled?.()
    })
  }

  /** The response in flight on `socket`, if any. */
  startedOn(socket: Duplex): ServerResponse | undefined {
    for (const response of this.#open) if (response.req.socket === socket) return response
    return undefined
  }

  /** Waits up to `millis` for the requests in flight (unstarted answers close their connection, idle ones close at once). */
  drain(server: Server, millis: number): Promise<DrainReport> {
    const started = performance.now()
    const inFlight = this.#open.size
    for (const response of this.#open) if (!response.headersSent) response.shouldKeepAlive = false
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        this.#onSettled = undefined
        const cut = this.#open.size
        resolve({ inFlight, drained: inFlight - cut, cut, millis: Math.round(performance.now() - started) })
      }
      const timer = setTimeout(done, millis)
      this.#onSettled = () => {
        setImmediate(() => server.closeIdleConnections())
        if (this.#open.size === 0) done()
      }
      if (this.#open.size === 0) done()
    })
  }
}
