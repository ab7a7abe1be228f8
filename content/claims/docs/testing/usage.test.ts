import { describe, it } from 'vitest';
import { Browser } from '@lumenize/testing';
import { lastPreflightMethod, returnedErrors, runInDurableObjectSkipsOwnFetch, throughTheWorker } from '../../checks';

describe('docs/testing/usage.mdx', () => {
  it("send each request through your Worker's routing and the DO's own `fetch`", () => throughTheWorker(new Browser().fetch));
  it('from 1.3.3, which a fresh install of `^1.3.0` picks, the built-in types keep their class', returnedErrors);
  it('which `runInDurableObject` skips: it runs your callback inside the DO in their place', runInDurableObjectSkipsOwnFetch);
  it('the method the preflight asked permission for (the request\'s own, such as `POST`, never `OPTIONS`)', lastPreflightMethod);
});
