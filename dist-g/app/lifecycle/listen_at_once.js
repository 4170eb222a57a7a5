import { createTransportServer } from "../../adapters/http/transport/transport_server.js";
/** The port when `PORT` is absent (`DEFAULT_PORT` in `app/config.ts`; tested equal). */
export const EARLY_DEFAULT_PORT = 4010;
/** The port `PORT` names, or undefined when it is not a port. */
export function earlyPort(value) {
    if (value === undefined || value === "")
        return EARLY_DEFAULT_PORT;
    if (!/^\d{1,5}$/u.test(value))
        return undefined;
    const port = Number(value);
    return port >= 1 && port <= 65535 ? port : undefined;
}
/** Creates the transport server and starts listening on `PORT`. */
export function listenAtOnce(environment) {
    const transport = createTransportServer();
    const port = earlyPort(environment["PORT"]);
    const listening = port === undefined ? undefined : transport.listen(port);
    // The program awaits it; until then a failure must not count as unhandled.
    listening?.catch(() => undefined);
    return { transport, port, listening };
}
/** The transport server created but not listening yet (a worker joining workers that serve listens once ready). */
export function notListening(environment) {
    return { transport: createTransportServer(), port: earlyPort(environment["PORT"]), listening: undefined };
}
