/** A list of rows in itemId order with an index per named key of a row (a bid's slot, an account's address): rows enter
 * and leave at the newest end (a reorg removes a tail), so each index stays in itemId order and removal is a pop. */
import { MultiIndex } from "./multi_index.ts"

/** How a row's key under each index is read. */
export type KeysOf<Row, Keys> = { readonly [K in keyof Keys]: (row: Row) => Keys[K] }

/** Rows in itemId order and, under each name of `Keys`, the rows grouped by that key. */
export class IndexedRows<Row, Keys extends object> {
  /** Every row, oldest first. */
  readonly all: Array<Row> = []
  /** The rows grouped by each named key, each group oldest first. */
  readonly by: { readonly [K in keyof Keys]: MultiIndex<Keys[K], Row> }

  private readonly keysOf: KeysOf<Row, Keys>
  private readonly names: ReadonlyArray<keyof Keys>

  /** Indexes rows under the keys `keysOf` reads. */
  constructor(keysOf: KeysOf<Row, Keys>) {
    this.keysOf = keysOf
    this.names = Object.keys(keysOf) as Array<keyof Keys>
    this.by = Object.fromEntries(this.names.map((name) => [name, new MultiIndex()])) as IndexedRows<Row, Keys>["by"]
  }

  /** Appends `row`, newer than every row held, to the list and each index. */
  push(row: Row): void {
    this.all.push(row)
    for (const name of this.names) this.by[name].add(this.keysOf[name](row), row)
  }

  /** Removes the newest row from the list and each index; the row removed. */
  popNewest(): Row | undefined {
    const row = this.all.pop()
    if (row !== undefined) for (const name of this.names) this.by[name].removeNewest(this.keysOf[name](row), row)
    return row
  }
}
