import { cbc } from '@noble/ciphers/aes';
import { utf8ToBytes } from '@noble/ciphers/utils';

const BLOCK = 16;

/** Zero padding as the server expects it: up to a whole block, nothing added to a whole block. */
function zeroPad(bytes: Uint8Array): Uint8Array {
  const length = Math.max(BLOCK, Math.ceil(bytes.length / BLOCK) * BLOCK);
  const padded = new Uint8Array(length);
  padded.set(bytes);
  return padded;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The password as POST /sys/loginEncrypt wants it: AES-CBC with zero padding, key and iv the UTF-8
 * bytes of GET /sys/getEncryptedString, base64. Done in JavaScript because crypto.subtle is missing
 * on plain-HTTP LAN addresses, where consoles usually run.
 */
export function encryptPassword(password: string, key: string, iv: string): string {
  const cipher = cbc(utf8ToBytes(key), utf8ToBytes(iv), { disablePadding: true });
  return toBase64(cipher.encrypt(zeroPad(utf8ToBytes(password))));
}
