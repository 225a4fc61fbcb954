import type { ApiResponse } from '@agvs/contract';
import type { Harness } from './harness.js';

/** GET of a file download: status, headers and the raw bytes. */
export async function download(h: Harness, path: string, token: string, query: Record<string, string> = {}, lang = 'en-GB') {
  const response = await h.app.inject({ method: 'GET', url: `/agvs${path}`, headers: { 'x-access-token': token, 'accept-language': lang }, query });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
}

/** POST of one file as multipart/form-data field `file`, as the console's upload does. */
export async function upload<T>(h: Harness, path: string, token: string, file: Buffer, lang = 'en-GB') {
  const boundary = `----agvs${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="import.xlsx"\r\n` +
      'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const response = await h.app.inject({
    method: 'POST',
    url: `/agvs${path}`,
    headers: { 'x-access-token': token, 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': lang },
    payload: Buffer.concat([head, file, tail]),
  });
  return { status: response.statusCode, body: response.json() as ApiResponse<T> };
}
