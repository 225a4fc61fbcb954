import { MapMonitor } from './MapMonitor';

/** The map monitor as a menu page inside the console layout (page registry 'monitor/MapMonitor'). */
export default function MonitorPage() {
  return <MapMonitor embedded />;
}
