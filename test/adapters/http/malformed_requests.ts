/** The malformed-input run's request generator, shared by the runs that send its traffic (malformed input, OpenAPI
 * conformance): both revisions' routes read from the declarations, a seeded draw, well-formed and malformed values,
 * bodies and content types, the generated requests and the fixed cases with their expected answers. */
import type { ErrorType } from "../../../core/errors.ts"
import { REVISIONS, type Revision } from "../../../core/revision/revision.ts"
import { COORDINATOR, FORGED_TX_ID, OWNER_A, OWNER_A_WIRE, OWNER_B, QUEUED_TX_ID } from "./fixture.ts"
import { endpointRoutes, prng, type Route } from "./routes_for_tests.ts"
import { idOf } from "./signed_transactions.ts"

// ---------------------------------------------------------------------------------------------
// The routes, read from the API descriptions.

/** Every endpoint of `revision` under `basePath`, plus its OpenAPI document and docs page. */
function routesOf(revision: Revision, basePath: string): Array<Route> {
  const prefix = basePath === "/" ? "" : basePath
  return [
    ...endpointRoutes(revision, basePath),
    { method: "GET", template: `${prefix}/openapi.json`, query: [] },
    { method: "GET", template: `${prefix}/docs`, query: [] }
  ]
}

export const ROUTES: ReadonlyArray<Route> = REVISIONS.flatMap((revision) =>
  routesOf(revision, revision === "later" ? "/" : "/earlier")
)
const ALL_QUERY_NAMES = [...new Set(ROUTES.flatMap((route) => route.query))]
/**
 * The routes requests are drawn from: the POST routes (bodies: the most ways to be malformed) weigh
 * five times as much as a route without parameters, the routes with a query three times.
 */
const WEIGHTED_ROUTES: ReadonlyArray<Route> = ROUTES.flatMap((route) =>
  Array<Route>(route.method === "POST" ? 5 : route.query.length > 0 ? 3 : 1).fill(route)
)

// ---------------------------------------------------------------------------------------------
// A seeded generator.

