import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { NoticeListByUser, NoticeSocketMessage, PageResult, UserAnnouncement } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';

type WebSocket = Awaited<ReturnType<FastifyInstance['injectWS']>>;

let h: Harness;
let admin: string;
let operator: string;
let colleague: string;
let outsider: string;
let operatorId: string;
let colleagueId: string;
let outsiderId: string;

beforeAll(async () => {
  h = await startHarness();
  operatorId = await h.createUser({ username: 'n_operator', roles: ['operator'] });
  colleagueId = await h.createUser({ username: 'n_colleague', roles: ['operator'] });
  await h.addTenant(2000, 'Other', [['B01', 'Other Plant']]);
  outsiderId = await h.createUser({ username: 'n_outsider', roles: ['admin'], tenants: [2000], departs: ['B01'] });
  admin = await h.token('admin', ADMIN_PASSWORD);
  [operator, colleague, outsider] = await Promise.all(['n_operator', 'n_colleague', 'n_outsider'].map((u) => h.token(u, ADMIN_PASSWORD)));
});
afterAll(async () => h?.close());

/** Opens the notification socket and collects what it receives. */
async function listen(userId: string, token: string): Promise<{ ws: WebSocket; frames: string[] }> {
  const frames: string[] = [];
  const ws = await h.app.injectWS(`/agvs/websocket/${userId}?token=${token}`, {}, {
    onInit: (socket) => socket.on('message', (data: Buffer) => frames.push(data.toString())),
  });
  return { ws, frames };
}
const commands = (frames: readonly string[]) => frames.filter((f) => f.startsWith('{')).map((f) => JSON.parse(f) as NoticeSocketMessage);
const settle = async (until: () => boolean) => {
  for (let i = 0; i < 300 && !until(); i++) await new Promise((r) => setTimeout(r, 10));
};

const draft = (body: Record<string, unknown>) =>
  h.call<{ id: string }>('POST', '/sys/annountCement/add', {
    token: admin,
    lang: 'en-GB',
    body: { titile: 'Shift change', msgCategory: '1', priority: 'M', msgType: 'ALL', msgContent: '<p>Night shift</p>', ...body },
  });
const bell = async (token: string) => (await h.call<NoticeListByUser>('GET', '/sys/annountCement/listByUser', { token })).body.result;

