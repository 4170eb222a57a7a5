/** The TokenStore port on the in-memory database: tokens in id (= itemId) order. */
import { Effect, Layer, Option } from "effect";
import { paginate } from "../../core/pagination/page.js";
import { TokenStore } from "../../core/ports/token_store.js";
import { MemoryDatabase } from "./database.js";
/** The tokens matching `filter`, in itemId order. */
function matching(state, filter) {
    const ids = filter.ids === undefined
        ? state.tokenOrder
        : [...new Set(filter.ids)].filter((id) => state.tokens.has(id)).sort((a, b) => a - b);
    const symbols = filter.symbols === undefined ? undefined : new Set(filter.symbols);
    const name = filter.name?.toLowerCase();
    const out = [];
    for (const id of ids) {
        const token = state.tokens.get(id);
        if (token === undefined)
            continue;
        if (symbols !== undefined && !symbols.has(token.symbol))
            continue;
        if (name !== undefined && !token.name.toLowerCase().includes(name))
            continue;
        out.push(token);
    }
    return out;
}
/** The TokenStore port backed by the shared in-memory database. */
export const layer = Layer.effect(TokenStore, Effect.gen(function* () {
    const db = yield* MemoryDatabase;
    return TokenStore.of({
        list: (filter, page) => db.read((state) => paginate(matching(state, filter), page, (t) => t.itemId)),
        get: (id) => db.read((state) => Option.fromNullishOr(state.tokens.get(id))),
        getByEthereumAddress: (address) => db.read((state) => {
            const id = state.tokensByAddress.get(address);
            return Option.fromNullishOr(id === undefined ? undefined : state.tokens.get(id));
        })
    });
}));
