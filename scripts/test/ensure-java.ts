import { spawnSync } from 'node:child_process';
import { aptInstall } from './apt';

/** The Java that runs the Nu Html Checker (vnu.jar, build-time/nu-html-checker.export.test.ts). */
export const JAVA = process.env.JAVA ?? 'java';

/** No Java runs here: none on the PATH (or at `JAVA`), or one that fails to start. */
export const javaMissing = (java = JAVA) => spawnSync(java, ['-version'], { stdio: 'ignore' }).status !== 0;

/**
 * Debian's default Java when there is none. vnu-jar's own install script would download a JDK from
 * the network instead; it is disabled (`allowScripts` in package.json), so the machine's package
 * manager provides Java as it does Chromium. Any Java that runs will do, whatever package brought it.
 */
export async function ensureJava(): Promise<void> {
  if (!javaMissing()) return;
  console.log("Java is missing: installing Debian's default-jre-headless package for the Nu Html Checker…");
  await aptInstall(['default-jre-headless']);
  if (javaMissing()) throw new Error(`apt-get installed default-jre-headless, but ${JAVA} -version still fails.`);
}
