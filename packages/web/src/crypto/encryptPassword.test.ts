import { createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPassword } from './encryptPassword';

const key = '1234567890abcdef';
const iv = 'fedcba0987654321';

function decrypt(base64: string): string {
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(key), Buffer.from(iv));
  decipher.setAutoPadding(false);
  const plain = Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]);
  return plain.toString('utf8').replace(/\0+$/, '');
}

describe('encryptPassword', () => {
  it('round-trips through AES-128-CBC with zero padding', () => {
    expect(decrypt(encryptPassword('Admin#2026', key, iv))).toBe('Admin#2026');
  });
  it('pads to whole blocks and adds nothing to a whole block', () => {
    expect(Buffer.from(encryptPassword('a', key, iv), 'base64')).toHaveLength(16);
    expect(Buffer.from(encryptPassword('x'.repeat(16), key, iv), 'base64')).toHaveLength(16);
    expect(Buffer.from(encryptPassword('x'.repeat(17), key, iv), 'base64')).toHaveLength(32);
  });
  it('encodes non-ASCII characters as UTF-8', () => {
    expect(decrypt(encryptPassword('密码Пароль', key, iv))).toBe('密码Пароль');
  });
});
