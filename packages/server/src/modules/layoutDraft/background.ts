import type { FastifyRequest } from 'fastify';
import { BACKGROUND_MAX_BYTES, BACKGROUND_TYPES, BackgroundDeleteRequest } from '@agvs/contract';
import { badRequest } from '../../errors.js';

export type BackgroundType = (typeof BACKGROUND_TYPES)[number];

export const tooLarge = () => badRequest('layoutDraft.backgroundTooLarge', { limit: BACKGROUND_MAX_BYTES / (1024 * 1024) }, 413);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Buffer, magic: readonly number[]) => bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** Text that is XML (optionally after a byte order mark and blanks) and holds an svg element. */
function isSvg(bytes: Buffer): boolean {
  // Binary content has NUL bytes early; UTF-8 text never does.
  if (bytes.subarray(0, 1024).includes(0)) return false;
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '').trimStart();
  return text.startsWith('<') && /<svg[\s>/]/i.test(text);
}

/**
 * The drawing's type from its content, never from the name or the type the browser claims: only
 * PNG, JPEG and SVG are served back, so nothing else can pass as an image of the site.
 */
export function sniffBackground(bytes: Buffer): BackgroundType | undefined {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (isSvg(bytes)) return 'image/svg+xml';
  return undefined;
}

/** A few common types named by their content, for the refusal; else what the upload claimed. */
function describe(bytes: Buffer, claimed: string): string {
  const head = bytes.subarray(0, 8).toString('latin1');
  if (head.startsWith('%PDF')) return 'PDF';
  if (head.startsWith('GIF8')) return 'GIF';
  if (head.startsWith('BM')) return 'BMP';
  if (head.startsWith('RIFF') && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'WebP';
  if (head.startsWith('PK')) return 'ZIP';
  return claimed || 'application/octet-stream';
}

const isCode = (error: unknown, code: string) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

export interface UploadedBackground {
  readonly layoutId: string;
  readonly type: BackgroundType;
  readonly content: Buffer;
}

/** The multipart upload: field `file` (the drawing) and field `id` (the layout), in either order. */
export async function uploadedBackground(request: FastifyRequest): Promise<UploadedBackground> {
  if (!request.isMultipart()) throw badRequest('layoutDraft.backgroundNoFile');
  let layoutId: string | undefined;
  let file: { content: Buffer; claimed: string } | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.fieldname === 'id') layoutId = String(part.value);
      continue;
    }
    let content: Buffer;
    try {
      content = await part.toBuffer();
    } catch (error) {
      if (isCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw tooLarge();
      throw error;
    }
    if (content.length > BACKGROUND_MAX_BYTES) throw tooLarge();
    if (part.fieldname === 'file') file = { content, claimed: part.mimetype };
  }
  if (!file || file.content.length === 0) throw badRequest('layoutDraft.backgroundNoFile');
  // The layout id as every other layout call takes it.
  const id = BackgroundDeleteRequest.shape.id.safeParse(layoutId ?? '');
  if (!id.success) throw badRequest('layoutDraft.backgroundNoLayout');
  const type = sniffBackground(file.content);
  if (!type) throw badRequest('layoutDraft.backgroundType', { type: describe(file.content, file.claimed) });
  return { layoutId: id.data, type, content: file.content };
}
