import { useCallback, useEffect, useRef, type Dispatch, type RefObject } from 'react';
import type { MapCanvasHandle } from '../../monitor/map/MapCanvas';
import { copySelection, paste, type Clipboard } from './logic/clipboard';
import { deleteSelection, EMPTY_SELECTION, everything, isEmpty, moveStations, reverseSegment } from './logic/edits';
import { actionOf, type EditorAction, type EditorTool } from './logic/shortcuts';
import type { EditorEvent, EditorState } from './useEditorState';

export interface CommandContext {
  readonly state: EditorState;
  readonly dispatch: Dispatch<EditorEvent>;
  readonly grid: number;
  readonly canvas: RefObject<MapCanvasHandle | null>;
  /** False while one of the editor's dialogs is open: its keys are its own. */
  readonly active: boolean;
  setTool(tool: EditorTool): void;
  cancelGesture(): void;
  save(): void;
  makeZone(): void;
  help(): void;
}

/** Where pasted copies land: two grid steps (or 20 units without a grid) below and right of the originals. */
const pasteOffset = (grid: number) => (grid > 0 ? grid * 2 : 20);

/** Keys typed into a field belong to the field, not to the drawing. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The editor's commands, for the toolbar and the keyboard alike: undo, redo, clipboard, delete,
 * select all, nudge, reverse, save, zoom, tools.
 */
export function useEditorCommands(context: CommandContext) {
  const live = useRef(context);
  live.current = context;
  const clipboard = useRef<Clipboard | null>(null);

  const run = useCallback((action: EditorAction) => {
    const { state, dispatch, grid, canvas } = live.current;
    const doc = state.history.present;
    const sel = state.selection;
    const step = grid > 0 ? grid : 1;
    switch (action.kind) {
      case 'tool':
        live.current.cancelGesture();
        return live.current.setTool(action.tool);
      case 'undo':
      case 'redo':
        live.current.cancelGesture();
        return dispatch({ type: action.kind });
      case 'copy':
        clipboard.current = copySelection(doc, sel) ?? clipboard.current;
        return;
      case 'cut':
        clipboard.current = copySelection(doc, sel) ?? clipboard.current;
        return dispatch({ type: 'commit', doc: deleteSelection(doc, sel), selection: EMPTY_SELECTION });
      case 'paste':
      case 'duplicate': {
        const clip = action.kind === 'duplicate' ? copySelection(doc, sel) : clipboard.current;
        if (!clip) return;
        const offset = pasteOffset(grid);
        const [next, selection] = paste(doc, clip, { x: offset, y: offset });
        if (action.kind === 'paste') clipboard.current = { stations: clip.stations.map((s) => ({ ...s, mapX: s.mapX + offset, mapY: s.mapY + offset })), segments: clip.segments };
        return dispatch({ type: 'commit', doc: next, selection });
      }
      case 'selectAll':
        return dispatch({ type: 'select', selection: everything(doc) });
      case 'delete':
        if (isEmpty(sel)) return;
        return dispatch({ type: 'commit', doc: deleteSelection(doc, sel), selection: EMPTY_SELECTION });
      case 'nudge':
        return dispatch({ type: 'commit', doc: moveStations(doc, sel.stations, action.dx * step, action.dy * step) });
      case 'reverse': {
        let next = doc;
        for (const key of sel.segments) next = reverseSegment(next, key);
        return dispatch({ type: 'commit', doc: next });
      }
      case 'escape':
        live.current.cancelGesture();
        if (!isEmpty(sel)) dispatch({ type: 'select', selection: EMPTY_SELECTION });
        return live.current.setTool('select');
      case 'save':
        return live.current.save();
      case 'fit':
        return canvas.current?.fit();
      case 'zoomIn':
        return canvas.current?.step(1);
      case 'zoomOut':
        return canvas.current?.step(-1);
      case 'makeZone':
        return live.current.makeZone();
      case 'help':
        return live.current.help();
    }
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!live.current.active || typing(event.target)) return;
      const action = actionOf(event);
      if (!action) return;
      event.preventDefault();
      run(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [run]);

  return { run, hasClipboard: () => clipboard.current !== null };
}
