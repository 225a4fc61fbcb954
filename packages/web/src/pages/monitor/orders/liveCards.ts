import type { AgvInfoCard } from '@agvs/contract';

/**
 * The latest AGV info cards of the live poll, for the order features that need more than the
 * drawn vehicle (order id, destination, vehicle id). Kept outside React; readers look when they
 * need to, nothing re-renders per poll.
 */
class LiveCards {
  private cards: readonly AgvInfoCard[] = [];

  set(cards: readonly AgvInfoCard[]): void {
    this.cards = cards;
  }

  all(): readonly AgvInfoCard[] {
    return this.cards;
  }

  byUid(agvUid: string): AgvInfoCard | undefined {
    return this.cards.find((card) => card.agvUid === agvUid);
  }
}

export const liveCards = new LiveCards();
