import { describe, it } from 'vitest';
import { Browser } from '@lumenize/testing';
import { throughTheWorker } from '../checks';

describe('api/testing/index.d.ts', () => {
  it("so your Worker's routing and the DO's own `fetch` run for each request", () => throughTheWorker(new Browser().fetch));
});
