import { SiteLink } from '@/components/link/site-link';
import { versionHrefs } from '@/lib/site/version-entry';
import { EngineeredIcon, ModularIcon, ShouldersIcon } from '@/components/home/feature-icons';
import { pageView } from '@/components/layout/content-mistake-page';
import { RowEnd } from '@/components/layout/row-end';
import { MdxContent } from '@/components/mdx/mdx-content';
import { MAIN_ID } from '@/lib/core/landmarks';
import { ROUTES } from '@/lib/core/paths';
import { metadataOf } from '@/lib/site/metadata';
import { documentTree } from '@/lib/site/page-content';
import { pageOf, type PageOfKind } from '@/lib/site/pages';
import { siteConfig } from '@/lib/site/site-config';
import type { SiteConfig } from '@/lib/core/site-config';
import styles from './home.module.css';

export const generateMetadata = () => metadataOf('/');

type FeatureIcon = SiteConfig['home']['features'][number]['icon'];

/** The icons a feature card of the configuration may name, each with its card's tint. */
const FEATURE_ICONS: Record<FeatureIcon, { Icon: typeof ShouldersIcon; tone: 'primary' | 'lighter' | 'darker' }> = {
  shoulders: { Icon: ShouldersIcon, tone: 'primary' },
  modular: { Icon: ModularIcon, tone: 'lighter' },
  engineered: { Icon: EngineeredIcon, tone: 'darker' },
};

/**
 * The home page: the tagline as its heading, the line under it and the calls to action (the site
 * configuration's), the install command and the example (content/home.mdx, whose TypeScript is
 * type-checked like the guides'), then the feature cards.
 */
export default function HomePage() {
  return pageView(ROUTES.home, pageOf('home', ROUTES.home), (page) => <HomeView page={page} />);
}

function HomeView({ page }: { page: PageOfKind<'home'> }) {
  const { home } = siteConfig;
  return (
    <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
      <section className={styles.hero}>
        <p className={styles.eyebrow}>{siteConfig.title}</p>
        <h1 className={styles.title}>{siteConfig.tagline}</h1>
        <p className={styles.lead}>{page.lead}</p>
        <div className={styles.actions} data-row-waits-for-end="">
          {home.actions.map((action, index) => {
            // The first action is the main one.
            const className = index === 0 ? styles.primaryAction : styles.secondaryAction;
            return action.to ? (
              <SiteLink key={action.label} className={className} href={action.to} data-version-hrefs={versionHrefs(action.to)}>
                {action.label}
              </SiteLink>
            ) : (
              <a key={action.label} className={className} href={action.href}>
                {action.label}
              </a>
            );
          })}
          <RowEnd />
        </div>
      </section>
      <section className={styles.example} aria-label="Example">
        <MdxContent tree={documentTree(page)} />
      </section>
      <section className={styles.features} aria-label="Features">
        {home.features.map(({ title, icon, body }) => {
          const { Icon, tone } = FEATURE_ICONS[icon];
          return (
            <div key={title} className={styles.feature}>
              <Icon className={`${styles.icon} ${styles[tone]}`} />
              <h2 className={styles.featureTitle}>{title}</h2>
              <p>{body}</p>
            </div>
          );
        })}
      </section>
    </main>
  );
}
