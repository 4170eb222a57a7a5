import { HttpApi, type HttpApiGroup } from "effect/http-api";
import { type RevisionExamples } from "./openapi_examples.ts";
import { type JsonObject } from "./json_object.ts";
/**
 * Drops the empty `securitySchemes` of a document that declares no scheme: Swagger UI shows an "Authorize" button for
 * it even when empty. The empty `security` lists stay: they say that nothing is required.
 */
export declare function documentSecurity(spec: JsonObject): void;
/**
 * The transform that documents the parameters of `api`'s endpoints, its examples and the error catalogue (its extensions'
 * entries where `options.extensionErrors`, the revision serving them).
 */
export declare function openApiTransform<Id extends string, Groups extends HttpApiGroup.Constraint>(api: HttpApi.HttpApi<Id, Groups>, examples: RevisionExamples, options: {
    readonly extensionErrors: boolean;
}): (spec: JsonObject) => JsonObject;
