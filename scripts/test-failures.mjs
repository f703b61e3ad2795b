// Names the failed tests of a Vitest or Playwright JSON report, one line each, so the last lines of a
// long `npm test` log say what failed even when the log is cut to its tail.
const firstLine = (text) =>
  String(text ?? '').split('\n').find((line) => line.trim())?.trim().slice(0, 300) ?? '';

/** Vitest reports a test that ran past its timeout as a bare STACK_TRACE_ERROR: say what happened instead. */
function reasonOf(test) {
  const reason = firstLine(test.failureMessages?.[0]);
  return reason === 'Error: STACK_TRACE_ERROR' ? `timed out after ${Math.round(test.duration ?? 0)} ms` : reason;
}

export function vitestFailures(report, root) {
  const lines = [];
  for (const file of report?.testResults ?? []) {
    const where = file.name.startsWith(`${root}/`) ? file.name.slice(root.length + 1) : file.name;
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) lines.push(`${where} › ${test.fullName}: ${reasonOf(test)}`);
    if (file.status === 'failed' && failed.length === 0) lines.push(`${where}: ${firstLine(file.message)}`);
  }
  return lines;
}

export function playwrightFailures(report) {
  const lines = [];
  const walk = (suite, titles) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        lines.push(`${[...path, spec.title].join(' › ')} (${test.projectName}): ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  for (const error of report?.errors ?? []) lines.push(`browser journeys: ${firstLine(error.message)}`);
  return lines;
}
