/**
 * The `"x-extension": true` mark on what this node adds to the interface: on operations and parameters as an
 * endpoint's `OpenApi.Transform`, on response fields as a transform of the document. Naming a parameter or field the
 * document lacks fails the document's generation, so a typo cannot leave an extension unmarked.
 */
import { type JsonObject } from "./json_object.ts";
/** The OpenAPI specification extension that marks an addition to the interface. */
export declare const EXTENSION_KEY = "x-extension";
/** An endpoint's `OpenApi.Transform` marking the operation, or only the named parameters, as extensions of the interface. */
export declare function markExtension(options?: {
    readonly parameters?: ReadonlyArray<string> | undefined;
}): (operation: JsonObject) => JsonObject;
/** A document transform marking the properties named in `fields` (by their schema's name in `components.schemas`) as extensions. */
export declare function markExtensionFields(fields: Readonly<Record<string, ReadonlyArray<string>>>): (document: JsonObject) => JsonObject;
