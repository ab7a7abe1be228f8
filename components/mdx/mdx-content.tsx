import { getMDXComponent } from 'next-contentlayer2/hooks';
import { SiteLink } from '@/components/link/site-link';
import type { ComponentProps } from 'react';
import { Admonition } from './admonition';
import { CodeBlock } from './code-block';
import { Mermaid } from './mermaid';
import { Tab, Tabs } from './tabs';
import { publicImageSize } from '@/lib/site/image-size';
import { assetPath } from '@/lib/site/site-config';
import styles from './mdx-content.module.css';

function MdxLink({ href = '', ...props }: ComponentProps<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//')) return <SiteLink href={href} {...props} />;
  if (href.startsWith('#')) return <a href={href} {...props} />;
  return <a href={href} target="_blank" rel="noopener noreferrer" {...props} />;
}

/**
 * Images of `public/` are requested under the base path, with their intrinsic size so the text
 * below them does not move when they load.
 */
function MdxImage({ src, alt = '', ...props }: ComponentProps<'img'>) {
  const local = typeof src === 'string' && src.startsWith('/') && !src.startsWith('//');
  const size = local ? publicImageSize(src) : undefined;
  return <img src={local ? assetPath(src) : src} alt={alt} decoding="async" width={size?.width} height={size?.height} {...props} />;
}

/** Wide tables scroll sideways (app/globals.css); keyboard readers scroll them once focused (WCAG 2.1.1). */
function MdxTable(props: ComponentProps<'table'>) {
  return <table {...props} tabIndex={0} />;
}

const components = { a: MdxLink, img: MdxImage, pre: CodeBlock, table: MdxTable, Admonition, Mermaid, Tabs, Tab };

/** Renders compiled MDX on the server; only the islands inside it (code buttons, tabs, mermaid) ship JS. */
export function MdxContent({ code }: { code: string }) {
  const Content = getMDXComponent(code);
  return (
    <div className={styles.markdown}>
      <Content components={components} />
    </div>
  );
}
