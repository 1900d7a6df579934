/** A clock that stands still until a test moves it: pass `now` to createTestApp. */
export type TestClock = {
  now: () => Date;
  advanceSeconds(seconds: number): void;
  advanceMinutes(minutes: number): void;
};

export function testClock(start = new Date()): TestClock {
  let time = start.getTime();
  return {
    now: () => new Date(time),
    advanceSeconds: (seconds) => {
      time += seconds * 1000;
    },
    advanceMinutes: (minutes) => {
      time += minutes * 60_000;
    },
  };
}
