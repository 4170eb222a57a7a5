/**
 * Every route of every mounted revision in one `FindMyWay` table, HEAD as GET. Unrouted requests: 400 for a
 * path that is not valid percent-encoded UTF-8, 405 with `Allow` when the path has other methods, else 404.
 */
import { Effect } from "effect";
import { FindMyWay, HttpServerResponse } from "effect/http";
import { errorResponse, messageOfStatus } from "../errors/error_response.js";
function isPathInput(path) {
    return path.startsWith("/") || path === "*";
}
function isDecodablePath(url) {
    const end = url.search(/[?#]/u);
    try {
        decodeURIComponent(end === -1 ? url : url.slice(0, end));
        return true;
    }
    catch {
        return false;
    }
}
/** The router of `routes`. */
export function makeRouter(routes) {
    // Path parameters up to 1 KiB reach validation (a 400) instead of a 404.
    const table = FindMyWay.make({ maxParamLength: 1024 });
    const methods = new Set();
    for (const route of routes) {
        if (!isPathInput(route.path))
            continue;
        table.on(route.method, route.path, route);
        methods.add(route.method);
    }
    const ordered = [...methods].sort();
    const lookup = (method, url) => {
        const found = table.find(method, url);
        return found === undefined ? undefined : { route: found.handler, params: found.params, searchParams: found.searchParams };
    };
    const find = (method, url) => lookup(method, url) ?? (method === "HEAD" ? lookup("GET", url) : undefined);
    const allowed = (url) => {
        const found = [];
        for (const method of ordered) {
            if (table.find(method, url) === undefined)
                continue;
            found.push(method);
            if (method === "GET")
                found.push("HEAD");
        }
        return found;
    };
    const unrouted = (method, url) => {
        if (!isDecodablePath(url))
            return errorResponse(400, "ErrParamValidationFailed", "the path is not valid percent-encoded UTF-8");
        const methodsOfPath = allowed(url);
        return methodsOfPath.length === 0
            ? errorResponse(404, "ErrRouteNotFound", messageOfStatus(404))
            : errorResponse(405, "ErrMethodNotAllowed", `method ${method} not allowed`, { allow: methodsOfPath.join(", ") });
    };
    const templateOf = (method, url) => {
        if (method === "OPTIONS")
            return table.find("GET", url)?.handler.path ?? table.find("POST", url)?.handler.path;
        return find(method, url)?.route.path;
    };
    return { find, unrouted, templateOf };
}
/** A route answering GET with a fixed response, computed on first use (the OpenAPI document, the docs page). */
export function staticRoute(path, response) {
    return { method: "GET", path, run: () => response };
}
/** `target` as a reference relative to the path `from` (both absolute): `/v2/docs` from `/` is `v2/docs`, and from `/v2` too. */
export function relativeReference(from, target) {
    const directory = from.slice(0, from.lastIndexOf("/") + 1);
    return target.startsWith(directory) ? target.slice(directory.length) : target;
}
/** A route answering GET (and HEAD) at `path` with a 302 to `target`, its `Location` relative so a proxy's prefix is kept. */
export function redirectRoute(path, target) {
    const response = Effect.succeed(HttpServerResponse.redirect(relativeReference(path, target), { status: 302 }));
    return staticRoute(path, response);
}
