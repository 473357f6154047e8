import { describe, expect, it } from 'vitest';
import { OfetchFileUploads, UPLOAD_PATH } from '../../../adapters/http/OfetchFileUploads.ts';
import { MemoryTokenStore } from '../../../adapters/memory/MemoryTokenStore.ts';
import { ApiError } from '../../../core/errors.ts';

interface Sent {
  url: string;
  method: string | undefined;
  authorization: string | null;
  body: unknown;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function uploaderWith(replies: Response[], signedIn = true) {
  const sent: Sent[] = [];
  const tokens = new MemoryTokenStore();
  if (signedIn) {
    tokens.save({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  }
  const fetchFake = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    sent.push({
      url: request.url,
      method: init?.method ?? request.method,
      authorization: new Headers(init?.headers).get('authorization'),
      body: init?.body,
    });
    const reply = replies.shift();
    if (reply === undefined) {
      throw new Error('no reply prepared');
    }
    return reply;
  }) as typeof fetch;
  return { uploader: new OfetchFileUploads({ baseUrl: 'http://api.test', tokens, fetch: fetchFake }), sent };
}

const logo = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

describe('OfetchFileUploads: POST /api/files/upload, multipart field "file", Bearer', () => {
  it('sends the file in the field "file" with the Bearer token and resolves with the stored id', async () => {
    const { uploader, sent } = uploaderWith([json(201, { id: 42 })]);
    await expect(uploader.upload(logo)).resolves.toEqual({ id: 42 });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(`http://api.test${UPLOAD_PATH}`);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.authorization).toBe('Bearer access-1');
    const body = sent[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    const file = (body as FormData).get('file');
    expect(file).toBeInstanceOf(Blob);
    expect((file as Blob).size).toBe(4);
  });

  it('without a session rejects with UNAUTHORIZED and sends nothing', async () => {
    const { uploader, sent } = uploaderWith([], false);
    await expect(uploader.upload(logo)).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(sent).toEqual([]);
  });

  it.each([
    [415, 'UNSUPPORTED_FILE_TYPE'],
    [413, 'PAYLOAD_TOO_LARGE'],
  ])('a %i answer rejects with the server code %s', async (status, code) => {
    const { uploader } = uploaderWith([json(status, { message: code })]);
    const error = await uploader.upload(logo).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code, status });
  });

  it('does not retry a server error (the picture would be stored twice)', async () => {
    const { uploader, sent } = uploaderWith([json(500, { message: 'INTERNAL_ERROR' }), json(201, { id: 1 })]);
    await expect(uploader.upload(logo)).rejects.toMatchObject({ code: 'INTERNAL_ERROR', status: 500 });
    expect(sent).toHaveLength(1);
  });

  it('an answer without an id is an UNKNOWN_ERROR', async () => {
    const { uploader } = uploaderWith([json(201, { file: 3 })]);
    await expect(uploader.upload(logo)).rejects.toMatchObject({ code: 'UNKNOWN_ERROR' });
  });
});
