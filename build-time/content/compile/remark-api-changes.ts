import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { List, ListItem, PhrasingContent, Root, RootContent, Table, TableCell, TableRow } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import ts from 'typescript';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { kindInfo, type ApiKind } from '@/lib/core/api';
import { ROUTES } from '@/lib/core/paths';
import { declaredKind } from '../api-declarations';
import { readApiHistory, type ApiChange, type ApiChanges } from '../api-history';
import { API_HISTORY_NAME } from '../content-dir';
import { API_DIR, versionDir } from '../version-layout';

/** The element a guide writes where the tables go: `<ApiChanges from="0.9.0" to="0.26.0" part="packages" />`. */
const API_CHANGES_ELEMENT = 'ApiChanges';

const PARTS = ['packages', 'calls'] as const;
type Part = (typeof PARTS)[number];

const PAGE_KINDS: readonly string[] = ['class', 'function', 'interface', 'type-alias'] satisfies ApiKind[];

/** Where a release's docs are in the content folder, and under which path the site serves them. */
interface Release {
  version: string;
  tree: string;
  root: string;
}

/**
 * The API page of an export in a release's docs, when that release's reference documents it: its
 * declarations (`<tree>/api/<id>/index.d.ts`, the id being the package's name without its scope)
 * declare it, and its kind has pages. The kind is that release's own, as its reference files it:
 * an interface at one release may be a type alias at the next. Undefined otherwise: the cell then
 * names the package unlinked.
 */
function apiPage(release: Release, packageName: string, name: string, kind: string): string | undefined {
  if (!PAGE_KINDS.includes(kind)) return undefined;
  const id = packageName.replace(/^@[^/]+\//, '');
  const declarations = join(release.tree, API_DIR, id, 'index.d.ts');
  if (!existsSync(declarations)) return undefined;
  const source = ts.createSourceFile(declarations, readFileSync(declarations, 'utf8'), ts.ScriptTarget.Latest, true);
  const declared = declaredKind(source, name);
  return declared && `${release.root}/${id}/api/${kindInfo(declared).segment}/${name}`;
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });
const row = (cells: PhrasingContent[][]): TableRow => ({ type: 'tableRow', children: cells.map(cell) });

/** A package's name in code, linked to the export's page in that release when there is one. */
function packageCell(release: Release, packageName: string, change: ApiChange): PhrasingContent[] {
  const url = apiPage(release, packageName, change.name, change.kind);
  return [url ? { type: 'link', url, children: [code(packageName)] } : code(packageName)];
}

/** A reviewed note, whose code is written between backticks. */
function noteText(note: string): PhrasingContent[] {
  return note.split('`').map((piece, index) => (index % 2 === 1 ? code(piece) : text(piece)));
}

function table(head: string[], rows: TableRow[]): Table {
  return { type: 'table', align: head.map(() => null), children: [row(head.map((title) => [text(title)])), ...rows] };
}

/**
 * `part="packages"`: the packages renamed between the two releases, then every export of the older
 * release that is in another package at the newer one, or in none: carried with a renamed package,
 * moved, or removed, with the release it happened at.
 */
function packagesPart(changes: ApiChanges, older: Release, newer: Release): RootContent[] {
  const renames = table(
    [`${older.version} package`, `${newer.version} package`, 'Since'],
    changes.renamed.map((rename) => row([[code(rename.from)], [code(rename.to)], [text(rename.version)]])),
  );
  const exports = [...changes.carried, ...changes.moved, ...changes.removed].sort((a, b) => a.from.localeCompare(b.from) || a.name.localeCompare(b.name));
  const exportRows = exports.map((change) =>
    row([
      [code(change.name)],
      packageCell(older, change.from, change),
      change.to ? packageCell(newer, change.to, change) : [text('removed')],
      [text(change.version)],
    ]),
  );
  return [...(changes.renamed.length > 0 ? [renames] : []), table(['Export', older.version, newer.version, 'Since'], exportRows)];
}

