import type { z } from 'zod';

/**
 * NUL and lone UTF-16 surrogates: PostgreSQL refuses NUL in text, and a lone surrogate cannot
 * be stored as UTF-8 at all (it would silently become U+FFFD). No field of ours needs either.
 */
const unsafe = (text: string) => text.includes('\u0000') || /\p{Cs}/u.test(text);

const MAX_DEPTH = 64;

/**
 * Issues for every string (value or object key) holding NUL or a lone surrogate, with the path
 * to it, in the form of zod's custom issues so they are worded like any other refusal. Nesting
 * deeper than any request of ours is refused as well, before a schema walks it.
 */
export function unsafeTextIssues(data: unknown): z.core.$ZodIssue[] {
  const issues: z.core.$ZodIssue[] = [];
  const visit = (value: unknown, path: PropertyKey[]) => {
    if (issues.length) return;
    if (typeof value === 'string') {
      if (unsafe(value)) issues.push({ code: 'custom', path, message: 'validation.unsafeText', params: { message: 'validation.unsafeText' }, input: value });
      return;
    }
    if (!value || typeof value !== 'object') return;
    if (path.length >= MAX_DEPTH) {
      issues.push({ code: 'custom', path, message: 'validation.tooDeep', params: { message: 'validation.tooDeep' }, input: value });
      return;
    }
    for (const [key, item] of Object.entries(value)) {
      if (unsafe(key)) {
        issues.push({ code: 'custom', path, message: 'validation.unsafeText', params: { message: 'validation.unsafeText' }, input: key });
        return;
      }
      visit(item, [...path, key]);
    }
  };
  visit(data, []);
  return issues;
}
