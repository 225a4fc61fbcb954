import type { FastifyRequest } from 'fastify';
import { LifError, readLifDocument, type LifDocumentIn } from '@agvs/core';
import { badRequest } from '../../errors.js';

/** A 10,000-node layout is about 5 MB compact and three times that pretty-printed. */
export const LIF_MAX_BYTES = 32 * 1024 * 1024;
export const tooLarge = () => badRequest('lif.tooLarge', { limit: LIF_MAX_BYTES / (1024 * 1024) }, 413);

const isCode = (error: unknown, code: string) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

/** The text of the LIF file: the multipart field `file`, or the request body itself. */
async function uploadedText(request: FastifyRequest): Promise<string> {
  if (request.isMultipart()) {
    const upload = await request.file();
    if (!upload) throw badRequest('lif.noFile');
    let content: Buffer;
    try {
      content = await upload.toBuffer();
    } catch (error) {
      if (isCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw tooLarge();
      throw error;
    }
    if (upload.fieldname !== 'file') throw badRequest('lif.noFile');
    return content.toString('utf8');
  }
  if (typeof request.body === 'string' && request.body.trim() !== '') return request.body;
  throw badRequest('lif.noFile');
}

/** The uploaded LIF document, or a 4xx naming what is wrong with the file. */
export async function uploadedLif(request: FastifyRequest): Promise<LifDocumentIn> {
  const text = await uploadedText(request);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw badRequest('lif.notJson');
  }
  return asRefusal(() => readLifDocument(raw));
}

/** The core's refusal of a file as the caller's 400. */
export function asRefusal<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof LifError)) throw error;
    if (error.problem === 'unknownNode') throw badRequest('lif.unknownNode', { nodeId: error.detail });
    throw badRequest(error.problem === 'notLif' ? 'lif.notLif' : 'lif.field', { field: error.detail });
  }
}
