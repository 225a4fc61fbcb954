/** A data-testid for props objects (button props of dialogs), where JSX attribute syntax is not available. */
export function testId(id: string): { 'data-testid': string } {
  return { 'data-testid': id };
}
