import { describe, expect, it, vi } from 'vitest';
import { AgentClient } from 'agents/client';
import { Browser } from '@lumenize/testing';
import { runInDurableObjectSkipsOwnFetch, throughTheWorker } from '../../checks';

/**
 * Counts the calls of each `on…` handler of an AgentClient and of each listener: for the open, the
 * Agent's welcome and the close the Agent makes when asked.
 */
async function handlerCalls() {
  const calls = { onopen: 0, open: 0, onmessage: 0, message: 0, onclose: 0, close: 0 };
  const client = new AgentClient({ host: 'example.com', agent: 'chat-agent', name: crypto.randomUUID(), WebSocket: new Browser().WebSocket });
  const welcome = (event: MessageEvent) => event.data === 'welcome';
  client.onopen = () => void calls.onopen++;
  client.addEventListener('open', () => void calls.open++);
  client.onmessage = (event) => void (welcome(event) && calls.onmessage++);
  client.addEventListener('message', (event) => void (welcome(event) && calls.message++));
  client.onclose = () => void calls.onclose++;
  client.addEventListener('close', () => void calls.close++);
  await vi.waitFor(() => expect(calls.message).toBe(1));
  client.send('close me');
  await vi.waitFor(() => expect(calls.close).toBe(1));
  client.close(); // AgentClient would reconnect
  return calls;
}

describe('docs/testing/agents.mdx', () => {
  it("skipping the Worker's routing and the DO's own `fetch`", runInDurableObjectSkipsOwnFetch);
  it("Your routing runs, and so does the DO's own `fetch`", () => throughTheWorker(new Browser().fetch));

  it('so an `onopen` handler would run twice and each user would join twice', async () => {
    expect(await handlerCalls()).toMatchObject({ onopen: 2, open: 1 });
  });

  it('The same holds for `onmessage` and `onclose`', async () => {
    expect(await handlerCalls()).toMatchObject({ onmessage: 2, message: 1, onclose: 2, close: 1 });
  });
});
