import { z } from 'zod';
import { describeIssues } from '@/build-time/content/schema-errors';
import type { SiteConfig } from '@/lib/core/site-config';

/**
 * What a site configuration (`site.config.ts` in the content folder) may hold, as zod schemas,
 * which the content step checks a configuration against before it writes it where the site reads
 * it (build-time/content/site-config.ts). Its type is declared in lib/core/site-config.ts, and the
 * schema's must be the same (`_schemaMatchesType` below).
 */

const text = z.string().min(1);

/** A link of the configuration: a page of the site (`to`) or another site (`href`). */
const siteLink = z
  .strictObject({ label: text, to: text.optional(), href: text.optional() })
  .refine((link) => link.to !== undefined || link.href !== undefined, 'needs "to" or "href"');

const itemBase = { label: text.optional(), position: z.enum(['left', 'right']).optional() };

const linkItem = z
  .strictObject({ ...itemBase, type: z.literal('default').optional(), label: text, to: text.optional(), href: text.optional() })
  .refine((link) => link.to !== undefined || link.href !== undefined, 'needs "to" or "href"');

const navbarItem = z.discriminatedUnion(
  'type',
  [
    linkItem,
    z.strictObject({ ...itemBase, type: z.literal('dropdown'), label: text, items: z.array(linkItem) }),
    z.strictObject({ ...itemBase, type: z.literal('localeDropdown') }),
    z.strictObject({ ...itemBase, type: z.literal('docsVersionDropdown') }),
    z.strictObject({ ...itemBase, type: z.literal('doc'), docId: text }),
    z.strictObject({ ...itemBase, type: z.literal('docSidebar'), sidebarId: text, label: text }),
    z.strictObject({ ...itemBase, type: z.literal('docsVersion') }),
    z.strictObject({ ...itemBase, type: z.literal('search') }),
    z.strictObject({ ...itemBase, type: z.literal('html'), value: z.string() }),
  ],
  { error: (issue) => (issue.code === 'invalid_union' ? `Unknown navbar item type ${JSON.stringify((issue.input as { type?: unknown }).type)}` : undefined) },
);

const colorMode = z.enum(['light', 'dark'], { error: (issue) => `Unknown colour mode ${JSON.stringify(issue.input)}: expected light or dark` });

const localeConfig = z.strictObject({
  label: text,
  direction: z.enum(['ltr', 'rtl']),
  htmlLang: text,
  path: text,
});

/** A package of the API reference, as `api.packages` lists it (the README lists its fields). */
export const apiPackageSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, 'an id is a URL segment such as rpc'),
  name: text,
  label: text,
  entry: z.string().regex(/\.d\.[cm]?ts$/, 'an entry is a declaration file such as api/rpc/index.d.ts'),
});

/** A doc's path under its version's docs, as ids are written: `rpc/quick-start`, or a folder, `utils`. */
const docPathText = z.string().regex(/^[\w.-]+(\/[\w.-]+)*$/, 'a doc path such as rpc/quick-start: segments, no leading or trailing slash');

/** A version of the docs, as `docs.versions` lists it (the README lists its fields). */
export const docsVersionSchema = z.strictObject({
  name: z.string().regex(/^[A-Za-z0-9][\w.-]*$/, 'a version name is one URL segment such as 0.9.0'),
  label: text,
  tag: text,
  released: z.iso.date({ error: 'a release date is written YYYY-MM-DD' }),
  mainDocId: docPathText,
  packages: z.array(apiPackageSchema),
  moves: z.array(z.strictObject({ from: docPathText, to: docPathText })).optional(),
  upgradeDoc: docPathText.optional(),
});

const featureIcon = z.enum(['shoulders', 'modular', 'engineered']);

