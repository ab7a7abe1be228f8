import { describe, expect, it } from 'vitest';
import { absoluteUrl, assertColorMode, siteConfig, validateSiteConfig, type NavbarItem, type SiteConfig } from './site-config';

const withConfig = (patch: (config: SiteConfig) => void): SiteConfig => {
  const config = structuredClone(siteConfig);
  patch(config);
  return config;
};

describe('validateSiteConfig', () => {
  it('accepts the site’s own config', () => {
    expect(() => validateSiteConfig(siteConfig)).not.toThrow();
  });

  it('throws on an unknown navbar item type, naming the item', () => {
    const bad = { type: 'carousel', label: 'Spin' } as unknown as NavbarItem;
    const config = withConfig((c) => c.navbar.items.push(bad));
    expect(() => validateSiteConfig(config)).toThrow('Unknown navbar item type "carousel" in navbar item {"type":"carousel","label":"Spin"}');
  });

  it('throws on an unknown docs version name', () => {
    const config = withConfig((c) => (c.docs.lastVersion = 'v2'));
    expect(() => validateSiteConfig(config)).toThrow('Unknown docs version name "v2"');
  });

  it('throws on a locale without config', () => {
    const config = withConfig((c) => c.i18n.locales.push('fr'));
    expect(() => validateSiteConfig(config)).toThrow('Locale "fr" has no entry in i18n.localeConfigs');
  });

  it('throws on a docSidebar item naming a sidebar that does not exist', () => {
    const config = withConfig((c) => c.navbar.items.push({ type: 'docSidebar', sidebarId: 'apiSidebar', label: 'API' }));
    expect(() => validateSiteConfig(config)).toThrow('names sidebar "apiSidebar"');
  });

  it('throws on an unknown colour mode, naming the value', () => {
    expect(() => assertColorMode('sepia')).toThrow('Unknown colour mode "sepia"');
    const config = withConfig((c) => (c.colorMode.defaultMode = 'sepia' as 'light'));
    expect(() => validateSiteConfig(config)).toThrow('"sepia"');
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

  it('makes paths absolute with the production URL', () => {
    expect(absoluteUrl('/img/social-card.png')).toBe('https://lumenize.com/img/social-card.png');
    expect(absoluteUrl('https://example.com/a.png')).toBe('https://example.com/a.png');
    const underBase = { ...siteConfig, basePath: '/base' };
    expect(absoluteUrl('/', underBase)).toBe('https://lumenize.com/base');
    expect(absoluteUrl('/docs/introduction', underBase)).toBe('https://lumenize.com/base/docs/introduction');
  });
});
