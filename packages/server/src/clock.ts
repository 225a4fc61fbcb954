/** Current time in ms since epoch. Injected so tests can move time (lock-out, token and captcha expiry). */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
