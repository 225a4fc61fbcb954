import { describe, expect, it } from 'vitest';
import { parseTemplateData, renderTemplate } from './template.js';

describe('message templates', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(renderTemplate('AGV ${agv} low battery: ${ level }% ${missing}', { agv: 'A1', level: 15 })).toBe('AGV A1 low battery: 15% ${missing}');
  });

  it('reads only JSON objects as test data', () => {
    expect(parseTemplateData('{"a":1}')).toEqual({ a: 1 });
    expect(parseTemplateData('')).toEqual({});
    expect(parseTemplateData('[1]')).toBeNull();
    expect(parseTemplateData('{bad')).toBeNull();
  });
});
