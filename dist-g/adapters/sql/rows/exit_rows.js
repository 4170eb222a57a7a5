/** Exit rows: the selected columns and the decoding, by position, into core's `ExitRecord` (its account index written with the joined token's symbol). */
import { MerkleProof } from "../../../core/domain/exit.js";
import { addressOf, fromJsonText, keyOf, nullable } from "./codecs.js";
import { bigAt, bigOrNullAt, bytesAt, columnNames, intAt, textAt } from "./row.js";
import * as Stored from "./stored_brands.js";
/** The positions of an exit's columns within its group of a row (the symbol last, from the joined token). */
const X = {
    item_id: 0, batch_num: 1, idx: 2, token_id: 3, eth_addr: 4, bjj: 5, merkle_proof: 6, balance: 7,
    instant_withdraw: 8, delayed_withdraw_request: 9, delayed_withdraw: 10, symbol: 11
};
/** The columns of `exit` an exit row selects, in position order (without the symbol). */
const COLUMNS = columnNames(X).filter((column) => column !== "symbol");
/** How many columns `exitColumns` selects. */
export const EXIT_WIDTH = COLUMNS.length + 1;
/** The select list of an exit of `exit` aliased `alias`, with `symbol` the SQL expression of its token's symbol. */
export function exitColumns(alias, symbol) {
    return COLUMNS.map((column) => `${alias}.${column} AS x_${column}`).join(", ") + `, ${symbol} AS x_symbol`;
}
const blockOrNull = (row, index) => nullable(Stored.EthBlockNum)(bigOrNullAt(row, index));
/** The exit record of a row whose columns from `at` on were selected with `exitColumns`. */
export function exitRecordOf(row, at) {
    return {
        batchNum: Stored.BatchNum(intAt(row, at + X.batch_num)),
        accountIndex: { symbol: Stored.TokenSymbol(textAt(row, at + X.symbol)), idx: Stored.AccountIdx(intAt(row, at + X.idx)) },
        bjj: keyOf(bytesAt(row, at + X.bjj)),
        zkEthereumAddress: addressOf(bytesAt(row, at + X.eth_addr)),
        itemId: Stored.ItemId(intAt(row, at + X.item_id)),
        merkleProof: fromJsonText(MerkleProof, textAt(row, at + X.merkle_proof)),
        balance: bigAt(row, at + X.balance),
        instantWithdraw: blockOrNull(row, at + X.instant_withdraw),
        delayedWithdrawRequest: blockOrNull(row, at + X.delayed_withdraw_request),
        delayedWithdraw: blockOrNull(row, at + X.delayed_withdraw),
        tokenId: Stored.TokenId(intAt(row, at + X.token_id))
    };
}
