import { z } from 'zod';
import type { SocialLink } from '@/lib/core/page';
import { schemaProblems } from './schema-errors';

/**
 * The checks of a blog author's and a tag's own fields, run by the content step as it builds the
 * model: a tag's permalink and an author's socials. A bad value throws, naming the file and the field.
 */

/**
 * A tag's segment under `/blog/tags`: its `permalink` (`/architecture`, as in Docusaurus' tags.yml)
 * without the slash. A permalink must be one path segment; anything else throws, naming the tag's file.
 */
export function tagSegment(tag: { key: string; permalink: string; sourcePath: string }): string {
  const permalink = z
    .string()
    .regex(/^\/[a-z0-9][a-z0-9._-]*$/i, `must be one path segment like "/${tag.key}", got "${tag.permalink}"`)
    .safeParse(tag.permalink);
  if (!permalink.success) throw schemaProblems(tag.sourcePath, permalink.error, ['permalink']);
  return permalink.data.slice(1);
}

const SOCIAL_PLATFORMS: Record<string, { label: string; url: (handle: string) => string }> = {
  github: { label: 'GitHub', url: (h) => `https://github.com/${h}` },
  linkedin: { label: 'LinkedIn', url: (h) => `https://www.linkedin.com/in/${h}/` },
  x: { label: 'X', url: (h) => `https://x.com/${h}` },
  twitter: { label: 'X', url: (h) => `https://x.com/${h}` },
  bluesky: { label: 'Bluesky', url: (h) => `https://bsky.app/profile/${h}` },
  stackoverflow: { label: 'Stack Overflow', url: (h) => `https://stackoverflow.com/users/${h}` },
};

const isUrl = (handle: string) => /^https?:\/\//.test(handle);

/** An author's `socials`: each a handle on a known platform, or a full URL. */
const socials = z
  .record(z.string(), z.string().min(1, 'must be a handle or a URL'))
  .nullish()
  .superRefine((value, context) => {
    for (const [platform, handle] of Object.entries(value ?? {})) {
      if (!isUrl(handle) && !SOCIAL_PLATFORMS[platform]) {
        context.addIssue({
          code: 'custom',
          path: [platform],
          message: `is not a known platform (${Object.keys(SOCIAL_PLATFORMS).join(', ')}); give a full URL instead`,
        });
      }
    }
  });

/** Turns an author's `socials` map (of the file `sourcePath`) into links; a bad entry throws, naming the file and the platform. */
export function socialLinks(value: unknown, sourcePath: string): SocialLink[] {
  const parsed = socials.safeParse(value);
  if (!parsed.success) throw schemaProblems(sourcePath, parsed.error, ['socials']);
  return Object.entries(parsed.data ?? {}).map(([platform, handle]): SocialLink => {
    const known = SOCIAL_PLATFORMS[platform];
    return isUrl(handle) ? { platform, label: known?.label ?? platform, href: handle } : { platform, label: known.label, href: known.url(handle) };
  });
}
