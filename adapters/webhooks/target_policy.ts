/** Which webhook targets the node connects to (SSRF): https only, no URL credentials, only globally routable addresses,
 * checked at registration and on every address a name resolves to at connect time (DNS rebinding). */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns"
import { BlockList, isIP } from "node:net"

// Listed by hand from the IANA special-purpose registries (matched by Node's `BlockList`): no maintained library among
// the dependencies classifies addresses.
/** The IPv4 ranges that are not global unicast: this network, private, shared (CGNAT), loopback, link-local, protocol assignments, documentation, benchmarking, multicast, reserved, broadcast. */
const NON_GLOBAL_V4: ReadonlyArray<readonly [string, number]> = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4]
]

/** The IPv6 ranges that are not global unicast (IPv4-mapped ones are refused apart): unspecified, loopback, IPv4-translated, discard, protocol assignments (Teredo…), documentation, 6to4, unique local, link-local, site-local, multicast. */
const NON_GLOBAL_V6: ReadonlyArray<readonly [string, number]> = [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8]
]

const NON_GLOBAL = (() => {
  const list = new BlockList()
  for (const [address, prefix] of NON_GLOBAL_V4) list.addSubnet(address, prefix, "ipv4")
  for (const [address, prefix] of NON_GLOBAL_V6) list.addSubnet(address, prefix, "ipv6")
  return list
})()

/** Whether `address` (an IP address) is globally routable. */
export function isGlobalAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return false
  // IPv4-mapped (::ffff:a.b.c.d): never a receiver's address; `BlockList` would also match them against the IPv4 ranges.
  if (family === 6 && /^(0{0,4}:){0,5}:?ffff:/iu.test(address)) return false
  return !NON_GLOBAL.check(address, family === 4 ? "ipv4" : "ipv6")
}

/** A URL's host without IPv6 brackets. */
function hostOf(url: URL): string {
  return url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname
}

/** Why `text` is refused as a webhook target, or undefined. */
export function targetRefusal(text: string, allowPrivate: boolean): string | undefined {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return "not an absolute URL"
  }
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) {
    return allowPrivate ? "the scheme must be https or http" : "the scheme must be https"
  }
  if (url.username !== "" || url.password !== "") return "credentials in the URL are not allowed"
  if (url.hash !== "") return "a fragment is not allowed"
  const host = hostOf(url)
  if (host === "") return "no host"
  if (!allowPrivate && isIP(host) !== 0 && !isGlobalAddress(host))
    return `${host} is not a global address (loopback, private, link-local or reserved)`
  if (!allowPrivate && (host === "localhost" || host.endsWith(".localhost"))) return `${host} is a loopback name`
  return undefined
}

/** Why a connection to `host` (an IP literal) is refused, or undefined. */
export function literalRefusal(host: string, allowPrivate: boolean): string | undefined {
  if (allowPrivate || isIP(host) === 0 || isGlobalAddress(host)) return undefined
  return `refused target ${host}: not a global address`
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | Array<LookupAddress>,
  family?: number
) => void

/** A socket `lookup` that resolves like Node's and refuses a name with any non-global address (unless `allowPrivate`). */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error !== null) return callback(error, [])
      const refused = allowPrivate ? undefined : addresses.find((entry) => !isGlobalAddress(entry.address))
      if (refused !== undefined) {
        const denied: NodeJS.ErrnoException = new Error(
          `refused target ${hostname} (${refused.address}): not a global address`
        )
        denied.code = "ETARGETREFUSED"
        return callback(denied, [])
      }
      if (options.all === true) return callback(null, addresses)
      const first = addresses[0]
      if (first === undefined)
        return callback(Object.assign(new Error(`no address for ${hostname}`), { code: "ENOTFOUND" }), [])
      callback(null, first.address, first.family)
    })
  }
}
