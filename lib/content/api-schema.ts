import { z } from 'zod';
import { API_KINDS, kindInfo, type ApiItem, type ApiItemData, type ApiPackage, type ApiParam } from '@/lib/core/api';
import { describeIssues } from './schema-errors';

/**
 * The check of the API reference's JSON (`content/api/<package>.json`), run by the content step
 * when it reads the files. The types of an item's fields come from this schema.
 */

const text = z.string().min(1);

const apiParam: z.ZodType<ApiParam> = z.strictObject({
  name: text,
  type: text,
  optional: z.boolean(),
  default: z.string().nullable(),
  description: text,
});

const apiItemData: z.ZodType<ApiItemData, unknown> = z.strictObject({
  kind: z.enum(API_KINDS.map((info) => info.kind)),
  name: text,
  signature: text,
  summary: text,
  params: z.array(apiParam).default([]),
  returns: z.strictObject({ type: text, description: text }).nullable().default(null),
  throws: z.array(text).default([]),
  notes: z.array(text).default([]),
  fields: z.array(apiParam).default([]),
  members: z.array(z.strictObject({ name: text, signature: text, description: text })).default([]),
  declaredIn: text.optional(),
  guides: z.array(z.string().regex(/^\/docs\//, 'a guide is a docs path such as /docs/rpc/quick-start')).default([]),
});

export interface ApiReferenceSource {
  id: string;
  name: string;
  label: string;
  items: unknown;
  sourcePath: string;
}

/**
 * One package's reference, checked item by item: a missing or mistyped field fails with the file,
 * the item and the field (`content/api/rpc.json: items[3] (createRpcClient).summary: …`).
 */
export function parseApiReference(source: ApiReferenceSource): { pkg: ApiPackage; items: ApiItem[] } {
  const pkg: ApiPackage = { id: source.id, name: source.name, label: source.label, url: `/docs/${source.id}/api` };
  const parsed = z.array(apiItemData).safeParse(source.items);
  if (!parsed.success) {
    const raw = Array.isArray(source.items) ? (source.items as { name?: unknown }[]) : [];
    throw new Error(describeIssues(source.sourcePath, parsed.error, ['items'], (index) => raw[index]?.name));
  }
  const items = parsed.data.map((item) => ({
    ...item,
    declaredIn: item.declaredIn ?? pkg.name,
    packageId: pkg.id,
    packageName: pkg.name,
    url: `${pkg.url}/${kindInfo(item.kind).segment}/${item.name}`,
    sourcePath: source.sourcePath,
  }));
  return { pkg, items };
}
