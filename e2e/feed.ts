/**
 * Reading the blog's RSS and Atom feeds as a feed reader does, with the browser's own XML parser,
 * independent of the code that wrote them.
 */
import { expect, type Page } from './test';

export interface ParsedFeed {
  error: string | null;
  stylesheet: string | null;
  title: string;
  items: { title: string; link: string; guid: string; date: string; authors: string[]; categories: string[]; content: string }[];
}

export async function parseFeed(page: Page, path: string, kind: 'rss' | 'atom'): Promise<ParsedFeed> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  const text = await response.text();
  await page.goto('about:blank');
  return page.evaluate(
    ({ text, kind }) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const error = doc.querySelector('parsererror')?.textContent ?? null;
      const pi = [...doc.childNodes].find((n): n is ProcessingInstruction => n.nodeType === Node.PROCESSING_INSTRUCTION_NODE);
      const stylesheet = pi && pi.target === 'xml-stylesheet' ? pi.data : null;
      const ATOM = 'http://www.w3.org/2005/Atom';
      const CONTENT = 'http://purl.org/rss/1.0/modules/content/';
      const DC = 'http://purl.org/dc/elements/1.1/';
      const one = (el: Element, name: string, ns?: string) =>
        (ns ? el.getElementsByTagNameNS(ns, name)[0] : [...el.children].find((c) => c.localName === name))?.textContent?.trim() ?? '';
      if (kind === 'rss') {
        const channel = doc.documentElement.getElementsByTagName('channel')[0];
        return {
          error,
          stylesheet,
          title: one(channel, 'title'),
          items: [...channel.getElementsByTagName('item')].map((item) => ({
            title: one(item, 'title'),
            link: one(item, 'link'),
            date: one(item, 'pubDate'),
            authors: [...item.getElementsByTagNameNS(DC, 'creator')].map((c) => c.textContent?.trim() ?? ''),
            guid: one(item, 'guid'),
            categories: [...item.getElementsByTagName('category')].map((c) => c.textContent ?? ''),
            content: one(item, 'encoded', CONTENT),
          })),
        };
      }
      const feed = doc.documentElement;
      return {
        error,
        stylesheet,
        title: [...feed.children].find((c) => c.localName === 'title')?.textContent ?? '',
        items: [...feed.getElementsByTagNameNS(ATOM, 'entry')].map((entry) => ({
          title: one(entry, 'title', ATOM),
          link: entry.getElementsByTagNameNS(ATOM, 'link')[0]?.getAttribute('href') ?? '',
          date: one(entry, 'updated', ATOM),
          authors: [...entry.getElementsByTagNameNS(ATOM, 'author')].map((author) => one(author, 'name', ATOM)),
          guid: one(entry, 'id', ATOM),
          categories: [...entry.getElementsByTagNameNS(ATOM, 'category')].map((c) => c.getAttribute('label') ?? ''),
          content: one(entry, 'content', ATOM),
        })),
      };
    },
    { text, kind },
  );
}

/** The JSON Feed as the blog serves it. */
export interface JsonFeed {
  version: string;
  title: string;
  home_page_url: string;
  feed_url: string;
  items: { id: string; url: string; title: string; content_html: string; date_published: string; author?: { name: string } }[];
}
