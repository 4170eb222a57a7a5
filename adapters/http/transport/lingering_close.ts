/**
 * Closing a connection without losing the answer just written on it: destroying a socket while the
 * client still sends makes the kernel reset it, and the client may then drop the answer unread.
 */
import type { Duplex } from "node:stream"

/** How long a closing connection keeps reading what the client still sends (ms). */
const LINGER_MILLIS = 2_000

/** How many bytes a closing connection reads and discards at most. */
const LINGER_MAX_BYTES = 1024 * 1024

/**
 * Writes `answer` (when given), ends the write side and discards incoming bytes (Node's parser
 * detached) until the client closes, the linger time passes or the byte budget is spent; then
 * destroys the socket.
 */
export function lingeringClose(socket: Duplex, answer?: string): void {
  if (socket.destroyed) return
  socket.removeAllListeners("data")
  socket.on("error", () => {}) // a reset by the client is expected
  if (!socket.writable) {
    socket.destroy()
    return
  }
  let received = 0
  const timer = setTimeout(() => socket.destroy(), LINGER_MILLIS)
  timer.unref()
  socket.on("data", (chunk: Buffer) => {
    received += chunk.length
    if (received > LINGER_MAX_BYTES) socket.destroy()
  })
  socket.once("end", () => socket.destroy())
  socket.once("close", () => clearTimeout(timer))
  if (answer === undefined) socket.end()
  else socket.end(answer)
  socket.resume()
}
