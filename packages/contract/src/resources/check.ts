import { z } from 'zod';
import { Patterns } from '../patterns.js';

/** Rule codes the rule check accepts: SPEC §5 pattern names only, never a client-supplied expression. */
export function isRuleCode(code: string): code is keyof typeof Patterns {
  return Object.hasOwn(Patterns, code);
}

/** GET /sys/common/importErrors/{name}: the server-made name of an import's error file. */
export const ImportErrorParams = z.object({ name: z.string().regex(/^[0-9a-f-]{36}\.txt$/) });
