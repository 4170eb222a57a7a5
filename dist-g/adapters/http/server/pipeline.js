/**
 * The one request path, transport → router → edge → handler → renderer → writer (docs/architecture.md): one fiber per
 * request, interrupted at the deadline by a native timer rather than a racing fiber; its 503 goes through the edge.
 */
import { Cause, Effect, Exit, Fiber } from "effect";
import { timeoutResponse } from "../edge/deadline.js";
import { RequestFacts } from "../edge/request_context.js";
import { REQUEST_ID_HEADER, requestIdOf } from "../edge/request_id.js";
/** The pipeline of `router` and `edge`, running request fibers with `services` in `scope`. */
export function makePipeline(router, edge, services, scope) {
    const run = Effect.runForkWith(services);
    const deadline = edge.deadlineMillis;
    /** `response` finished by the edge, labelled with the request's route template. */
    const answer = (request, response, facts) => {
        const route = router.templateOf(request.method, request.url);
        return Effect.withFiber((fiber) => edge.finish(fiber, request, response, facts, route));
    };
    /** The finished response of a request. */
    const program = (request, facts) => {
        const preflight = edge.preflight(request);
        if (preflight !== undefined)
            return answer(request, preflight, facts);
        const { method, url } = request;
        const routed = router.find(method, url);
        const route = method === "OPTIONS" ? router.templateOf(method, url) : routed?.route.path;
        const app = routed === undefined ? Effect.succeed(router.unrouted(method, url)) : routed.route.run(request, routed);
        // The rate limiter, when on, after routing: the route and its query give the request's cost.
        const admitted = edge.limit === undefined ? app : edge.limit(app, request, facts, route, routed?.searchParams);
        return Effect.withFiber((fiber) => Effect.flatMap(edge.wrap(admitted, request, facts), (sent) => edge.finish(fiber, request, sent, facts, route)));
    };
    const serve = (request, writer) => {
        const facts = new RequestFacts(requestIdOf(request.headers[REQUEST_ID_HEADER]), performance.now());
        facts.client = request.remoteAddress;
        const fiber = Fiber.runIn(run(program(request, facts)), scope);
        const settle = (exit) => {
            if (Exit.isSuccess(exit))
                return writer.write(exit.value);
            if (!facts.timedOut || !Cause.hasInterruptsOnly(exit.cause))
                return writer.drop();
            run(answer(request, timeoutResponse(deadline), facts)).addObserver((late) => Exit.isSuccess(late) ? writer.write(late.value) : writer.drop());
        };
        const immediate = fiber.pollUnsafe();
        if (immediate !== undefined) {
            settle(immediate);
            return undefined;
        }
        const timer = setTimeout(() => {
            facts.timedOut = true;
            fiber.interruptUnsafe();
        }, deadline);
        fiber.addObserver((exit) => {
            clearTimeout(timer);
            settle(exit);
        });
        return () => fiber.interruptUnsafe();
    };
    return { serve };
}