describe('announcements', () => {
  it('stores sanitised HTML, shows drafts to nobody, and publishing reaches every user of the tenant through the socket', async () => {
    const added = await draft({ titile: 'Fire drill', priority: 'H', msgContent: '<p onclick="steal()">At 10:00<script>alert(1)</script></p><a href="javascript:x()">go</a>' });
    expect(added.body.success).toBe(true);
    const id = added.body.result.id;
    const stored = await h.call<{ msgContent: string; sendStatus: string }>('GET', '/sys/annountCement/queryById', { token: admin, query: { id } });
    expect(stored.body.result.msgContent).toBe('<p>At 10:00</p><a rel="noopener noreferrer">go</a>');
    expect(stored.body.result.sendStatus).toBe('0');
    expect((await bell(operator)).anntMsgList.map((a) => a.id)).not.toContain(id);

    const mine = await listen(operatorId, operator);
    const foreign = await listen(outsiderId, outsider);
    const published = await h.call('PUT', '/sys/annountCement/doReleaseData', { token: admin, lang: 'en-GB', body: { id } });
    expect(published.body).toMatchObject({ success: true, message: 'Published' });
    await settle(() => commands(mine.frames).length > 0);
    expect(commands(mine.frames)).toEqual([{ cmd: 'topic', msgId: id, msgTxt: 'Fire drill' }]);
    expect(commands(foreign.frames)).toEqual([]);

    const seen = await bell(operator);
    expect(seen.anntMsgTotal).toBe(1);
    expect(seen.anntMsgList[0]).toMatchObject({ id, titile: 'Fire drill', priority: 'H', sender: 'admin', readFlag: '0' });
    expect((await bell(outsider)).anntMsgTotal).toBe(0);
    const list = await h.call<PageResult<{ id: string; sendStatus: string }>>('GET', '/sys/annountCement/list', { token: admin });
    expect(list.body.result.records.find((r) => r.id === id)?.sendStatus).toBe('1');
    expect((await h.call<PageResult<unknown>>('GET', '/sys/annountCement/list', { token: outsider })).body.result.total).toBe(0);

    // Reading it clears the badge for that user only.
    expect((await h.call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { token: operator, body: { anntId: id } })).body.success).toBe(true);
    expect((await bell(operator)).anntMsgTotal).toBe(0);
    expect((await bell(colleague)).anntMsgTotal).toBe(1);
    const page = await h.call<PageResult<UserAnnouncement>>('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', { token: operator });
    expect(page.body.result.records.find((r) => r.id === id)?.readFlag).toBe('1');

    // Revoking takes it away again and tells the sockets to reload.
    mine.frames.length = 0;
    expect((await h.call('PUT', '/sys/annountCement/doReovkeData', { token: admin, body: { id } })).body.success).toBe(true);
    await settle(() => commands(mine.frames).length > 0);
    expect(commands(mine.frames)[0]?.cmd).toBe('topic');
    expect((await bell(colleague)).anntMsgTotal).toBe(0);
    const after = await h.call<PageResult<UserAnnouncement>>('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', { token: operator });
    expect(after.body.result.records.map((r) => r.id)).not.toContain(id);
    mine.ws.terminate();
    foreign.ws.terminate();
  });

  it('sends an announcement for chosen users to them only', async () => {
    const { body } = await draft({ titile: 'For you', msgType: 'USER', userIds: `${operatorId},${outsiderId}` });
    const id = body.result.id;
    const mine = await listen(operatorId, operator);
    const theirs = await listen(colleagueId, colleague);
    expect((await h.call('PUT', '/sys/annountCement/doReleaseData', { token: admin, body: { id } })).body.success).toBe(true);
    await settle(() => commands(mine.frames).length > 0);
    expect(commands(mine.frames)).toEqual([{ cmd: 'user', msgId: id, msgTxt: 'For you' }]);
    expect(commands(theirs.frames)).toEqual([]);
    expect((await bell(operator)).anntMsgList.map((a) => a.id)).toContain(id);
    expect((await bell(colleague)).anntMsgList.map((a) => a.id)).not.toContain(id);
    // The user of another tenant named among the receivers is left out.
    expect((await bell(outsider)).anntMsgTotal).toBe(0);

    const viewed = await h.call<UserAnnouncement>('GET', '/sys/annountCement/queryById', { token: operator, query: { id } });
    expect(viewed.body.result).toMatchObject({ id, titile: 'For you', msgContent: '<p>Night shift</p>' });
    const refused = await h.call('GET', '/sys/annountCement/queryById', { token: colleague, lang: 'en-GB', query: { id } });
    expect(refused.body).toMatchObject({ success: false, message: 'The record does not exist' });
    const notMine = await h.call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { token: colleague, lang: 'en-GB', body: { anntId: id } });
    expect(notMine.body).toMatchObject({ success: false, message: 'The record does not exist' });
    mine.ws.terminate();
    theirs.ws.terminate();
  });

  it('marks all of a user’s announcements read', async () => {
    for (const titile of ['One', 'Two']) {
      const { body } = await draft({ titile });
      await h.call('PUT', '/sys/annountCement/doReleaseData', { token: admin, body: { id: body.result.id } });
    }
    expect((await bell(colleague)).anntMsgTotal).toBeGreaterThanOrEqual(2);
    const done = await h.call('PUT', '/sys/sysAnnouncementSend/readAll', { token: colleague, lang: 'en-GB' });
    expect(done.body).toMatchObject({ success: true, message: 'All marked as read' });
    expect((await bell(colleague)).anntMsgTotal).toBe(0);
  });

  it('refuses bad input, repeated transitions, other tenants and callers without the codes, changing nothing', async () => {
    const before = (await h.call<PageResult<unknown>>('GET', '/sys/annountCement/list', { token: admin })).body.result.total;
    expect((await draft({ priority: 'X' })).status).toBe(400);
    expect((await draft({ titile: '' })).status).toBe(400);
    expect((await draft({ msgType: 'USER' })).body).toMatchObject({ success: false, message: 'Choose at least one active user to receive it' });
    expect((await draft({ openType: 'url', openPage: 'javascript:alert(1)' })).body).toMatchObject({ success: false });
    expect((await draft({ openType: 'component', openPage: 'https://x.test' })).body).toMatchObject({ success: false });
    expect((await h.call<PageResult<unknown>>('GET', '/sys/annountCement/list', { token: admin })).body.result.total).toBe(before);

    const { body } = await draft({ titile: 'Once' });
    const id = body.result.id;
    expect((await h.call('PUT', '/sys/annountCement/doReovkeData', { token: admin, lang: 'en-GB', body: { id } })).body).toMatchObject({
      success: false,
      message: 'Only a published announcement can be revoked',
    });
    await h.call('PUT', '/sys/annountCement/doReleaseData', { token: admin, body: { id } });
    expect((await h.call('PUT', '/sys/annountCement/doReleaseData', { token: admin, lang: 'en-GB', body: { id } })).body).toMatchObject({
      success: false,
      message: 'This announcement is already published',
    });
    expect((await h.call('PUT', '/sys/annountCement/doReovkeData', { token: outsider, lang: 'en-GB', body: { id } })).body).toMatchObject({
      success: false,
      message: 'The record does not exist',
    });
    expect((await h.call('GET', '/sys/annountCement/queryById', { token: outsider, query: { id } })).body.success).toBe(false);
    expect((await h.call('POST', '/sys/annountCement/add', { token: operator, body: { titile: 'x', msgCategory: '1', priority: 'L', msgType: 'ALL' } })).status).toBe(403);
    expect((await h.call('PUT', '/sys/annountCement/doReleaseData', { token: operator, body: { id } })).status).toBe(403);
    expect((await h.call('GET', '/sys/annountCement/listByUser', {})).status).toBe(401);
  });
});

