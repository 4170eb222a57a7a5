/** The only translation between hermezjs and the node (docs/client.md#hermezjs): the anchor's `hez` is the node's `zk`
 * (`hez:` prefixes of account indexes, addresses and keys; `hezEthereumAddress`, `fromHezEthereumAddress`, … as field
 * and parameter names), and hermezjs puts its requests under `/v1`. Nothing else is touched: no value, field, list
 * separator or status is added, dropped or changed. */

/** Which way a name or value goes: from the wallet to the node, or back. */
type Direction = "toNode" | "toWallet"

/** A field or parameter name in the other dialect: `hezEthereumAddress` ↔ `zkEthereumAddress`, `fromHez…` ↔ `fromZk…`. */
export function renamedKey(key: string, direction: Direction): string {
  return direction === "toNode"
    ? key.replace(/^hez(?=[A-Z])/u, "zk").replace(/Hez(?=[A-Z])/gu, "Zk")
    : key.replace(/^zk(?=[A-Z])/u, "hez").replace(/Zk(?=[A-Z])/gu, "Hez")
}

/** A string value in the other dialect: `hez:…` ↔ `zk:…` at its start; any other string as it is. */
export function renamedValue(value: string, direction: Direction): string {
  return direction === "toNode" ? value.replace(/^hez:/u, "zk:") : value.replace(/^zk:/u, "hez:")
}

/** A JSON value with every object key and string renamed (numbers, booleans, nulls and the order kept). */
export function renamedJson(value: unknown, direction: Direction): unknown {
  if (typeof value === "string") return renamedValue(value, direction)
  if (Array.isArray(value)) return value.map((item) => renamedJson(item, direction))
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [renamedKey(key, direction), renamedJson(item, direction)])
    )
  return value
}

/** A raw query string (`a=1&b=2`, still percent-encoded) with each name and each value's `hez:` prefix renamed for the
 * node; every other byte as the wallet sent it. */
function queryToNode(query: string): string {
  return query
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=")
      const name = equals < 0 ? pair : pair.slice(0, equals)
      const value = equals < 0 ? undefined : pair.slice(equals + 1)
      const renamedName = renamedKey(name, "toNode")
      return value === undefined ? renamedName : `${renamedName}=${value.replace(/^hez(:|%3A)/iu, "zk$1")}`
    })
    .join("&")
}

/** The node's path and query for the wallet's request target (`/v1/accounts/hez:ETH:256?…`): `/v1` stripped, each
 * path segment's and query value's `hez:` prefix and each query name renamed. */
export function targetToNode(target: string): string {
  const question = target.indexOf("?")
  const path = question < 0 ? target : target.slice(0, question)
  const query = question < 0 ? undefined : target.slice(question + 1)
  const stripped = path === "/v1" ? "/" : path.startsWith("/v1/") ? path.slice("/v1".length) : path
  const renamedPath = stripped
    .split("/")
    .map((segment) => segment.replace(/^hez(:|%3A)/iu, "zk$1"))
    .join("/")
  return query === undefined ? renamedPath : `${renamedPath}?${queryToNode(query)}`
}
