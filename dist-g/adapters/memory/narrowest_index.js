/** The rows of the narrowest index `filter` selects, in itemId order. */
export function narrowest(indexes, filter) {
    if (filter.accountIdx !== undefined)
        return indexes.byIdx.get(filter.accountIdx);
    if (filter.batchNum !== undefined)
        return indexes.byBatch.get(filter.batchNum);
    if (filter.ethAddr !== undefined)
        return indexes.byEthAddr.get(filter.ethAddr);
    if (filter.bjj !== undefined)
        return indexes.byBjj.get(filter.bjj);
    if (filter.tokenId !== undefined)
        return indexes.byToken.get(filter.tokenId);
    return indexes.all;
}
