import { describe, expect, it } from 'vitest';
import { generatePassword } from './passwords.js';

describe('generated first passwords', () => {
  const samples = Array.from({ length: 300 }, () => generatePassword());

  it('start with a letter, so a shell never reads them as an option, comment or history expansion', () => {
    for (const password of samples) expect(password).toMatch(/^[A-Za-z]/);
  });

  it('meet the complexity rule: 16 characters with a letter, a digit and a special character', () => {
    for (const password of samples) {
      expect(password).toHaveLength(16);
      expect(password).toMatch(/[A-Za-z]/);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[^A-Za-z\d]/);
    }
  });
});
