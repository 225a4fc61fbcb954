import { createContext, useContext } from 'react';
import { IDENTITY, type ViewTransform } from '../logic/viewport';

type ViewListener = (view: ViewTransform) => void;

/**
 * The map's current view (pan and zoom), outside React: `MapCanvas` sets it on every wheel and drag
 * event, layers drawn by script (the large-fleet vehicle canvas) subscribe and redraw on the next
 * frame instead of re-rendering.
 */
export class MapView {
  private view: ViewTransform = IDENTITY;
  private readonly listeners = new Set<ViewListener>();

  get current(): ViewTransform {
    return this.view;
  }

  set(view: ViewTransform): void {
    this.view = view;
    for (const listener of this.listeners) listener(view);
  }

  subscribe(listener: ViewListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

export const MapViewContext = createContext<MapView | null>(null);

/** The view of the enclosing `MapCanvas`. */
export function useMapView(): MapView {
  const view = useContext(MapViewContext);
  if (!view) throw new Error('useMapView outside MapCanvas');
  return view;
}
