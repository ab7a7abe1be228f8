import { kindInfo, type ApiItem, type ApiKind } from '@/lib/core/api';

/** The package an API item in a unit test belongs to. */
export interface TestPackage {
  id: string;
  name: string;
  url: string;
  sourcePath: string;
}

/**
 * An API item of `pkg` with nothing documented but a summary, for unit tests: a test passes in
 * `extra` only the fields it is about, so a field added to ApiItem is added here once.
 */
export function testApiItem(pkg: TestPackage, kind: ApiKind, name: string, extra: Partial<ApiItem> = {}): ApiItem {
  return {
    kind,
    name,
    signature: [{ text: `export function ${name}(): void;` }],
    summary: [{ text: `${name}.` }],
    deprecated: null,
    params: [],
    returns: null,
    throws: [],
    notes: [],
    examples: [],
    fields: [],
    members: [],
    declaredIn: pkg.name,
    guides: [],
    packageId: pkg.id,
    packageName: pkg.name,
    url: `${pkg.url}/${kindInfo(kind).segment}/${name}`,
    sourcePath: pkg.sourcePath,
    line: 1,
    ...extra,
  };
}
