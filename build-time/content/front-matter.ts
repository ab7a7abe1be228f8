import { readdirSync, readFileSync } from 'node:fs';
import { isMap, isScalar, LineCounter, parseDocument, type Pair } from 'yaml';
import { editDistance, nearest } from '@/lib/core/nearest';
import type { Problem } from '@/lib/core/problems';
import { NOT_DOCUMENTS } from './content-dir';
import { DOCUMENT_KINDS, type DocumentKind } from './document-kinds';
import { isNotDocument, splitVersion } from './version-layout';

/**
 * The front matter of every file of the content folder (the YAML of an author, a tag or the
 * sidebar), checked against the fields of its kind (./document-kinds.ts), as the writer needs to
 * hear it: each mistake of each file, at its line, saying what to write. contentlayer checks the
 * same fields, but stops at a file's first mistake, names no line, and counts problems against
 * every document it read; when its generation fails, these are its report instead
 * (./contentlayer.ts). Its rules hold here too, so nothing it refuses goes unnamed, and one more:
 * a date is written YYYY-MM-DD, since `12/10/2025` would read as December.
 */

/** A path of the content folder as its kind's pattern matches it (`**` any folders, `*` part of one name). */
function matcher(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part === '**' ? '(?:[^/]+/)*' : `${part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}/`))
    .join('');
  return new RegExp(`^${source.slice(0, -1)}$`);
}

/** Every kind, each as much as the check reads of it. */
const KINDS: readonly DocumentKind[] = DOCUMENT_KINDS;

const MATCHERS = KINDS.map((kind) => ({ kind, pattern: matcher(kind.filePathPattern) }));

/** The kind a file of the content folder is, by its path there; none for a file no kind has. */
export function kindOf(path: string): DocumentKind | undefined {
  const { archived, path: inTree } = splitVersion(path);
  const kind = MATCHERS.find(({ pattern }) => pattern.test(inTree))?.kind;
  return archived === undefined || kind?.versioned ? kind : undefined;
}

