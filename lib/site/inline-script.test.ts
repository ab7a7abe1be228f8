import { describe, expect, it } from 'vitest';
import { inlineScript } from './inline-script';

describe('inlineScript', () => {
  it('calls the function with its arguments, functions as source and values as JSON', () => {
    const calls: unknown[][] = [];
    const record = (...args: unknown[]) => calls.push(args);
    const text = inlineScript(
      (n: number, list: string[], twice: (x: number) => number) => record(twice(n), list),
      4,
      ['a'],
      (x) => x * 2,
    );
    new Function('record', text)(record);
    expect(calls).toEqual([[8, ['a']]]);
  });

  it('keeps a value from closing its script element', () => {
    const text = inlineScript((_value: string) => undefined, '</script><script>alert(1)');
    expect(text).not.toContain('</script>');
    expect(text).toContain('\\u003c/script>');
  });

  it('refuses a function a compiler made call its own name helper, naming it', () => {
    const wrapped = Object.assign(() => undefined, { toString: () => 'function loader(){function go(){}__name(go,"go")}' });
    Object.defineProperty(wrapped, 'name', { value: 'loader' });
    expect(() => inlineScript(wrapped)).toThrow(/inlineScript: loader calls __name/);
  });
});
