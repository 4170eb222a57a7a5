/** The kernel's view of a server's TCP connections (Linux `/proc/net/tcp` and `tcp6`): whether the node still holds a
 * connection whose client never reads, which no client-side event can tell. */
import { readFile } from "node:fs/promises"

/** The kernel's state number of an established connection. */
const ESTABLISHED = "01"

/** The server's end of one connection, keyed by its client's `address:port`. */
export interface ServerEnd {
  /** The kernel's state (hex, `01` established). */
  readonly state: string
}

/** An address of `/proc/net/tcp` (IPv4, four bytes in host order) or `tcp6` (four words in host order), as text; an
 * IPv4-mapped IPv6 address as its IPv4 form. */
function decodeAddress(hex: string): string {
  const v4 = (word: string) => [6, 4, 2, 0].map((at) => Number.parseInt(word.slice(at, at + 2), 16)).join(".") // little-endian word
  if (hex.length === 8) return v4(hex)
  if (hex.startsWith("0000000000000000FFFF0000")) return v4(hex.slice(24))
  return hex
}

/** The server ends of the connections to `port` on this machine, by client `address:port`. */
export async function serverEnds(port: number): Promise<Map<string, ServerEnd>> {
  const ends = new Map<string, ServerEnd>()
  const suffix = `:${port.toString(16).toUpperCase().padStart(4, "0")}`
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    const text = await readFile(file, "utf8").catch(() => "")
    for (const line of text.split("\n").slice(1)) {
      const [, local = "", remote = "", state = ""] = line.trim().split(/\s+/u)
      if (!local.endsWith(suffix) || remote.endsWith(":0000")) continue
      const [remoteAddress = "", remotePort = "0"] = remote.split(":")
      const key = `${decodeAddress(remoteAddress)}:${Number.parseInt(remotePort, 16)}`
      ends.set(key, { state })
    }
  }
  return ends
}

/** What a watch tells about one connection. */
export interface WatchedConnection {
  /** When (`performance.now()`) the node closed its end (no longer established), once it has. */
  readonly closed: Promise<number>
  /** Stops watching it. */
  readonly forget: () => void
}

/** Watches connections to one server port, polling the kernel's table every `everyMillis` while any is watched. */
export interface ConnectionTable {
  /** Watches the connection from the client end `address:port`. */
  readonly watch: (clientEnd: string) => WatchedConnection
}

/** A table of `port`'s connections. */
export function connectionTable(port: number, everyMillis = 50): ConnectionTable {
  const watches = new Map<string, { readonly since: number; readonly closed: (at: number) => void }>()
  let polling = false
  const poll = async () => {
    const read = performance.now()
    const ends = await serverEnds(port)
    const at = performance.now()
    for (const [key, { since, closed }] of watches) {
      // A watch that began while the table was read is judged by the next reading.
      if (since >= read || ends.get(key)?.state === ESTABLISHED) continue
      watches.delete(key)
      closed(at)
    }
    polling = watches.size > 0
    if (polling) setTimeout(() => void poll(), everyMillis)
  }
  return {
    watch: (clientEnd) => {
      const closed = new Promise<number>((resolve) =>
        watches.set(clientEnd, { since: performance.now(), closed: resolve })
      )
      if (!polling) {
        polling = true
        setTimeout(() => void poll(), 0)
      }
      return { closed, forget: () => void watches.delete(clientEnd) }
    }
  }
}
