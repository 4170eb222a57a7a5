/** Webhook targets by one policy at registration and at connect time: IPv4-compatible, -mapped, 6to4 and other
 * non-global IPv6 literals refused; a name resolving to a refused address refused with why, never with that address. */
import type { LookupAddress } from "node:dns"
import { createServer } from "node:net"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { makeHttpSender } from "../../../adapters/webhooks/http_sender.ts"
import { guardedLookup, type Resolver, targetRefusal } from "../../../adapters/webhooks/target_policy.ts"

/** URLs refused at registration, each with a fragment of its reason. */
const REFUSED_URLS: ReadonlyArray<readonly [string, string]> = [
  ["https://[::127.0.0.1]/", "IPv4-compatible"],
  ["https://[::7f00:1]/hook", "IPv4-compatible"],
  ["https://[::ffff:127.0.0.1]/", "IPv4-mapped"],
  ["https://[::ffff:8.8.8.8]/", "IPv4-mapped"],
  ["https://[2002:7f00:1::1]/", "6to4"],
  ["https://[2001::1]/", "IETF protocol assignment"],
  ["https://[2001:db8::1]/", "documentation"],
  ["https://[3fff::1]/", "documentation"],
  ["https://[64:ff9b::7f00:1]/", "NAT64"],
  ["https://[fd00::1]/", "unique local"],
  ["https://[fe80::1]/", "link-local"],
  ["https://[::]/", "unspecified"],
  ["https://[4000::1]/", "outside global unicast"],
  ["https://0x7f.1/", "loopback"],
  ["https://2130706433/", "loopback"],
  ["https://10.1.2.3/", "private"],
  ["https://169.254.169.254/latest/meta-data", "link-local"],
  ["https://localhost/", "loopback name"],
  ["https://hooks.localhost/", "loopback name"]
]

/** URLs allowed at registration. */
const ALLOWED_URLS: ReadonlyArray<string> = [
  "https://example.com/hook",
  "https://1.1.1.1/",
  "https://[2606:4700:4700::1111]/",
  "https://[2a00:1450:4001:80b::200e]:8443/x?y=1"
]

/** A resolver answering every name with `addresses`. */
function resolvingTo(...addresses: Array<string>): Resolver {
  return (_hostname, _options, callback) =>
    callback(
      null,
      addresses.map((address): LookupAddress => ({ address, family: address.includes(":") ? 6 : 4 }))
    )
}

/** What a guarded lookup of `hostname` over `resolve` answers: its error's code and message, or its addresses. */
function lookUp(resolve: Resolver, hostname = "hooks.internal.example") {
  return new Promise<{ code?: string; message?: string; addresses?: unknown }>((done) =>
    guardedLookup(false, resolve)(hostname, { all: true }, (error, addresses) =>
      done(error === null ? { addresses } : { code: error.code ?? "", message: error.message })
    )
  )
}

/** A delivery to `url`. */
function delivery(url: string) {
  return {
    url,
    secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
    messageId: "msg_1",
    timestamp: Math.floor(Date.now() / 1000),
    body: { type: "batch" as const, timestamp: new Date().toISOString(), data: { eventId: 1 } }
  }
}

/** A port of 127.0.0.1 on which nothing listens (taken, then released). */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (address === null || typeof address === "string") throw new Error("no port")
  return address.port
}

describe("webhook targets at registration", () => {
  it.each(REFUSED_URLS)("refuses %s (%s)", (url, reason) => {
    expect(targetRefusal(url, false)).toContain(reason)
  })

  it.each(ALLOWED_URLS)("allows %s", (url) => {
    expect(targetRefusal(url, false)).toBeUndefined()
  })

  it("allows any address when private targets are allowed", () => {
    for (const [url] of REFUSED_URLS) expect(targetRefusal(url, true), url).toBeUndefined()
  })
})

describe("webhook targets at connect time", () => {
  it("refuses a name resolving to a refused address with the address's class, never the address", async () => {
    for (const [addresses, reason] of [
      [["10.1.2.3"], "it resolves to a private address"],
      [["127.0.0.1"], "it resolves to a loopback address"],
      [["::127.0.0.1"], "it resolves to an IPv4-compatible IPv6 address"],
      [["::ffff:169.254.169.254"], "it resolves to an IPv4-mapped IPv6 address"],
      [["2002:a9fe:a9fe::1"], "it resolves to a 6to4 address"],
      [["93.184.216.34", "fd00::7"], "it resolves to a unique local (private) address"],
      [["2606:4700:4700::1111", "100.64.0.9"], "it resolves to a shared address"]
    ] as const) {
      const answer = await lookUp(resolvingTo(...addresses))
      expect(answer.code, addresses.join()).toBe("ETARGETREFUSED")
      expect(answer.message).toContain(`refused target hooks.internal.example: ${reason}`)
      for (const address of addresses) expect(answer.message).not.toContain(address)
    }
  })

  it("passes a name resolving to global unicast addresses only", async () => {
    const answer = await lookUp(resolvingTo("93.184.216.34", "2606:4700:4700::1111"))
    expect(answer.addresses).toEqual([
      { address: "93.184.216.34", family: 4 },
      { address: "2606:4700:4700::1111", family: 6 }
    ])
  })

  it("the sender refuses a literal (IPv4-compatible too) and a loopback name without connecting, and logs why without the address", async () => {
    const port = await closedPort()
    const made = makeHttpSender({ allowPrivateTargets: false, connectTimeoutMs: 2000 })
    try {
      for (const [url, error] of [
        [`https://[::127.0.0.1]:${port}/x`, "refused target ::7f00:1: an IPv4-compatible IPv6 address"],
        [`https://[::ffff:127.0.0.1]:${port}/x`, "refused target ::ffff:7f00:1: an IPv4-mapped IPv6 address"],
        [`https://127.0.0.1:${port}/x`, "refused target 127.0.0.1: a loopback address"],
        [`https://localhost:${port}/x`, "refused target localhost: it resolves to a loopback address"]
      ] as const) {
        const outcome = await Effect.runPromise(made.sender.send(delivery(url)))
        expect(outcome.status, url).toBeNull()
        expect(outcome.error, url).toContain(error)
      }
      const byName = await Effect.runPromise(made.sender.send(delivery(`https://localhost:${port}/x`)))
      expect(byName.error).not.toMatch(/127\.0\.0\.1|::1/u)
    } finally {
      made.close()
    }
  })

  it("a failed connection is logged by its system call and code, not by the address the name resolved to", async () => {
    const port = await closedPort()
    const made = makeHttpSender({ allowPrivateTargets: true, connectTimeoutMs: 2000 })
    try {
      const outcome = await Effect.runPromise(made.sender.send(delivery(`http://localhost:${port}/x`)))
      expect(outcome.status).toBeNull()
      expect(outcome.error).toMatch(/ECONNREFUSED/u)
      expect(outcome.error).not.toMatch(/127\.0\.0\.1|::1|:\d+$/u)
    } finally {
      made.close()
    }
  })
})
