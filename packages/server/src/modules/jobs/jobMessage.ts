import { hasMessage, type MessageKey, type MessageParams, type Translate } from '../../i18n/messages.js';

/** One sentence of a run's log: a server message key and its values, rendered for each reader. */
export interface JobMessagePart {
  readonly key: MessageKey;
  readonly params?: MessageParams;
}
/** What a run reports: sentences shown joined, in the reader's language. */
export type JobMessage = readonly JobMessagePart[];

/** Thrown by a job class for a failure it knows about; the run's log shows the translated message. */
export class JobFailure extends Error {
  constructor(
    readonly part: JobMessagePart,
  ) {
    super(part.key);
  }
}

/** The stored form of a run's message (job_logs.message). */
export const encodeJobMessage = (message: JobMessage): string => JSON.stringify(message);

const isPart = (value: unknown): value is JobMessagePart =>
  typeof value === 'object' && value !== null && hasMessage(String((value as { key?: unknown }).key)) &&
  ((value as { params?: unknown }).params === undefined || typeof (value as { params?: unknown }).params === 'object');

/** A stored message in the reader's language; text not written by encodeJobMessage is shown as stored. */
export function renderJobMessage(stored: string, t: Translate): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return stored;
  }
  if (!Array.isArray(parsed) || !parsed.every(isPart)) return stored;
  return parsed.map((part) => t(part.key, part.params)).join(t('jobs.log.separator'));
}
