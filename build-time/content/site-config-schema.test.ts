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
    const config = withConfig((c) => (c.docs.lastVersion = 'v2'));
    expect(() => validateSiteConfig(config)).toThrow('content/site.config.ts: docs.lastVersion: Unknown docs version name "v2" (known: current)');
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