/** A link to an export's page in a release, labelled with the release; the release alone when it has none. */
function releaseLink(release: Release, packageName: string, change: ApiChange): PhrasingContent {
  const url = apiPage(release, packageName, change.name, change.kind);
  return url ? { type: 'link', url, children: [text(release.version)] } : text(release.version);
}

/**
 * `part="calls"`: the exports in both releases whose declarations changed for a caller: for each,
 * a line naming it, its package and its page in both releases, then a list of its changes' notes
 * with the release each came with. Not a table: the notes are sentences with code in them, which
 * wraps in running text and would hold a table's column wider than the page; and not one list
 * entry per export, which on a phone would be taller than a screen.
 */
function callsPart(changes: ApiChanges, older: Release, newer: Release): RootContent[] {
  return changes.changed.flatMap((change): RootContent[] => {
    const to = change.to ?? change.from;
    const head: PhrasingContent[] = [
      { type: 'strong', children: [code(change.name)] },
      text(' ('),
      code(change.from),
      ...(to === change.from ? [] : [text(', '), code(to), text(` at ${newer.version}`)]),
      text(': '),
      releaseLink(older, change.from, change),
      text(', '),
      releaseLink(newer, to, change),
      text(')'),
    ];
    const notes: ListItem[] = (change.notes ?? []).map(({ version, note }) => ({
      type: 'listItem',
      spread: false,
      children: [{ type: 'paragraph', children: [{ type: 'strong', children: [text(version)] }, text(': '), ...noteText(note)] }],
    }));
    return [{ type: 'paragraph', children: head }, ...(notes.length > 0 ? [{ type: 'list', ordered: false, spread: false, children: notes } as List] : [])];
  });
}

/** A literal attribute of the element, or undefined. */
function attribute(node: MdxJsxFlowElement, name: string): string | undefined {
  const found = node.attributes.find((each) => each.type === 'mdxJsxAttribute' && each.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/**
 * The upgrade guide's tables, generated from the content folder's API history (api-history.json,
 * ../api-history.ts reads it) where the guide writes `<ApiChanges from="…" to="…" part="…" />`:
 * nobody types them. The newer release is the latest docs (the content folder), the older an
 * archived version (`versions/<from>/`, served under `/docs/<from>`); each row links the export's
 * page in both, where that version's reference has one (the build's link check holds the links to
 * pages that exist). A wrong attribute, or a history without the releases, is the writer's mistake,
 * reported with its line.
 */
export function remarkApiChanges(options: { contentDir: string }) {
  const newerTree = options.contentDir;
  return (tree: Root, file: VFile) => {
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement, index, parent) => {
      if (node.name !== API_CHANGES_ELEMENT || !parent || index === undefined) return undefined;
      const [from, to, part] = [attribute(node, 'from'), attribute(node, 'to'), attribute(node, 'part')];
      let replacement: RootContent[] = [];
      if (!from || !to || !PARTS.includes(part as Part)) {
        file.message(`<${API_CHANGES_ELEMENT}> needs from="<version>", to="<version>" and part="${PARTS.join('" or "')}".`, node);
      } else {
        try {
          const history = readApiHistory(newerTree);
          if (!history) throw new Error(`${join(newerTree, API_HISTORY_NAME)}: no such file`);
          const changes = history.changesBetween(from, to);
          const older: Release = { version: from, tree: versionDir(from, newerTree), root: `${ROUTES.docs}/${from}` };
          const newer: Release = { version: to, tree: newerTree, root: ROUTES.docs };
          replacement = part === 'packages' ? packagesPart(changes, older, newer) : callsPart(changes, older, newer);
        } catch (error) {
          file.message(`<${API_CHANGES_ELEMENT}>: ${(error as Error).message}`, node);
        }
      }
      parent.children.splice(index, 1, ...(replacement as typeof parent.children));
      return [SKIP, index + replacement.length];
    });
  };
}
