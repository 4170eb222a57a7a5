/**
 * JSON encoders compiled from a schema: `jsonEncoder(schema)(value)` is the JSON text of `Schema.encodeSync(schema,
 * { disableChecks: true })(value)` without the per-value schema walk (Schema offers no compiled encoder); a node it
 * cannot encode directly falls back to the generic encoder for that subtree (`json_encoder.test.ts` checks every
 * rendered schema). Kept: `npm run bench:http` (history page, against `Schema.encodeSync`).
 */
import { Schema } from "effect";
const asIs = (value) => value;
/** The generic encoder of a subtree: the exact fallback. */
function generic(ast) {
    return Schema.encodeUnknownSync(Schema.make(ast), { disableChecks: true });
}
/** Whether the generic encoder returns a node's values unchanged (JSON primitives, their unions, plain declarations). */
function encodesAsItself(ast) {
    if (ast.encoding !== undefined)
        return false;
    switch (ast._tag) {
        case "String":
        case "Number":
        case "Boolean":
        case "Literal":
        case "Null":
        case "TemplateLiteral":
        case "Enum":
            return true;
        case "Declaration":
            return ast.typeParameters.length === 0 && ast.encodingRun === undefined;
        case "Union":
            return ast.types.every(encodesAsItself);
        default:
            return false;
    }
}
/** The pure function of an encode getter, or undefined when it is not one (effectful, optional-aware, composed). */
function pureGetter(getter) {
    switch (getter._tag) {
        case "Passthrough":
            return asIs;
        case "Transform":
            return getter.transform;
        default:
            return undefined;
    }
}
/** A node with an encoding: its transformations applied from the type side out, then the encoded side encoded. */
function encoded(ast, links) {
    const steps = [];
    for (const link of links) {
        const transformation = link.transformation;
        const step = transformation._tag === "Transformation" ? pureGetter(transformation.encode) : undefined;
        if (step === undefined)
            return generic(ast);
        steps.push(step);
    }
    const last = links[links.length - 1];
    if (last === undefined)
        return generic(ast);
    const inner = compile(last.to);
    const [first, second] = steps;
    if (steps.length === 1 && first !== undefined)
        return inner === asIs ? first : (value) => inner(first(value));
    if (steps.length === 2 && first !== undefined && second !== undefined)
        return (value) => inner(second(first(value)));
    return (value) => {
        let current = value;
        for (const step of steps)
            current = step(current);
        return inner(current);
    };
}
/** A struct: its declared properties in order, absent and undefined ones skipped. */
function struct(ast) {
    if (ast.indexSignatures.length > 0)
        return generic(ast);
    const properties = [];
    for (const property of ast.propertySignatures) {
        if (typeof property.name !== "string")
            return generic(ast);
        properties.push({ name: property.name, encode: compile(property.type) });
    }
    return (value) => {
        const record = value;
        const out = {};
        for (const property of properties) {
            const member = record[property.name];
            if (member !== undefined)
                out[property.name] = property.encode === asIs ? member : property.encode(member);
        }
        return out;
    };
}
/** An array of one element schema (`Schema.Array`); tuples fall back. */
function array(ast) {
    const [element, ...others] = ast.rest;
    if (ast.elements.length > 0 || element === undefined || others.length > 0)
        return generic(ast);
    const encode = compile(element);
    return encode === asIs ? (value) => value : (value) => value.map(encode);
}
/** A union of `null` and one other member; any other union (not encoding as itself) falls back. */
function union(ast) {
    const others = ast.types.filter((member) => member._tag !== "Null" || member.encoding !== undefined);
    const [other] = others;
    if (others.length !== 1 || other === undefined || ast.types.length !== 2)
        return generic(ast);
    const encode = compile(other);
    return (value) => (value === null ? null : encode(value));
}
function compile(ast) {
    if (ast.encoding !== undefined)
        return encoded(ast, ast.encoding);
    if (encodesAsItself(ast))
        return asIs;
    switch (ast._tag) {
        case "Objects":
            return struct(ast);
        case "Arrays":
            return array(ast);
        case "Union":
            return union(ast);
        default:
            return generic(ast);
    }
}
/** The JSON text of `schema`'s encoding of a value, compiled once. */
export function jsonEncoder(schema) {
    const encode = compile(schema.ast);
    return (value) => JSON.stringify(encode(value));
}
