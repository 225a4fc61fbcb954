import { useRouteError } from 'react-router';
import { ExceptionPage } from './ExceptionPage';

/** A page that failed to render or to load (ChunkLoadError) shows the 500 page instead of a blank screen. */
export function RouteError() {
  console.error(useRouteError());
  return <ExceptionPage status={500} />;
}
