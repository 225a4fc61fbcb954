import { createDecipheriv } from 'node:crypto';

/**
 * Reads the login password the console sends: base64 of AES-128-CBC with zero padding, key and iv
 * the UTF-8 bytes of the installation's 16-character strings. Returns null when it does not decrypt.
 */
export function decryptPassword(cipherText: string, key: string, iv: string): string | null {
  const bytes = Buffer.from(cipherText, 'base64');
  if (bytes.length === 0 || bytes.length % 16 !== 0) return null;
  try {
    const decipher = createDecipheriv('aes-128-cbc', Buffer.from(key, 'utf8'), Buffer.from(iv, 'utf8'));
    // Zero padding is not PKCS#7: take the blocks as they are and drop the trailing NULs.
    decipher.setAutoPadding(false);
    const plain = Buffer.concat([decipher.update(bytes), decipher.final()]).toString('utf8');
    return plain.replace(/\0+$/, '');
  } catch {
    return null;
  }
}
