/**
 * Checks that back the same behaviour where several pages state it, each page's claim quoting its
 * own words.
 */
import { expect } from 'vitest';
import { routeDORequest } from '@lumenize/utils';
import { namespace, request } from './stand-ins';

/** A validator's Promise counts as a yes, whatever it resolves to, for a preflight and a request alike. */
export async function promiseValidatorAllowsEveryOrigin(): Promise<void> {
  const origin = 'https://evil.example';
  const validator = (async () => false) as unknown as (origin: string, request: Request) => boolean;
  const MY_DO = namespace();
  const post = await routeDORequest(request('/my-do/a', { method: 'POST', headers: { Origin: origin } }), { MY_DO }, { cors: { origin: validator } });
  expect(post?.status).toBe(200);
  expect(post?.headers.get('Access-Control-Allow-Origin')).toBe(origin);
  expect(MY_DO.forwarded).toHaveLength(1);
  const preflight = await routeDORequest(request('/my-do/a', { method: 'OPTIONS', headers: { Origin: origin } }), { MY_DO }, { cors: { origin: validator } });
  expect(preflight?.headers.get('Access-Control-Allow-Origin')).toBe(origin);
  // The same validator answering false synchronously turns the origin away.
  const refused = await routeDORequest(request('/my-do/a', { method: 'POST', headers: { Origin: origin } }), { MY_DO }, { cors: { origin: () => false } });
  expect(refused?.status).toBe(403);
}
