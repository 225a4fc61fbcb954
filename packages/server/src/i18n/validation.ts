import type { z } from 'zod';
import { hasMessage, type MessageKey, type MessageParams, type Translate } from './messages.js';

type Issue = z.core.$ZodIssue;

/** Which part of the request failed, as Fastify names it. */
export type ValidationContext = 'body' | 'querystring' | 'params' | 'headers';

/** The reason of one issue as a message key with its values; zod's own English text is never shown. */
function reasonOf(issue: Issue, t: Translate): [MessageKey, MessageParams?] {
  // Inputs are reported (see plugins/validation.ts): whatever the rule, a missing value is "required".
  const missing = issue.input === undefined || issue.input === null;
  if (missing && issue.code !== 'custom' && issue.code !== 'unrecognized_keys') return ['validation.required'];
  switch (issue.code) {
    case 'invalid_type': {
      const typeKey = `type.${issue.expected}`;
      return ['validation.invalidType', { expected: hasMessage(typeKey) ? t(typeKey) : issue.expected }];
    }
    case 'too_small':
      if (issue.origin === 'string') {
        return issue.input === '' || issue.minimum === 1
          ? ['validation.required']
          : ['validation.tooShort', { minimum: Number(issue.minimum) }];
      }
      if (issue.origin === 'array' || issue.origin === 'set') return ['validation.tooFew', { minimum: Number(issue.minimum) }];
      return ['validation.tooSmall', { minimum: Number(issue.minimum) }];
    case 'too_big':
      if (issue.origin === 'string') return ['validation.tooLong', { maximum: Number(issue.maximum) }];
      if (issue.origin === 'array' || issue.origin === 'set') return ['validation.tooMany', { maximum: Number(issue.maximum) }];
      return ['validation.tooBig', { maximum: Number(issue.maximum) }];
    case 'invalid_format':
      return ['validation.invalidFormat'];
    case 'invalid_value':
      return ['validation.invalidValue', { values: issue.values.map(String).join(', ') }];
    case 'not_multiple_of':
      return ['validation.notMultipleOf', { divisor: issue.divisor }];
    case 'unrecognized_keys':
      return ['validation.unknownKeys', { keys: issue.keys.join(', ') }];
    case 'custom': {
      // Refinements name their message key in params.message (see modules/users/routes.ts).
      const key = issue.params?.['message'];
      return typeof key === 'string' && hasMessage(key) ? [key] : ['validation.invalid'];
    }
    default:
      return ['validation.invalid'];
  }
}

/** A field as the caller reads it: "Username (username)" when it has a label, else its path. */
export function fieldLabel(path: string, name: string, t: Translate): string {
  const labelKey = `field.${name}`;
  return hasMessage(labelKey) ? t('validation.fieldLabel', { label: t(labelKey), path }) : path;
}

function fieldOf(issue: Issue, context: ValidationContext, t: Translate): string {
  if (issue.path.length === 0) return t(`validation.context.${context}`);
  return fieldLabel(issue.path.map(String).join('.'), String(issue.path[issue.path.length - 1]), t);
}

/**
 * One message naming each failing field and why, in the caller's language, e.g.
 * "Username (username) is required" or "用户名(username)不能为空".
 */
export function describeIssues(issues: readonly Issue[], context: ValidationContext, t: Translate): string {
  return issues
    .map((issue) => {
      const [key, params] = reasonOf(issue, t);
      return t('validation.issue', { field: fieldOf(issue, context, t), reason: t(key, params) });
    })
    .join('; ');
}
