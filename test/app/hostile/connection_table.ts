/** The kernel's view of a server's TCP connections (Linux `/proc/net/tcp` and `tcp6`): whether the node still holds a
 * connection, which no client-side event tells when the client never reads or the FIN waits for a retransmission. */
import { readFile } from "node:fs/promises"

/** The kernel's states (hex) of a server end the node has not closed: established, its handshake's last ACK not yet
 * taken (the listening socket's queue full), or closed by its client only (close-wait). */
const HELD_STATES: ReadonlySet<string> = new Set(["01", "03", "08"])

/** The server's end of one connection, keyed by its client's `address:port`. */
export interface ServerEnd {
  /** The kernel's state (hex, `01` established). */
  readonly state: string
  /** Whether the node has accepted it: a connection still in the listening socket's queue has no file yet (inode 0). */
  readonly accepted: boolean
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
      const [, local = "", remote = "", state = "", , , , , , inode = "0"] = line.trim().split(/\s+/u)
      if (!local.endsWith(suffix) || remote.endsWith(":0000")) continue
      const [remoteAddress = "", remotePort = "0"] = remote.split(":")
      const key = `${decodeAddress(remoteAddress)}:${Number.parseInt(remotePort, 16)}`
      ends.set(key, { state, accepted: inode !== "0" })
    }
  }
  return ends
}

/** What a watch tells about one connection. */
export interface WatchedConnection {
  /** When (`performance.now()`) the node accepted it at the earliest: the last reading that found it unaccepted, or the
   * watch's start when the first found it accepted. */
  readonly accepted: Promise<number>
  /** When (`performance.now()`) the node closed its end (gone from the table, or past established), once it has. */
  readonly closed: Promise<number>
  /** Stops watching it. */
  readonly forget: () => void
}

/** Watches connections to one server port, polling the kernel's table every `everyMillis` while any is watched. */
export interface ConnectionTable {
  /** Watches the connection from the client end `address:port`. */
  readonly watch: (clientEnd: string) => WatchedConnection
}

/** One watched connection's state between readings. */
interface Watch {
  readonly since: number
  /** The start of the last reading that found it unaccepted (the watch's start until one does). */
  unacceptedAt: number
  acceptedSeen: boolean
  readonly accepted: (at: number) => void
  readonly closed: (at: number) => void
}

/** A table of `port`'s connections. */
export function connectionTable(port: number, everyMillis = 50): ConnectionTable {
  const watches = new Map<string, Watch>()
  let polling = false
  const poll = async () => {
    const read = performance.now()
    const ends = await serverEnds(port)
    const at = performance.now()
    for (const [key, watch] of watches) {
      // A watch that began while the table was read is judged by the next reading.
      if (watch.since >= read) continue
      const end = ends.get(key)
      const held = HELD_STATES.has(end?.state ?? "")
      if (held && end?.accepted === false) watch.unacceptedAt = read
      else if (!watch.acceptedSeen) {
        watch.acceptedSeen = true
        watch.accepted(watch.unacceptedAt)
      }
      if (held) continue
      watches.delete(key)
      watch.closed(at)
    }
    polling = watches.size > 0
    if (polling) setTimeout(() => void poll(), everyMillis)
  }
  return {
    watch: (clientEnd) => {
      const since = performance.now()
      let accepted: (at: number) => void = () => undefined
      let closed: (at: number) => void = () => undefined
      const acceptedAt = new Promise<number>((resolve) => (accepted = resolve))
      const closedAt = new Promise<number>((resolve) => (closed = resolve))
      // A client end in use again: its earlier connection is gone from the kernel, or the new one could not have been
      // made (a client socket reset by the node frees its port while this end still holds it, unread). It closed since
      // its last reading; now is the latest it can have.
      const earlier = watches.get(clientEnd)
      if (earlier !== undefined) {
        if (!earlier.acceptedSeen) earlier.accepted(earlier.unacceptedAt)
        earlier.closed(since)
      }
      const watch: Watch = { since, unacceptedAt: since, acceptedSeen: false, accepted, closed }
      watches.set(clientEnd, watch)
      if (!polling) {
        polling = true
        setTimeout(() => void poll(), 0)
      }
      const forget = () => {
        if (watches.get(clientEnd) === watch) watches.delete(clientEnd)
      }
      return { accepted: acceptedAt, closed: closedAt, forget }
    }
  }
}
