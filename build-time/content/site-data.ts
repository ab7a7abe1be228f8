import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readApiHistory } from './api-history';
import { API_HISTORY_NAME, CONTENT_DIR } from './content-dir';
import { DOCUMENT_KINDS, MARKDOWN_KIND_NAMES, type MarkdownKindName, theOne } from './document-kinds';
import { generateContent, type Documents } from './contentlayer';
import type { CompileFindings } from './compile/findings';
import { treeFile, writeDocumentTrees } from './document-trees';
import { contentFiles, frontMatterProblems, frontMatterValue, kindOf } from './front-matter';
import { checkDocumentLinks, type LinkingDocument } from './links';
import { createLastUpdated, withArchivedDates } from './last-updated';
import { buildPageModel, type ContentInput } from './model';
import { readVersions } from './version-content';
import { splitVersion, versionInputFiles } from './version-layout';
import { reportOf, writeSiteConfig, writeSiteDataError, writeSiteDataFile } from './site-data-file';
import { ContentProblems, hasMistakes, sortProblems, type Problem } from '@/lib/core/problems';
import type { PageModel, SiteData } from '@/lib/core/page';
import { docPath, docsRoot, postPath, ROUTES, authorPath } from '@/lib/core/paths';
import type { SiteConfig } from '@/lib/core/site-config';

/** A document written in MDX: a kind with a body, compiled to a tree. */
type CompiledDocument = Documents[MarkdownKindName][number];

/** What a document's compile found (contentlayer's computed field `findings`). */
const findingsOf = (document: CompiledDocument) => document.findings as CompileFindings;

/** The documents of every kind written in MDX. */
const compiledDocuments = (documents: Documents): CompiledDocument[] => MARKDOWN_KIND_NAMES.flatMap((name): CompiledDocument[] => documents[name]);

/**
 * A digest of everything the model is made from: the config, every document (its compiled tree
 * included), every API declaration file read, the versions' other files (the API history, the
 * archived versions' dates) and the problems found, so that any edit changes it.
 */
function contentHash(config: SiteConfig, documents: Documents, apiFiles: readonly string[], problems: readonly Problem[]): string {
  const hash = createHash('sha256').update(JSON.stringify(config)).update(JSON.stringify(problems));
  for (const kind of DOCUMENT_KINDS) for (const document of documents[kind.name]) hash.update(document._id).update(JSON.stringify(document));
  for (const file of apiFiles) hash.update(file).update(readFileSync(file, 'utf8'));
  return hash.digest('hex').slice(0, 16);
}

/** The mistakes the compile found in each document (an unknown component, a type error …), at their lines. */
const compileProblems = (documents: Documents): Problem[] =>
  compiledDocuments(documents).flatMap((document) => findingsOf(document).problems.map((problem) => ({ file: document.sourcePath, ...problem })));

/** A compiled document as the model keeps it: the file its tree was written to, for its page, instead of the tree. */
function withoutBody<T extends { _id: string; body: unknown }>({ body: _body, ...rest }: T): { file: string; rest: Omit<T, 'body'> } {
  return { file: treeFile(rest), rest };
}

/** What the page model is made from: the documents without their trees (written apart), each version's docs, API reference and sidebar, and the API history. */
function modelInput(
  documents: Documents,
  versions: ContentInput['versions'],
  lastUpdated: ContentInput['lastUpdated'],
  problems: readonly Problem[],
): ContentInput {
  const missing = { file: `${CONTENT_DIR}/home.mdx`, message: "not found; the home page's lead and example are written there." };
  const home = withoutBody(theOne(documents.Home, problems, missing));
  return {
    versions,
    standalone: documents.Page.map(withoutBody).map(({ file, rest }) => ({ file, page: rest })),
    home: { file: home.file, home: home.rest },
    posts: documents.Post.map(withoutBody).map(({ file, rest }) => ({ file, post: rest })),
    authors: documents.Author,
    tags: documents.Tag,
    history: readApiHistory(),
    lastUpdated,
  };
}

/** Each document's links and the ids its anchors may name, as the compile found them. */
function linkingDocuments(documents: Documents): LinkingDocument[] {
  return compiledDocuments(documents).map((document) => {
    const { links, ids } = findingsOf(document);
    return { sourcePath: document.sourcePath, url: document.url, links, ids };
  });
}

/**
 * The page a file of the content folder makes, worked out from its path (and a post's slug) for a
 * file the generation has no document of: a new document whose front matter has a mistake. Its
 * page shows that mistake in `npm run dev`, and links to it are no mistake of their own.
 */
function pageOfFile(path: string): string | undefined {
  const source = `${CONTENT_DIR}/${path}`;
  // A doc of an archived version is under its version's tree, and its page under its version's root.
  const { archived, path: inTree } = splitVersion(path);
  const within = (folder: string) =>
    inTree
      .slice(folder.length)
      .replace(/\.mdx$/, '')
      .replace(/(^|\/)index$/, '');
  switch (kindOf(path)?.name) {
    case 'Doc':
      return docPath(within('docs/'), docsRoot(archived));
    case 'Page':
      return `/${within('pages/')}`;
    case 'Home':
      return ROUTES.home;
    case 'Post': {
      const slug = frontMatterValue(source, 'slug');
      return typeof slug === 'string' && slug !== '' ? postPath(slug) : undefined;
    }
    case 'Author':
      return authorPath(path.slice('authors/'.length).replace(/\.ya?ml$/, ''));
    default:
      return undefined;
  }
}

