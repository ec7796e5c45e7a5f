// Integration tests start databases and child processes on a machine that may be busy: allow a
// minute per test. (A project's `testTimeout` is not a per-project option in jest 30: it is global,
// so it is set here for this project only.)
jest.setTimeout(60_000);
