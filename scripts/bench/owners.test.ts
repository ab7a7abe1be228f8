import { describe, expect, it } from 'vitest';
import { moduleRanges } from './owners';

const chunk = `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,101,(e,t,r)=>{r.a=1},202,303,e=>{e.s(["b",0,function(){return 2}])},404,function(e){e.c=3}]);`;

describe('moduleRanges', () => {
  it('finds each factory of a Turbopack chunk with the ids of the modules it holds', () => {
    const ranges = moduleRanges(chunk)!;
    expect(ranges.map((r) => r.ids)).toEqual([['101'], ['202', '303'], ['404']]);
    expect(chunk.slice(ranges[0].start, ranges[0].end)).toBe('(e,t,r)=>{r.a=1}');
    expect(chunk.slice(ranges[2].start, ranges[2].end)).toBe('function(e){e.c=3}');
  });

  it('tells a file that is not a chunk of modules (the runtime, polyfills) by returning nothing', () => {
    expect(moduleRanges('(()=>{let e=globalThis.TURBOPACK;})();')).toBeUndefined();
    expect(moduleRanges('!function(){var t=1}();')).toBeUndefined();
    // A chunk of a shape this reader does not know is not read as one.
    expect(moduleRanges('(globalThis.TURBOPACK||[]).push([null,1,{}]);')).toBeUndefined();
  });
});
