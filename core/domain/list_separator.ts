/** What separates a list parameter's elements in the later revision: `,` (the interface) or `|` (the anchor's final
 * dialect); no element contains either. Loads nothing, so the edge's cost rules read it before Effect is loaded. */

/** Splits a list parameter of the later revision into its elements. */
export const LIST_SEPARATOR = /[,|]/u
