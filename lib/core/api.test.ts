import { describe, expect, it } from 'vitest';
import { proseParts, typeLinker } from './api';
import { parseApiReference } from '@/lib/content/api-schema';

const itemsOf = (id: string, names: string[]) =>
  parseApiReference({
    id,
    name: `@lumenize/${id}`,
    label: id,
    sourcePath: `content/api/${id}.json`,
    items: names.map((name) => ({ kind: 'interface', name, signature: `interface ${name} {}`, summary: 'A type.' })),
  }).items;

describe('API prose and types', () => {
  it('marks the code of prose by its backticks', () => {
    expect(proseParts('Returns `true` once.')).toEqual([
      { text: 'Returns ', code: false },
      { text: 'true', code: true },
      { text: ' once.', code: false },
    ]);
  });

  it('links the items a type names, the item of its own package first, never the item itself', () => {
    const link = typeLinker([...itemsOf('utils', ['Options']), ...itemsOf('rpc', ['Options', 'RpcConfig'])]);
    expect(link('(options: Options) => RpcConfig', 'rpc', 'RpcConfig')).toEqual([
      { text: '(options: ' },
      { text: 'Options', url: '/docs/rpc/api/interfaces/Options' },
      { text: ') => RpcConfig' },
    ]);
    expect(link('OptionsX', 'rpc')).toEqual([{ text: 'OptionsX' }]);
  });
});
