import { describe, expect, it } from 'vitest';
import { routeAgentRequest as agentsRouteAgentRequest } from 'agents';
import { routeAgentRequest } from '@lumenize/utils';
import { varyReplaced } from '../../checks';
import { namespace, request } from '../../stand-ins';

describe('docs/utils/route-do-request.mdx', () => {
  it('sets `Vary: Origin`, replacing any `Vary` your DO or hook sent', varyReplaced);

  it('in place of `party`, the binding segment as the URL writes it (`chat-agent` for a `CHAT_AGENT` binding), it gets the namespace itself, `doNamespace`', async () => {
    const CHAT_AGENT = namespace();
    const theirs: unknown[] = [];
    await agentsRouteAgentRequest(request('/agents/chat-agent/lobby', { headers: { Upgrade: 'websocket' } }), { CHAT_AGENT }, {
      onBeforeConnect: (_request: Request, lobby: unknown) => {
        theirs.push(lobby);
        return new Response('stop', { status: 401 });
      },
    });
    expect(theirs).toEqual([{ party: 'chat-agent', name: 'lobby' }]);

    const ours: { doNamespace: unknown; doInstanceNameOrId: string }[] = [];
    await routeAgentRequest(request('/agents/chat-agent/lobby', { headers: { Upgrade: 'websocket' } }), { CHAT_AGENT }, {
      onBeforeConnect: (_request, context) => {
        ours.push(context);
        return new Response('stop', { status: 401 });
      },
    });
    expect(ours).toHaveLength(1);
    expect(ours[0].doNamespace).toBe(CHAT_AGENT);
    expect(ours[0].doInstanceNameOrId).toBe('lobby');
  });
});
