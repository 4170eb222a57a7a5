/** What a storage may keep beside an item for the adapter that writes items as text (the SQL adapter's rendering
 * cache, `docs/storage.md`): declared in the read ports' types, opaque to core, which carries it and never reads it. */
import type { Brand } from "effect"

/** A rendering kept beside an item: made and read by the adapter that writes items (HTTP), stored by the storage. */
export type StoredRendering = object & Brand.Brand<"StoredRendering">

/** An item as a read port returns it: the value, with the rendering its storage keeps beside it when it keeps one. */
export type Rendered<A> = A & { readonly rendering?: StoredRendering | undefined }
