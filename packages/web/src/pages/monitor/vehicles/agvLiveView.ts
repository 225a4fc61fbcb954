import type { AgvInfoCard } from '@agvs/contract';

/** What the vehicle dialogs and shortcut buttons need of a live card (a memoised view of the live store's cards). */
export interface AgvLiveView {
  readonly agvUid: string;
  /** The record id the lock list, charge, park, errors and rotation calls take. */
  readonly agvId: string;
  readonly agvName: string;
  readonly agvCode: string;
  readonly modelId: string;
  readonly modelName: string;
  /** 1 locked, 0 unlocked (SPEC §4 "AGV lock"). */
  readonly isLock: number;
  readonly isConnected: number;
  readonly agvImage: string;
  /** The heading the server last stored (reported by the map at move end). */
  readonly currentRotation: number;
  readonly errorCount: number;
  /** It carries a load no order accounts for: "unloaded by hand" applies. */
  readonly loadedWithoutOrder: boolean;
}

export function toAgvLiveView(card: AgvInfoCard): AgvLiveView {
  const vo = card.agvVo;
  return {
    agvUid: card.agvUid,
    agvId: vo.id,
    agvName: vo.agvName,
    agvCode: vo.agvCode,
    modelId: vo.modelId,
    modelName: vo.modelName,
    isLock: vo.isLock,
    isConnected: vo.isConnected,
    agvImage: vo.agvImage,
    currentRotation: vo.currentRotation,
    errorCount: card.agvErrorInfoVoList?.length ?? 0,
    loadedWithoutOrder: card.loadedWithoutOrder === true,
  };
}
