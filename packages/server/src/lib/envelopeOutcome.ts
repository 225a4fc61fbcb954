/** Envelopes are small; a larger answer (an export, a file) is not parsed for its outcome. */
const MAX_ENVELOPE_CHARS = 64 * 1024;

export interface Outcome {
  readonly success: boolean;
  readonly message: string;
}

/** success and message of a JSON envelope answer, if it is one (the operation and interface logs record them). */
export function envelopeOutcome(payload: unknown): Outcome | null {
  if (typeof payload !== 'string' || payload.length > MAX_ENVELOPE_CHARS || !payload.startsWith('{')) return null;
  try {
    const body = JSON.parse(payload) as { success?: unknown; message?: unknown };
    return typeof body.success === 'boolean' ? { success: body.success, message: typeof body.message === 'string' ? body.message : '' } : null;
  } catch {
    return null;
  }
}
