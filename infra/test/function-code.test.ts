import { describe, expect, it } from 'vitest';
import { FUNCTIONS } from '../../functions/src/handlers/manifest.ts';
import { buildStack } from './build-stack.ts';

/**
 * The functions' code as `cdk deploy` uploads it: built by the project's one bundling function
 * (CDK runs it at synth), one asset per function, handler `index.handler` on Node 22 (arm64).
 */
describe('Lambda code', () => {
  it('is one bundle per function, built by the project bundler', { timeout: 120_000 }, () => {
    const { template } = buildStack({ bundle: true });
    const functions = Object.values(
      template.findResources('AWS::Lambda::Function', {
        Properties: { Handler: 'index.handler', Runtime: 'nodejs22.x' },
      }),
    ) as { Properties: { Code: { S3Key: string }; Architectures: string[]; Description?: string } }[];
    const api = functions.filter((fn) => /^Wattle HR (API|worker):/.test(fn.Properties.Description ?? ''));
    expect(api).toHaveLength(FUNCTIONS.length);
    for (const fn of api) expect(fn.Properties.Architectures).toEqual(['arm64']);
    expect(new Set(api.map((fn) => fn.Properties.Code.S3Key)).size).toBe(FUNCTIONS.length);
  });
});
