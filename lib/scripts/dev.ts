import { spawn } from 'node:child_process';
import { bin } from './run';

/** Writers' live preview: contentlayer watches content/ while Next serves with hot reload. */
const children = [
  spawn(bin('contentlayer2'), ['dev'], { stdio: 'inherit' }),
  spawn(bin('next'), ['dev', '--port', process.env.PORT ?? '3000'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
