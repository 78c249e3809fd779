// CI's machine is shared and its load is not ours to choose: there a flow in jsdom or a browser
// has now and then outlasted its timeout (a 60-second one ran 329 s in a file that takes 180 s).
// A failed test runs once more, its first failure printed in the log; one that fails twice fails
// the run. Locally, without CI set, a test runs once (docs/testes.md).
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
