/** Who a client is, the one place that says it: its address (the socket's peer, or past the proxies `TRUST_PROXY`
 * believes), its client group (an IPv4 address as it is, an IPv6 address by its /64, the smallest network an ISP hands
 * one subscriber, RFC 6177), the API key it presents and the digest a key is stored by, and who a request counts
 * against for its share (core's `clientShare`). No Effect imports: the transport counts connections per client before
 * Effect loads. */
import { createHash } from "node:crypto"
import { BlockList, isIP, isIPv6, SocketAddress } from "node:net"
import type { EdgeRequest, RequestFacts } from "./request_context.ts"

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

/** Whether the address at `hop` of a request's chain (0: the socket's peer, 1: the last `X-Forwarded-For` entry, …) is a proxy to believe. */
export type TrustProxy = (address: string, hop: number) => boolean

/** The ranges the names of a `TRUST_PROXY` list stand for (as in Express's "trust proxy"). */
const NAMED_RANGES: Readonly<Record<string, ReadonlyArray<string>>> = {
  loopback: ["127.0.0.1/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"]
}

/** The family `BlockList` names an address by, or undefined when it is no IP address. */
function familyOf(address: string): "ipv4" | "ipv6" | undefined {
  const family = isIP(address)
  return family === 4 ? "ipv4" : family === 6 ? "ipv6" : undefined
}

/** The addresses and ranges of a `TRUST_PROXY` list in Node's `BlockList` (its CIDR matching), or why an entry is none. */
function trustedRanges(parts: ReadonlyArray<string>): BlockList | string {
  const list = new BlockList()
  for (const part of parts) {
    for (const range of NAMED_RANGES[part] ?? [part]) {
      const [address = "", bits] = range.split("/")
      const family = familyOf(address)
      if (family === undefined) return `"${part}" is not an IP address, a CIDR or loopback/linklocal/uniquelocal`
      const longest = family === "ipv4" ? 32 : 128
      const prefix = bits === undefined ? longest : /^\d{1,3}$/u.test(bits) ? Number(bits) : -1
      if (prefix < 0 || prefix > longest) return `"${part}": a prefix length is 0–${longest}`
      list.addSubnet(address, prefix, family)
    }
  }
  return list
}

/** The `TrustProxy` of a `TRUST_PROXY` value (`off`, `on`, a hop count, or a comma list of addresses, CIDRs and `loopback`/`linklocal`/`uniquelocal`), or why it is not one. */
export function trustProxyOf(text: string): { readonly trust: TrustProxy | undefined } | { readonly problem: string } {
  const value = text.trim()
  if (value === "" || value === "off" || value === "false") return { trust: undefined }
  if (value === "on" || value === "true") return { trust: () => true }
  if (/^\d{1,2}$/u.test(value)) {
    const hops = Number(value)
    return { trust: hops === 0 ? undefined : (_, hop) => hop < hops }
  }
  const ranges = trustedRanges(value.split(",").map((part) => part.trim()))
  if (typeof ranges === "string") return { problem: ranges }
  return {
    trust: (address) => {
      const family = familyOf(address)
      return family !== undefined && ranges.check(address, family)
    }
  }
}

/** The client's address: the socket's `peer`, or walking `X-Forwarded-For` from the right past the proxies `trust` believes. */
export function clientAddress(
  peerAddress: string | undefined,
  headers: EdgeRequest["headers"],
  trust: TrustProxy | undefined
): string {
  const peer = unmapped(peerAddress ?? "unknown")
  const forwarded = headers["x-forwarded-for"]
  if (trust === undefined || forwarded === undefined) return peer
  const chain = [
    peer,
    ...forwarded
      .split(",")
      .map((entry) => unmapped(entry.trim()))
      .filter((entry) => entry !== "")
      .reverse()
  ]
  for (let hop = 0; hop < chain.length - 1; hop++) {
    const address = chain[hop]!
    if (!trust(address, hop)) return address
  }
  return chain[chain.length - 1]!
}

/** The key a request presents (`X-API-Key`, else `Authorization: Bearer`), or undefined; other `Authorization` schemes are not keys. */
export function presentedKey(headers: EdgeRequest["headers"]): string | undefined {
  const header = headers["x-api-key"]
  if (header !== undefined) return header.trim()
  const authorization = headers["authorization"]
  if (authorization === undefined) return undefined
  return /^Bearer[ \t]+(\S+)[ \t]*$/iu.exec(authorization)?.[1]
}

/** The digest a key is stored by: lower-case hex SHA-256 of its text. */
export function apiKeyDigest(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex")
}

/** The share of a client known by its address: `ip:` and the address's client group. */
export function addressShare(address: string): string {
  return `ip:${clientGroup(address)}`
}

/** The share of a client known by its API key: `key:` and the key's id. */
export function keyShare(keyId: string): string {
  return `key:${keyId}`
}

/** Who `facts`' request counts against: its share (`RequestFacts.share`, set by the edge from the client's address or
 * key), else its address's client group (`ip:<group>`); undefined when it has no address (the fetch-style handler
 * without a forwarded one). */
export function shareOf(facts: RequestFacts): string | undefined {
  return facts.share ?? (facts.client === undefined ? undefined : addressShare(facts.client))
}
