import { SiteLink } from '@/components/link/site-link';
import { EngineeredIcon, ModularIcon, ShouldersIcon } from '@/components/home/feature-icons';
import { RowEnd } from '@/components/layout/row-end';
import { MAIN_ID } from '@/lib/site/landmarks';
import { metadataOf } from '@/lib/site/metadata';
import { siteConfig } from '@/lib/site/site-config';
import styles from './home.module.css';

export const generateMetadata = () => metadataOf('/');

const FEATURES = [
  {
    title: 'On the Shoulders of Giants',
    Icon: ShouldersIcon,
    tone: 'primary',
    body: 'Lumenize takes the best ideas from Cloudflare’s own Actor and Agent classes and from community projects such as PartyKit, then adds its own: in-process integration tests that speak real WebSockets, for one.',
  },
  {
    title: 'Modular',
    Icon: ModularIcon,
    tone: 'lighter',
    body: 'Use a single utility, or start from a lean base class and plug in only what you need: a sql template tag, authentication and more. Go all the way to an MCP-first backend with access control and per-row sync when you are ready.',
  },
  {
    title: 'Robustly Engineered',
    Icon: EngineeredIcon,
    tone: 'darker',
    body: 'More than 90% test coverage, fast bug fixes, docs whose examples run as tests so they never drift from the code, and logging you can switch on per namespace or per Durable Object instance.',
  },
] as const;

export default function HomePage() {
  return (
    <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
      <section className={styles.hero}>
        <h1 className={styles.title}>{siteConfig.title}</h1>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <div className={styles.actions} data-row-waits-for-end="">
          <SiteLink className={styles.primaryAction} href="/docs/introduction">
            Read the docs
          </SiteLink>
          <SiteLink className={styles.secondaryAction} href="/docs/rpc/quick-start">
            RPC quick start
          </SiteLink>
          <RowEnd />
        </div>
      </section>
      <section className={styles.features} aria-label="Features">
        {FEATURES.map(({ title, Icon, tone, body }) => (
          <div key={title} className={styles.feature}>
            <Icon className={`${styles.icon} ${styles[tone]}`} />
            <h2 className={styles.featureTitle}>{title}</h2>
            <p>{body}</p>
          </div>
        ))}
      </section>
    </main>
  );
}
