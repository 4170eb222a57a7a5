/** The CSV form of a history export: fixed columns, each a field of the item's JSON (nested ones flattened), absent
 * ones empty; `itemId` comes first, so the last complete row's first field is where a cut export resumes. */

/** A column: its header name and the path of the JSON field it holds. */
export type CsvColumn = readonly [name: string, path: readonly [string] | readonly [string, string]]

/** The columns, in order. */
export const HISTORY_CSV_COLUMNS: ReadonlyArray<CsvColumn> = [
  ["itemId", ["itemId"]],
  ["id", ["id"]],
  ["type", ["type"]],
  ["L1orL2", ["L1orL2"]],
  ["position", ["position"]],
  ["batchNum", ["batchNum"]],
  ["finality", ["finality"]],
  ["timestamp", ["timestamp"]],
  ["fromAccountIndex", ["fromAccountIndex"]],
  ["fromZkEthereumAddress", ["fromZkEthereumAddress"]],
  ["fromBJJ", ["fromBJJ"]],
  ["toAccountIndex", ["toAccountIndex"]],
  ["toZkEthereumAddress", ["toZkEthereumAddress"]],
  ["toBJJ", ["toBJJ"]],
  ["amount", ["amount"]],
  ["historicUSD", ["historicUSD"]],
  ["tokenId", ["token", "id"]],
  ["tokenSymbol", ["token", "symbol"]],
  ["tokenDecimals", ["token", "decimals"]],
  ["fee", ["L2Info", "fee"]],
  ["historicFeeUSD", ["L2Info", "historicFeeUSD"]],
  ["nonce", ["L2Info", "nonce"]],
  ["toForgeL1TransactionsNum", ["L1Info", "toForgeL1TransactionsNum"]],
  ["userOrigin", ["L1Info", "userOrigin"]],
  ["depositAmount", ["L1Info", "depositAmount"]],
  ["amountSuccess", ["L1Info", "amountSuccess"]],
  ["depositAmountSuccess", ["L1Info", "depositAmountSuccess"]],
  ["historicDepositAmountUSD", ["L1Info", "historicDepositAmountUSD"]],
  ["ethereumBlockNum", ["L1Info", "ethereumBlockNum"]]
]

/** The value of `column` in an item's JSON (`encoded`): a JSON scalar, or undefined when absent or null. */
export function csvValue(encoded: unknown, column: CsvColumn): unknown {
  const [first, second] = column[1]
  const outer = (encoded as Readonly<Record<string, unknown>>)[first]
  if (second === undefined) return outer ?? undefined
  return outer === null || typeof outer !== "object"
    ? undefined
    : ((outer as Readonly<Record<string, unknown>>)[second] ?? undefined)
}
