import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildStack } from './build-stack.ts';

describe('site before the web app is built', () => {
  it('synthesizes without a deployment and warns', () => {
    const { stack, template } = buildStack({ siteDistDir: '/nonexistent/web/dist' });
    expect(template.findResources('Custom::CDKBucketDeployment')).toEqual({});
    Annotations.fromStack(stack).hasWarning('/WattleHr/Site', Match.stringLikeRegexp('index.html not found'));
  });
});
