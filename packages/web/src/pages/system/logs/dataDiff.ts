/** One field of a data-log entry: its value before and after the edit. */
export interface FieldChange {
  readonly field: string;
  readonly before: string;
  readonly after: string;
  readonly changed: boolean;
}

const parse = (json: unknown): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(String(json ?? '{}'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

const show = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Every field of the old and new JSON, in order of appearance, changed ones marked. */
export function diffData(oldJson: unknown, newJson: unknown): FieldChange[] {
  const before = parse(oldJson);
  const after = parse(newJson);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => {
    const [b, a] = [show(before[field]), show(after[field])];
    return { field, before: b, after: a, changed: b !== a };
  });
}
