import { isRawAnswer, pathWith, type CallDef, type CallInput, type CallResult } from '@agvs/contract';
import { inputOf } from '../../../api/call';
import { headersFor, sessionCredentials } from '../../../api/request';
import { buildUrl } from '../../../api/url';

/**
 * Calls the map makes on its own (the live poll, the working-station poll, rotation at move end):
 * SPEC §7 says poll errors are ignored silently, so unlike `callApi` this shows nothing and just
 * rejects on any failure, an answer outside the call's declared schema included.
 */
export async function quietCall<D extends CallDef>(call: D, input: CallInput<D>, signal?: AbortSignal): Promise<CallResult<D>> {
  if (isRawAnswer(call.response) || call.body === 'multipart') throw new Error(`${call.path} answers a file`);
  const { params, query, body } = inputOf(input);
  const timestamp = call.method === 'GET' && !call.cacheable ? Date.now() : undefined;
  const response = await fetch(buildUrl(pathWith(call.path, params), query, { timestamp }), {
    method: call.method,
    headers: headersFor(sessionCredentials(), body !== undefined),
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const envelope = (await response.json()) as { success?: boolean; result?: unknown };
  if (!response.ok || envelope.success !== true) throw new Error(`${call.method} ${call.path} failed`);
  const checked = call.response.safeParse(envelope.result);
  if (!checked.success) {
    console.error(`${call.method} ${call.path}: answer outside its declaration`, checked.error.issues);
    throw new Error(`${call.method} ${call.path}: answer outside its declaration`);
  }
  return checked.data as CallResult<D>;
}

/** A quiet command whose outcome nobody waits for: the next move or poll simply repeats it. */
export async function quietSend<D extends CallDef>(call: D, input: CallInput<D>): Promise<void> {
  await quietCall(call, input).catch(() => undefined);
}
