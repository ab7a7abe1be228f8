import { describe, expect, it } from 'vitest';
import { splitLongWord } from './name-seams';

describe('splitLongWord', () => {
  it('splits at camelCase seams and after path punctuation', () => {
    expect(splitLongWord('getDONamespaceFromPathSegment()')).toEqual(['get', 'DO', 'Namespace', 'From', 'Path', 'Segment()']);
    expect(splitLongWord('@lumenize/testing')).toEqual(['@lumenize/', 'testing']);
  });
});
