/** A fresh captcha key; the server binds one answer to it for 60 s. */
export function newCheckKey(): string {
  return `${Date.now()}${Math.random().toString(36).slice(2, 10)}`;
}
