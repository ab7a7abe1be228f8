/**
 * Synthetic docs for `npm run bench:scale`: deterministic pages with varied headings, code blocks
 * (titles, highlighted lines, several languages), lists, tables, admonitions and links to real
 * docs, to earlier synthetic docs and to their headings. Doc `i` is the same whatever the count,
 * so builds of 50, 250 and 1000 docs differ only in how many there are.
 */
import GithubSlugger from 'github-slugger';
import { ADMONITION_KINDS } from '@/lib/core/admonitions';

export const SCALE_DIR = 'scale';
export const PER_CATEGORY = 25;

const WORDS = [
  'widget',
  'gadget',
  'router',
  'binding',
  'storage',
  'alarm',
  'socket',
  'session',
  'cursor',
  'replica',
  'shard',
  'queue',
  'ledger',
  'schema',
  'migration',
  'token',
  'lease',
  'snapshot',
  'journal',
  'mailbox',
];
const VERBS = ['configuring', 'testing', 'tuning', 'observing', 'scaling', 'securing', 'migrating', 'debugging'];
const LANGS = ['ts', 'tsx', 'js', 'json', 'bash', 'toml'] as const;

/** mulberry32: a small seeded generator, so every run writes the same pages. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const docSlug = (index: number) => `${SCALE_DIR}/doc-${String(index).padStart(4, '0')}`;

interface Plan {
  title: string;
  headings: { level: 2 | 3; text: string }[];
}

function plan(index: number): Plan {
  const next = random(index + 1);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const topic = `${pick(WORDS)} ${pick(WORDS)}`;
  const headings: Plan['headings'] = [];
  const sections = 3 + Math.floor(next() * 6);
  for (let s = 1; s <= sections; s += 1) {
    headings.push({ level: 2, text: `Section ${s} ${pick(VERBS)} the ${pick(WORDS)}` });
    const subsections = Math.floor(next() * 3);
    for (let u = 1; u <= subsections; u += 1) headings.push({ level: 3, text: `Step ${s}.${u} ${pick(VERBS)} ${pick(WORDS)}s` });
  }
  return { title: `Scale doc ${index}: ${topic}`, headings };
}

function code(next: () => number, index: number, section: number): string {
  const lang = LANGS[Math.floor(next() * LANGS.length)];
  const lines = 4 + Math.floor(next() * 24);
  const body: string[] = [];
  for (let l = 0; l < lines; l += 1) {
    const word = WORDS[(index + section + l) % WORDS.length];
    switch (lang) {
      case 'json':
        body.push(`  "${word}${l}": { "enabled": ${l % 2 === 0}, "limit": ${index * 7 + l} }${l < lines - 1 ? ',' : ''}`);
        break;
      case 'bash':
        body.push(`npx lumenize ${word} --doc ${index} --step ${l}  # ${VERBS[l % VERBS.length]}`);
        break;
      case 'toml':
        body.push(`${word}_${l} = "${VERBS[l % VERBS.length]}-${index}"`);
        break;
      default:
        // Within the 90 columns the compile allows a line of code (lib/core/code-columns.ts).
        body.push(`export const ${word}${l} = await ctx.storage.get<number>('${index}-${l}') ?? ${l};`);
    }
  }
  if (lang === 'json') {
    body.unshift('{');
    body.push('}');
  }
  // The build type-checks TypeScript fences (build-time/content/compile/examples/): each declares what it uses.
  if (lang === 'ts') body.unshift('declare const ctx: DurableObjectState;');
  const highlight = lines > 6 ? ` {${2 + (index % 3)},${4}-${5 + (section % 2)}}` : '';
  const title = next() < 0.6 ? ` title="src/${WORDS[index % WORDS.length]}-${section}.${lang === 'bash' ? 'sh' : lang}"` : '';
  return `\`\`\`${lang}${title}${highlight}\n${body.join('\n')}\n\`\`\``;
}

/** The MDX of synthetic doc `index`. */
export function syntheticDoc(index: number): string {
  const next = random(index * 7919 + 17);
  const { title, headings } = plan(index);
  const slugger = new GithubSlugger();
  const out: string[] = [
    '---',
    `title: "${title}"`,
    `sidebar_label: Doc ${String(index).padStart(4, '0')}`,
    `description: Synthetic page ${index} of the scale bench, about ${title.split(': ')[1]}.`,
    `keywords: [scale, bench, ${WORDS[index % WORDS.length]}]`,
    '---',
    '',
    `This page is synthetic: the scale bench builds it to measure how the build grows. Start at the [introduction](/docs/introduction) or read [the quick start](/docs/rpc/quick-start).`,
    '',
  ];
  headings.forEach((heading, h) => {
    slugger.slug(heading.text);
    out.push(`${'#'.repeat(heading.level)} ${heading.text}`, '');
    const paragraphs = 1 + Math.floor(next() * 3);
    for (let p = 0; p < paragraphs; p += 1) {
      const sentence = Array.from({ length: 40 + Math.floor(next() * 60) }, (_, w) => WORDS[(index * 3 + h + p + w * 7) % WORDS.length]).join(' ');
      out.push(`The ${sentence}, with \`${WORDS[(index + h) % WORDS.length]}()\` and **${VERBS[h % VERBS.length]}** in mind.`, '');
    }
    if (index > 0 && next() < 0.5) {
      const target = Math.floor(next() * index);
      const targetHeadings = plan(target).headings;
      const targetSlugger = new GithubSlugger();
      const anchors = targetHeadings.map((t) => targetSlugger.slug(t.text));
      const anchor = anchors[Math.floor(next() * anchors.length)];
      out.push(`See [${plan(target).title}](/docs/${docSlug(target)}#${anchor}) and [the previous page](/docs/${docSlug(index - 1)}).`, '');
    }
    const roll = next();
    if (roll < 0.55) out.push(code(next, index, h), '');
    else if (roll < 0.7)
      out.push(...Array.from({ length: 3 + Math.floor(next() * 4) }, (_, i) => `- ${VERBS[i % VERBS.length]} the ${WORDS[(index + i) % WORDS.length]}`), '');
    else if (roll < 0.82) {
      out.push('| option | default | meaning |', '| --- | --- | --- |');
      for (let r = 0; r < 3 + Math.floor(next() * 5); r += 1)
        out.push(`| \`${WORDS[(r + h) % WORDS.length]}\` | \`${r * index}\` | ${VERBS[r % VERBS.length]} the ${WORDS[(r + 3) % WORDS.length]} |`);
      out.push('');
    } else {
      const type = ADMONITION_KINDS[Math.floor(next() * ADMONITION_KINDS.length)];
      out.push(
        `<Admonition type="${type}" title="About the ${WORDS[h % WORDS.length]}">`,
        '',
        `Remember to keep the ${WORDS[(h + 5) % WORDS.length]} small when ${VERBS[h % VERBS.length]}.`,
        '',
        '</Admonition>',
        '',
      );
    }
  });
  return `${out.join('\n')}\n`;
}

/** The synthetic docs as sidebar entries (a top-level item of content/sidebar.yaml), in categories of PER_CATEGORY. */
export function sidebarEntries(count: number): string {
  const lines = ['  - category: Scale bench', '    items:'];
  for (let start = 0; start < count; start += PER_CATEGORY) {
    lines.push(`      - category: Scale ${start / PER_CATEGORY + 1}`, '        items:');
    for (let i = start; i < Math.min(start + PER_CATEGORY, count); i += 1) lines.push(`          - doc: ${docSlug(i)}`);
  }
  return `${lines.join('\n')}\n`;
}
