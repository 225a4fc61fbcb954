import { MapMonitor } from './MapMonitor';

/** The map monitor filling the window (public monitor routes). */
export default function FullMonitor() {
  return <MapMonitor />;
}