const siteConfigSchema = z
  .strictObject({
    title: text,
    tagline: text,
    url: z.url(),
    description: text,
    socialImage: text,
    logo: z.strictObject({ src: text, alt: text }),
    navbar: z.strictObject({ hideOnScroll: z.boolean(), items: z.array(navbarItem) }),
    footer: z.strictObject({
      /** Columns, or a flat list of links. */
      links: z.union([z.array(z.strictObject({ title: text, items: z.array(siteLink) })), z.array(siteLink)]),
      logo: z
        .strictObject({
          src: text,
          srcDark: text.optional(),
          alt: z.string(),
          href: text.optional(),
          width: z.number().optional(),
          height: z.number().optional(),
        })
        .optional(),
      copyright: text,
    }),
    announcementBar: z
      .strictObject({
        /** Dismissal is remembered per id, so a new announcement shows again. */
        id: text,
        /** Text, and links among it. */
        content: z.array(z.union([z.string(), siteLink])).min(1),
        backgroundColor: text,
        textColor: text,
        /** The pair shown in dark mode, so the bar is not a light band above a dark page. */
        dark: z.strictObject({ backgroundColor: text, textColor: text }),
        isCloseable: z.boolean(),
      })
      .optional(),
    colorMode: z.strictObject({ defaultMode: colorMode, disableSwitch: z.boolean(), respectPrefersColorScheme: z.boolean() }),
    i18n: z.strictObject({ defaultLocale: text, locales: z.array(text).min(1), localeConfigs: z.record(z.string(), localeConfig) }),
    docs: z.strictObject({
      pluginId: text,
      /** The version whose docs are the content folder's own, at /docs, by name. */
      latest: text,
      versions: z.array(docsVersionSchema).min(1),
      sidebarIds: z.array(text),
    }),
    /** The home page below its title and tagline: the hero's links (the first is the main one) and the feature cards. */
    home: z.strictObject({
      actions: z.array(siteLink).min(1),
      features: z.array(z.strictObject({ title: text, icon: featureIcon, body: text })),
    }),
    search: z.strictObject({ description: text }),
    blog: z.strictObject({
      title: text,
      description: text,
      archiveDescription: text,
      authorsDescription: text,
      tagsDescription: text,
      postsPerPage: z.int().min(1),
    }),
    api: z.strictObject({
      /** `{package}` in the API index's description stands for the package's name. */
      indexDescription: text,
    }),
  })
  .superRefine((config, context) => {
    config.navbar.items.forEach((item, index) => {
      if (item.type === 'docSidebar' && !config.docs.sidebarIds.includes(item.sidebarId)) {
        context.addIssue({ code: 'custom', path: ['navbar', 'items', index, 'sidebarId'], message: `names sidebar "${item.sidebarId}", which does not exist` });
      }
    });
    checkVersions(config.docs, (path, message) => context.addIssue({ code: 'custom', path: ['docs', ...path], message }));
    const { i18n } = config;
    [i18n.defaultLocale, ...i18n.locales].forEach((locale, index) => {
      if (!i18n.localeConfigs[locale]) {
        context.addIssue({
          code: 'custom',
          path: index === 0 ? ['i18n', 'defaultLocale'] : ['i18n', 'locales', index - 1],
          message: `Locale "${locale}" has no entry in i18n.localeConfigs`,
        });
      }
    });
  });

/**
 * What the versions must say of each other: names each once, the latest among them and released
 * last, since it is the one at /docs (and the one the banner of every archived page points to),
 * naming its upgrade doc once there are archived versions; each version's packages each once.
 */
function checkVersions(docs: SiteConfig['docs'], issue: (path: (string | number)[], message: string) => void) {
  const names = docs.versions.map((version) => version.name);
  names.forEach((name, index) => {
    if (names.indexOf(name) !== index) issue(['versions', index, 'name'], `repeats the version name "${name}"`);
  });
  docs.versions.forEach((version, index) => {
    const ids = version.packages.map((pkg) => pkg.id);
    ids.forEach((id, at) => {
      if (ids.indexOf(id) !== at) issue(['versions', index, 'packages', at, 'id'], `repeats the id "${id}"`);
    });
  });
  const latestAt = names.indexOf(docs.latest);
  if (latestAt === -1) return issue(['latest'], `Unknown docs version name "${docs.latest}" (known: ${names.join(', ')})`);
  const latest = docs.versions[latestAt];
  const newer = docs.versions.find((version) => version.released > latest.released);
  if (newer)
    issue(
      ['latest'],
      `names ${latest.name}, released ${latest.released}, but ${newer.name} was released later (${newer.released}): the latest is the newest release`,
    );
  if (docs.versions.length > 1 && latest.upgradeDoc === undefined) {
    issue(['versions', latestAt, 'upgradeDoc'], `the latest version names its upgrade doc, which the banner of every archived page links`);
  }
}

/** True only when the schema's type and the declared one are the same type, both ways. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Fails the type check when the schema and lib/core/site-config.ts drift apart. */
const _schemaMatchesType: Same<z.infer<typeof siteConfigSchema>, SiteConfig> = true;

export class SiteConfigError extends Error {
  override name = 'SiteConfigError';
}

const NAVBAR_ITEMS = ['navbar', 'items'];
const atNavbarItem = (issue: z.ZodError['issues'][number]) => issue.path[0] === 'navbar' && issue.path[1] === 'items' && typeof issue.path[2] === 'number';

/**
 * Checks a configuration as `source` exports it and returns it typed. An error names the file and
 * the field, and a navbar item by its JSON
 * (`content/site.config.ts: navbar.items[4] ({"type":"carousel"}).type: Unknown navbar item type …`).
 */
export function validateSiteConfig(value: unknown, source: string): SiteConfig {
  const parsed = siteConfigSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const { issues } = parsed.error;
  const items = typeof value === 'object' && value !== null ? ((value as { navbar?: { items?: unknown[] } }).navbar?.items ?? []) : [];
  const itemIssues = issues.filter(atNavbarItem).map((issue) => ({ ...issue, path: issue.path.slice(NAVBAR_ITEMS.length) }));
  const otherIssues = issues.filter((issue) => !atNavbarItem(issue));
  const report = [
    itemIssues.length > 0 ? describeIssues(source, new z.ZodError(itemIssues), NAVBAR_ITEMS, (index) => JSON.stringify(items[index])) : '',
    otherIssues.length > 0 ? describeIssues(source, new z.ZodError(otherIssues)) : '',
  ];
  throw new SiteConfigError(report.filter(Boolean).join('\n'));
}
