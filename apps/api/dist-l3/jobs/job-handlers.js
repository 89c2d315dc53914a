"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.dispatch = dispatch;
exports.missingHandlers = missingHandlers;
/** Dispatches a job to its handler by name; an unknown name fails the job loudly. */
async function dispatch(handlers, job) {
    const handler = handlers[job.name];
    if (!handler)
        throw new Error(`no handler for job "${job.name}" on queue "${job.queueName}"`);
    return handler(job);
}
/** Names listed for a queue that no handler covers (the worker refuses to boot on any). */
function missingHandlers(expected, handlers) {
    return expected.filter((name) => !handlers[name]);
}
//# sourceMappingURL=job-handlers.js.map