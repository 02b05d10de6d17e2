/**
 * The SPA's build takes the route definitions without what only the server reads (handler module,
 * grants, request schemas): each file, stripped, still parses and still gives every route the method,
 * path, access and response schema the typed client uses.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../contract/routes';
import { withoutServerRouteParts } from '../../../web/vite.config';

const routesFolder = new URL('../../../contract/routes/', import.meta.url).pathname;
const definitionFiles = readdirSync(routesFolder).filter((file) => file !== 'index.ts');

describe('route definitions in the browser build', () => {
  it.each(definitionFiles)('%s keeps what the client reads and loses what only the server reads', (file) => {
    const source = readFileSync(join(routesFolder, file), 'utf8');
    const stripped = withoutServerRouteParts(source);
    expect(() => parseAst(stripped, { lang: 'ts' })).not.toThrow();
    expect(stripped).not.toMatch(/\bhandler:|\bgrants:|\brequest:|lambdas\/|kms:|cognito-idp:/);
    const defined = routes.filter((route) => source.includes(`  ${route.name}: {`));
    expect(defined.length).toBeGreaterThan(0);
    for (const route of defined) {
      expect(stripped).toContain(`path: '${route.path}'`);
      expect(stripped).toContain(`method: '${route.method}'`);
    }
    expect(stripped.match(/\bresponse:/g)).toHaveLength(defined.length);
    expect(stripped.match(/\baccess:/g)).toHaveLength(defined.length);
  });

  it('leaves any other object alone', () => {
    const code = "export const notARoute = { handler: 'x', grants: {}, request: 1 };\n";
    expect(withoutServerRouteParts(code)).toBe(code);
  });
});
