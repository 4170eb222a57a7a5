/**
 * A signed pool transaction, ready to POST: its TxID (`core/domain/tx_id.ts`), the six field
 * elements of its message (`core/signing`) signed with the sender's raw BabyJubJub key
 * (`adapters/crypto`), and the body as `PostPoolL2Transaction` encodes it on the wire.
 */
import { Result, Schema } from "effect";
import { EddsaPoseidonSign } from "../../adapters/crypto/mod.js";
import { PostPoolL2Transaction } from "../../core/domain/pool_transaction.js";
import { FeeSelector, Nonce } from "../../core/domain/scalars.js";
import { l2TxId } from "../../core/domain/tx_id.js";
import { l2TransactionMessage } from "../../core/signing/transaction_message.js";
import { inferTransactionType } from "../../core/signing/type_inference.js";
const encodeBody = Schema.encodeUnknownSync(PostPoolL2Transaction);
/** Signs `draft` with `privateKey` (32 raw bytes) for `chainId`, or says why it cannot be sent. */
export function signTransaction(draft, privateKey, chainId) {
    const fields = {
        fromAccountIndex: draft.from.accountIndex,
        toAccountIndex: draft.toAccountIndex,
        toZkEthereumAddress: draft.toEthAddr,
        toBjj: draft.toBjj,
        tokenId: draft.from.token.id,
        amount: draft.amount,
        fee: draft.fee,
        nonce: draft.nonce
    };
    return Result.all({
        type: inferTransactionType(fields),
        id: l2TxId({ fromIdx: fields.fromAccountIndex.idx, tokenId: fields.tokenId, amount: draft.amount, nonce: draft.nonce, fee: draft.fee }),
        message: l2TransactionMessage(fields, { chainId })
    }).pipe(Result.map(({ type, id, message }) => {
        const transaction = {
            id,
            type,
            tokenId: fields.tokenId,
            fromAccountIndex: fields.fromAccountIndex,
            toAccountIndex: fields.toAccountIndex,
            toZkEthereumAddress: fields.toZkEthereumAddress,
            toBjj: fields.toBjj,
            amount: draft.amount,
            fee: FeeSelector.make(draft.fee),
            nonce: Nonce.make(draft.nonce),
            signature: EddsaPoseidonSign.signElements(privateKey, message)
        };
        return { id, transaction, body: encodeBody(transaction) };
    }));
}
