/** Which webhook targets the node connects to (SSRF): https only, no URL credentials, only the addresses of
 * `address_policy.ts`, checked at registration and on every address a name resolves to at connect time (DNS rebinding). */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns"
import { isIP } from "node:net"
import { addressRefusal } from "./address_policy.ts"

/** The `code` of the error a guarded lookup fails with when it refuses a name. */
export const TARGET_REFUSED = "ETARGETREFUSED"

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
  if (allowPrivate) return undefined
  const refused = isIP(host) === 0 ? undefined : addressRefusal(host)
  if (refused !== undefined) return `the host ${host} is ${refused} (only global unicast addresses are targets)`
  if (host === "localhost" || host.endsWith(".localhost")) return `${host} is a loopback name`
  return undefined
}

/** Why a connection to `host` (an IP literal) is refused, or undefined. */
export function literalRefusal(host: string, allowPrivate: boolean): string | undefined {
  if (allowPrivate || isIP(host) === 0) return undefined
  const refused = addressRefusal(host)
  return refused === undefined ? undefined : `refused target ${host}: ${refused}`
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | Array<LookupAddress>,
  family?: number
) => void

/** How a name is resolved to all its addresses (`dns.lookup`'s signature with `all: true`). */
export type Resolver = (
  hostname: string,
  options: LookupOptions & { readonly all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: Array<LookupAddress>) => void
) => void

/**
 * A socket `lookup` that resolves like Node's (by `resolve`, `dns.lookup` by default) and refuses a name with any address
 * `address_policy.ts` refuses (unless `allowPrivate`); the refusal says why, never the address the name resolved to.
 */
export function guardedLookup(allowPrivate: boolean, resolve: Resolver = dnsLookup) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error !== null) return callback(error, [])
      const refused = allowPrivate
        ? undefined
        : addresses.map((entry) => addressRefusal(entry.address)).find((reason) => reason !== undefined)
      if (refused !== undefined) {
        const denied: NodeJS.ErrnoException = new Error(`refused target ${hostname}: it resolves to ${refused}`)
        denied.code = TARGET_REFUSED
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
