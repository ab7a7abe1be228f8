import { spawn, type SpawnOptions } from 'node:child_process';

/** A command that did not succeed: how it ended. */
export class CommandFailed extends Error {
  constructor(
    message: string,
    readonly code: number | null,
    readonly signal: NodeJS.Signals | null,
  ) {
    super(message);
  }
}

/** Runs a command, resolving when it succeeds and rejecting with a CommandFailed otherwise. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolvePromise();
      else reject(new CommandFailed(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`, code, signal));
    });
  });
}

export const bin = (name: string) => `node_modules/.bin/${name}`;
