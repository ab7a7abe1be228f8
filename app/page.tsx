import { SiteLink } from '@/components/link/site-link';
import { EngineeredIcon, ModularIcon, ShouldersIcon } from '@/components/home/feature-icons';
import { RowEnd } from '@/components/layout/row-end';
import { MAIN_ID } from '@/lib/core/landmarks';
import { metadataOf } from '@/lib/site/metadata';
import { siteConfig } from '@/lib/site/site-config';
import styles from './home.module.css';

export const generateMetadata = () => metadataOf('/');

const FEATURES = [
  {
    title: 'On the Shoulders of Giants',
    Icon: ShouldersIcon,
    tone: 'primary',
    body: 'Lumenize takes the best ideas from Cloudflare’s own Actor and Agent classes and from community projects such as PartyKit, then adds its own: in-process integration tests that open WebSockets through your Worker, for one.',
  },
  {
    title: 'Modular',
    Icon: ModularIcon,
    tone: 'lighter',
    body: 'Use a single utility today, or add RPC and testing on top. Next on the roadmap: a lean base class you extend with only the plugins you need (a sql template tag, authentication and more), and then an MCP-first backend with access control and per-row sync.',
  },
  {
    title: 'Robustly Engineered',
    Icon: EngineeredIcon,
    tone: 'darker',
    body: 'Test suites that go past the happy path, a commitment to fast bug fixes, guide examples type-checked against the released API, and security limits stated plainly. Logging you can switch on per namespace or per Durable Object instance is on the way.',
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
