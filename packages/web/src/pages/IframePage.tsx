import { useLocation } from 'react-router';
import { findMenuEntry } from '../router/menuTree';
import { useSessionStore } from '../session/sessionStore';

/** A menu entry showing another site inside the console (component layouts/IframePageView). */
export default function IframePage() {
  const { pathname } = useLocation();
  const entry = useSessionStore((state) => findMenuEntry(state.session?.permissions.menu ?? [], pathname));
  if (!entry?.meta.url) return null;
  return <iframe className="agvs-iframe-page" src={entry.meta.url} title={entry.meta.title} />;
}
