import { Patterns } from '../patterns.js';

/** Rule codes the rule check accepts: SPEC §5 pattern names only, never a client-supplied expression. */
export function isRuleCode(code: string): code is keyof typeof Patterns {
  return Object.hasOwn(Patterns, code);
}
