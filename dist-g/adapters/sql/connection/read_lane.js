import { Cause, Effect, Exit, Result } from "effect";
import { Unavailable } from "../../../core/errors.js";
import { defectOf, isConnectionLoss } from "./storage_failure.js";
/** The reader on `sessions`, each read bounded by `timeoutMillis` and timed by `metrics`. */
export function makeReader(sessions, options) {
    const { timeoutMillis, metrics } = options;
    return (statement, params, decode) => Effect.withFiber((parent) => Effect.callback((resume) => {
        const context = parent.context;
        const end = metrics.start();
        let settled = false;
        let retried = false;
        let child;
        let slotUsed = 0;
        let sessionUsed;
        const finish = (outcome) => {
            settled = true;
            clearTimeout(timer);
            end();
            resume(outcome);
        };
        const attempt = () => {
            const { slot, session } = sessions.nextOpen();
            slotUsed = slot;
            sessionUsed = session;
            const query = session !== undefined
                ? session.queryValues(statement, params)
                : Effect.flatMap(sessions.open(slot), (opened) => {
                    sessionUsed = opened;
                    return opened.queryValues(statement, params);
                });
            const fiber = Effect.runForkWith(context)(query);
            child = fiber;
            fiber.addObserver((exit) => {
                if (settled || child !== fiber)
                    return;
                if (Exit.isSuccess(exit)) {
                    let decoded;
                    try {
                        decoded = decode(exit.value);
                    }
                    catch (defect) {
                        return finish(Effect.die(defect));
                    }
                    return finish(Effect.succeed(decoded));
                }
                const found = Cause.findError(exit.cause);
                if (Result.isFailure(found))
                    return finish(Effect.failCause(found.failure));
                if (isConnectionLoss(found.success)) {
                    sessions.retireAll();
                    if (!retried) {
                        retried = true;
                        return attempt();
                    }
                }
                finish(Effect.die(defectOf(found.success)));
            });
        };
        const timer = setTimeout(() => {
            if (settled)
                return;
            finish(Effect.die(new Unavailable({ message: "storage did not answer in time; retry later" })));
            child?.interruptUnsafe();
            if (sessionUsed !== undefined)
                sessions.retire(slotUsed, sessionUsed);
        }, timeoutMillis);
        attempt();
        return Effect.sync(() => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            end();
            child?.interruptUnsafe();
        });
    }));
}
