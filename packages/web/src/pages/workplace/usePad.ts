import { PAD_POLL_MS, WorkplaceCalls, type PadView } from '@agvs/contract';
import { useTokenPoll, type TokenPollStatus } from '../../api/useTokenPoll';
import { padCall } from './padToken';

export type PadStatus = TokenPollStatus<PadView>;

/** Polls the pad's workplace every PAD_POLL_MS; `refresh` reads at once after a press or a cancel. */
export function usePad(token: string | null, languageTag: string): { status: PadStatus; refresh: () => void } {
  return useTokenPoll(token, PAD_POLL_MS, (t, signal) => padCall(WorkplaceCalls.padView, t, languageTag, { signal }), [languageTag]);
}
