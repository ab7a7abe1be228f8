import { it, expect } from 'vitest';
import { env } from 'cloudflare:test';
import { debug } from '@lumenize/debug';
import { parse, stringify } from '@lumenize/structured-clone';

it('docs/structured-clone/introduction.mdx :: a plain object recording its `name`; not callable', () => {
  const back = parse(stringify({ f: function greet() {} }));
  expect(typeof back.f).toBe('object');
  expect(back.f.name).toBe('greet');
});

it('docs/structured-clone/introduction.mdx :: An object key that starts with `$` is kept', () => {
  expect(parse(stringify({ $type: 'mine', $ref: 1 }))).toEqual({ $type: 'mine', $ref: 1 });
});

it('docs/structured-clone/introduction.mdx :: refused with an `Error` (their bodies are read only asynchronously', () => {
  expect(() => stringify(new Request('https://claims.example/'))).toThrow(Error);
});

it('docs/debug/introduction.mdx :: every namespace that starts with `shop` (`shopping` too)', () => {
  const filters = env as unknown as { DEBUG?: string };
  const saved = filters.DEBUG;
  try {
    filters.DEBUG = 'shop*';
    debug.reset();
    expect(debug('shopping').enabled).toBe(true);
    filters.DEBUG = 'shop';
    debug.reset();
    expect(debug('shopping').enabled).toBe(false);
    expect(debug('shop.orders').enabled).toBe(true);
  } finally {
    filters.DEBUG = saved;
    debug.reset();
  }
});

it('docs/debug/introduction.mdx :: `:info` gives `info` and `warn`', () => {
  const filters = env as unknown as { DEBUG?: string };
  const saved = filters.DEBUG;
  const lines: string[] = [];
  const original = console.debug;
  console.debug = (text: string) => void lines.push(JSON.parse(text).level);
  try {
    filters.DEBUG = 'shop:info';
    debug.reset();
    const log = debug('shop');
    log.debug('a');
    log.info('b');
    log.warn('c');
    log.error('d');
    expect(lines).toEqual(['info', 'warn', 'error']);
  } finally {
    console.debug = original;
    filters.DEBUG = saved;
    debug.reset();
  }
});
