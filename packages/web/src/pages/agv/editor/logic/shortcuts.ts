/** What a key does in the editor (docs/site-authoring.md "The editor", shortcut list). */
export type EditorAction =
  | { readonly kind: 'tool'; readonly tool: EditorTool }
  | { readonly kind: 'undo' | 'redo' | 'copy' | 'cut' | 'paste' | 'duplicate' | 'selectAll' | 'delete' | 'save' | 'escape' | 'fit' | 'zoomIn' | 'zoomOut' | 'help' | 'makeZone' | 'reverse' }
  | { readonly kind: 'nudge'; readonly dx: number; readonly dy: number };

export const EDITOR_TOOLS = ['select', 'station', 'segment', 'bezier', 'scale'] as const;
export type EditorTool = (typeof EDITOR_TOOLS)[number];

export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

const TOOL_KEYS: Readonly<Record<string, EditorTool>> = { v: 'select', s: 'station', l: 'segment', b: 'bezier', m: 'scale' };

/** Arrow keys move the selection one grid step, ten with shift. */
const ARROWS: Readonly<Record<string, readonly [number, number]>> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** The action of a key press, or null (the key is left to the page). Ctrl and Cmd are the same. */
export function actionOf(press: KeyPress): EditorAction | null {
  const command = press.ctrlKey || press.metaKey;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (command) {
    if (key === 'z') return { kind: press.shiftKey ? 'redo' : 'undo' };
    if (key === 'y') return { kind: 'redo' };
    if (key === 'c') return { kind: 'copy' };
    if (key === 'x') return { kind: 'cut' };
    if (key === 'v') return { kind: 'paste' };
    if (key === 'd') return { kind: 'duplicate' };
    if (key === 'a') return { kind: 'selectAll' };
    if (key === 's') return { kind: 'save' };
    return null;
  }
  if (press.altKey) return null;
  const arrow = ARROWS[key];
  if (arrow) return { kind: 'nudge', dx: arrow[0] * (press.shiftKey ? 10 : 1), dy: arrow[1] * (press.shiftKey ? 10 : 1) };
  if (key === 'Delete' || key === 'Backspace') return { kind: 'delete' };
  if (key === 'Escape') return { kind: 'escape' };
  if (key === '?') return { kind: 'help' };
  if (key === '+' || key === '=') return { kind: 'zoomIn' };
  if (key === '-') return { kind: 'zoomOut' };
  if (key === 'f') return { kind: 'fit' };
  if (key === 'z') return { kind: 'makeZone' };
  if (key === 'r') return { kind: 'reverse' };
  const tool = TOOL_KEYS[key];
  return tool ? { kind: 'tool', tool } : null;
}

/** The shortcut list the help shows: keys and the label key of what they do. */
export const SHORTCUT_LIST: readonly (readonly [string, string])[] = [
  ['V', 'tool.select'],
  ['S', 'tool.station'],
  ['L', 'tool.segment'],
  ['B', 'tool.bezier'],
  ['M', 'tool.scale'],
  ['Ctrl+Z', 'action.undo'],
  ['Ctrl+Shift+Z / Ctrl+Y', 'action.redo'],
  ['Ctrl+C', 'action.copy'],
  ['Ctrl+X', 'action.cut'],
  ['Ctrl+V', 'action.paste'],
  ['Ctrl+D', 'action.duplicate'],
  ['Ctrl+A', 'action.selectAll'],
  ['Ctrl+S', 'action.save'],
  ['Delete', 'action.delete'],
  ['← ↑ → ↓', 'action.nudge'],
  ['Z', 'action.makeZone'],
  ['R', 'action.reverse'],
  ['F', 'action.fit'],
  ['+ / −', 'action.zoom'],
  ['Space + drag', 'action.pan'],
  ['Shift + click', 'action.addToSelection'],
  ['Esc', 'action.escape'],
  ['?', 'action.help'],
];
