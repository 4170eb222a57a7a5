/** The TypeScript declarations openapi-typescript generates for an OpenAPI 3.x document (`paths`, `components`, `operations`). */
export declare function generateTypes(document: Readonly<Record<string, unknown>>): Promise<string>
