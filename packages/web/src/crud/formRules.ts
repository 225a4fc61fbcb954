import { Patterns, type ResourceField } from '@agvs/contract';

/** An antd form rule without functions, so it can be tested and translated by key. */
export interface FieldRule {
  readonly required?: boolean;
  readonly whitespace?: boolean;
  readonly min?: number;
  readonly max?: number;
  readonly pattern?: RegExp;
  /** crud namespace key and its values */
  readonly messageKey: string;
  readonly values?: Readonly<Record<string, number | string>>;
}

/** SPEC §5 rules of one manifest field for the add or edit form. */
export function fieldRules(field: ResourceField, mode: 'add' | 'edit'): FieldRule[] {
  const rules: FieldRule[] = [];
  if (field.required && !(mode === 'edit' && field.type === 'password')) {
    rules.push({ required: true, whitespace: field.type !== 'int', messageKey: 'rule.required' });
  }
  if (field.minLength !== undefined) rules.push({ min: field.minLength, messageKey: 'rule.min', values: { min: field.minLength } });
  if (field.maxLength !== undefined) rules.push({ max: field.maxLength, messageKey: 'rule.max', values: { max: field.maxLength } });
  if (field.pattern) rules.push({ pattern: Patterns[field.pattern], messageKey: `rule.pattern.${field.pattern}` });
  return rules;
}
