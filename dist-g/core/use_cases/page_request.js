/** The PageRequest of a decoded list query. */
export function pageRequest(query) {
    return { fromItem: query.fromItem, order: query.order, limit: query.limit };
}
