/** A failed call. `handled` tells callers the user has already been told (SPEC §8 catalogue). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    /** Envelope code when the server answered with one. */
    readonly code: number | null,
    readonly handled: boolean,
    /** The envelope's result of a refusal that explains itself (a refused publish lists what held it). */
    readonly result: unknown = null,
  ) {
    super(message);
  }
}
