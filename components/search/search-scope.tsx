import { SEARCH_KINDS, SEARCH_PARAMS } from '@/lib/core/search';
import type { ScopeVersion } from '@/lib/browser/search-query';
import styles from './search-scope.module.css';

/**
 * Where a search looks, the same fields in the search dialog and on the `/search` page (each reads
 * its form with `formQuery`, lib/browser/search-query.ts): the kind of page as radios drawn as
 * pills, and, once the docs have more than one version, the version as a menu. Plain form fields,
 * so the page's work from the first paint and its form submits them without JavaScript.
 */
export function SearchScopeFields({ versions, version }: { versions: ScopeVersion[]; version?: string }) {
  const kinds = [{ value: '', label: 'All' }, ...SEARCH_KINDS.map((kind) => ({ value: kind.toLowerCase(), label: kind }))];
  return (
    <div className={styles.scope}>
      <fieldset className={styles.kinds}>
        <legend className="visually-hidden">Show results from</legend>
        {kinds.map(({ value, label }) => (
          <label key={label} className={styles.kind}>
            <input type="radio" name={SEARCH_PARAMS.kind} value={value} defaultChecked={value === ''} />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      {versions.length > 1 ? (
        <label className={styles.version}>
          <span>Version</span>
          <select name={SEARCH_PARAMS.version} defaultValue={version ?? versions[0].name}>
            {versions.map(({ name, label }) => (
              <option key={name} value={name}>
                {label}
              </option>
            ))}
            <option value={SEARCH_PARAMS.allVersions}>Every version</option>
          </select>
        </label>
      ) : null}
    </div>
  );
}
