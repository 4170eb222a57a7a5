/** `adapters/` and `app/` use Effect's public API only (docs/architecture.md): no cast of an Effect function to another
 * signature, no hand-built response or copied prototype, no fiber internals, no context filtered by key prefix, no
 * request-keyed side channel, no hidden symbol carrying stored text across a port. Each rule is checked on a sample
 * that breaks it, so a rule that cannot fail fails here. */
import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { describe, expect, it } from "vitest"

const ROOT = join(import.meta.dirname, "..")

/** A forbidden pattern: what it is, how it is found, a line that breaks it. */
interface Rule {
  readonly name: string
  readonly pattern: RegExp
  readonly breaking: string
}

const RULES: ReadonlyArray<Rule> = [
  {
    name: "cast of an Effect HTTP function to another signature",
    pattern:
      /\b(?:HttpApiBuilder|HttpApiGroup|HttpApiEndpoint|HttpRouter|HttpServer|HttpMiddleware|HttpEffect|HttpServerRequest|HttpServerResponse)\.\w+\s+as\s/u,
    breaking: "const builtEndpoint = HttpApiBuilder.endpoint as unknown as (api: unknown) => unknown"
  },
  {
    name: "object made from another's prototype (a hand-built response or request, a copied declaration)",
    pattern: /Object\.(?:create|setPrototypeOf)\(/u,
    breaking: "const out = Object.create(Object.getPrototypeOf(response))"
  },
  {
    name: "fiber's internal cache",
    pattern: /\bfiber\.cache\b/u,
    breaking: "return fiber.cache.minimumLogLevel"
  },
  {
    name: "context read or filtered through its map",
    pattern: /\.mapUnsafe\b|startsWith\(\s*["']effect\//u,
    breaking: 'new Map([...services.mapUnsafe].filter(([key]) => key.startsWith("effect/")))'
  },
  {
    name: "module-level side channel keyed by a request or a response",
    pattern:
      /^(?:export )?const \w+ = new WeakMap<(?:IncomingMessage|ServerResponse|HttpServerRequest|HttpServerResponse)\b/mu,
    breaking: "const bytesRead = new WeakMap<IncomingMessage, number>()"
  },
  {
    name: "data attached to a value under a hidden symbol (outside the types of the ports it crosses)",
    pattern: /:\s*unique symbol\s*=\s*Symbol\b/u,
    breaking: 'const TEMPLATE: unique symbol = Symbol("zk-api/storedTemplate")'
  }
]

/** Every TypeScript file under `folder`. */
function sources(folder: string): Array<string> {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts"))
    .map((file) => join(ROOT, folder, file))
}

const FILES = [...sources("adapters"), ...sources("app")]

describe("adapters/ and app/ use Effect's public API only", () => {
  for (const rule of RULES) {
    it(`has no ${rule.name}`, () => {
      expect(rule.pattern.test(rule.breaking), "the rule finds its own breaking sample").toBe(true)
      const offenders = FILES.filter((file) => rule.pattern.test(readFileSync(file, "utf8"))).map((file) =>
        relative(ROOT, file)
      )
      expect(offenders).toEqual([])
    })
  }
})
