/**
 * Each scenario's figures, printed as one block to stdout: what was sent, what succeeded, the
 * invariant checks made and the violations found (expected: 0).
 */
export interface ScenarioFigures {
  scenario: string;
  size: string;
  requests: number;
  successes: number;
  violations: number;
  seconds: number;
  /** Further figures of the scenario, printed in order. */
  details: Record<string, string | number>;
}

export class Figures {
  readonly details: Record<string, string | number> = {};
  requests = 0;
  successes = 0;
  private readonly violationList: string[] = [];
  private readonly startedAt = performance.now();

  constructor(
    readonly scenario: string,
    readonly size: string,
  ) {}

  /** Records a broken invariant; the scenario's test fails on any. */
  violation(what: string): void {
    this.violationList.push(what);
  }

  /** Records `what` when `ok` is false. */
  check(ok: boolean, what: string): void {
    if (!ok) this.violation(what);
  }

  get violations(): readonly string[] {
    return this.violationList;
  }

  set(name: string, value: string | number): void {
    this.details[name] = value;
  }

  summary(): ScenarioFigures {
    return {
      scenario: this.scenario,
      size: this.size,
      requests: this.requests,
      successes: this.successes,
      violations: this.violationList.length,
      seconds: Math.round((performance.now() - this.startedAt) / 100) / 10,
      details: this.details,
    };
  }

  print(): void {
    const s = this.summary();
    const lines = [
      `== load: ${s.scenario} (size ${s.size}, ${s.seconds} s)`,
      `   requests ${s.requests}, successes ${s.successes}, violations found ${s.violations}`,
      ...Object.entries(s.details).map(([name, value]) => `   ${name}: ${value}`),
      ...this.violationList.slice(0, 20).map((v) => `   VIOLATION ${v}`),
    ];
    if (this.violationList.length > 20) lines.push(`   … and ${this.violationList.length - 20} more`);
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
