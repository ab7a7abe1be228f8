/**
 * What a docs page of the content must show beyond its title and h1, derived from what the writers
 * wrote: a guide's table of contents, direct links and edit link; an API item's exact signature,
 * parameters and package; an API index's groups. The page sweep (every-route.spec.ts) runs these on
 * the page it has loaded at a desktop width, where the table of contents is in the side column.
 */
import { expect, type Page } from './test';
import { API_INDEX_ROUTES, API_ROUTES, GUIDE_ROUTES } from './routes';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { repositoryWebUrl } from '@/build-time/content/repository';
import { TWOSLASH_HOVER } from '@/lib/core/code-hovers';

const REPOSITORY = repositoryWebUrl(JSON.parse(readFileSync('package.json', 'utf8')));
/** The files of this repository, as the edit links must name them. */
const TRACKED = new Set(execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n'));

interface ContentCheck {
  /** What it asserts, for the test's name. */
  what: string;
  check: (page: Page) => Promise<void>;
}

/** The page's headings in `levels`, with the anchor each carries. */
async function headingsIn(page: Page, levels: { min: number; max: number }) {
  const selector = Array.from({ length: levels.max - levels.min + 1 }, (_, i) => `article h${levels.min + i}`).join(', ');
  return page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const anchor = el.querySelector('a[aria-label^="Direct link to"]');
      // The heading's words, without the anchor's "#".
      const words = el.cloneNode(true) as Element;
      words.querySelector('a[aria-label^="Direct link to"]')?.remove();
      return { level: Number(el.tagName.slice(1)), id: el.id, text: (words.textContent ?? '').trim(), anchor: anchor?.getAttribute('href') ?? null };
    }),
  );
}

const tocLinks = (page: Page) =>
  page
    .locator('nav[aria-label="On this page"]:visible')
    .getByRole('link')
    .evaluateAll((els) => els.map((el) => ({ id: (el.getAttribute('href') ?? '').slice(1), text: (el.textContent ?? '').trim() })));

/** The table of contents lists exactly the headings in `levels`, in order, by their ids; returns those headings. */
async function expectTocOf(page: Page, levels: { min: number; max: number }) {
  const headings = await headingsIn(page, levels);
  expect(await tocLinks(page), 'the table of contents').toEqual(headings.map(({ id, text }) => ({ id, text })));
  return headings;
}

const checks = new Map<string, ContentCheck>();

for (const guide of GUIDE_ROUTES) {
  checks.set(guide.path, {
    what: 'its table of contents, direct links, edit link and type hovers',
    check: async (page) => {
      if (guide.toc) await expectTocOf(page, guide.toc);
      else await expect(page.locator('nav[aria-label="On this page"]:visible'), 'a table of contents the doc hides').toHaveCount(0);
      const headings = await headingsIn(page, { min: 2, max: 3 });
      expect(
        headings.filter((heading) => heading.anchor !== `#${heading.id}`).map((heading) => heading.text),
        'h2 and h3 without a direct link',
      ).toEqual([]);
      const edit = await page.getByRole('link', { name: 'Edit this page' }).getAttribute('href');
      const prefix = `${REPOSITORY}/edit/main/`;
      expect(edit, 'the edit link opens the file in the repository package.json names').toBe(`${prefix}${guide.source}`);
      expect(TRACKED.has(edit!.slice(prefix.length)), `${edit} names a file of this repository`).toBe(true);
      const untyped = await page
        .locator(`.${TWOSLASH_HOVER}`)
        .evaluateAll((hovers) =>
          hovers
            .filter((hover) => !document.getElementById(hover.getAttribute('aria-describedby') ?? '')?.textContent?.trim())
            .map((hover) => hover.textContent),
        );
      expect(untyped, 'type hovers with no type to show').toEqual([]);
    },
  });
}

for (const item of API_ROUTES) {
  checks.set(item.path, {
    what: 'its signature, parameters, package and table of contents',
    check: async (page) => {
      // Exact, but for spaces at line ends, which nobody sees and which are invalid HTML (html-validate).
      expect(await page.locator('#signature + pre code').textContent(), 'the signature').toBe(item.signature.replace(/[ \t]+$/gm, ''));
      for (const param of item.params) {
        await expect(page.locator('#parameters + dl dt > code:first-child').getByText(param, { exact: true }), `parameter ${param}`).toBeVisible();
      }
      await expect(page.locator('#exported-from + p')).toContainText(item.packageName);
      const headings = await expectTocOf(page, { min: 2, max: 3 });
      expect(headings.length, 'h2 and h3 headings').toBeGreaterThan(0);
      // Each field, member and group of notes has its h3, with an id, its direct link and its entry in the table of contents (checked above).
      const h3s = headings.filter((heading) => heading.level === 3);
      for (const text of item.subheadings) {
        const heading = h3s.find((each) => each.text === text);
        expect(heading, `a heading for ${text}`).toBeDefined();
        expect(heading!.id, `${text} has an id`).not.toBe('');
        expect(heading!.anchor, `${text} links to itself`).toBe(`#${heading!.id}`);
      }
    },
  });
}

for (const index of API_INDEX_ROUTES) {
  checks.set(index.path, {
    what: 'its items grouped by kind',
    check: async (page) => {
      await expect(page.locator('article h2')).toHaveText(index.groups.map(({ group }) => `${group}#`));
      for (const { group, segment, count } of index.groups) {
        await expect(page.locator(`section[aria-labelledby="${segment}"] ul > li > a`), group).toHaveCount(count);
      }
    },
  });
}

/** What the page at `path` shows from its content, beyond its title and h1 (nothing for most pages but docs). */
export const contentCheckOf = (path: string): ContentCheck | undefined => checks.get(path);
