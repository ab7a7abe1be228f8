import { describe, expect, it } from 'vitest';
import siteConfig from '@/content/site.config';
import fixtureConfig from '@/e2e/fixture/content/site.config';
import type { NavbarItem, SiteConfig } from '@/lib/core/site-config';
import { validateSiteConfig as validate } from './site-config-schema';

const SOURCE = 'content/site.config.ts';
const validateSiteConfig = (config: unknown) => validate(config, SOURCE);

const withConfig = (patch: (config: SiteConfig) => void): SiteConfig => {
  const config: SiteConfig = structuredClone(siteConfig);
  patch(config);
  return config;
};

describe('validateSiteConfig', () => {
  it('accepts the site’s own config and the fixture’s', () => {
    expect(validateSiteConfig(siteConfig)).toEqual(siteConfig);
    expect(validateSiteConfig(fixtureConfig)).toEqual(fixtureConfig);
  });

  it('names the file when what it exports is not a configuration', () => {
    expect(() => validateSiteConfig(['navbar'])).toThrow('content/site.config.ts: (file): Invalid input: expected object, received array');
  });

  it('throws on a field the configuration does not have, naming it', () => {
    const config = withConfig((c) => Object.assign(c.blog, { perPage: 5 }));
    expect(() => validateSiteConfig(config)).toThrow('content/site.config.ts: blog: Unrecognized key: "perPage"');
  });

  it('throws on an unknown navbar item type, naming the item', () => {
    const bad = { type: 'carousel', label: 'Spin' } as unknown as NavbarItem;
    const config = withConfig((c) => c.navbar.items.push(bad));
    expect(() => validateSiteConfig(config)).toThrow(
      'content/site.config.ts: navbar.items[4] ({"type":"carousel","label":"Spin"}).type: Unknown navbar item type "carousel"',
    );
  });

  it('throws on an unknown docs version name', () => {
    const config = withConfig((c) => (c.docs.latest = 'v2'));
    const known = siteConfig.docs.versions.map((version) => version.name).join(', ');
    expect(() => validateSiteConfig(config)).toThrow(`content/site.config.ts: docs.latest: Unknown docs version name "v2" (known: ${known})`);
  });

  /** The site's latest version, as the first of two: the other an archived 0.8.0 (and the latest names its upgrade doc). */
  const latest = siteConfig.docs.versions.find((version) => version.name === siteConfig.docs.latest)!;
  const twoVersions = (patch: (config: SiteConfig) => void = () => {}) =>
    withConfig((c) => {
      const first = { ...structuredClone(latest), upgradeDoc: 'upgrading' };
      c.docs.versions = [first, { ...first, name: '0.8.0', label: '0.8.0', tag: 'v0.8.0', released: '2025-09-01', moves: undefined, upgradeDoc: undefined }];
      patch(c);
    });

  it('accepts an archived version beside the latest', () => {
    expect(validateSiteConfig(twoVersions()).docs.versions.map((v) => v.name)).toEqual([latest.name, '0.8.0']);
  });

  it('throws on two versions of one name, naming the second', () => {
    expect(() => validateSiteConfig(twoVersions((c) => (c.docs.versions[1].name = latest.name)))).toThrow(
      `content/site.config.ts: docs.versions[1].name: repeats the version name "${latest.name}"`,
    );
  });

  it('throws when the latest is not the newest release', () => {
    expect(() => validateSiteConfig(twoVersions((c) => (c.docs.latest = '0.8.0')))).toThrow(
      `content/site.config.ts: docs.latest: names 0.8.0, released 2025-09-01, but ${latest.name} was released later (${latest.released})`,
    );
  });

  it('throws when there are archived versions and the latest names no upgrade doc', () => {
    expect(() => validateSiteConfig(twoVersions((c) => delete c.docs.versions[0].upgradeDoc))).toThrow(
      'content/site.config.ts: docs.versions[0].upgradeDoc: the latest version names its upgrade doc',
    );
  });

  it('throws on a version name that is not one URL segment, and a release date not written YYYY-MM-DD', () => {
    expect(() => validateSiteConfig(twoVersions((c) => (c.docs.versions[1].name = 'v0/8')))).toThrow(
      'docs.versions[1].name: a version name is one URL segment such as 0.9.0',
    );
    expect(() => validateSiteConfig(twoVersions((c) => (c.docs.versions[1].released = '1 Sept 2025')))).toThrow(
      'docs.versions[1].released: a release date is written YYYY-MM-DD',
    );
  });

  it('throws on a move that is not a doc path', () => {
    expect(() => validateSiteConfig(twoVersions((c) => (c.docs.versions[0].moves = [{ from: '/docs/utils', to: 'routing' }])))).toThrow(
      'docs.versions[0].moves[0].from: a doc path such as rpc/quick-start',
    );
  });

  it('throws on a locale without config', () => {
    const config = withConfig((c) => c.i18n.locales.push('fr'));
    expect(() => validateSiteConfig(config)).toThrow('content/site.config.ts: i18n.locales[1]: Locale "fr" has no entry in i18n.localeConfigs');
  });

  it('throws on a docSidebar item naming a sidebar that does not exist', () => {
    const config = withConfig((c) => c.navbar.items.push({ type: 'docSidebar', sidebarId: 'apiSidebar', label: 'API' }));
    expect(() => validateSiteConfig(config)).toThrow(
      'navbar.items[4] ({"type":"docSidebar","sidebarId":"apiSidebar","label":"API"}).sidebarId: names sidebar "apiSidebar"',
    );
  });

  it('throws on an announcement bar without its dark-mode colours, naming the field', () => {
    const config = withConfig((c) => delete (c.announcementBar as Partial<NonNullable<SiteConfig['announcementBar']>>).dark);
    expect(() => validateSiteConfig(config)).toThrow('content/site.config.ts: announcementBar.dark: Invalid input: expected object, received undefined');
  });

  it('throws on an unknown colour mode, naming the value', () => {
    const config = withConfig((c) => (c.colorMode.defaultMode = 'sepia' as 'light'));
    expect(() => validateSiteConfig(config)).toThrow('content/site.config.ts: colorMode.defaultMode: Unknown colour mode "sepia"');
  });

  it('throws on a navbar link with nowhere to go, naming the item', () => {
    const config = withConfig((c) => c.navbar.items.push({ label: 'Lost' }));
    expect(() => validateSiteConfig(config)).toThrow('navbar.items[4] ({"label":"Lost"}): needs "to" or "href"');
  });

  it('defaults navbar item position to right', () => {
    const right = siteConfig.navbar.items.filter((item) => (item.position ?? 'right') === 'right');
    expect(right.map((item) => ('label' in item && item.label) || item.type)).toEqual(['GitHub', 'search']);
  });
});

describe('the site config values', () => {
  it('has the title, tagline, URL and copyright', () => {
    expect(siteConfig.title).toBe('Lumenize');
    expect(siteConfig.tagline).toBe('De✨light✨ful Developer eXperience (DDX) on Cloudflare Durable Objects');
    expect(siteConfig.url).toBe('https://lumenize.com');
    expect(siteConfig.footer.copyright).toBe('Copyright © 2025 Lumenize');
  });
});
