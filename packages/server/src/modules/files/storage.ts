import { isAbsolute, join, relative, resolve } from 'node:path';

/** Root of uploaded files: DATA_DIR/files. */
export const filesRoot = (dataDir: string) => join(dataDir, 'files');

/**
 * The absolute path of `relativePath` under `root`, or null when it would leave the root
 * (`..`, an absolute path, a NUL byte). Every read, write and delete goes through here.
 */
export function resolveInside(root: string, relativePath: string): string | null {
  if (!relativePath || relativePath.includes('\0') || isAbsolute(relativePath)) return null;
  const base = resolve(root);
  const target = resolve(base, relativePath);
  const rel = relative(base, target);
  if (!rel || rel.startsWith('..') || isAbsolute(rel)) return null;
  return target;
}

/** The name a client sent, without any folder part, bounded; shown and sent back on download only. */
export function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // Control characters would break the Content-Disposition header; drop them.
  const clean = [...base].filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f).join('').trim().slice(0, 200);
  return clean || 'file';
}

/**
 * The stored name of a file row: its id (a server-made UUID), flat under the root, so deleting
 * rows by id can delete their files and nothing a client sends becomes part of a path.
 */
export const storedNameOf = (id: string) => id;

/** Content-Disposition carrying the original name: an ASCII fallback plus RFC 5987 UTF-8. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
