import { describe, it } from 'vitest';
import { Browser } from '@lumenize/testing';
import { runInDurableObjectSkipsOwnFetch, throughTheWorker } from '../../checks';

describe('docs/testing/usage.mdx', () => {
  it("send each request through your Worker's routing and the DO's own `fetch`", () => throughTheWorker(new Browser().fetch));
  it('which `runInDurableObject` skips: it runs your callback inside the DO in their place', runInDurableObjectSkipsOwnFetch);
});
