import WebSocket from 'ws';
import { applyFieldPatch, type FieldPatch } from '../packages/contract/src/api/live-patch.js';
import { signIn } from './api-server.js';
import { ADMIN_PASSWORD, assertBuilt, call, createOrders, startBenchServer } from './map-server.js';

/*
 * `npm run build`, then `node node_modules/typescript-native/bin/tsc -b bench && node
 * bench/dist/bench/socket-bytes.js [--seconds=30]`: figures, never a test. The built server on the
 * demo site with an order for every vehicle it accepts; one subscriber of the fleet socket counts
 * for the window the frames and bytes it receives, by kind, and what the same deltas would have
 * cost with every changed card sent whole (the socket before agvPatch): each patch is applied to
 * the card it holds and the patched cards are measured as one `agvs` frame.
 */

const SECONDS = Number(process.argv.find((a) => a.startsWith('--seconds='))?.slice(10) ?? 30);

interface Card {
  readonly agvUid: string;
}
type Message =
  | { type: 'snapshot'; agvs: Card[] }
  | { type: 'agvs'; agvs: Card[]; removed: string[] }
  | { type: 'agvPatch'; patches: (FieldPatch & { agvUid: string })[] }
  | { type: string };

assertBuilt();
const server = await startBenchServer(null);
try {
  const token = await signIn(server.url, ADMIN_PASSWORD);
  const [layout] = await call<{ value: string }[]>(server, token, '/agvserver/common/selectList/map_layout');
  const layoutId = layout!.value;
  const orders = await createOrders(server, token, layoutId, 100);
  const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/agvs/ws/fleet?layoutId=${encodeURIComponent(layoutId)}&token=${encodeURIComponent(token)}`, { perMessageDeflate: false });
  const cards = new Map<string, Card>();
  const kinds = new Map<string, { n: number; bytes: number }>();
  let counting = false;
  let bytes = 0;
  let wholeBytes = 0;
  let cardBytes = 0;
  let cardWholeBytes = 0;
  ws.on('message', (data: Buffer) => {
    const m = JSON.parse(data.toString()) as Message;
    let asWhole = data.length;
    if (m.type === 'snapshot' && 'agvs' in m) for (const c of m.agvs) cards.set(c.agvUid, c);
    else if (m.type === 'agvs' && 'removed' in m) {
      for (const c of m.agvs) cards.set(c.agvUid, c);
      for (const uid of m.removed) cards.delete(uid);
    } else if (m.type === 'agvPatch' && 'patches' in m) {
      const patched = m.patches.map((p) => applyFieldPatch(cards.get(p.agvUid)!, p));
      for (const c of patched) cards.set(c.agvUid, c);
      asWhole = Buffer.byteLength(JSON.stringify({ type: 'agvs', agvs: patched, removed: [] }));
    }
    if (!counting) return;
    const kind = kinds.get(m.type) ?? { n: 0, bytes: 0 };
    kind.n++;
    kind.bytes += data.length;
    kinds.set(m.type, kind);
    bytes += data.length;
    wholeBytes += asWhole;
    if (m.type === 'agvs' || m.type === 'agvPatch') {
      cardBytes += data.length;
      cardWholeBytes += asWhole;
    }
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  // The snapshot and the first batches of the orders go by before the window opens.
  await new Promise((r) => setTimeout(r, 3000));
  counting = true;
  const started = performance.now();
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  counting = false;
  const wall = (performance.now() - started) / 1000;
  ws.terminate();
  const perS = (b: number) => `${Math.round(b / wall)} B/s`;
  console.log(`demo site, ${cards.size} vehicles, ${orders} orders accepted, one subscriber for ${wall.toFixed(1)} s:`);
  console.log(`  received ${perS(bytes)} in all, card deltas ${perS(cardBytes)}; kinds: ${[...kinds].map(([t, k]) => `${t} ${k.n} (${Math.round(k.bytes / k.n)} B avg)`).join(', ')}`);
  console.log(`  with whole cards (before agvPatch) the same deltas: ${perS(wholeBytes)} in all, card deltas ${perS(cardWholeBytes)}`);
} finally {
  await server.stop();
}
