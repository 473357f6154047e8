/**
 * The API port's contract (core/ports/api.ts): the codes and statuses of refusals, ownership, token
 * rotation and the limits the in-memory back end models. The same cases run against the fake
 * (inMemoryApi.contract.test.ts) and the real server over HTTP through OfetchApi (server.contract.test.ts):
 * where the fake drifts from the server, one of the two fails.
 */
import { applicationContract } from './applicationContract.ts';
import type { ContractBackEnd } from './contractKit.ts';
import { profileContract } from './profileContract.ts';
import { sessionContract } from './sessionContract.ts';
import { searchContract } from './searchContract.ts';
import { showcaseContract } from './showcaseContract.ts';
import { passwordContract, registrationContract, smsLoginContract } from './signInContract.ts';

export type { ContractBackEnd } from './contractKit.ts';

/** Declares every contract case; `backEnd` is read inside the cases, after the runner's beforeAll. */
export function apiContract(backEnd: () => ContractBackEnd): void {
  registrationContract(backEnd);
  smsLoginContract(backEnd);
  passwordContract(backEnd);
  sessionContract(backEnd);
  profileContract(backEnd);
  showcaseContract(backEnd);
  searchContract(backEnd);
  applicationContract(backEnd);
}
