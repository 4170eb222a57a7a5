/** The history transaction of `record` with its token as it is now. */
export function historyTransaction(record, token) {
    return {
        L1orL2: record.L1orL2,
        id: record.id,
        itemId: record.itemId,
        type: record.type,
        position: record.position,
        fromAccountIndex: record.fromAccountIndex,
        fromZkEthereumAddress: record.fromZkEthereumAddress,
        fromBJJ: record.fromBJJ,
        toAccountIndex: record.toAccountIndex,
        toZkEthereumAddress: record.toZkEthereumAddress,
        toBJJ: record.toBJJ,
        amount: record.amount,
        batchNum: record.batchNum,
        historicUSD: record.historicUSD,
        timestamp: record.timestamp,
        token,
        L1Info: record.L1Info,
        L2Info: record.L2Info
    };
}