describe('/agvs/websocket/{userId}', () => {
  it('answers the heartbeat', async () => {
    const { ws, frames } = await listen(operatorId, operator);
    ws.send('HeartBeat');
    await settle(() => frames.includes('HeartBeat'));
    expect(frames).toContain('HeartBeat');
    ws.terminate();
  });

  it('refuses a bad token, another user’s id and a tenant the user is not in', async () => {
    await expect(listen(operatorId, 'nonsense')).rejects.toThrow(/401/);
    await expect(listen(colleagueId, operator)).rejects.toThrow(/403/);
    await expect(h.app.injectWS(`/agvs/websocket/${operatorId}?token=${operator}&tenant_id=2000`)).rejects.toThrow(/403/);
  });
});

describe('message templates and messages', () => {
  it('renders a template into a system message for the receiver, records failures and resends them', async () => {
    const template = await h.call('POST', '/sys/message/sysMessageTemplate/add', {
      token: admin,
      body: { templateCode: 'low_battery', templateName: 'Battery ${agv}', templateType: '1', templateContent: 'AGV ${agv} is at ${level}% <b>now</b>' },
    });
    expect(template.body.success).toBe(true);
    const sent = await h.call<{ esSendStatus: string }>('POST', '/sys/message/sysMessageTemplate/sendMsg', {
      token: admin,
      lang: 'en-GB',
      body: { templateCode: 'low_battery', receiver: 'n_operator', testData: '{"agv":"A7","level":12}' },
    });
    expect(sent.body).toMatchObject({ success: true, message: 'Sent as a system message', result: { esSendStatus: '1' } });
    const { sysMsgList, sysMsgTotal } = await bell(operator);
    expect(sysMsgTotal).toBe(1);
    expect(sysMsgList[0]).toMatchObject({ titile: 'Battery A7', msgContent: 'AGV A7 is at 12% &#60;b&#62;now&#60;/b&#62;', msgCategory: '2' });

    const failed = await h.call<{ id: string; esSendStatus: string }>('POST', '/sys/message/sysMessageTemplate/sendMsg', {
      token: admin,
      lang: 'en-GB',
      body: { templateCode: 'low_battery', receiver: 'n_newcomer', testData: '{"agv":"A8","level":9}' },
    });
    expect(failed.body.result.esSendStatus).toBe('2');
    const messages = await h.call<PageResult<{ id: string; esReceiver: string; esSendStatus: string; esSendNum: number; esResult: string }>>(
      'GET',
      '/sys/message/sysMessage/list',
      { token: admin, lang: 'en-GB', query: { esReceiver: 'n_newcomer' } },
    );
    expect(messages.body.result.records).toMatchObject([{ esSendStatus: '2', esSendNum: 1, esResult: 'Not sent: n_newcomer is not an active user of this tenant' }]);

    const newcomerId = await h.createUser({ username: 'n_newcomer', roles: ['operator'] });
    const newcomer = await h.token('n_newcomer', ADMIN_PASSWORD);
    const listener = await listen(newcomerId, newcomer);
    const resent = await h.call('PUT', '/sys/message/sysMessage/resend', { token: admin, lang: 'en-GB', body: { ids: failed.body.result.id } });
    expect(resent.body).toMatchObject({ success: true, message: '1 records resent' });
    await settle(() => commands(listener.frames).length > 0);
    expect(commands(listener.frames)[0]?.cmd).toBe('user');
    expect((await bell(newcomer)).sysMsgList.map((m) => m.titile)).toEqual(['Battery A8']);
    const again = await h.call<PageResult<{ esSendStatus: string; esSendNum: number }>>('GET', '/sys/message/sysMessage/list', { token: admin, query: { esReceiver: 'n_newcomer' } });
    expect(again.body.result.records[0]).toMatchObject({ esSendStatus: '1', esSendNum: 2 });
    listener.ws.terminate();
  });

  it('refuses unknown templates, bad test data and other tenants', async () => {
    const bad = (body: Record<string, string>, token = admin) => h.call('POST', '/sys/message/sysMessageTemplate/sendMsg', { token, lang: 'en-GB', body });
    expect((await bad({ templateCode: 'nope', receiver: 'n_operator' })).body).toMatchObject({ success: false, message: 'The message template does not exist' });
    expect((await bad({ templateCode: 'low_battery', receiver: 'n_operator', testData: '[1]' })).body).toMatchObject({
      success: false,
      message: 'The test data must be a JSON object',
    });
    expect((await bad({ templateCode: 'low_battery', receiver: 'n_operator' }, outsider)).body).toMatchObject({ success: false });
    expect((await bad({ templateCode: 'low_battery', receiver: 'n_operator' }, operator)).status).toBe(403);
    expect((await h.call('POST', '/sys/message/sysMessageTemplate/add', { token: admin, body: { templateCode: 'x', templateName: 'X', templateType: '9', templateContent: 'c' } })).status).toBe(400);
    expect((await h.call<PageResult<unknown>>('GET', '/sys/message/sysMessage/list', { token: outsider })).body.result.total).toBe(0);
  });
});
