import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import NextTopLoader from 'nextjs-toploader';
import { AnnouncementBar } from '@/components/layout/announcement-bar';
import { ContentMistakePage } from '@/components/layout/content-mistake-page';
import { BasePathBanner } from '@/components/layout/base-path-banner';
import { Footer } from '@/components/layout/footer';
import { ContentReload } from '@/components/dev/content-reload';
import { ContentNotice } from '@/components/dev/content-notice';
import { headScript } from '@/components/layout/head-script';
import { HydrationMark } from '@/components/layout/hydration-mark';
import { KeyboardNavigation } from '@/components/layout/keyboard-navigation';
import { Navbar } from '@/components/layout/navbar';
import { SkipLink } from '@/components/layout/skip-link';
import { feedAlternates } from '@/lib/site/metadata';
import { absoluteUrl, siteConfig } from '@/lib/site/site-config';
import { withBasePath } from '@/lib/core/base-path';
import { NO_JS_STYLE } from '@/lib/site/no-js-style';
import { contentProblems, contentVersion, siteFailure } from '@/lib/site/pages';
import './globals.css';
import { geist, geistMono } from './site-font';
import { ThemeProvider } from '@/components/layout/theme-provider';

const locale = siteConfig.i18n.localeConfigs[siteConfig.i18n.defaultLocale];
/** The docs versions' names, which a stored preferred version must be one of (lib/browser/docs-version.ts). */
const DOCS_VERSIONS = siteConfig.docs.versions.map((version) => version.name).join(' ');

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: siteConfig.title,
  description: siteConfig.description,
  icons: {
    icon: [
      { url: withBasePath('/favicon.ico'), sizes: '48x48' },
      { url: withBasePath('/icon.svg'), type: 'image/svg+xml' },
    ],
    apple: withBasePath('/apple-touch-icon.png'),
  },
  alternates: { types: feedAlternates },
  openGraph: { siteName: siteConfig.title, images: [{ url: absoluteUrl(siteConfig.socialImage) }] },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#1b1b1d' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  const failure = siteFailure();
  return (
    <html
      lang={locale.htmlLang}
      dir={locale.direction}
      className={`${geist.variable} ${geistMono.variable}`}
      data-docs-versions={DOCS_VERSIONS}
      suppressHydrationWarning
    >
      <head>
        <script dangerouslySetInnerHTML={{ __html: headScript() }} />
        <noscript>
          <style dangerouslySetInnerHTML={{ __html: NO_JS_STYLE }} />
        </noscript>
        {/* In the head: it renders its stylesheet as a <style> where it stands, which HTML allows only there. */}
        <NextTopLoader showSpinner={false} showForHashAnchor={false} color="var(--color-primary)" />
      </head>
      <body>
        <ThemeProvider>
          <BasePathBanner />
          <KeyboardNavigation />
          <SkipLink />
          {siteConfig.announcementBar ? <AnnouncementBar config={siteConfig.announcementBar} /> : null}
          {failure === undefined ? (
            <>
              {process.env.NODE_ENV === 'development' ? <ContentNotice problems={contentProblems()} /> : null}
              <Navbar />
              <div className="main-wrapper">{children}</div>
              <Footer />
            </>
          ) : (
            <ContentMistakePage report={failure} />
          )}
          <HydrationMark />
          {process.env.NODE_ENV === 'development' ? <ContentReload version={contentVersion()} /> : null}
        </ThemeProvider>
      </body>
    </html>
  );
}
