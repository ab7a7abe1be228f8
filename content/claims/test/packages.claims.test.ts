import { describe, it, expect } from 'vitest';
import { env } from 'cloudflare:test';
import { debug } from '@lumenize/debug';
import { applyMergePatch, diff, parse, stringify } from '@lumenize/structured-clone';

describe('docs/structured-clone/introduction.mdx', () => {
  it('a plain object recording its `name`; not callable', () => {
    const back = parse(stringify({ f: function greet() {} }));
    expect(typeof back.f).toBe('object');
    expect(back.f.name).toBe('greet');
  });
});

describe('docs/structured-clone/introduction.mdx', () => {
  it('An object key that starts with `$` is kept', () => {
    expect(parse(stringify({ $type: 'mine', $ref: 1 }))).toEqual({ $type: 'mine', $ref: 1 });
  });
});

describe('docs/structured-clone/introduction.mdx', () => {
  it('refused with an `Error` (their bodies are read only asynchronously', () => {
    expect(() => stringify(new Request('https://claims.example/'))).toThrow(Error);
  });
});

/** The Worker's DEBUG filter, which the tests below change and put back. */
const filters = env as unknown as { DEBUG?: string };

/** Runs `check` with the DEBUG filter set to `value`, then puts the filter back. */
function withDebugFilter(value: string, check: () => void): void {
  const saved = filters.DEBUG;
  try {
    filters.DEBUG = value;
    debug.reset();
    check();
  } finally {
    filters.DEBUG = saved;
    debug.reset();
  }
}

/** The lines the loggers write while `run` runs, as JSON parsed back. */
function linesOf(run: () => void): { level: string; data?: unknown }[] {
  const lines: { level: string; data?: unknown }[] = [];
  const original = console.debug;
  console.debug = (text: string) => void lines.push(JSON.parse(text));
  try {
    run();
  } finally {
    console.debug = original;
  }
  return lines;
}

describe('docs/debug/introduction.mdx', () => {
  it('every namespace that starts with `shop` (`shopping` too)', () => {
    withDebugFilter('shop*', () => expect(debug('shopping').enabled).toBe(true));
    withDebugFilter('shop', () => {
      expect(debug('shopping').enabled).toBe(false);
      expect(debug('shop.orders').enabled).toBe(true);
    });
  });
});

describe('docs/debug/introduction.mdx', () => {
  it('`:info` gives `info` and `warn`', () => {
    withDebugFilter('shop:info', () => {
      const log = debug('shop');
      const lines = linesOf(() => {
        log.debug('a');
        log.info('b');
        log.warn('c');
        log.error('d');
      });
      expect(lines.map((line) => line.level)).toEqual(['info', 'warn', 'error']);
    });
  });
});

describe('docs/structured-clone/introduction.mdx', () => {
  it('the same class, with a copy of the bytes', () => {
    const bytes = new Uint16Array([1, 2, 3]);
    const back = parse(
      stringify({
        bytes,
        view: new DataView(new ArrayBuffer(4)),
        nothing: undefined,
        big: 10n,
        url: new URL('https://a.example/'),
        headers: new Headers({ a: '1' }),
      }),
    );
    expect(back.bytes).toBeInstanceOf(Uint16Array);
    expect([...back.bytes]).toEqual([1, 2, 3]);
    expect(back.bytes.buffer).not.toBe(bytes.buffer);
    expect(back.view).toBeInstanceOf(DataView);
    expect('nothing' in back && back.nothing === undefined).toBe(true);
    expect(back.big).toBe(10n);
    expect(back.url).toBeInstanceOf(URL);
    expect(back.headers.get('a')).toBe('1');
  });
});

describe('docs/debug/introduction.mdx', () => {
  it("and an object met a second time anywhere in it, shared or circular, as `'[Circular]'`", () => {
    withDebugFilter('shop', () => {
      const shared = { id: 1 };
      const lines = linesOf(() => debug('shop').debug('twice', { a: shared, b: shared, big: 10n }));
      expect(lines[0].data).toEqual({ a: { id: 1 }, b: '[Circular]', big: '10n' });
    });
  });
});

describe('docs/structured-clone/introduction.mdx', () => {
  it('refused: `stringify` throws a `TypeError`', () => {
    expect(() => stringify(new BigInt64Array([1n]))).toThrow(TypeError);
    expect(() => stringify({ big: new BigUint64Array([1n]) })).toThrow(TypeError);
  });
});

