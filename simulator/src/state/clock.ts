/**
 * The simulator's time. It runs with the machine's clock plus an offset that QA moves, so an expiry two
 * hours away can pass in one call. Nothing in the simulator reads Date.now() except through a Clock.
 */
export interface ClockState {
  offsetMs: number;
}

export class Clock {
  constructor(
    readonly state: ClockState,
    private readonly realNow: () => number = Date.now,
  ) {}

  now(): number {
    return this.realNow() + this.state.offsetMs;
  }

  advance(ms: number): number {
    this.state.offsetMs += ms;
    return this.now();
  }

  set(epochMs: number): number {
    this.state.offsetMs = epochMs - this.realNow();
    return this.now();
  }
}
