import { listedFields, type ResourceManifest } from '@agvs/contract';

/** A popup picker's wiring: which columns of the picked rows fill which fields of the form. */
export interface PopupConfig {
  /** The list the rows come from (the "report code"). */
  readonly manifest: ResourceManifest | undefined;
  /** Comma-joined fields of the picked rows ("original values"), e.g. "id,username". */
  readonly orgFields: string;
  /** Comma-joined form fields they fill ("target values"), same count, e.g. "userIds,usernames". */
  readonly destFields: string;
}

export type PopupConfigError = 'popup:badConfig' | 'popup:countMismatch';

const split = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);

/**
 * SPEC §5/§8: source fields, destination fields and report code must all be set, with as many
 * sources as destinations. Source fields must be fields the list shows (or id).
 */
export function popupConfigError(config: PopupConfig): PopupConfigError | null {
  const org = split(config.orgFields);
  const dest = split(config.destFields);
  if (!config.manifest || !org.length || !dest.length) return 'popup:badConfig';
  const shown = new Set(['id', ...listedFields(config.manifest).map((f) => f.name)]);
  if (org.some((f) => !shown.has(f))) return 'popup:badConfig';
  return org.length === dest.length ? null : 'popup:countMismatch';
}

/** The values the picked rows give each destination field: one value per row, comma-joined. */
export function popupValues(config: PopupConfig, rows: readonly Readonly<Record<string, unknown>>[]): Record<string, string> {
  const org = split(config.orgFields);
  const dest = split(config.destFields);
  return Object.fromEntries(dest.map((field, i) => [field, rows.map((row) => String(row[org[i]!] ?? '')).join(',')]));
}
