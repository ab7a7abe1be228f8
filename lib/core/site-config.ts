/**
 * What a site configuration (`site.config.ts` in the content folder) holds. Every layer reads it,
 * so it is declared here, at the bottom; the content step checks a configuration against its zod
 * schema (build-time/content/site-config-schema.ts), which the type check holds to this declaration.
 */

/** A link of the configuration: a page of the site (`to`) or another site (`href`); one of them is required. */
export interface SiteLinkConfig {
  label: string;
  to?: string;
  href?: string;
}

/** A navbar item of one type, with the label and side every item may have. */
type Item<T> = { [K in keyof (NavbarItemBase & T)]: (NavbarItemBase & T)[K] };
interface NavbarItemBase {
  label?: string;
  position?: 'left' | 'right';
}
type LinkItem = Item<{ type?: 'default'; label: string; to?: string; href?: string }>;

/** A navbar entry, by its `type`. */
export type NavbarItem =
  | LinkItem
  | Item<{ type: 'dropdown'; label: string; items: LinkItem[] }>
  | Item<{ type: 'localeDropdown' }>
  | Item<{ type: 'docsVersionDropdown' }>
  | Item<{ type: 'doc'; docId: string }>
  | Item<{ type: 'docSidebar'; sidebarId: string; label: string }>
  | Item<{ type: 'docsVersion' }>
  | Item<{ type: 'search' }>
  | Item<{ type: 'html'; value: string }>;

export type ColorMode = 'light' | 'dark';

export interface FooterColumn {
  title: string;
  items: SiteLinkConfig[];
}

export interface AnnouncementBarConfig {
  /** Dismissal is remembered per id, so a new announcement shows again. */
  id: string;
  /** Text, and links among it. */
  content: (string | SiteLinkConfig)[];
  backgroundColor: string;
  textColor: string;
  /** The pair shown in dark mode, so the bar is not a light band above a dark page. */
  dark: { backgroundColor: string; textColor: string };
  isCloseable: boolean;
}

/** The icons the home page's feature cards can show (components/home/feature-icons.tsx draws them). */
type FeatureIcon = 'shoulders' | 'modular' | 'engineered';

/** A package the API reference documents, as `api.packages` lists it. */
export interface ApiPackageConfig {
  /** A URL segment, such as `rpc`. */
  id: string;
  /** Its npm name, by which the other packages' declarations import it. */
  name: string;
  /** Its label in the sidebar and on social cards: `RPC`. */
  label: string;
  /**
   * Its TypeScript declarations, relative to the content folder (a published package's
   * `../node_modules/<name>/dist/index.d.ts` works the same way).
   */
  entry: string;
}

/**
 * Pages a version moved: the page at `from` (a doc path under the docs of the version before it,
 * `utils/cors-support`), or every page under that folder (`utils`), is at `to` from this version on.
 */
interface DocsMove {
  from: string;
  to: string;
}

/**
 * A release the docs document. The latest's files are the content folder's own and its pages are at
 * `/docs`; an archived version's files are `versions/<name>/` (docs, api, sidebar.yaml: the same
 * shape), its pages at `/docs/<name>`.
 */
export interface DocsVersionConfig {
  /** `0.9.0`: the folder and URL segment of the version once archived. */
  name: string;
  label: string;
  /** The tag of the libraries' repository it documents: `v0.9.0`. */
  tag: string;
  /** When it was released, written YYYY-MM-DD. */
  released: string;
  /** Its main doc, by id: `introduction`, which the version's root (`/docs`, `/docs/<name>`) shows too. */
  mainDocId: string;
  /** The packages its API reference documents, in order; `entry` is relative to the version's folder. */
  packages: ApiPackageConfig[];
  /** The pages it moved from where the version before it had them. */
  moves?: DocsMove[];
  /** Its doc on upgrading to it, by id: the banner of every archived page links the latest's. */
  upgradeDoc?: string;
}

export interface SiteConfig {
  title: string;
  tagline: string;
  url: string;
  description: string;
  socialImage: string;
  logo: { src: string; alt: string };
  navbar: { hideOnScroll: boolean; items: NavbarItem[] };
  footer: {
    /** Columns, or a flat list of links. */
    links: FooterColumn[] | SiteLinkConfig[];
    logo?: { src: string; srcDark?: string; alt: string; href?: string; width?: number; height?: number };
    copyright: string;
  };
  announcementBar?: AnnouncementBarConfig;
  colorMode: { defaultMode: ColorMode; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  i18n: {
    defaultLocale: string;
    locales: string[];
    localeConfigs: Record<string, { label: string; direction: 'ltr' | 'rtl'; htmlLang: string; path: string }>;
  };
  docs: {
    /** Names the key the preferred version is stored under: `docs-preferred-version-<pluginId>`. */
    pluginId: string;
    /** The version whose docs are the content folder's own, at `/docs`, by name; every other is archived. */
    latest: string;
    versions: DocsVersionConfig[];
    sidebarIds: string[];
  };
  /** The home page below its title and tagline: the hero's links (the first is the main one) and the feature cards. */
  home: {
    actions: SiteLinkConfig[];
    features: { title: string; icon: FeatureIcon; body: string }[];
  };
  search: { description: string };
  blog: {
    title: string;
    description: string;
    archiveDescription: string;
    authorsDescription: string;
    tagsDescription: string;
    postsPerPage: number;
  };
  api: {
    /** `{package}` in the API index's description stands for the package's name. */
    indexDescription: string;
  };
}
