import { z } from 'zod';
import { CHECK_RULE_CLASSES } from '@agvs/contract';

const Segment = z.object({
  digits: z.union([z.number().int().min(1).max(1000), z.literal('*')]),
  pattern: z.enum(CHECK_RULE_CLASSES),
});
export const CheckRuleJson = z.array(Segment).min(1).max(20);
export type CheckRuleJson = z.infer<typeof CheckRuleJson>;

/** One character of each class (n digits, a lower, A upper, s letters, w word, z CJK, * any). */
const CLASS_TESTS: Readonly<Record<(typeof CHECK_RULE_CLASSES)[number], RegExp>> = {
  n: /^\d$/,
  a: /^[a-z]$/,
  A: /^[A-Z]$/,
  s: /^[A-Za-z]$/,
  w: /^\w$/,
  z: /^[\u4e00-\u9fa5]$/u,
  '*': /^[\s\S]$/u,
};

/** The stored ruleJson text as segments, or null when it is not a valid rule. */
export function parseCheckRule(text: string): CheckRuleJson | null {
  try {
    const parsed = CheckRuleJson.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Does the value match the segments in order? A numbered segment covers exactly that many
 * characters; "*" covers all that remain (at least one) and must be last to leave room for nothing.
 * Characters are tested one by one against fixed classes, so a rule can never be slow.
 */
export function matchesCheckRule(segments: CheckRuleJson, value: string): boolean {
  const chars = [...value];
  let at = 0;
  for (const segment of segments) {
    const count = segment.digits === '*' ? chars.length - at : segment.digits;
    if (count < 1 || at + count > chars.length) return false;
    for (let i = at; i < at + count; i++) if (!CLASS_TESTS[segment.pattern].test(chars[i]!)) return false;
    at += count;
  }
  return at === chars.length;
}
