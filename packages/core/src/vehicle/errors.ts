/** Error levels of SPEC §4, mildest first. Notice and Warning leave the vehicle running. */
export const ERROR_LEVELS = ['Notice', 'Warning', 'Error', 'Fatal'] as const;
export type ErrorLevel = (typeof ERROR_LEVELS)[number];

/** Error categories of SPEC §4. */
export type ErrorCategory = 'AgvError' | 'SystemError';

/** One entry of the error dictionary, as error injection draws from it. */
export interface ErrorDefinition {
  readonly code: string;
  readonly level: ErrorLevel;
  readonly category: ErrorCategory;
}
