/** Paths the CDK app needs, from the repository root, whatever directory the CLI runs in. */
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
