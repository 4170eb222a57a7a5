/** The receivers' addresses: IPv4 outside the non-global special-purpose ranges, IPv6 only global unicast (2000::/3)
 * minus its special ranges, IPv4-mapped and -compatible forms refused, each refusal naming a class, never the address. */
import { describe, expect, it } from "vitest"
import { addressRefusal, isGlobalAddress } from "../../../adapters/webhooks/address_policy.ts"

/** Addresses refused, each with a fragment of its reason. */
const REFUSED: ReadonlyArray<readonly [string, string]> = [
  ["0.0.0.0", "this network"],
  ["0.1.2.3", "this network"],
  ["10.0.0.1", "private"],
  ["10.255.255.255", "private"],
  ["100.64.0.1", "shared"],
  ["100.127.255.254", "shared"],
  ["127.0.0.1", "loopback"],
  ["127.1.2.3", "loopback"],
  ["169.254.169.254", "link-local"],
  ["172.16.0.1", "private"],
  ["172.31.255.255", "private"],
  ["192.0.0.8", "IETF protocol assignment"],
  ["192.0.2.1", "documentation"],
  ["192.88.99.1", "6to4 relay"],
  ["192.168.1.1", "private"],
  ["198.18.0.1", "benchmarking"],
  ["198.19.255.255", "benchmarking"],
  ["198.51.100.7", "documentation"],
  ["203.0.113.9", "documentation"],
  ["224.0.0.1", "multicast"],
  ["239.255.255.250", "multicast"],
  ["240.0.0.1", "reserved"],
  ["255.255.255.255", "broadcast"],
  ["::", "unspecified"],
  ["::1", "loopback"],
  ["0:0:0:0:0:0:0:1", "loopback"],
  ["::127.0.0.1", "IPv4-compatible"],
  ["::7f00:1", "IPv4-compatible"],
  ["::1.1.1.1", "IPv4-compatible"],
  ["::ffff:127.0.0.1", "IPv4-mapped"],
  ["::ffff:7f00:1", "IPv4-mapped"],
  ["::FFFF:10.0.0.1", "IPv4-mapped"],
  ["::ffff:1.1.1.1", "IPv4-mapped"],
  ["0:0:0:0:0:ffff:a9fe:a9fe", "IPv4-mapped"],
  ["::ffff:0:1.1.1.1", "outside global unicast"],
  ["64:ff9b::127.0.0.1", "NAT64"],
  ["64:ff9b:1::1", "NAT64"],
  ["100::1", "discard"],
  ["fc00::1", "unique local"],
  ["fd12:3456:789a::1", "unique local"],
  ["fe80::1", "link-local"],
  ["febf:ffff::1", "link-local"],
  ["fec0::1", "site-local"],
  ["ff02::1", "multicast"],
  ["ff0e::101", "multicast"],
  ["1::1", "outside global unicast"],
  ["4000::1", "outside global unicast"],
  ["5f00::1", "outside global unicast"],
  ["e000::1", "outside global unicast"],
  ["2001::1", "IETF protocol assignment"],
  ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "IETF protocol assignment"],
  ["2001:1::1", "IETF protocol assignment"],
  ["2001:2::1", "IETF protocol assignment"],
  ["2001:3::1", "IETF protocol assignment"],
  ["2001:20::1", "IETF protocol assignment"],
  ["2001:1ff:ffff::1", "IETF protocol assignment"],
  ["2001:db8::1", "documentation"],
  ["2001:DB8:ffff::1.2.3.4", "documentation"],
  ["2002::1", "6to4"],
  ["2002:7f00:1::1", "6to4"],
  ["2002:c0a8:101::1", "6to4"],
  ["3fff::1", "documentation"],
  ["3fff:fff:ffff::1", "documentation"],
  ["fe80::1%eth0", "scoped"],
  ["example.com", "not an IP address"],
  ["", "not an IP address"]
]

/** Addresses allowed: global unicast of both families. */
const ALLOWED: ReadonlyArray<string> = [
  "1.1.1.1",
  "8.8.8.8",
  "93.184.216.34",
  "9.255.255.255",
  "11.0.0.1",
  "100.63.255.255",
  "100.128.0.1",
  "126.255.255.255",
  "128.0.0.1",
  "169.253.255.255",
  "172.15.255.255",
  "172.32.0.1",
  "192.0.1.1",
  "192.88.98.1",
  "192.167.255.255",
  "192.169.0.1",
  "198.17.255.255",
  "198.20.0.1",
  "223.255.255.254",
  "2000::1",
  "2001:200::1",
  "2001:4860:4860::8888",
  "2001:db7:ffff::1",
  "2001:db9::1",
  "2003::1",
  "2606:4700:4700::1111",
  "2620:4f:8000::1",
  "2a00:1450:4001:80b::200e",
  "3ffe:ffff::1",
  "3fff:1000::1",
  "3fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff"
]

describe("the receivers' addresses", () => {
  it.each(REFUSED)("refuses %s as %s, without the address in the reason", (address, reason) => {
    const refusal = addressRefusal(address)
    expect(refusal).toBeDefined()
    expect(refusal).toContain(reason)
    if (address !== "") expect(refusal?.toLowerCase()).not.toContain(address.toLowerCase())
    expect(isGlobalAddress(address)).toBe(false)
  })

  it.each(ALLOWED)("allows %s", (address) => {
    expect(addressRefusal(address)).toBeUndefined()
    expect(isGlobalAddress(address)).toBe(true)
  })
})
