import { SiteLink } from '@/components/link/site-link';
import type { AuthorInfo } from '@/lib/core/page';
import { postCountLabel } from '@/lib/core/blog';
import { withBasePath } from '@/lib/core/base-path';
import { SocialIcon } from './social-icon';
import styles from './author-card.module.css';

interface Props {
  author: AuthorInfo;
  /**
   * `byline`: under a post title, the name links to the author's page.
   * `profile`: the author's own page, the name is the page's h1 and the links carry their names.
   * `listing`: the authors index, the name (an h2) links to the author's page.
   */
  variant: 'byline' | 'profile' | 'listing';
  postCount?: number;
}

/** Avatar, name, title and links of one author (content/authors/*.yaml). */
export function AuthorCard({ author, variant, postCount }: Props) {
  const socials = author.socials;
  // The profile url often is one of the socials (LinkedIn here): list each address once.
  const links = socials.some((s) => s.href === author.url) ? socials : [{ platform: 'website', label: 'Website', href: author.url }, ...socials];
  const name =
    variant === 'profile' ? (
      <h1 className={styles.profileName}>{author.name}</h1>
    ) : variant === 'listing' ? (
      <h2 className={styles.listingName}>
        <SiteLink href={author.page}>{author.name}</SiteLink>
      </h2>
    ) : (
      <SiteLink href={author.page} className={styles.name}>
        {author.name}
      </SiteLink>
    );
  const avatarSize = variant === 'byline' ? 48 : 96;
  return (
    <div className={`${styles.card} ${styles[variant]}`}>
      <img
        className={styles.avatar}
        src={withBasePath(author.image)}
        // The name stands right beside the picture; on the profile the picture is the page's subject.
        alt={variant === 'profile' ? `Portrait of ${author.name}` : ''}
        width={avatarSize}
        height={avatarSize}
        // Not preloaded by every page that links to the author's posts (see MdxImage).
        loading="lazy"
      />
      <div className={styles.details}>
        {name}
        <p className={styles.title}>{author.title}</p>
        {postCount !== undefined ? <p className={styles.count}>{postCountLabel(postCount)}</p> : null}
        {links.length > 0 ? (
          <ul className={styles.socials}>
            {links.map((link) =>
              variant === 'profile' ? (
                <li key={link.href}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.labelled}>
                    <SocialIcon platform={link.platform} />
                    {link.label}
                  </a>
                </li>
              ) : (
                <li key={link.href}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${author.name} on ${link.label}`} title={link.label}>
                    <SocialIcon platform={link.platform} />
                  </a>
                </li>
              ),
            )}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
