import { MAIN_ID } from '@/lib/core/landmarks';
import styles from './skip-link.module.css';

export function SkipLink() {
  return (
    <a className={styles.skip} href={`#${MAIN_ID}`}>
      Skip to main content
    </a>
  );
}
