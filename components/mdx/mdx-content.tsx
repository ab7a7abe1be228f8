import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import type { ComponentProps, ComponentType } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { SiteLink } from '@/components/link/site-link';
import type { CompiledTree } from '@/lib/content/compiled-tree';
import { TRUNCATE_ELEMENT, type MdxComponentName } from '@/lib/content/compile/elements';
import { intrinsicSize } from '@/lib/site/image-size';
import { isSitePath } from '@/lib/site/paths';
import { withBasePath } from '@/lib/site/site-config';
import { Admonition } from './admonition';
import { CodeBlock } from './code-block';
import { Mermaid } from './mermaid';
import { Tab, Tabs } from './tabs';
import styles from './mdx-content.module.css';

function MdxLink({ href = '', children, ...props }: ComponentProps<'a'>) {
  if (isSitePath(href))
    return (
      <SiteLink href={href} {...props}>
        {children}
      </SiteLink>
    );
  if (href.startsWith('#'))
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </a>
  );
}

/**
 * Images of `public/` are requested under the base path, with their intrinsic size so the text
 * below them does not move when they load. They load lazily (a writer's `loading` wins): a reader
 * who never scrolls to one does not pay for it, and React preloads every image that is not lazy,
 * in the HTML and in the data the router prefetches for links, so each page would otherwise fetch
 * the images of the pages it links to.
 */
function MdxImage({ src, alt = '', ...props }: ComponentProps<'img'>) {
  const size = intrinsicSize({ src, width: props.width });
  return (
    <img
      src={typeof src === 'string' ? withBasePath(src) : src}
      alt={alt}
      loading="lazy"
      decoding="async"
      width={size?.width}
      height={size?.height}
      {...props}
    />
  );
}

/** Wide tables scroll sideways (app/globals.css); keyboard readers scroll them once focused. */
function MdxTable(props: ComponentProps<'table'>) {
  return <table {...props} tabIndex={0} />;
}

/** The React component of each element of a compiled document that is not plain HTML. */
const MDX_COMPONENTS: Record<MdxComponentName, ComponentType<never>> = { Admonition, Tabs, Tab, Mermaid };

const components = {
  a: MdxLink,
  img: MdxImage,
  pre: CodeBlock,
  table: MdxTable,
  [TRUNCATE_ELEMENT]: () => null,
  ...MDX_COMPONENTS,
} as unknown as Partial<Components>;

/** Renders a compiled document on the server; only the islands inside it (code buttons, tabs, mermaid) ship JS. */
export function MdxContent({ tree, className }: { tree: CompiledTree; className?: string }) {
  return <div className={className ? `${styles.markdown} ${className}` : styles.markdown}>{toJsxRuntime(tree, { Fragment, jsx, jsxs, components })}</div>;
}
