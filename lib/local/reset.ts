/** `npm run reset`: wipes the dev stack's data (.local/dev), refusing while `npm start` runs. */
import { existsSync, rmSync } from 'node:fs';
import { profileDirectory } from './local-paths';
import { runningStackPid } from './stack-lock';

const directory = profileDirectory('dev');
const pid = runningStackPid('dev');
if (pid) {
  console.error(
    `The local stack is running (pid ${pid}). Stop \`npm start\` first, then run \`npm run reset\` again.`,
  );
  process.exit(1);
}
if (!existsSync(directory)) {
  console.log(`Nothing to reset: ${directory} does not exist.`);
} else {
  rmSync(directory, { recursive: true, force: true });
  console.log(
    `Wiped ${directory}: tables, uploads, users and mailbox start empty on the next \`npm start\`.`,
  );
}