/** The files of the content folder contentlayer reads, by their path there. */
export function contentFiles(contentDir: string): string[] {
  return readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath}/${entry.name}`.slice(contentDir.length + 1))
    .filter((path) => !path.split('/').some((part) => part.startsWith('.') || part === 'node_modules'))
    .filter((path) => !isNotDocument(path, NOT_DOCUMENTS))
    .sort();
}

type Field = DocumentKind['fields'][string] & { of?: { type: string } };

/** What a field's value must be, as the writer reads it. */
function expected(field: Field): string {
  switch (field.type) {
    case 'string':
      return 'text';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'date':
      return 'a date as YYYY-MM-DD, such as 2025-10-12';
    case 'list':
      return field.of?.type === 'string' ? 'a list of text, such as [one, two]' : 'a list';
    default:
      return 'a value';
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * Why a date written YYYY-MM-DD names no day of the calendar; nothing when it names one, or when
 * `value` is no such date (another check says so).
 * JavaScript's Date rolls `2025-02-30` over to March 2: that date would be published, unnoticed.
 */
function impossibleDay(value: unknown): string | undefined {
  if (typeof value !== 'string' || !DATE.test(value)) return undefined;
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  if (month < 1 || month > 12) return `there is no month ${month}`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day < 1 || day > days ? `${MONTHS[month - 1]} ${year} has ${days} days` : undefined;
}

/** Whether `value` is what `field` takes. */
function fits(field: Field, value: unknown): boolean {
  switch (field.type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'date':
      return typeof value === 'string' && DATE.test(value) && impossibleDay(value) === undefined && !Number.isNaN(Date.parse(value));
    case 'list':
      return Array.isArray(value) && (field.of?.type !== 'string' || value.every((item) => typeof item === 'string'));
    default:
      return true;
  }
}

/** A value as the writer wrote it, short. */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? `"${value}"` : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** The YAML of a file, and the line of the file its first line is (2 in a front matter, after `---`). */
function yamlOf(text: string, contentType: DocumentKind['contentType']): { yaml: string; firstLine: number } | undefined {
  if (contentType === 'data') return { yaml: text, firstLine: 1 };
  const lines = text.split('\n');
  if (lines[0]?.trim() !== '---') return undefined;
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (end === -1) return undefined;
  return { yaml: lines.slice(1, end).join('\n'), firstLine: 2 };
}

/** A file's YAML parsed, with the line in the file of an offset in it and of each field. */
function parsedYaml({ yaml, firstLine }: { yaml: string; firstLine: number }) {
  const counter = new LineCounter();
  const document = parseDocument(yaml, { lineCounter: counter, prettyErrors: false });
  const lineAt = (offset: number) => firstLine + counter.linePos(offset).line - 1;
  const keyOf = (pair: Pair) => (isScalar(pair.key) ? String(pair.key.value) : String(pair.key));
  const lineOf = (pair: Pair) => lineAt((isScalar(pair.key) && pair.key.range?.[0]) || 0);
  const pairs = (isMap(document.contents) ? document.contents.items : []) as Pair[];
  return { document, lineAt, keyOf, lineOf, pairs };
}

/** A document's front matter fields, parsed, with the line of each; none when the file or its front matter is not there. */
function frontMatterOf(sourcePath: string) {
  let text: string;
  try {
    text = readFileSync(sourcePath, 'utf8');
  } catch {
    return undefined;
  }
  const found = yamlOf(text, 'markdown');
  return found ? parsedYaml(found) : undefined;
}

/**
 * The line of a front matter field in a document's file (1-based), for a mistake found in its
 * value after contentlayer has read it; undefined when the file or the field is not there.
 */
export function frontMatterLine(sourcePath: string, field: string): number | undefined {
  const front = frontMatterOf(sourcePath);
  const pair = front?.pairs.find((each) => front.keyOf(each) === field);
  return front && pair ? front.lineOf(pair) : undefined;
}

/** A front matter field's value as written, however the rest of the file fares: what a file contentlayer could not read says of itself. */
export function frontMatterValue(sourcePath: string, field: string): unknown {
  const front = frontMatterOf(sourcePath);
  if (!front || front.document.errors.length > 0) return undefined;
  return (front.document.toJS() as Record<string, unknown> | null)?.[field];
}

/** The mistakes of one file of the content folder, at `path` there, each at its line. */
export function fileProblems(contentDir: string, path: string): Problem[] {
  const file = `${contentDir}/${path}`;
  const kind = kindOf(path);
  if (!kind) {
    const kinds = KINDS.map((each) => `${each.noun} is ${each.filePathPattern}`).join(', ');
    return [{ file, message: `Not a file the site reads: from the content folder, ${kinds}.` }];
  }
  const text = readFileSync(file, 'utf8');
  const fields = kind.fields as Record<string, Field>;
  const required = Object.keys(fields).filter((name) => fields[name].required);
  const found = yamlOf(text, kind.contentType);
  if (!found) {
    return [
      {
        file,
        line: 1,
        message: `No front matter: ${kind.noun} begins with a block between two \`---\` lines that holds ${required.map((name) => `\`${name}\``).join(', ')}.`,
      },
    ];
  }
  const { document, lineAt, keyOf, lineOf, pairs } = parsedYaml(found);
  if (document.errors.length > 0) {
    return document.errors.map((error) => ({
      file,
      line: lineAt(error.pos[0]),
      message: `This is not valid YAML: ${error.message.split('\n')[0]}`,
    }));
  }
  const problems: Problem[] = [];
  const contents = document.contents;
  if (contents !== null && !isMap(contents)) {
    return [{ file, line: found.firstLine, message: `${kind.noun} holds fields, one \`name: value\` a line.` }];
  }
  const values = (document.toJS() ?? {}) as Record<string, unknown>;
  const present = new Set(pairs.map(keyOf));
  for (const name of required.filter((each) => !present.has(each))) {
    problems.push({ file, line: 1, message: `"${name}" is missing: ${kind.noun} needs one (${expected(fields[name])}).` });
  }
  for (const pair of pairs) {
    const name = keyOf(pair);
    const field = fields[name];
    if (!field) {
      const near = nearest(name, Object.keys(fields), editDistance);
      const hint = near ? `did you mean "${near}"?` : `the fields of ${kind.noun} are ${Object.keys(fields).join(', ')}.`;
      problems.push({ file, line: lineOf(pair), message: `Unknown field "${name}": ${hint}` });
      continue;
    }
    const value = values[name] ?? null;
    const impossible = field.type === 'date' ? impossibleDay(value) : undefined;
    if (value === null) {
      if (field.required) problems.push({ file, line: lineOf(pair), message: `"${name}" has no value: ${kind.noun} needs one (${expected(field)}).` });
    } else if (impossible) {
      problems.push({ file, line: lineOf(pair), message: `"${name}" is ${shown(value)}, a day no calendar has: ${impossible}.` });
    } else if (!fits(field, value)) {
      problems.push({ file, line: lineOf(pair), message: `"${name}" is ${shown(value)}: write ${expected(field)}.` });
    } else if (name === kind.fileNameDate) {
      const named = /^(\d{4}-\d{2}-\d{2})-/.exec(path.slice(path.lastIndexOf('/') + 1))?.[1];
      const day = String(value).slice(0, 10);
      if (named && named !== day) {
        problems.push({ file, line: lineOf(pair), message: `"${name}" is ${day}, but the file's name says ${named}: make them the same day.` });
      }
    }
  }
  return problems;
}

/** The mistakes of every file of the content folder, each at its file and line. */
export function frontMatterProblems(contentDir: string): Problem[] {
  const files = contentFiles(contentDir);
  // The latest version's: an archived version's sidebar is looked for with its version (./version-content.ts).
  const missing = KINDS.filter((kind) => kind.isSingleton && !files.some((path) => kindOf(path) === kind && splitVersion(path).archived === undefined)).map(
    (kind) => ({
      file: `${contentDir}/${kind.filePathPattern}`,
      message: `not found; the site needs ${kind.noun}.`,
    }),
  );
  return [...missing, ...files.flatMap((path) => fileProblems(contentDir, path))];
}
