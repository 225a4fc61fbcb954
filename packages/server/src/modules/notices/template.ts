/** Fills `${name}` placeholders from `data`; unknown names stay as written so a missing value shows. */
export function renderTemplate(content: string, data: Readonly<Record<string, unknown>>): string {
  return content.replace(/\$\{\s*([\w.]+)\s*\}/g, (whole, name: string) =>
    Object.hasOwn(data, name) && data[name] !== null && data[name] !== undefined ? String(data[name]) : whole,
  );
}

/** The JSON object text of a send test, or null when it is not an object. */
export function parseTemplateData(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
