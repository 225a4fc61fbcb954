import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { CardExtras } from '../map/AgvCards';
import type { LiveStore } from '../logic/liveStore';
import { agvApi } from './agvApi';
import { AgvEditDialog } from './AgvEditDialog';
import { AgvErrorDetailDialog } from './AgvErrorDetailDialog';
import { AgvErrorSummaryDialog } from './AgvErrorSummaryDialog';
import { toAgvLiveView } from './agvLiveView';
import { AgvShortcuts } from './AgvShortcuts';
import { HideTimer } from './hideTimer';
import { OnlineAgvDialog } from './OnlineAgvDialog';
import { VehicleTools } from './VehicleTools';
import './vehicles.css';

/** Heading in [0, 360) with two decimals, as the server stores it. */
const normalisedAngle = (angle: number) => Math.round((((angle % 360) + 360) % 360) * 100) / 100;

export interface VehicleUi {
  /** For the vehicle layer: report the heading once per finished move. */
  onMoveEnd(agvUid: string, angle: number): void;
  readonly hide: HideTimer;
  readonly cardExtras: CardExtras;
  readonly toolbarTools: ReactNode;
  readonly dialogs: ReactNode;
}

/**
 * The map monitor's vehicle dialogs and shortcuts (SPEC §2): online AGV list, AGV edit dialog
 * with the image chooser, error detail and summary, card shortcut buttons, hiding for 5 s and
 * the rotation report at move end. MapMonitor wires the returned parts in.
 */
export function useVehicleUi(store: LiveStore, layoutId: string | null, mapId: string | null): VehicleUi {
  const live = useMemo(() => store.view(toAgvLiveView), [store]);
  const [hide] = useState(() => new HideTimer());
  const [onlineOpen, setOnlineOpen] = useState(false);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [editUid, setEditUid] = useState<string | null>(null);
  const [errorsOf, setErrorsOf] = useState<{ agvId: string; agvName: string } | null>(null);

  const onMoveEnd = useCallback(
    (agvUid: string, angle: number) => {
      const view = live.get(agvUid);
      const rotation = normalisedAngle(angle);
      // A move that keeps the heading the server already stores reports nothing: 1,000 vehicles
      // driving straight would otherwise POST a thousand times a second.
      // The fleet turns a standing vehicle to it and stores it (a driving one keeps its path's heading).
      if (view && rotation !== normalisedAngle(view.currentRotation)) void agvApi.reportRotation(view.agvId, rotation);
    },
    [live],
  );
  const cardExtras = useMemo<CardExtras>(
    () => ({
      hide,
      renderTools: (uid) => <AgvShortcuts uid={uid} live={live} layoutId={layoutId} hide={hide} onEdit={setEditUid} onErrors={setErrorsOf} />,
    }),
    [hide, live, layoutId],
  );

  return {
    onMoveEnd,
    hide,
    cardExtras,
    toolbarTools: <VehicleTools onOnlineAgvs={() => setOnlineOpen(true)} onErrorSummary={() => setSummaryOpen(true)} />,
    dialogs: (
      <>
        {layoutId && <OnlineAgvDialog open={onlineOpen} layoutId={layoutId} onClose={() => setOnlineOpen(false)} />}
        <AgvErrorSummaryDialog open={summaryOpen} mapId={mapId} onClose={() => setSummaryOpen(false)} />
        <AgvEditDialog agvUid={editUid} layoutId={layoutId} onClose={() => setEditUid(null)} />
        <AgvErrorDetailDialog agv={errorsOf} onClose={() => setErrorsOf(null)} />
      </>
    ),
  };
}
