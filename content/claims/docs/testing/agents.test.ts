import { describe, it } from 'vitest';
import { Browser } from '@lumenize/testing';
import { runInDurableObjectSkipsOwnFetch, throughTheWorker } from '../../checks';

describe('docs/testing/agents.mdx', () => {
  it("skipping the Worker's routing and the DO's own `fetch`", runInDurableObjectSkipsOwnFetch);
  it("Your routing runs, and so does the DO's own `fetch`", () => throughTheWorker(new Browser().fetch));
});
