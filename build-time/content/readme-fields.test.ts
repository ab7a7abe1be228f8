import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTHOR, DOC, type DocumentKind, HOME, POST, TAG } from './document-kinds';
import { apiPackageSchema, docsVersionSchema } from './site-config-schema';

/**
 * The README's Writing section tells a writer every field of each kind of file: its lists of
 * required and optional fields are the schema's (build-time/content/document-kinds.ts, and the site config's
 * schema of an API package), so neither can change without the other.
 */
const README = readFileSync(resolve(__dirname, '../../README.md'), 'utf8');

/** The field names of a bullet (`- Required: …`) of a `### …` section of the README: its backticked names. */
function listed(section: string, bullet: 'Required' | 'Optional'): string[] {
  const body = README.split(/^### /m).find((part) => part.startsWith(`${section}\n`));
  if (!body) throw new Error(`README.md has no section "### ${section}"`);
  const match = new RegExp(`^- ${bullet}: ([\\s\\S]*?)(?=\\n- |\\n\\n|(?![\\s\\S]))`, 'm').exec(body);
  return match ? [...match[1].matchAll(/`([a-z_][A-Za-z_]*)`/g)].map((name) => name[1]).sort() : [];
}

type Fields = Record<string, { required?: boolean }>;
const fieldsOf = (kind: DocumentKind) => kind.fields as Fields;
const schemaFields = (fields: Fields, required: boolean) =>
  Object.keys(fields)
    .filter((name) => Boolean(fields[name].required) === required)
    .sort();

describe('the README lists every field of each kind of file, as the schema has them', () => {
  for (const [section, type] of [
    ['A doc', DOC],
    ['A post', POST],
    ['An author', AUTHOR],
    ['A tag', TAG],
    ['The home page', HOME],
  ] as const) {
    it(`${section}: required and optional fields`, () => {
      const fields = fieldsOf(type);
      expect(listed(section, 'Required')).toEqual(schemaFields(fields, true));
      expect(listed(section, 'Optional')).toEqual(schemaFields(fields, false));
    });
  }

  it('A version: the fields of an entry of docs.versions', () => {
    const fields = Object.entries(docsVersionSchema.shape);
    const required = (yes: boolean) =>
      fields
        .filter(([, schema]) => !schema.safeParse(undefined).success === yes)
        .map(([name]) => name)
        .sort();
    expect(listed('A version', 'Required')).toEqual(required(true));
    expect(listed('A version', 'Optional')).toEqual(required(false));
  });

  it('An API item: the fields of a package in a version’s packages', () => {
    const required = Object.entries(apiPackageSchema.shape)
      .filter(([, schema]) => !schema.safeParse(undefined).success)
      .map(([name]) => name)
      .sort();
    expect(listed('An API item', 'Required')).toEqual(required);
    expect(required.length).toBe(Object.keys(apiPackageSchema.shape).length);
  });
});
