/**
 * The raw HTTP client of the drain tests (tests/server/http/drain.test.ts in-process, tests/server/drainProcess.test.ts
 * against `npm start`'s process): node:http rather than fetch, since they look at connections, the Connection
 * header and a request whose body is still arriving.
 */
import type { Agent, IncomingMessage } from 'node:http';
import { request } from 'node:http';
import type { Socket } from 'node:net';
import { COUNTRY_CODE_ID } from '../../../core/domain/constants.ts';

/** A cheap POST every instance answers 200 without sign-in or seed. */
export const LIST_PATH = '/api/city-codes/active-city-codes';
export const LIST_BODY = JSON.stringify({ countryCodeId: COUNTRY_CODE_ID });

export interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
  /** The connection it came on (taken when the answer begins: an agent detaches it at the end). */
  socket: Socket;
}

function answerOf(message: IncomingMessage): Promise<Answer> {
  const socket = message.socket;
  return new Promise((resolveAnswer, reject) => {
    const chunks: Buffer[] = [];
    message.on('data', (chunk: Buffer) => chunks.push(chunk));
    message.on('error', reject);
    message.on('end', () =>
      resolveAnswer({
        status: message.statusCode ?? 0,
        connection: message.headers.connection,
        body: Buffer.concat(chunks).toString('utf8'),
        socket,
      }),
    );
  });
}

/** What to send; `agent` false (the default) opens a connection of its own. */
export interface Sent {
  method: string;
  path: string;
  agent?: Agent | false;
  /** A JSON body. */
  body?: string;
  headers?: Record<string, string>;
  /** Send only the body's first 5 bytes until `rest` is called, so that the request stays in flight. */
  partial?: boolean;
}

/** One request to 127.0.0.1:`port`. */
export function sendTo(port: number, sent: Sent): { answer: Promise<Answer>; rest(): void } {
  const { method, path, agent = false, body, partial = false } = sent;
  let finish = (): void => {};
  const answer = new Promise<Answer>((resolveSend, reject) => {
    const headers = {
      ...sent.headers,
      ...(body === undefined
        ? {}
        : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
    };
    const outgoing = request({ host: '127.0.0.1', port, method, path, agent, headers }, (message) => {
      answerOf(message).then(resolveSend, reject);
    });
    outgoing.on('error', reject);
    if (!partial) {
      outgoing.end(body);
    } else if (body !== undefined) {
      outgoing.write(body.slice(0, 5));
      finish = () => outgoing.end(body.slice(5));
    }
  });
  return { answer, rest: () => finish() };
}
