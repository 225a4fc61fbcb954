import { describe, expect, it } from 'vitest';
import { parseControlTaskTypes, serialiseControlTaskTypes } from './controlTaskTypes';

describe('controlTaskType text (SPEC §3)', () => {
  it('reads the task types of the JSON list', () => {
    expect(parseControlTaskTypes('[{"taskType":"Charge"},{"taskType":"Delivery"}]')).toEqual(['Charge', 'Delivery']);
  });

  it('reads empty, broken or foreign text as the empty list', () => {
    expect(parseControlTaskTypes('')).toEqual([]);
    expect(parseControlTaskTypes(null)).toEqual([]);
    expect(parseControlTaskTypes('[{"taskType":')).toEqual([]);
    expect(parseControlTaskTypes('{"taskType":"Park"}')).toEqual([]);
    expect(parseControlTaskTypes('[{"taskType":"Fly"},{"taskType":"Park"}]')).toEqual(['Park']);
  });

  it('writes the chosen types in a fixed order and empty text for none', () => {
    expect(serialiseControlTaskTypes(['Park', 'Delivery'])).toBe('[{"taskType":"Delivery"},{"taskType":"Park"}]');
    expect(serialiseControlTaskTypes([])).toBe('');
  });

  it('reads back what it writes', () => {
    expect(parseControlTaskTypes(serialiseControlTaskTypes(['Charge', 'Park']))).toEqual(['Charge', 'Park']);
  });
});
