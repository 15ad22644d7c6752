/**
 * The process's phase, read by the readiness check: while it drains (after SIGTERM), /api/ready answers 503
 * so that a load balancer stops sending new requests, while the server still serves whatever arrives.
 * `beforeExit`: what the last step of the shutdown awaits before the process ends (the traces' flush).
 */
export const lifecycle = { draining: false, beforeExit: [] as Array<() => Promise<void>> };
