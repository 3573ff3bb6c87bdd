import { notRun } from './report/summary.js';
import type { ConformanceReport } from './types.js';

/** What makes a run fail besides findings: the CLI's --strict and --advisories-fail. */
export interface Verdict {
  strict?: boolean | undefined;
  advisoriesFail?: boolean | undefined;
}

/**
 * The CLI's exit status and, when it is not 0 for a reason other than findings, the one line saying why: 1 on a
 * finding, on a security advisory with --advisories-fail, or on anything applicable not run with --strict
 * (not-applicable sequences never count); 2 when --login could not sign in.
 */
export function exitStatus(report: ConformanceReport, verdict: Verdict): { code: 0 | 1 | 2; why?: string } {
  if (report.findings.length > 0) return { code: 1 };
  if (verdict.advisoriesFail && report.advisories.length > 0) {
    return {
      code: 1,
      why: `--advisories-fail: ${report.advisories.length} security advisories (see 'Security advisories' above)`,
    };
  }
  const skipped = notRun(report);
  if (verdict.strict && skipped.length > 0)
    return { code: 1, why: `--strict: ${skipped.reduce((n, x) => n + x.count, 0)} not run (see 'Not run' above)` };
  // Not the server's fault, but the user-only operations went unchecked: a wrong option.
  if (report.signInProblem) return { code: 2, why: `--login failed: ${report.signInProblem}` };
  return { code: 0 };
}