/** Draws from a seeded PRNG. */
export class Draw {
  readonly #next: () => number
  constructor(seed: number) {
    this.#next = prng(seed)
  }
  /** An integer in 0..n−1. */
  int(n: number): number {
    return Math.floor(this.#next() * n)
  }
  /** True with probability p. */
  chance(p: number): boolean {
    return this.#next() < p
  }
  /** An element of a non-empty list. */
  pick<A>(items: ReadonlyArray<A>): A {
    if (items.length === 0) throw new Error("pick from an empty list")
    return items[this.int(items.length)] as A
  }
  /** A string of `length` characters of `alphabet`. */
  string(alphabet: string, length: number): string {
    let out = ""
    for (let i = 0; i < length; i++) out += alphabet[this.int(alphabet.length)]
    return out
  }
  /** `n` random bytes, percent-encoded (mostly not UTF-8). */
  percentBytes(n: number): string {
    let out = ""
    for (let i = 0; i < n; i++) out += "%" + this.int(256).toString(16).padStart(2, "0").toUpperCase()
    return out
  }
}

// ---------------------------------------------------------------------------------------------
// Values.

const ETH_ADDR_A = OWNER_A.ethAddr
const TX_IDS = [FORGED_TX_ID, QUEUED_TX_ID, "0x02" + "ab".repeat(32)]

/** Well-formed values of the path parameters, by route template suffix and parameter name. */
function validPathValue(draw: Draw, template: string, name: string): string {
  switch (name) {
    case "accountIndex":
      return draw.pick(["zk:ETH:256", "zk:ETH:257", "zk:HEZ:258", "zk:ETH:999", "zk:HEZ:256", "zk:ETH:1"])
    case "zkEthereumAddress":
      return draw.pick([
        OWNER_A_WIRE.zkEthereumAddress,
        `zk:${OWNER_B.ethAddr}`,
        `zk:0x${"0".repeat(40)}`,
        `zk:${ETH_ADDR_A.toLowerCase()}`
      ])
    case "batchNum":
      return draw.pick(["0", "1", "2", "3", "4294967295"])
    case "slotNum":
      return draw.pick(["0", "3", "4", "40", "4294967295"])
    case "bidderAddr":
      return draw.pick([COORDINATOR.bidderAddr, COORDINATOR.bidderAddr.toLowerCase(), `0x${"00".repeat(20)}`])
    case "id":
      return template.includes("/tokens") ? draw.pick(["0", "1", "7", "4294967295"]) : draw.pick(TX_IDS)
    default:
      return draw.pick(["0", "1"])
  }
}

/** Well-formed values of the query parameters, by name. */
const VALID_QUERY: Readonly<Record<string, ReadonlyArray<string>>> = {
  fromItem: ["0", "1", "3", "9007199254740991"],
  order: ["ASC", "DESC"],
  limit: ["1", "2", "20", "2049"],
  tokenId: ["0", "1", "9"],
  tokenIds: ["0", "0,1", "1,9"],
  ids: ["0", "0,1", "7"],
  symbols: ["ETH", "ETH,HEZ", "XYZ"],
  name: ["eth", "Hermez", "%C3%A9ther", "%25", "_", "%F0%9F%98%80", "a+b"],
  zkEthereumAddress: [encodeURIComponent(OWNER_A_WIRE.zkEthereumAddress), encodeURIComponent(`zk:${OWNER_B.ethAddr}`)],
  BJJ: [encodeURIComponent(OWNER_A_WIRE.bjj)],
  accountIndex: ["zk:ETH:256", "zk%3AETH%3A257", "zk:HEZ:258"],
  batchNum: ["1", "2", "3"],
  type: ["Transfer", "Exit", "CreateAccountDeposit", "Deposit"],
  onlyPendingWithdraws: ["true", "false"],
  minBatchNum: ["0", "1"],
  maxBatchNum: ["3", "4294967296"],
  slotNum: ["0", "3", "4"],
  forgerAddr: [COORDINATOR.forgerAddr, COORDINATOR.forgerAddr.toLowerCase()],
  bidderAddr: [COORDINATOR.bidderAddr],
  minSlotNum: ["0", "3"],
  maxSlotNum: ["4", "40"],
  maxSlothNum: ["4", "40"],
  wonByEthereumAddress: [COORDINATOR.bidderAddr, COORDINATOR.forgerAddr],
  finishedAuction: ["true", "false"]
}

/** Malformed values, already as they appear in a URL. */
const BAD_URL_VALUES: ReadonlyArray<string> = [
  "",
  "%00",
  "a%00b",
  "%FF",
  "%C3%28",
  "%ED%A0%80",
  "%ED%B0%80",
  "%EF%BF%BD",
  "%C0%AF",
  "%F8%88%80%80%80",
  "%",
  "%zz",
  "%2",
  "abc%",
  "-1",
  "-0",
  "1.5",
  "1e3",
  "1E3",
  "0x1",
  "+1",
  "%201",
  "1%20",
  "%091",
  "01",
  "00",
  "0.0",
  "Infinity",
  "NaN",
  "4294967296",
  "4294967295",
  "9007199254740992",
  "18446744073709551616",
  "9".repeat(400),
  "1".repeat(17),
  "null",
  "undefined",
  "true",
  "TRUE",
  "asc",
  "Asc",
  "%5B%5D",
  "%7B%7D",
  ",",
  "1,,2",
  ",1",
  "1,",
  "a,b",
  "0,-1",
  "zk:ETH:-1",
  "zk:ETH:281474976710656",
  "zk:ETH:281474976710655",
  "zk:EXIT:1",
  "zk:XYZ:256",
  "zk::256",
  "zk:ETH:",
  "ETH:256",
  "zk:0x" + "G".repeat(40),
  "hez:0x" + "a".repeat(40),
  "0x" + "a".repeat(39),
  "0x" + "a".repeat(41),
  "zk:" + "A".repeat(44),
  "0x" + "f".repeat(66),
  "0x" + "f".repeat(64),
  "0x03" + "0".repeat(64),
  "%C3%A9",
  "%F0%9F%98%80",
  "%3Cscript%3E",
  "'%3B%20DROP%20TABLE%20token%3B--",
  "%5C",
  "%2F",
  "..",
  "%2E%2E",
  "%0A",
  "%0D%0A",
  "x".repeat(1100),
  "%25FF",
  "%2500",
  "+",
  "%2B",
  "a=b",
  "%26",
  "%3D",
  "%3F",
  "#"
]

/** What text must not carry: NUL, bytes that are not UTF-8, encoded surrogates, U+FFFD itself. */
const TEXT_HAZARDS: ReadonlyArray<string> = [
  "%00",
  "%00",
  "%00",
  "%FF",
  "%C3%28",
  "%ED%A0%80",
  "%ED%BF%BF",
  "%EF%BF%BD",
  "%C0%80",
  "%E2%82",
  "%F4%90%80%80"
]

/** `value` with a text hazard inserted at the start, the end or inside. */
function withHazard(draw: Draw, value: string): string {
  const hazard = draw.pick(TEXT_HAZARDS)
  const at = draw.pick([0, value.length, draw.int(value.length + 1)])
  // Keep an existing %XX escape whole.
  const cut = value.lastIndexOf("%", at) > at - 3 && value.lastIndexOf("%", at) !== -1 ? value.lastIndexOf("%", at) : at
  return value.slice(0, cut) + hazard + value.slice(cut)
}

/** A malformed value, from the list or generated. */
function badUrlValue(draw: Draw): string {
  switch (draw.int(8)) {
    case 0:
      return draw.percentBytes(1 + draw.int(6))
    case 1:
      return (
        (draw.chance(0.5) ? "-" : "") +
        draw.string("0123456789", 1 + draw.int(30)) +
        (draw.chance(0.3) ? "." + draw.string("0123456789", 1 + draw.int(3)) : "")
      )
    case 2:
      return draw.string("abcXYZ019:,-_.~%+", 1 + draw.int(40))
    case 3:
      return withHazard(draw, draw.string("abc019", draw.int(4)))
    default:
      return draw.pick(BAD_URL_VALUES)
  }
}

// ---------------------------------------------------------------------------------------------
// Bodies.

const SIGNATURE_128 = "ab".repeat(64)
const TRANSFER = {
  fromAccountIndex: "zk:ETH:256",
  toAccountIndex: "zk:ETH:257",
  tokenId: 0,
  amount: 1000n,
  fee: 0,
  nonce: 5n
}

/** The well-formed body of each POST route (as raw JSON values by field), reaching the deepest checks. */
function baseBody(template: string, draw: Draw): Array<[string, string]> {
  if (template.endsWith("/account-creation-authorization")) {
    return [
      ["zkEthereumAddress", JSON.stringify(draw.pick([OWNER_A_WIRE.zkEthereumAddress, `zk:0x${"12".repeat(20)}`]))],
      ["bjj", JSON.stringify(OWNER_A_WIRE.bjj)],
      ["signature", JSON.stringify("0x" + "cd".repeat(64) + draw.pick(["1b", "1c", "00"]))]
    ]
  }
  const spec = {
    ...TRANSFER,
    nonce: BigInt(draw.int(8)),
    amount: draw.pick([1000n, 0n, 10n ** 20n, 99223344556573838487575n])
  }
  const id = spec.amount === 99223344556573838487575n ? TX_IDS[2]! : idOf(spec)
  return [
    ["id", JSON.stringify(id)],
    ["type", JSON.stringify(draw.pick(["Transfer", "Transfer", "Exit", "TransferToEthAddr"]))],
    ["tokenId", "0"],
    ["fromAccountIndex", JSON.stringify(spec.fromAccountIndex)],
    ["toAccountIndex", JSON.stringify(spec.toAccountIndex)],
    ["amount", JSON.stringify(spec.amount.toString())],
    ["fee", String(spec.fee)],
    ["nonce", String(spec.nonce)],
    ["signature", JSON.stringify(SIGNATURE_128)]
  ]
}

/** Malformed JSON values, as raw JSON text. */
const BAD_JSON_VALUES: ReadonlyArray<string> = [
  `"\\u0000"`,
  `"a\\u0000b"`,
  `"\\uFFFD"`,
  `"\\ud800"`,
  `"\\udc00x"`,
  `""`,
  `" "`,
  `"0"`,
  `"-1"`,
  `"1e3"`,
  `"1.5"`,
  "-1",
  "-0",
  "1.5",
  "1e400",
  "-1e400",
  "1e-400",
  "123456789012345678901234567890",
  "18446744073709551616",
  "9007199254740993",
  "4294967296",
  "256",
  "257",
  "null",
  "true",
  "false",
  "[]",
  "{}",
  `["zk:ETH:256"]`,
  `{"idx":256}`,
  JSON.stringify("x".repeat(10_000)),
  JSON.stringify("9".repeat(5000)),
  `"zk:ETH:256\\u0000"`,
  `"zk:ETH:0256"`,
  `"${"0x" + "f".repeat(66)}"`,
  `"hez:ETH:256"`,
  `"zk:EXIT:1"`,
  `"zk:0x${"F".repeat(40)}"`,
  `"Deposit"`,
  `"transfer"`
]

/** Raw bodies that are not the JSON of an object. */
const RAW_BODIES: ReadonlyArray<string | Uint8Array> = [
  "",
  " ",
  "{",
  "}",
  "[]",
  "null",
  "1",
  '"x"',
  '{"a":',
  "{'a':1}",
  '{"id":1,}',
  "\uFEFF{}",
  "{}\u0000",
  "\u0000",
  "[".repeat(20_000),
  '{"a":'.repeat(5000) + "1" + "}".repeat(5000),
  "true",
  "NaN",
  new Uint8Array([0x7b, 0x22, 0x69, 0x64, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
  new Uint8Array([0x7b, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x3a, 0x31, 0x7d])
]

/** A POST body: a mutation of the route's well-formed body, a raw malformed body, or one over the size limit. */
function body(draw: Draw, template: string): string | Uint8Array {
  const roll = draw.int(10)
  if (roll === 0) return draw.pick(RAW_BODIES)
  if (roll === 1) return JSON.stringify({ padding: "x".repeat(draw.pick([65_520, 70_000, 70_000, 70_000, 300_000])) })
  const fields = baseBody(template, draw)
  const mutations = roll <= 3 ? 0 : draw.pick([1, 1, 1, 2, 3])
  for (let i = 0; i < mutations; i++) {
    const at = draw.int(fields.length)
    const field = fields[at]
    if (field === undefined) continue
    switch (draw.int(8)) {
      case 0:
        fields.splice(at, 1)
        break
      case 1:
        fields.push([
          draw.pick(["maxNumBatch", "state", "__proto__", "constructor", "", "\u0000", "toBJJ", field[0]]),
          draw.pick(BAD_JSON_VALUES)
        ])
        break
      default:
        field[1] = draw.pick(BAD_JSON_VALUES)
    }
  }
  return "{" + fields.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",") + "}"
}

/** Content types of a body: mostly JSON. */
const CONTENT_TYPES: ReadonlyArray<string | undefined> = [
  undefined,
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/json; charset=latin1",
  "application/JSON",
  "application/jsonx",
  "application/json;",
  "application/problem+json",
  "*/*",
  ""
]

// ---------------------------------------------------------------------------------------------
// Requests.

/** A generated request. */
export interface Generated {
  readonly method: string
  readonly path: string
  readonly headers: Readonly<Record<string, string>>
  readonly body?: string | Uint8Array | undefined
}

/** A path parameter's value as it appears in a URL (`:` kept readable, as clients send it). */
function encodedPathValue(draw: Draw, template: string, name: string): string {
  return encodeURIComponent(validPathValue(draw, template, name)).replace(/%3A/gu, ":")
}

/** A path made unusual: trailing or doubled slash, upper case, an extra or foreign segment, a `;` suffix. */
function mangle(draw: Draw, path: string): string {
  switch (draw.int(7)) {
    case 0:
      return path + "/"
    case 1:
      return path.replace("/", "//")
    case 2:
      return path.toUpperCase()
    case 3:
      return path + "/" + badUrlValue(draw)
    case 4:
      return "/earlier" + path
    case 5:
      return path + ";jsessionid=1"
    default:
      return "/" + badUrlValue(draw)
  }
}

/** Names of query parameters no endpoint has, or spelt in another case. */
const FOREIGN_QUERY_NAMES = [
  "",
  "%00",
  "%FF",
  "LIMIT",
  "Limit",
  "limit%5B%5D",
  "__proto__",
  "constructor",
  "hasOwnProperty",
  "a%20b",
  "foo"
]

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"]

/** Request headers the edge reads, with odd values (a fetch Request refuses NUL and line breaks in them). */
const HEADER_MUTATIONS: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
  [
    "accept-encoding",
    [
      "gzip",
      "br",
      "gzip, br",
      "br;q=0, gzip;q=1",
      "identity",
      "*",
      "deflate",
      "gzip;q=abc",
      "compress",
      "",
      "x".repeat(500)
    ]
  ],
  ["if-none-match", ["*", '"abc"', 'W/"abc"', '"', "garbage", "", '"a", "b"', "x".repeat(2000)]],
  ["x-request-id", ["abc", "", "x".repeat(300), "a b", "0".repeat(36), "%00", "é"]],
  ["origin", ["https://wallet.example", "null", "", "http://a b", "x".repeat(500)]],
  ["accept", ["text/html", "application/xml", "*/*", "", "application/json;q=0"]],
  ["cache-control", ["no-cache", "max-age=-1", "garbage"]]
]

/**
 * One generated request: a well-formed request of a route (valid path parameters, up to three of
 * its query parameters with valid values, its method, a well-formed body), then a few mutations,
 * most often one, so that each fault reaches as deep as it can: a bad or hazardous path parameter
 * or query value, an unknown, foreign or repeated query parameter, one without `=`, another
 * method, a mangled path; bodies and content types are drawn by `body`.
 */
export function generate(draw: Draw): Generated {
  const route = draw.pick(WEIGHTED_ROUTES)
  const names = [...route.template.matchAll(/:([A-Za-z]+)/gu)].map((m) => m[1] ?? "")
  const params = new Map(names.map((name) => [name, encodedPathValue(draw, route.template, name)]))
  const query: Array<[string, string | undefined]> = []
  for (let i = draw.int(4); i > 0 && route.query.length > 0; i--) {
    const name = draw.pick(route.query)
    const valid = VALID_QUERY[name]
    if (valid !== undefined && !query.some(([n]) => n === name)) query.push([name, draw.pick(valid)])
  }
  let method = route.method
  let mangled = false
  const headers: Record<string, string> = {}
  for (let mutations = draw.pick([0, 1, 1, 1, 1, 1, 2, 2, 3]); mutations > 0; mutations--) {
    const kind = draw.int(14)
    const param = names.length > 0 ? draw.pick(names) : undefined
    const entry = query.length > 0 ? draw.pick(query) : undefined
    if (kind <= 1 && param !== undefined) params.set(param, badUrlValue(draw))
    else if (kind === 2 && param !== undefined)
      params.set(param, withHazard(draw, encodedPathValue(draw, route.template, param)))
    else if (kind <= 4 && entry !== undefined) entry[1] = badUrlValue(draw)
    else if (kind <= 6 && entry !== undefined && entry[1] !== undefined) entry[1] = withHazard(draw, entry[1])
    else if (kind === 7 && route.query.length > 0) {
      const name = draw.pick(route.query)
      query.push([name, draw.chance(0.5) ? badUrlValue(draw) : withHazard(draw, draw.pick(VALID_QUERY[name] ?? [""]))])
    } else if (kind === 8)
      query.push([draw.chance(0.5) ? draw.pick(ALL_QUERY_NAMES) : draw.pick(FOREIGN_QUERY_NAMES), badUrlValue(draw)])
    else if (kind === 9 && entry !== undefined) query.push([entry[0], draw.chance(0.5) ? entry[1] : badUrlValue(draw)])
    else if (kind === 10 && entry !== undefined) entry[1] = undefined
    else if (kind === 11) method = draw.pick(METHODS)
    else if (kind === 12) mangled = true
    else {
      const [header, values] = draw.pick(HEADER_MUTATIONS)
      headers[header] = draw.pick(values)
    }
  }
  let path = route.template.replace(/:([A-Za-z]+)/gu, (_, name: string) => params.get(name) ?? "")
  if (mangled) path = mangle(draw, path)
  if (query.length > 0)
    path += "?" + query.map(([name, value]) => (value === undefined ? name : `${name}=${value}`)).join("&")
  if (method === "OPTIONS" && draw.chance(0.5)) {
    headers["origin"] = "https://wallet.example"
    headers["access-control-request-method"] = draw.pick(METHODS)
  }
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return { method, path, headers }
  const contentType = draw.chance(0.85) ? "application/json" : draw.pick(CONTENT_TYPES)
  if (contentType !== undefined) headers["content-type"] = contentType
  return {
    method,
    path,
    headers,
    body: route.method === "POST" || draw.chance(0.5) ? body(draw, route.template) : undefined
  }
}

/** A well-formed transfer of zk:ETH:256 (nonce 2 in the fixture) with its id and a signature that does not verify. */
export const TRANSFER_BODY = {
  id: idOf(TRANSFER),
  type: "Transfer",
  tokenId: 0,
  fromAccountIndex: TRANSFER.fromAccountIndex,
  toAccountIndex: TRANSFER.toAccountIndex,
  amount: TRANSFER.amount.toString(),
  fee: TRANSFER.fee,
  nonce: Number(TRANSFER.nonce),
  signature: SIGNATURE_128
}

/** The fixed cases, each with the status and type every storage must answer. */
export const KNOWN_CASES: ReadonlyArray<readonly [Generated, number, ErrorType | undefined]> = [
  ...["%00", "a%00", "%FF", "%C3%28", "%ED%A0%80", "%EF%BF%BD"].flatMap((value) => [
    [{ method: "GET", path: `/tokens?name=${value}`, headers: {} }, 400, "ErrParamValidationFailed"] as const,
    [{ method: "GET", path: `/earlier/tokens?name=${value}`, headers: {} }, 400, "ErrParamValidationFailed"] as const
  ]),
  [{ method: "GET", path: "/tokens?name=%25", headers: {} }, 200, undefined],
  [{ method: "GET", path: "/tokens?name=100%", headers: {} }, 200, undefined],
  [{ method: "GET", path: "/tokens?name=%25FF", headers: {} }, 200, undefined],
  [{ method: "GET", path: "/tokens?name=%zz", headers: {} }, 200, undefined],
  [{ method: "GET", path: "/tokens?symbols=ETH&name=%FF", headers: {} }, 400, "ErrParamValidationFailed"],
  [{ method: "GET", path: "/tokens?name=Eth%FFer&limit=5", headers: {} }, 400, "ErrParamValidationFailed"],
  [{ method: "GET", path: "/earlier/tokens?name=%25", headers: {} }, 404, "ErrNotFound"],
  [{ method: "GET", path: "/tokens?name=%C3%A9", headers: {} }, 200, undefined],
  [{ method: "GET", path: "/tokens?name=eth", headers: {} }, 200, undefined],
  [{ method: "GET", path: "/tokens?symbols=%00", headers: {} }, 400, "ErrParamValidationFailed"],
  [{ method: "GET", path: "/coordinators/%00", headers: {} }, 400, "ErrParamValidationFailed"],
  [{ method: "GET", path: "/transactions-pool/%00", headers: {} }, 400, "ErrParamValidationFailed"],
  ...["id", "type", "fromAccountIndex", "amount", "signature", "toAccountIndex", "toZkEthereumAddress", "toBjj"].map(
    (field) =>
      [
        {
          method: "POST",
          path: "/transactions-pool",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...TRANSFER_BODY, [field]: "\u0000" })
        },
        400,
        "ErrParamValidationFailed"
      ] as const
  ),
  ...["zkEthereumAddress", "bjj", "signature"].map(
    (field) =>
      [
        {
          method: "POST",
          path: "/account-creation-authorization",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            zkEthereumAddress: OWNER_A_WIRE.zkEthereumAddress,
            bjj: OWNER_A_WIRE.bjj,
            signature: "0x" + "cd".repeat(65),
            [field]: "a\u0000"
          })
        },
        400,
        "ErrParamValidationFailed"
      ] as const
  ),
  [
    {
      method: "POST",
      path: "/transactions-pool",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...TRANSFER_BODY, amount: "99223344556573838487575" })
    },
    400,
    "ErrInvalidFloat40Amount"
  ],
  [
    {
      method: "POST",
      path: "/transactions-pool",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(TRANSFER_BODY)
    },
    400,
    "ErrInvalidSignature"
  ]
]

/** A request as a line of a failure report. */
export function describeRequest(request: Generated): string {
  const shown =
    request.body === undefined
      ? ""
      : typeof request.body === "string"
        ? ` body ${JSON.stringify(request.body.length > 200 ? request.body.slice(0, 200) + `… (${request.body.length} chars)` : request.body)}`
        : ` body bytes [${[...request.body].join(",")}]`
  return `${request.method} ${request.path.length > 300 ? request.path.slice(0, 300) + "…" : request.path} ${JSON.stringify(request.headers)}${shown}`
}
