/** Who a client is for its share of the node's bounded resources: an IPv4 address as it is, an IPv6 address by its
 * /64 (the smallest network an ISP hands one subscriber, RFC 6177; one host can take 2^64 addresses of it). No Effect
 * imports: the transport counts connections per client before Effect loads. */
import { isIPv6, SocketAddress } from "node:net"

/** How many leading bits of an IPv6 address name one client. */
const IPV6_CLIENT_PREFIX_HEXTETS = 4

/** `::ffff:1.2.3.4` (an IPv4 peer on a dual-stack socket) as `1.2.3.4`. */
function unmapped(address: string): string {
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address
}

/** The client group of `address`: an IPv4 address itself, an IPv6 address its /64 (`2001:db8:1:2::/64`); anything else (no
 * address, a name) as given. */
export function clientGroup(address: string): string {
  const plain = unmapped(address)
  if (!isIPv6(plain)) return plain
  // Node writes the address out in full: eight hextets, the embedded IPv4 form aside (then the /64 is the first four too).
  const parsed = SocketAddress.parse(`[${plain.split("%")[0]}]:0`)
  const full = parsed === undefined ? plain : expandIPv6(parsed.address)
  return `${full.split(":").slice(0, IPV6_CLIENT_PREFIX_HEXTETS).join(":")}::/64`
}

/** `address` (IPv6) with its `::` expanded, each hextet without leading zeros. */
function expandIPv6(address: string): string {
  const [head = "", tail] = address.split("::")
  const left = head === "" ? [] : head.split(":")
  const right = tail === undefined || tail === "" ? [] : tail.split(":")
  // An embedded IPv4 tail counts as two hextets.
  const width = (parts: Array<string>) => parts.reduce((sum, part) => sum + (part.includes(".") ? 2 : 1), 0)
  const missing = tail === undefined ? 0 : 8 - width(left) - width(right)
  const hextets = [...left, ...Array.from({ length: missing }, () => "0"), ...right]
  return hextets.map((hextet) => (hextet.includes(".") ? hextet : hextet.replace(/^0+(?=.)/u, ""))).join(":")
}
