import { describe, expect, it } from 'vitest';
import { CODE_COLUMNS } from '@/lib/core/code-columns';
import { formatDeclaration, formatMember, formatType } from './api-format';

const SOCKET_TYPE =
  "new (url: string, protocols?: string | string[]) => Omit<WebSocket, 'CONNECTING' | 'OPEN' | 'CLOSING' | 'CLOSED' | 'accept' | 'serializeAttachment' | 'deserializeAttachment'>";

const widest = (text: string) => Math.max(...text.split('\n').map((line) => line.length));

describe('the API reference’s code, formatted to the width of a code block', () => {
  it('breaks a declaration wider than the column, and no line it gives is wider', async () => {
    const text = await formatDeclaration(`export interface RpcClientConfig {\n    transport?: 'websocket' | 'http';\n    WebSocketClass?: ${SOCKET_TYPE};\n}`);
    expect(text.split('\n').slice(0, 3)).toEqual(['export interface RpcClientConfig {', "  transport?: 'websocket' | 'http';", '  WebSocketClass?: new (']);
    expect(widest(text)).toBeLessThanOrEqual(CODE_COLUMNS);
    expect(await formatDeclaration('export function make(id: string): void;')).toBe('export function make(id: string): void;');
  });

  it('keeps an object type that fits on one line, however TypeScript printed it', async () => {
    expect(await formatType('{\n    prefix?: string;\n}')).toBe('{ prefix?: string }');
  });

  it('gives a type alone, without the code it was formatted in, broken only when it does not fit', async () => {
    expect(await formatType('Record<string, string>')).toBe('Record<string, string>');
    const broken = await formatType(SOCKET_TYPE);
    expect(broken.split('\n')[0]).toBe('new (');
    expect(widest(broken)).toBeLessThanOrEqual(CODE_COLUMNS);
    const union = await formatType(Array.from({ length: 12 }, (_, index) => `'value-number-${index}'`).join(' | '));
    expect(union.split('\n').slice(0, 2)).toEqual(["| 'value-number-0'", "| 'value-number-1'"]);
  });

  it('formats a type predicate, which only a return type may be', async () => {
    expect(await formatType('value is Widget', { predicate: true })).toBe('value is Widget');
  });

  it('gives a class member at the left margin, without its semicolon', async () => {
    expect(await formatMember('constructor(fetchFn?: typeof fetch);')).toBe('constructor(fetchFn?: typeof fetch)');
    const context = await formatMember(
      'context(origin: string, options?: {\n    headers?: Record<string, string>;\n    maxQueueBytes?: number;\n}): {\n    fetch: typeof fetch;\n}',
    );
    expect(context.split('\n')).toEqual([
      'context(',
      '  origin: string,',
      '  options?: { headers?: Record<string, string>; maxQueueBytes?: number },',
      '): { fetch: typeof fetch }',
    ]);
  });
});
