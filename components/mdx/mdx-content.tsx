import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import type { RootContent } from 'hast';
import type { ComponentProps, ComponentType } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { SiteLink } from '@/components/link/site-link';
import { withCodeBreaks } from '@/lib/core/code-breaks';
import { withTableLabels } from '@/lib/core/table-labels';
import type { CompiledTree } from '@/lib/core/compiled-tree';
import type { ContentElementName } from '@/lib/core/elements';
import { TYPE_HOVER_DOC } from '@/lib/core/code-hovers';
import { intrinsicSize } from '@/lib/site/image-size';
import { isSitePath } from '@/lib/core/paths';
import { withBasePath } from '@/lib/core/base-path';
import { Admonition } from './admonition';
import { CodeBlock } from './code-block';
import { Mermaid } from './mermaid';
import { Tab, Tabs } from './tabs';
import { TypeHoverDoc } from './type-hover-doc';
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

/** Marks the image a page opens with (withLeadImage). */
const LEAD = 'data-lead-image';

/**
 * Images of `public/` are requested under the base path, with their intrinsic size so the text
 * below them does not move when they load.
 *
 * The lead image (a page's first image, when it opens the page, often the largest thing on its
 * first screen) loads at once and first. Every other image loads lazily, once the reader nears
 * it; a writer's `loading` wins.
 * React preloads each image that is neither lazy nor inside a `<picture>`, in the HTML and in the
 * data the router prefetches for a link, so an eager image would be fetched by every page that
 * links to its page. The lead image therefore sits in a `<picture>`: the browser still finds it
 * in the HTML at once, and no other page fetches it.
 */
function MdxImage({ src, alt = '', [LEAD]: lead, ...props }: ComponentProps<'img'> & { [LEAD]?: boolean }) {
  const size = intrinsicSize({ src, width: props.width });
  const image = (
    <img
      src={typeof src === 'string' ? withBasePath(src) : src}
      alt={alt}
      loading={lead ? undefined : 'lazy'}
      fetchPriority={lead ? 'high' : undefined}
      decoding="async"
      width={size?.width}
      height={size?.height}
      {...props}
    />
  );
  return lead ? <picture>{image}</picture> : image;
}

/** How many blocks open a document: about what a phone's first screen shows below the title. */
const OPENING_BLOCKS = 3;

/**
 * The tree with its lead image marked: its first image, when that is in its opening blocks. Only
 * the nodes on the way to that image are copied; the rest of the tree is shared.
 */
function withLeadImage(tree: CompiledTree): CompiledTree {
  let marked = false;
  const mark = <T extends RootContent>(node: T): T => {
    if (marked || !('children' in node)) return node;
    if (node.type === 'element' && node.tagName === 'img') {
      marked = true;
      return { ...node, properties: { ...node.properties, [LEAD]: true } };
    }
    const children = node.children.map(mark);
    return children.some((child, i) => child !== node.children[i]) ? { ...node, children } : node;
  };
  let blocks = 0;
  const children = tree.children.map((node) => (node.type === 'element' && ++blocks <= OPENING_BLOCKS ? mark(node) : node));
  return { ...tree, children };
}

/** Wide tables scroll sideways (app/globals.css); keyboard readers scroll them once focused. */
function MdxTable(props: ComponentProps<'table'>) {
  return <table {...props} tabIndex={0} />;
}

/** The React component of each element of a compiled document that is not plain HTML; the excerpt's marker renders nothing. */
const MDX_COMPONENTS: Record<ContentElementName, ComponentType<never>> = { Admonition, Tabs, Tab, Mermaid, Truncate: () => null };

const components = {
  a: MdxLink,
  img: MdxImage,
  pre: CodeBlock,
  table: MdxTable,
  [TYPE_HOVER_DOC]: TypeHoverDoc,
  ...MDX_COMPONENTS,
} as unknown as Partial<Components>;

/**
 * Renders a compiled document on the server; only the islands inside it (code buttons, tabs,
 * mermaid) ship JS. It has a lead image unless `leadImage` is false (a post's excerpt below
 * the first of a list).
 */
export function MdxContent({ tree, className, leadImage = true }: { tree: CompiledTree; className?: string; leadImage?: boolean }) {
  return (
    <div className={className ? `${styles.markdown} ${className}` : styles.markdown}>
      {toJsxRuntime(withTableLabels(withCodeBreaks(leadImage ? withLeadImage(tree) : tree)), { Fragment, jsx, jsxs, components })}
    </div>
  );
}
