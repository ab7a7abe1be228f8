import type * as core from '@contentlayer2/core';
import { errorToString } from '@contentlayer2/utils';
import { pipe, provideTestConsole, S, T } from '@contentlayer2/utils/effect';

/**
 * The one place the content step reaches past contentlayer's documented API. Two things a
 * generation has are not handed over as values by anything documented:
 *
 * - its documents: the source plugin's data (`DataCache.Cache`, whose `cacheItemsMap` holds each
 *   document with its type). The documented ways read them back from the generated files, and an
 *   import of those in the same process returns the first generation's forever (Node caches the
 *   module), which `npm run dev` cannot use;
 * - the report of a failure: contentlayer writes it to its console service and returns a failure
 *   that says only that it was written. `provideTestConsole` (exported, but named for tests) is the
 *   only way to give that service a console of our own.
 *
 * An upgrade that moves either fails here, loudly, naming what moved, and so does
 * ./contentlayer-hop.test.ts, which runs one generation through this function.
 */
export function tapGenerations() {
  if (typeof provideTestConsole !== 'function') {
    throw new Error("@contentlayer2/utils/effect no longer exports provideTestConsole: contentlayer's report of a failed generation has no way out.");
  }
  const messages: unknown[] = [];
  /** The data the source handed over last: the documents of a generation that succeeds. */
  let data: core.DataCache.Cache | undefined;
  return {
    /**
     * The config, its source's data noted on the way to the generation. Without `persist`, the
     * source neither reads nor writes its cache of documents in .contentlayer/: a build compiles
     * every document afresh, so no document of another content folder (the fixture's) or of a dev
     * server running beside it can stand in for one of its own.
     */
    noting: (config: core.Config, { persist = true }: { persist?: boolean } = {}): core.Config => ({
      ...config,
      source: {
        ...config.source,
        fetchData: (args) =>
          pipe(
            config.source.fetchData(persist ? args : { ...args, skipCachePersistence: true }),
            S.tapRight((cache) => T.succeedWith(() => (data = cache))),
          ),
      },
    }),
    /** Gives contentlayer's console service a console that keeps every message. */
    console: provideTestConsole(messages),
    /** What contentlayer wrote since the last call, as text. */
    written: (): string[] => messages.splice(0).map((message) => (typeof message === 'string' ? message : errorToString(message))),
    /**
     * The documents of the data noted last, each with its type's name and the modification time of
     * the file it was read from (contentlayer's `documentHash`, in milliseconds), in the order of
     * their ids (their source paths); none before a source has handed any over.
     */
    documents: (): { document: core.Document; typeName: string; documentHash: string }[] | undefined => {
      if (!data) return undefined;
      const items = data.cacheItemsMap as core.DataCache.Cache['cacheItemsMap'] | undefined;
      if (typeof items !== 'object' || items === null) {
        throw new Error("contentlayer's source data has no cacheItemsMap any more: the content step cannot read a generation's documents.");
      }
      return Object.keys(items)
        .sort()
        .map((id) => {
          const { document, documentTypeName, documentHash } = items[id];
          if (typeof document !== 'object' || typeof documentTypeName !== 'string' || typeof documentHash !== 'string') {
            throw new Error(`contentlayer's cache item ${id} no longer holds a document, its documentTypeName and its documentHash.`);
          }
          return { document, typeName: documentTypeName, documentHash };
        });
    },
  };
}
