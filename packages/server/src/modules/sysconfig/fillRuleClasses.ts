import { z } from 'zod';
import type { FILL_RULE_CLASSES } from '@agvs/contract';

/**
 * The server-side registry of fill-rule generators (convention: a rule names a class, never code).
 * Each generator is pure: it gets its checked params, the form data and the next counter value,
 * and says which counter scope it counts in.
 */
export interface FillRuleClass<P> {
  readonly params: z.ZodType<P>;
  /** Counter scope: values in the same scope share one sequence. */
  scope(params: P, form: Readonly<Record<string, string>>, now: Date): string;
  /** The value, from the next number of the scope's sequence (1, 2, ...). */
  format(params: P, form: Readonly<Record<string, string>>, now: Date, next: number): string;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const ymd = (d: Date) => `${d.getFullYear()}${pad(d.getMonth() + 1, 2)}${pad(d.getDate(), 2)}`;

const SerialParams = z.object({
  prefix: z.string().regex(/^[A-Za-z0-9_-]{0,20}$/).default(''),
  /** Put the day (yyyyMMdd) after the prefix; the sequence restarts every day. */
  withDate: z.boolean().default(true),
  digits: z.number().int().min(1).max(12).default(4),
});

/** Order numbers such as CO20260101 0001: prefix, optional day, a zero-padded sequence. */
const serialNumber: FillRuleClass<z.output<typeof SerialParams>> = {
  params: SerialParams,
  scope: (p, _form, now) => (p.withDate ? `${p.prefix}${ymd(now)}` : p.prefix),
  format: (p, _form, now, next) => `${p.withDate ? `${p.prefix}${ymd(now)}` : p.prefix}${pad(next, p.digits)}`,
};

const OrgParams = z.object({});

/**
 * Department codes: the parent's code (form field parentOrgCode) plus a letter and two digits,
 * A01..A99 then B01..; roots have no parent code. 26 * 99 children per parent. Counted per tenant
 * (form field tenantId) and parent.
 */
const orgCode: FillRuleClass<z.output<typeof OrgParams>> = {
  params: OrgParams,
  scope: (_p, form) => `org:${form['tenantId'] ?? ''}:${form['parentOrgCode'] ?? ''}`,
  format: (_p, form, _now, next) => {
    if (next > 26 * 99) throw new RangeError('org code space exhausted');
    const letter = String.fromCharCode(65 + Math.floor((next - 1) / 99));
    return `${form['parentOrgCode'] ?? ''}${letter}${pad(((next - 1) % 99) + 1, 2)}`;
  },
};

export const FILL_RULE_REGISTRY: Readonly<Record<(typeof FILL_RULE_CLASSES)[number], FillRuleClass<never>>> = {
  serialNumber: serialNumber as FillRuleClass<never>,
  orgCode: orgCode as FillRuleClass<never>,
};

/** Parses stored ruleParams text for a class; null when the class is unknown or params are invalid. */
export function parseRuleParams(ruleClass: string, text: string | null): { readonly rule: FillRuleClass<never>; readonly params: never } | null {
  if (!Object.hasOwn(FILL_RULE_REGISTRY, ruleClass)) return null;
  const rule = FILL_RULE_REGISTRY[ruleClass as keyof typeof FILL_RULE_REGISTRY];
  let json: unknown = {};
  try {
    json = text && text.trim() ? JSON.parse(text) : {};
  } catch {
    return null;
  }
  const parsed = (rule.params as z.ZodType).safeParse(json);
  return parsed.success ? { rule, params: parsed.data as never } : null;
}
