import { describe, expect, it } from 'vitest';
import { matchesCheckRule, parseCheckRule } from './checkRuleMatch.js';
import { FILL_RULE_REGISTRY, parseRuleParams } from './fillRuleClasses.js';

describe('check rule segments', () => {
  const rule = parseCheckRule('[{"digits":2,"pattern":"A"},{"digits":"*","pattern":"n"}]')!;
  it('match fixed counts of a class, then the rest', () => {
    expect(matchesCheckRule(rule, 'AB123')).toBe(true);
    expect(matchesCheckRule(rule, 'Ab123')).toBe(false);
    expect(matchesCheckRule(rule, 'AB')).toBe(false);
    expect(matchesCheckRule(rule, 'AB12x')).toBe(false);
  });
  it('refuse anything but the fixed classes (no client regex)', () => {
    expect(parseCheckRule('[{"digits":1,"pattern":"(a+)+$"}]')).toBeNull();
    expect(parseCheckRule('not json')).toBeNull();
    expect(parseCheckRule('[]')).toBeNull();
  });
  it('a value longer than the numbered segments fails', () => {
    expect(matchesCheckRule(parseCheckRule('[{"digits":3,"pattern":"n"}]')!, '1234')).toBe(false);
  });
});

describe('fill rule classes', () => {
  const now = new Date(2026, 0, 5);
  it('serialNumber: prefix, day and a padded sequence scoped per day', () => {
    const p = parseRuleParams('serialNumber', '{"prefix":"CN","digits":3}')!;
    expect(p.rule.format(p.params, {}, now, 7)).toBe('CN20260105007');
    expect(p.rule.scope(p.params, {}, now)).toBe('CN20260105');
  });
  it('orgCode: parent code plus letter and two digits, B01 after A99', () => {
    const rule = FILL_RULE_REGISTRY.orgCode;
    expect(rule.format({} as never, { parentOrgCode: 'A01' }, now, 1)).toBe('A01A01');
    expect(rule.format({} as never, {}, now, 100)).toBe('B01');
  });
  it('unknown classes and bad params are refused', () => {
    expect(parseRuleParams('eval', '{}')).toBeNull();
    expect(parseRuleParams('serialNumber', '{"digits":0}')).toBeNull();
    expect(parseRuleParams('serialNumber', '{oops')).toBeNull();
  });
});
