/**
 * A wire view: how a revision writes a revision-neutral domain value. It pairs the schema the
 * revision declares (what its API documents and a typed client decodes into) with the projection
 * of the domain value onto that schema's type. The later revision's views are the domain schemas
 * themselves (the identity projection); the earlier revision's views project onto the earlier
 * shapes of `core/domain/*_earlier.ts`.
 *
 * Why a projection and not one codec whose Type is the domain value: the earlier shapes lack
 * facts the domain value has (an exit's owner, the L1 success flags, the later State's fields),
 * so decoding an earlier body back to the domain value would have to invent them; a view keeps
 * both directions honest (the server projects, a client decodes the earlier value as it is).
 */
import { Schema } from "effect";
/** The view of domain values `D` written with `schema` after `project`. */
export function wireView(schema, project) {
    return {
        schema,
        project,
        encoder: (options) => {
            const encode = Schema.encodeSync(schema, options);
            return (value) => encode(project(value));
        }
    };
}
/** The view that writes domain values with their own schema. */
export function identityView(schema) {
    return wireView(schema, (value) => value);
}
