import { describe, expect, it } from 'vitest';
import { javaMissing } from './ensure-java';

describe('the Java the Nu Html Checker runs on', () => {
  it('counts as missing when there is no such program, or it fails to start', () => {
    expect(javaMissing('/no/such/java')).toBe(true);
    expect(javaMissing('false')).toBe(true);
  });

  it('is present once `npm test` has set the machine up', () => {
    expect(javaMissing()).toBe(false);
  });
});
