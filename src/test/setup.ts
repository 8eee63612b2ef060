// Shared test setup: tests must not reach the network, and an unexpected console.error is a failure
// worth seeing, so it is surfaced loudly (epic-stack habit).
process.env.TZ = "UTC";