/**
 * The files of the content folder that the generation has no document of, each with the page it
 * would make. contentlayer leaves out a file whose front matter has a mistake: the sidebar and the
 * links wait for it without a mistake of their own, and its page shows the file's. A file it left
 * out for no mistake the check knows of is a fault of the site's code, and a problem of its own.
 */
function unreadFiles(documents: Documents, problems: readonly Problem[]): { broken: { path: string; url?: string }[]; faults: Problem[] } {
  const read = new Set(DOCUMENT_KINDS.flatMap((kind) => documents[kind.name].map((document) => document._raw.sourceFilePath)));
  const failing = new Set(problems.filter((problem) => !problem.warning).map((problem) => problem.file));
  const unread = contentFiles(CONTENT_DIR).filter((path) => !read.has(path));
  return {
    broken: unread.map((path) => ({ path, url: pageOfFile(path) })),
    faults: unread
      .filter((path) => !failing.has(`${CONTENT_DIR}/${path}`))
      .map((path) => ({
        file: `${CONTENT_DIR}/${path}`,
        message:
          "contentlayer left this file out, though its front matter has no mistake the content step knows of: a fault of the site's code, not of the file.",
      })),
  };
}

/** Each problem with the page of its file, where it has one, for the notice that links to it. */
function placed(problems: readonly Problem[], pages: PageModel['pages'], broken: { path: string; url?: string }[]): Problem[] {
  const pageOf = new Map<string, string>();
  for (const { path, url } of broken) if (url) pageOf.set(`${CONTENT_DIR}/${path}`, url);
  for (const page of pages) if (!page.alias && !pageOf.has(page.sourcePath)) pageOf.set(page.sourcePath, page.url);
  return sortProblems(problems).map((problem) => {
    const url = pageOf.get(problem.file);
    return url === undefined ? problem : { ...problem, url };
  });
}

/**
 * Builds the page model from a contentlayer generation's `documents` and the site's checked
 * `config`, checks the documents' links against it, and writes it with each version's sidebar tree in it (dates
 * from `lastUpdated`, by default git's history read afresh). Every check runs, whatever another
 * found, and every problem comes back in the model, each at its file and line with the page of
 * its file: in `npm run dev` a document's page shows its mistakes and every other page a notice of
 * them, while the build stops on them. A document whose front matter has a mistake is left out
 * (contentlayer does not read it), so the sidebar and the links that name it wait for it rather
 * than fail too. A mistake that leaves no model to build (a sidebar's form, a missing home page or
 * sidebar, the API declarations, version folders the config does not name) is thrown with all the others as `ContentProblems`, after its report is
 * written in the model's place, which every page then shows.
 */
export async function writeSiteData(
  config: SiteConfig,
  documents: Documents,
  lastUpdated: ContentInput['lastUpdated'] = withArchivedDates(createLastUpdated(process.cwd())),
): Promise<SiteData> {
  const problems: Problem[] = [...frontMatterProblems(CONTENT_DIR), ...compileProblems(documents)];
  try {
    const { broken, faults } = unreadFiles(documents, problems);
    problems.push(...faults);
    const docs = documents.Doc.map(withoutBody).map(({ file, rest }) => ({ file, doc: rest }));
    const brokenFiles = broken.map(({ path }) => path);
    const { versions, problems: versionProblems, files } = await readVersions(config, docs, documents.Sidebar, brokenFiles, problems);
    problems.push(...versionProblems);
    const removeStaleTrees = writeDocumentTrees(compiledDocuments(documents));
    const { problems: modelProblems, ...model } = buildPageModel(modelInput(documents, versions, lastUpdated, problems), config);
    const waiting = broken.flatMap(({ url }) => url ?? []);
    problems.push(...modelProblems, ...checkDocumentLinks(linkingDocuments(documents), model.pages, 'public', waiting));
    const read = [...files, ...versionInputFiles(CONTENT_DIR, API_HISTORY_NAME)];
    const data: SiteData = {
      contentHash: contentHash(config, documents, read, problems),
      ...model,
      problems: placed(problems, model.pages, broken),
    };
    writeSiteDataFile(data);
    // Only once the model no longer names them: a page rendered in between would read a file that is gone.
    removeStaleTrees();
    return data;
  } catch (error) {
    // The mistakes found before the one that stopped the model are the writer's too: all of them at once.
    const thrown =
      error instanceof ContentProblems ? new ContentProblems([...problems.filter((problem) => !error.problems.includes(problem)), ...error.problems]) : error;
    writeSiteDataError(thrown instanceof Error ? reportOf(thrown) : String(thrown));
    throw thrown;
  }
}

/**
 * The content step up to the model, as the build runs it: the site's configuration, contentlayer's
 * generation (its schema checks and the one compile of every document), then the model and sidebar
 * the site reads. Every mistake is found in one run, of every kind, and thrown at once as
 * `ContentProblems`, grouped by file; the warnings are printed, and what each part took.
 */
export async function buildSiteData(): Promise<SiteData> {
  const config = await writeSiteConfig();
  let started = performance.now();
  const generation = await generateContent();
  if (!generation.ok) throw new Error(generation.report);
  const count = Object.values(generation.documents).reduce((total, list) => total + list.length, 0);
  console.log(`contentlayer: ${count} documents in ${seconds(started)} s`);
  started = performance.now();
  const data = await writeSiteData(config, generation.documents);
  if (hasMistakes(data.problems)) throw new ContentProblems(data.problems);
  console.log(`Content: ${data.pages.length} pages in ${seconds(started)} s`);
  if (data.problems.length > 0) console.warn(new ContentProblems(data.problems).message);
  return data;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
