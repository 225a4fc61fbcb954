import { LiveCalls, resourceCalls, TransorderDetail, transorderDetailResource } from '@agvs/contract';
import { useEffect, useState } from 'react';
import { quietCall } from '../api';
import { detailQuery } from './api';
import { LIVE_POLL_MS } from '../logic/liveRules';
import type { MapModel } from '../logic/mapModel';
import { useLiveStore } from '../liveContext';
import { legsOf, unsentWaypoints } from './logic/pathLines';
import { useOrdersUi } from './ordersUi';

/** A straight guide line from a vehicle to its destination station, map units. */
export interface GuideLine {
  readonly agvUid: string;
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

export interface OrderPaths {
  readonly stationCodes: readonly string[];
  readonly segmentIds: readonly string[];
  readonly guides: readonly GuideLine[];
}

const NONE: OrderPaths = { stationCodes: [], segmentIds: [], guides: [] };

/** The stations and segments still ahead of one vehicle's order: its unsent stops, routed by queryPath. */
async function unsentPath(layoutId: string, orderId: string, current: string | null, signal: AbortSignal) {
  const page = await quietCall(resourceCalls(transorderDetailResource).list, { query: detailQuery(orderId) }, signal);
  const legs = legsOf(unsentWaypoints(current, TransorderDetail.array().parse(page.records)));
  const paths = await Promise.all(
    legs.map(([src, dest]) => quietCall(LiveCalls.queryPath, { query: { layoutId, srcStationCode: src, destStationCode: dest } }, signal)),
  );
  return {
    stationCodes: paths.flatMap((p) => p.stationList.map((s) => s.stationCode)),
    segmentIds: paths.flatMap((p) => p.segmentIds),
  };
}

/**
 * Order-path highlighting (SPEC §2): every second, the unsent path of each vehicle picked for
 * path lines, and a guide line from each vehicle picked for guide lines to its destination.
 * Cards come from the live store; a vehicle's path is fetched again only when its order, the
 * station it stands at or leaves, or its current stop changed (a vehicle driving a long segment
 * asks nothing). Failures are silent and the next second tries again.
 */
export function useOrderPaths(layoutId: string, model: MapModel): OrderPaths {
  const pathLineIds = useOrdersUi((s) => s.pathLineIds);
  const guideLineIds = useOrdersUi((s) => s.guideLineIds);
  const [paths, setPaths] = useState<OrderPaths>(NONE);
  const live = useLiveStore();

  useEffect(() => {
    if (pathLineIds.length === 0 && guideLineIds.length === 0) {
      setPaths(NONE);
      return;
    }
    let stopped = false;
    let timer: number | undefined;
    const abort = new AbortController();
    const known = new Map<string, Awaited<ReturnType<typeof unsentPath>>>();
    const tick = async () => {
      const started = Date.now();
      const orders = pathLineIds.flatMap((uid) => {
        const card = live.card(uid);
        if (!card?.transorderVo) return [];
        const key = [card.transorderVo.id, card.stationCode, card.curTransorderDetail?.id ?? ''].join('|');
        return [{ key, orderId: card.transorderVo.id, current: card.stationCode }];
      });
      const found = await Promise.all(
        orders.map(async (o) => {
          const before = known.get(o.key);
          if (before) return before;
          const path = await unsentPath(layoutId, o.orderId, o.current, abort.signal).catch(() => null);
          if (path) known.set(o.key, path);
          return path;
        }),
      );
      const guides = guideLineIds.flatMap((uid): GuideLine[] => {
        const card = live.card(uid);
        const dest = card?.destStationCode ? model.stationsByCode.get(card.destStationCode) : undefined;
        return card && dest ? [{ agvUid: uid, x1: card.x, y1: card.y, x2: dest.mapX, y2: dest.mapY }] : [];
      });
      if (stopped) return;
      const ok = found.filter((f) => f !== null);
      setPaths({
        stationCodes: [...new Set(ok.flatMap((f) => f.stationCodes))],
        segmentIds: [...new Set(ok.flatMap((f) => f.segmentIds))],
        guides,
      });
      timer = window.setTimeout(() => void tick(), Math.max(0, LIVE_POLL_MS - (Date.now() - started)));
    };
    void tick();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [layoutId, model, pathLineIds, guideLineIds, live]);

  return paths;
}
