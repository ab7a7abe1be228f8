import * as core from '@contentlayer2/core';
import { unknownToAbsolutePosixFilePath } from '@contentlayer2/utils';
import { E, pipe, S, T } from '@contentlayer2/utils/effect';
import type { DocumentTypeMap } from 'contentlayer/generated';
import { tapGenerations } from './contentlayer-hop';
import { DOCUMENT_KINDS, type KindName } from './document-kinds';

/**
 * contentlayer, run in this process through its programmatic API (`@contentlayer2/core`, the calls
 * next-contentlayer2 makes): `generateContent` is `contentlayer2 build`, `watchContent` is
 * `contentlayer2 dev`. Each generation comes back as a value: the documents it wrote, or the report
 * of why it failed. The documents are contentlayer's own, from the data its source handed to the
 * generation, so nothing reads its generated files back or its terminal output. What that takes
 * beyond contentlayer's documented API is in one function, ./contentlayer-hop.ts.
 */

/**
 * One generation's documents, by kind (./document-kinds.ts), in the order of their ids (their
 * source paths). A singleton's list (home.mdx, sidebar.yaml) holds one, or none when it is missing.
 */
export type Documents = { [K in KindName]: DocumentTypeMap[K][] };

/**
 * A generation's outcome: its documents, with the modification time (in milliseconds, as text) of
 * the file each was read from, by its path in the content folder; or the report of its failure.
 */
export type Generation = { ok: true; documents: Documents; readAt: ReadonlyMap<string, string> } | { ok: false; report: string };

interface Options {
  /**
   * The project folder: where contentlayer.config.ts is and .contentlayer/ goes (default: the
   * working folder, the site's). A failure in another project is told as contentlayer tells it.
   */
  cwd?: string;
}

/**
 * A document as contentlayer publishes it: the JSON it writes to .contentlayer/generated. The data a
 * source hands over holds some values in contentlayer's own form (a list field is an effect-ts
 * collection that becomes an array only in JSON), so each document is read back through JSON once.
 * contentlayer keeps a document that did not change as the same object from one generation to the
 * next, so `npm run dev` converts only the documents an edit changed, and keeps theirs no longer
 * than contentlayer does.
 */
const published = new WeakMap<core.Document, core.Document>();
function publish(document: core.Document): core.Document {
  let copy = published.get(document);
  if (!copy) {
    copy = JSON.parse(JSON.stringify(document)) as core.Document;
    published.set(document, copy);
  }
  return copy;
}

function byKind(documents: { document: core.Document; typeName: string }[]): Documents {
  const lists = Object.fromEntries(DOCUMENT_KINDS.map((kind) => [kind.name, [] as core.Document[]]));
  for (const { document, typeName } of documents) lists[typeName]?.push(publish(document));
  return lists as unknown as Documents;
}

/**
 * A generation reports its outcome as an Either. A writer's mistake does not fail it: the site's
 * schema (contentlayer.config.ts) leaves out a file whose front matter has one, and the content
 * step names each (./front-matter.ts). So a failure is contentlayer's own, or a project's with a
 * schema of its own (`cwd`: the tests'), and is told as contentlayer tells it: what it wrote to its
 * console service, which is this module's own (contentlayer writes a report there and returns a
 * failure that says only that it was written), then the failure itself unless the report covered it.
 */
function makeGenerations(options: Options) {
  const tap = tapGenerations();

  const outcome = (result: E.Either<{ toString(): string }, unknown>): Generation => {
    const written = tap.written();
    // The data last handed over, kept from one generation to the next: when edits come quickly,
    // the source hands over the next data while a generation is still running, so one success can
    // follow another with no new data in between, and the content is then what it was.
    const documents = tap.documents();
    if (result._tag === 'Right' && documents) {
      for (const message of written) console.log(message);
      return {
        ok: true,
        documents: byKind(documents),
        readAt: new Map(documents.map(({ document, documentHash }) => [document._raw.sourceFilePath, documentHash])),
      };
    }
    const error = result._tag === 'Left' ? result.left : 'contentlayer generated no documents.';
    const handled = core.isSourceFetchDataError(error) && error.alreadyHandled;
    return { ok: false, report: [...written, ...(handled ? [] : [String(error)])].join('\n').trim() };
  };

  const main = {
    tracingServiceName: 'lumenize-content',
    verbose: false,
    customCwd: unknownToAbsolutePosixFilePath(options.cwd ?? process.cwd()),
  };

  return { noting: tap.noting, outcome, console: tap.console, main };
}

/** `contentlayer2 build`: one generation of every document. */
export function generateContent(options: Options = {}): Promise<Generation> {
  const { noting, outcome, console, main } = makeGenerations(options);
  return pipe(
    core.getConfig({}),
    T.chain((config) => core.generateDotpkg({ config: noting(config, { persist: false }), verbose: false })),
    T.either,
    T.map(outcome),
    console,
    core.runMain<Generation>(main),
  );
}

/**
 * `contentlayer2 dev`: a generation now, and another after every change to the content or to
 * contentlayer.config.ts, each handed to `onGeneration` before the next starts. It runs until
 * `stop` settles (never, by default).
 */
export function watchContent(onGeneration: (generation: Generation) => void, options: Options & { stop?: Promise<unknown> } = {}): Promise<void> {
  const { noting, outcome, console, main } = makeGenerations(options);
  const { stop } = options;
  const generations = pipe(
    core.getConfigWatch({}),
    S.chainSwitchMapEitherRight((config) => core.generateDotpkgStream({ config: noting(config), verbose: false, isDev: true })),
    S.tap((result) => T.succeedWith(() => onGeneration(outcome(result)))),
  );
  return pipe(stop ? S.interruptWhen(T.promise(() => stop))(generations) : generations, S.runDrain, console, core.runMain<void>(main));
}
