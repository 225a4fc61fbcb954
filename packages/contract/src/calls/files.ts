import { z } from 'zod';
import { IdQuery } from '../resources/api.js';
import { Perm } from '../permissions.js';
import { defineCalls, rawAnswer } from './define.js';

/**
 * OSS files beyond the generic list and delete calls (not in SPEC §7; SPEC §8 names upload and
 * download failures): upload one file, download it under its original name.
 */
export const FileCalls = defineCalls('sys_oss_file', {
  /**
   * POST /sys/oss/file/upload, multipart: optional field `biz` (the folder it is listed in, letters,
   * digits, _ and -), then `file` (at most 20 MB) → {id, fileName} of the stored file.
   */
  upload: {
    method: 'POST',
    path: '/sys/oss/file/upload',
    summary: 'Upload one file (multipart: biz, then file)',
    access: { perm: Perm.ossUpload },
    body: 'multipart',
    response: z.object({ id: z.string(), fileName: z.string() }),
  },
  /** GET /sys/oss/file/download {id} → the file, with its stored content type and original name. */
  download: {
    method: 'GET',
    path: '/sys/oss/file/download',
    summary: 'Download a file under its original name',
    access: { perm: Perm.ossList },
    query: IdQuery,
    response: rawAnswer('application/octet-stream'),
  },
});
