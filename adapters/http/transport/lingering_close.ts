/**
 * Closing a connection without losing the answer just written on it. Destroying a socket while
 * the client is still sending (the rest of a 70 KB URL, a body) makes the kernel reset the
 * connection, and the client's stack may then drop the answer unread: the client sees a reset
 * instead of the 414. A lingering close ends the write side (the answer, then FIN), keeps reading
 * and discarding what the client still sends, and destroys the socket when the client closes its
 * side, after a short grace time, or past a byte budget, whichever comes first.
 */
import type { Duplex } from "node:stream"

/** How long a closing connection keeps reading what the client still sends (ms). */
export const LINGER_MILLIS = 2_000

/** How many bytes a closing connection reads and discards at most. */
export const LINGER_MAX_BYTES = 1024 * 1024

/**
 * Writes `answer` (when given), ends the write side and discards incoming bytes until the client
 * closes, `millis` pass or `maxBytes` arrive; then destroys the socket. Any `data` listener (Node's
 * HTTP parser) is detached first: nothing more on this connection is parsed.
 */
export function lingeringClose(
  socket: Duplex,
  answer?: string,
  millis: number = LINGER_MILLIS,
  maxBytes: number = LINGER_MAX_BYTES
): void {
  if (socket.destroyed) return
  socket.removeAllListeners("data")
  socket.on("error", ignore)
  if (!socket.writable) {
    socket.destroy()
    return
  }
  let received = 0
  const timer = setTimeout(() => socket.destroy(), millis)
  timer.unref()
  socket.on("data", (chunk: Buffer) => {
    received += chunk.length
    if (received > maxBytes) socket.destroy()
  })
  socket.once("end", () => socket.destroy())
  socket.once("close", () => clearTimeout(timer))
  if (answer === undefined) socket.end()
  else socket.end(answer)
  socket.resume()
}

/** Errors of a closing socket (a reset by the client) are expected. */
function ignore(): void {}