describe('docs/structured-clone/introduction.mdx', () => {
  it('whatever that constructor makes of the message', () => {
    class QuotaError extends Error {
      name = 'QuotaError';
    }
    const own = parse(stringify(new QuotaError('over')));
    expect(own).toBeInstanceOf(Error);
    expect(own.name).toBe('QuotaError');
    // The sender's name picks the receiver's constructor: `Set` built from the message's letters
    const named = Object.assign(new Error('ab'), { name: 'Set' });
    const back = parse(stringify(named));
    expect(back).toBeInstanceOf(Set);
    expect([...back]).toEqual(['a', 'b']);
  });
});

describe('docs/structured-clone/introduction.mdx', () => {
  it('an error named `WebSocket` whose message is an address arrives as a `WebSocket` made for that address', () => {
    const sent = Object.assign(new Error('ws://127.0.0.1:9/'), { name: 'WebSocket' });
    const back = parse(stringify(sent));
    expect(back).toBeInstanceOf(WebSocket);
    expect(back.url).toBe('ws://127.0.0.1:9/');
    back.close();
  });
});

describe('docs/structured-clone/introduction.mdx', () => {
  it("a typed array said to be a `Function` arrives as a function made from the sender's text", () => {
    // What a sender can write by hand: the encoding of a typed array, with a class name of its choosing
    const crafted = JSON.stringify({ json: { $type: 'arraybuffer', subtype: 'Function', data: 'return 41 + 1' }, meta: {} });
    const back = parse(crafted);
    expect(typeof back).toBe('function');
    expect(back()).toBe(42);
  });
});

describe('docs/structured-clone/introduction.mdx', () => {
  it('a message under 100 bytes can make the receiver allocate 50 MB', () => {
    const crafted = JSON.stringify({ json: { $type: 'arraybuffer', subtype: 'Uint8Array', data: 50_000_000 }, meta: {} });
    expect(crafted.length).toBeLessThan(100);
    expect(parse(crafted).byteLength).toBe(50_000_000);
  });
});

describe('docs/structured-clone/introduction.mdx', () => {
  it('but an `AggregateError` loses its message, and a `DOMException` (an `AbortError`, a `TimeoutError`) arrives as an `Error` with its `name`', () => {
    const aggregate = parse(stringify(new AggregateError([new Error('one')], 'all failed')));
    expect(aggregate).toBeInstanceOf(AggregateError);
    expect(aggregate.message).toBe('');
    const aborted = parse(stringify(new DOMException('stopped', 'AbortError')));
    expect(aborted).not.toBeInstanceOf(DOMException);
    expect(aborted).toBeInstanceOf(Error);
    expect(aborted.name).toBe('AbortError');
  });
});

describe('docs/structured-clone/introduction.mdx', () => {
  it("an error's own property that cannot be encoded is dropped without a word", () => {
    const back = parse(stringify(Object.assign(new Error('x'), { tag: Symbol('s'), kept: 1 })));
    expect(back.kept).toBe(1);
    expect('tag' in back).toBe(false);
  });
});

describe('api/structured-clone/index.d.ts', () => {
  it('A member that becomes `null` is deleted by the patch instead', () => {
    const patch = diff({ a: 1, b: 'x' }, { a: null, b: 'x' });
    expect(applyMergePatch({ a: 1, b: 'x' }, patch)).toEqual({ b: 'x' });
  });
});

describe('api/structured-clone/index.d.ts', () => {
  it('`undefined` when nothing changed', () => {
    expect(diff({ a: 1 }, { a: 1 })).toBeUndefined();
  });
});

describe('api/debug/index.d.ts', () => {
  it('reading the filter as it is now; the logger keeps what the filter said then', () => {
    withDebugFilter('shop', () => {
      const early = debug('shop');
      // Changed with no reset(): the next logger reads it all the same
      filters.DEBUG = 'other';
      expect(early.enabled).toBe(true);
      expect(debug('shop').enabled).toBe(false);
    });
  });
});

describe('api/debug/index.d.ts', () => {
  it('a changed filter is read by the next `debug()` call anyway', () => {
    withDebugFilter('other', () => {
      expect(debug('shop').enabled).toBe(false);
      filters.DEBUG = 'shop';
      expect(debug('shop').enabled).toBe(true);
    });
  });
});
