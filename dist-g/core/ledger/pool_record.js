/** The pool transaction of `record` with its token as it is now and why it was dropped (`reason`, null unless `invl`). */
export function poolTransaction(record, token, reason) {
    return {
        id: record.id,
        type: record.type,
        fromAccountIndex: record.fromAccountIndex,
        fromZkEthereumAddress: record.fromZkEthereumAddress,
        fromBJJ: record.fromBJJ,
        toAccountIndex: record.toAccountIndex,
        toZkEthereumAddress: record.toZkEthereumAddress,
        toBjj: record.toBjj,
        amount: record.amount,
        fee: record.fee,
        nonce: record.nonce,
        state: record.state,
        signature: record.signature,
        timestamp: record.timestamp,
        batchNum: record.batchNum,
        invalidationReason: record.state === "invl" ? reason : null,
        requestFromAccountIndex: record.requestFromAccountIndex,
        requestToAccountIndex: record.requestToAccountIndex,
        requestToZkEthereumAddress: record.requestToZkEthereumAddress,
        requestToBJJ: record.requestToBJJ,
        requestTokenId: record.requestTokenId,
        requestAmount: record.requestAmount,
        requestFee: record.requestFee,
        requestNonce: record.requestNonce,
        token
    };
}
/** `record` with the state and batch of `status` (the reason is kept beside the record, not in it). */
export function withStatus(record, status) {
    return { ...record, state: status.state, batchNum: status.batchNum };
}
/** The pool list item of `record` with `token` and `reason` (the view of `poolTransaction` after its itemId). */
export function poolTransactionItem(itemId, record, token, reason) {
    return { itemId, ...poolTransaction(record, token, reason) };
}
