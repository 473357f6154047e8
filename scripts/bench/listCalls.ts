/**
 * The public list calls both API benchmarks measure (the outlet list, the brand list and a revalidation of the
 * outlet list), read once from a running server: what each answers, for the report, and the same bytes for
 * the bare server to send back.
 */
import type { IncomingMessage } from 'node:http';
import { copyOf, describeAnswer, kb } from './answers.ts';
import { staticAnswer, type BareAnswer } from './bareServer.ts';
import { ACCEPT_ENCODING, listRequests } from './calls.ts';
import type { LoadRequest } from './loadLoop.ts';
import { rawRequest } from './rawRequest.ts';

export interface ListCall {
  name: string;
  request: LoadRequest;
  /** The answer as the report describes it: method, status, encoding and sizes. */
  answer: string;
  expectedStatus: number;
  /** The bare server's answer: the very bytes, encoding and ETag the server sent. */
  bare: (request: IncomingMessage) => BareAnswer;
}

/** The list calls of the city on the server at `origin`; a list that does not answer 200, or without an ETag, stops the benchmark. */
export async function listCallsOf(origin: string, cityId: number, outlets: number): Promise<ListCall[]> {
  const { outletList, brandList, listPath } = listRequests(cityId);
  const calls: ListCall[] = [];
  for (const [name, request] of [
    [`outlet list of a ${outlets}-outlet city`, outletList],
    ['brands list of that city (all categories)', brandList],
  ] as const) {
    const probe = await rawRequest(origin, request);
    if (probe.status !== 200) {
      throw new Error(
        `${request.path} answered ${probe.status}: ${Buffer.from(probe.body).toString('utf8').slice(0, 200)}`,
      );
    }
    const plain = await rawRequest(origin, { ...request, headers: { 'content-type': 'application/json' } });
    const answer = `${describeAnswer(request.method, probe)} (${kb(plain.body.byteLength)} JSON)`;
    calls.push({ name, request, answer, expectedStatus: 200, bare: staticAnswer(copyOf(probe)) });
  }

  const first = await rawRequest(origin, {
    method: 'GET',
    path: listPath,
    headers: { 'accept-encoding': ACCEPT_ENCODING },
  });
  const etag = first.headers.etag;
  if (first.status !== 200 || typeof etag !== 'string') {
    throw new Error(`GET ${listPath} answered ${first.status} without an ETag`);
  }
  const revalidation: LoadRequest = {
    method: 'GET',
    path: listPath,
    headers: { 'accept-encoding': ACCEPT_ENCODING, 'if-none-match': etag },
  };
  const notModified = await rawRequest(origin, revalidation);
  calls.push({
    name: 'revalidation of that outlet list (If-None-Match)',
    request: revalidation,
    answer: `GET → ${notModified.status}, no body (the 200 is ${kb(first.body.byteLength)})`,
    expectedStatus: 304,
    bare: staticAnswer(copyOf(first), etag),
  });
  return calls;
}
