import type { z } from 'zod';
import type { MessageKey, MessageParams } from './i18n/messages.js';
import type { ValidationContext } from './i18n/validation.js';

/**
 * A refusal the caller should read: the envelope carries `code` and the message translated into
 * the caller's language. Business failures keep HTTP 200 (SPEC §8: the console reads `success`).
 */
export class AppError extends Error {
  constructor(
    readonly httpStatus: 200 | 400 | 401 | 403 | 404 | 409 | 413,
    /** 201: an upload the server could not take (SPEC §6 "code 201 is failure"). */
    readonly code: 201 | 400 | 401 | 403 | 404 | 409 | 413 | 500,
    readonly messageKey: MessageKey,
    readonly params?: MessageParams,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

/** Wrong password, locked account, bad captcha...: HTTP 200, code 500, success false. */
export const businessError = (key: MessageKey, params?: MessageParams) => new AppError(200, 500, key, params);
export const unauthorized = () => new AppError(401, 401, 'error.unauthorized');
export const forbidden = (key: MessageKey = 'error.forbidden', params?: MessageParams) => new AppError(403, 403, key, params);
export const notFound = () => new AppError(404, 404, 'error.notFound');
/** A request whose content (an uploaded file) is wrong: HTTP 400, or 413 when it is too large. */
export const badRequest = (key: MessageKey, params?: MessageParams, status: 400 | 413 = 400) => new AppError(status, status, key, params);
/** A write based on a stale read (someone else wrote in between): HTTP 409, nothing written. */
export const conflict = (key: MessageKey, params?: MessageParams) => new AppError(409, 409, key, params);

/** A request that failed its zod schema; translated by the error handler in the caller's language. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  /** Set by Fastify: which part of the request failed. */
  validationContext?: ValidationContext;
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super('request validation failed');
    this.name = 'RequestValidationError';
  }
}
