/** The time the domain acts at; replaced in tests to drive monitoring without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
