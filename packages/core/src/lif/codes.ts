/** AGVS codes (contract Patterns.code): a letter, then 1-29 letters, digits or underscores. */
const CODE = /^[A-Za-z][A-Za-z0-9_]{1,29}$/;

/**
 * Hands out codes unique within one scope: a LIF id that fits the code rule is its own code; any
 * other gets a code made of its letters and digits (the caller keeps the LIF id beside it).
 */
export class CodeBook {
  private readonly used = new Set<string>();

  constructor(private readonly prefix: string) {}

  codeFor(lifId: string): { code: string; lifId: string | null } {
    if (CODE.test(lifId) && !this.used.has(lifId)) {
      this.used.add(lifId);
      return { code: lifId, lifId: null };
    }
    const base = `${this.prefix}_${lifId.replace(/[^A-Za-z0-9_]/g, '_')}`.slice(0, 24);
    let code = base;
    for (let n = 2; this.used.has(code); n++) code = `${base}_${n}`;
    this.used.add(code);
    return { code, lifId };
  }
}
