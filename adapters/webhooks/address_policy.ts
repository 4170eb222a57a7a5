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

/** The range of a CIDR block (`10.0.0.0/8`, `fc00::/7`) whose addresses are `kind`. */
function range(cidr: string, kind: string): Range {
  const [first = "", prefix = ""] = cidr.split("/")
  return { first: first.includes(":") ? ipv6Bits(first) : ipv4Bits(first), prefix: Number(prefix), kind }
}

/** The ranges of a table written one to a line, as the registries list them: a CIDR block, then what its addresses are. */
function ranges(table: string): ReadonlyArray<Range> {
  return table
    .trim()
    .split("\n")
    .map((line) => {
      const [cidr = "", ...kind] = line.trim().split(/\s+/u)
      return range(cidr, kind.join(" "))
    })
}

/** The IPv4 ranges that are not globally reachable unicast, most specific first. Two addresses of 192.0.0.0/24 are
 * globally reachable anycast services (PCP, TURN), never a receiver's. */
const REFUSED_V4: ReadonlyArray<Range> = ranges(`
  0.0.0.0/8           an address of this network (unspecified)
  10.0.0.0/8          a private address
  100.64.0.0/10       a shared address (carrier-grade NAT)
  127.0.0.0/8         a loopback address
  169.254.0.0/16      a link-local address
  172.16.0.0/12       a private address
  192.0.0.0/24        an IETF protocol assignment
  192.0.2.0/24        a documentation address
  192.88.99.0/24      a 6to4 relay anycast address
  192.168.0.0/16      a private address
  198.18.0.0/15       a benchmarking address
  198.51.100.0/24     a documentation address
  203.0.113.0/24      a documentation address
  224.0.0.0/4         a multicast address
  255.255.255.255/32  the broadcast address
  240.0.0.0/4         a reserved address
`)

/** IPv6 global unicast: the only IPv6 addresses a receiver may have (less `REFUSED_IN_GLOBAL_V6`). */
const GLOBAL_UNICAST_V6 = range("2000::/3", "global unicast")

/**
 * The special-purpose ranges inside 2000::/3 that are refused. All of 2001::/23: Teredo, benchmarking, ORCHID are not
 * globally reachable, and the sub-blocks that are (anycast PCP, TURN and DNS-SD services, AMT relays, AS112 sinks,
 * ORCHIDv2 and DRIP identifiers) are never a receiver's. 6to4 embeds an IPv4 address, which it would reach unjudged.
 */
const REFUSED_IN_GLOBAL_V6: ReadonlyArray<Range> = ranges(`
  2001::/23      an IETF protocol assignment (2001::/23: Teredo, benchmarking, ORCHID, anycast services)
  2001:db8::/32  a documentation address
  2002::/16      a 6to4 address (it embeds an IPv4 address)
  3fff::/20      a documentation address
`)

/** What the IPv6 addresses outside global unicast are, for the refusal's reason (most specific first); the rest are `OUTSIDE_GLOBAL_V6`. */
const NAMED_OUTSIDE_V6: ReadonlyArray<Range> = ranges(`
  ::/128          the unspecified address
  ::1/128         a loopback address
  ::ffff:0:0/96   an IPv4-mapped IPv6 address (write the IPv4 address)
  ::/96           an IPv4-compatible IPv6 address (deprecated)
  64:ff9b::/96    an IPv4-translated (NAT64) address
  64:ff9b:1::/48  an IPv4-translated (NAT64) address
  100::/64        a discard-only address
  fc00::/7        a unique local (private) address
  fe80::/10       a link-local address
  fec0::/10       a site-local address (deprecated)
  ff00::/8        a multicast address
`)

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
