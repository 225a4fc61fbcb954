/** The send test's data must be a JSON object of placeholder values (blank means none). */
export function parsesAsObject(text: string | undefined): boolean {
  if (!text?.trim()) return true;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
}
