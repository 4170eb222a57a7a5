/** Which IP addresses a webhook receiver may have: IPv4 outside the special-purpose ranges that are not globally
 * reachable, IPv6 only inside global unicast (2000::/3) minus its special-purpose ranges; a refusal names the class of
 * the address, never the address. */
import { isIP } from "node:net"

// Listed by hand from the IANA IPv4 and IPv6 special-purpose address registries: no maintained library among the
// dependencies classifies addresses.

/** A range of addresses of one family (its first address as a number and its prefix length) and what its addresses are. */
interface Range {
  readonly first: bigint
  readonly prefix: number
  readonly kind: string
}

/** The bits of an IPv4 address (dotted quad, validated by `isIP`). */
function ipv4Bits(address: string): bigint {
  return address.split(".").reduce((bits, octet) => (bits << 8n) | BigInt(Number(octet)), 0n)
}

/** The bits of an IPv6 address (validated by `isIP`, without a zone), its `::` expanded and a trailing dotted quad read as two groups. */
function ipv6Bits(address: string): bigint {
  let text = address
  const quad = /(\d+\.\d+\.\d+\.\d+)$/u.exec(text)
  if (quad !== null) {
    const bits = ipv4Bits(quad[1]!)
    text = `${text.slice(0, quad.index)}${(bits >> 16n).toString(16)}:${(bits & 0xffffn).toString(16)}`
  }
  const [head = "", tail] = text.split("::")
  const left = head === "" ? [] : head.split(":")
  const right = tail === undefined || tail === "" ? [] : tail.split(":")
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => "0")
  return [...left, ...zeros, ...right].reduce((bits, group) => (bits << 16n) | BigInt(Number.parseInt(group, 16)), 0n)
}

/** Whether `bits` (of an address `width` bits wide) lies in `range`. */
function inRange(bits: bigint, width: number, range: Range): boolean {
  const shift = BigInt(width - range.prefix)
  return bits >> shift === range.first >> shift
}

const v4 = (first: string, prefix: number, kind: string): Range => ({ first: ipv4Bits(first), prefix, kind })
const v6 = (first: string, prefix: number, kind: string): Range => ({ first: ipv6Bits(first), prefix, kind })

/** The IPv4 ranges that are not globally reachable unicast, most specific first. */
const REFUSED_V4: ReadonlyArray<Range> = [
  v4("0.0.0.0", 8, "an address of this network (unspecified)"),
  v4("10.0.0.0", 8, "a private address"),
  v4("100.64.0.0", 10, "a shared address (carrier-grade NAT)"),
  v4("127.0.0.0", 8, "a loopback address"),
  v4("169.254.0.0", 16, "a link-local address"),
  v4("172.16.0.0", 12, "a private address"),
  // Two of its addresses are globally reachable anycast services (PCP, TURN), never a receiver's.
  v4("192.0.0.0", 24, "an IETF protocol assignment"),
  v4("192.0.2.0", 24, "a documentation address"),
  v4("192.88.99.0", 24, "a 6to4 relay anycast address"),
  v4("192.168.0.0", 16, "a private address"),
  v4("198.18.0.0", 15, "a benchmarking address"),
  v4("198.51.100.0", 24, "a documentation address"),
  v4("203.0.113.0", 24, "a documentation address"),
  v4("224.0.0.0", 4, "a multicast address"),
  v4("255.255.255.255", 32, "the broadcast address"),
  v4("240.0.0.0", 4, "a reserved address")
]

/** IPv6 global unicast: the only IPv6 addresses a receiver may have (less `REFUSED_IN_GLOBAL_V6`). */
const GLOBAL_UNICAST_V6 = v6("2000::", 3, "global unicast")

/**
 * The special-purpose ranges inside 2000::/3 that are refused. All of 2001::/23: Teredo, benchmarking, ORCHID are not
 * globally reachable, and the sub-blocks that are (anycast PCP, TURN and DNS-SD services, AMT relays, AS112 sinks,
 * ORCHIDv2 and DRIP identifiers) are never a receiver's. 6to4 embeds an IPv4 address, which it would reach unjudged.
 */
const REFUSED_IN_GLOBAL_V6: ReadonlyArray<Range> = [
  v6("2001::", 23, "an IETF protocol assignment (2001::/23: Teredo, benchmarking, ORCHID, anycast services)"),
  v6("2001:db8::", 32, "a documentation address"),
  v6("2002::", 16, "a 6to4 address (it embeds an IPv4 address)"),
  v6("3fff::", 20, "a documentation address")
]

/** What the IPv6 addresses outside global unicast are, for the refusal's reason (most specific first); the rest are `OUTSIDE_GLOBAL_V6`. */
const NAMED_OUTSIDE_V6: ReadonlyArray<Range> = [
  v6("::", 128, "the unspecified address"),
  v6("::1", 128, "a loopback address"),
  v6("::ffff:0:0", 96, "an IPv4-mapped IPv6 address (write the IPv4 address)"),
  v6("::", 96, "an IPv4-compatible IPv6 address (deprecated)"),
  v6("64:ff9b::", 96, "an IPv4-translated (NAT64) address"),
  v6("64:ff9b:1::", 48, "an IPv4-translated (NAT64) address"),
  v6("100::", 64, "a discard-only address"),
  v6("fc00::", 7, "a unique local (private) address"),
  v6("fe80::", 10, "a link-local address"),
  v6("fec0::", 10, "a site-local address (deprecated)"),
  v6("ff00::", 8, "a multicast address")
]

/** The reason of any other IPv6 address outside 2000::/3. */
const OUTSIDE_GLOBAL_V6 = "an address outside global unicast (2000::/3)"

/** Why IPv6 `address` (without a zone) is refused, or undefined: the allow-list. */
function ipv6Refusal(address: string): string | undefined {
  const bits = ipv6Bits(address)
  if (!inRange(bits, 128, GLOBAL_UNICAST_V6))
    return NAMED_OUTSIDE_V6.find((range) => inRange(bits, 128, range))?.kind ?? OUTSIDE_GLOBAL_V6
  return REFUSED_IN_GLOBAL_V6.find((range) => inRange(bits, 128, range))?.kind
}

/**
 * Why `address` is not a receiver's address, or undefined when it is: a phrase naming its class ("a loopback address",
 * "a private address", "an address outside global unicast …") and never the address itself. Not an IP address, or one with
 * a zone (`fe80::1%eth0`), is refused too.
 */
export function addressRefusal(address: string): string | undefined {
  const family = isIP(address)
  if (family === 4) {
    const bits = ipv4Bits(address)
    return REFUSED_V4.find((range) => inRange(bits, 32, range))?.kind
  }
  if (family === 6) return address.includes("%") ? "a scoped (zoned) address" : ipv6Refusal(address)
  return "not an IP address"
}

/** Whether `address` (an IP address) is one a receiver may have: global unicast, by `addressRefusal`. */
export function isGlobalAddress(address: string): boolean {
  return addressRefusal(address) === undefined
}
