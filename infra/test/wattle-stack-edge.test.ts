import { contentSecurityPolicy, HSTS_MAX_AGE_SECONDS, SECURITY_HEADERS } from '@wattle/shared/security-headers';
import { Match } from 'aws-cdk-lib/assertions';
import { AllowedMethods, CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableName } from '../../functions/src/core/db/table-definitions.ts';
import { FUNCTIONS } from '../../functions/src/handlers/manifest.ts';
import { parseRouteKey } from '../lib/api.ts';
import { pascalCase } from '../lib/names.ts';
import { SPA_REWRITE_FUNCTION_CODE } from '../lib/site.ts';
import { ACCOUNT, logicalId, REGION, resolveJoin } from './build-stack.ts';
import {
  apiFunction,
  buildStackFixture,
  ids,
  policyStatements,
  removeStackFixture,
  stack,
  tableDefinitions,
  template,
} from './stack-fixture.ts';

beforeAll(buildStackFixture);
afterAll(removeStackFixture);

/** The edge of the stack: the HTTP API, the site and its CloudFront behaviours, outputs and e-mail. */

describe('HTTP API', () => {
  const routes = FUNCTIONS.flatMap((definition) => definition.routes.map((routeKey) => ({ routeKey, definition })));

  it.each(routes)('$routeKey goes to the $definition.name function', ({ routeKey, definition }) => {
    const resources = template.toJSON().Resources;
    const route = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).find(
      (resource) => resource.Properties.RouteKey === routeKey,
    );
    expect(route, routeKey).toBeDefined();
    const integrationId = route?.Properties.Target['Fn::Join'][1][1].Ref;
    expect(resources[integrationId].Properties).toMatchObject({
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
      IntegrationUri: { 'Fn::GetAtt': [logicalId(apiFunction(definition.name)), 'Arn'] },
    });
  });

  it('throttles and logs the default stage, sign-in routes far lower', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: 200, ThrottlingRateLimit: 100 },
      RouteSettings: {
        'POST /api/v1/login': { ThrottlingBurstLimit: 20, ThrottlingRateLimit: 10 },
        'POST /api/v1/login/mfa': { ThrottlingBurstLimit: 20, ThrottlingRateLimit: 10 },
        'POST /api/v1/password': { ThrottlingBurstLimit: 20, ThrottlingRateLimit: 10 },
        'DELETE /api/v1/mfa': { ThrottlingBurstLimit: 20, ThrottlingRateLimit: 10 },
      },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
  });

  it('parses route keys and rejects malformed ones', () => {
    expect(parseRouteKey('ANY /api/v1/organizations/{proxy+}')).toEqual({
      method: 'ANY',
      path: '/api/v1/organizations/{proxy+}',
    });
    expect(() => parseRouteKey('FETCH /api/v1/x')).toThrow(/Invalid route key/);
    expect(() => parseRouteKey('GET api/v1/x')).toThrow(/Invalid route key/);
  });
});

describe('site', () => {
  it('serves the private bucket through Origin Access Control', () => {
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logicalId(stack.site.bucket) },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
          }),
        ]),
      },
    });
  });

  it('has an HTTPS SPA default behaviour and an uncached /api/* behaviour', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        HttpVersion: 'http2and3',
        PriceClass: 'PriceClass_100',
        CustomErrorResponses: Match.absent(),
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          ResponseHeadersPolicyId: { Ref: Match.stringLikeRegexp('SecurityHeaders') },
          FunctionAssociations: [
            {
              EventType: 'viewer-request',
              FunctionARN: { 'Fn::GetAtt': [logicalId(stack.site.node.findChild('SpaRewrite')), 'FunctionARN'] },
            },
          ],
        }),
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            AllowedMethods: AllowedMethods.ALLOW_ALL.methods,
            CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
            OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
            ResponseHeadersPolicyId: { Ref: Match.stringLikeRegexp('SecurityHeaders') },
          }),
        ],
        Origins: Match.arrayWith([
          Match.objectLike({ OriginAccessControlId: { 'Fn::GetAtt': [Match.anyValue(), 'Id'] } }),
          Match.objectLike({
            DomainName: {
              'Fn::Join': [
                '',
                [{ Ref: logicalId(stack.api.httpApi) }, `.execute-api.${REGION}.`, { Ref: 'AWS::URLSuffix' }],
              ],
            },
            CustomOriginConfig: Match.objectLike({ OriginProtocolPolicy: 'https-only' }),
          }),
        ]),
      }),
    });
  });

  it('sends the same security headers as security-headers.ts, plus the resume bucket in connect-src', () => {
    const policy = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0];
    const headers = policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(headers.StrictTransportSecurity).toEqual({
      AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS,
      IncludeSubdomains: true,
      Preload: true,
      Override: true,
    });
    expect(SECURITY_HEADERS['Strict-Transport-Security']).toBe(
      `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload`,
    );
    expect(headers.FrameOptions).toEqual({ FrameOption: SECURITY_HEADERS['X-Frame-Options'], Override: true });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.ReferrerPolicy).toEqual({ ReferrerPolicy: SECURITY_HEADERS['Referrer-Policy'], Override: true });
    const bucketName = `wattlehr-resumes-${ACCOUNT}-${REGION}`;
    const csp = resolveJoin(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toBe(
      contentSecurityPolicy([
        `https://${bucketName}.s3.${REGION}.amazonaws.com`,
        `https://${bucketName}.s3.amazonaws.com`,
      ]),
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers.ContentSecurityPolicy.Override).toBe(true);
  });

  it('rewrites client-side routes to index.html with a CloudFront Function', () => {
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: SPA_REWRITE_FUNCTION_CODE,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
      AutoPublish: true,
    });
  });

  it('deploys fingerprinted assets as immutable and the rest as revalidated, then invalidates', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Include: ['assets/*'],
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionId: { Ref: ids.distribution },
      DistributionPaths: ['/*'],
    });
  });
});

describe('SPA rewrite function', () => {
  const handler = new Function(`${SPA_REWRITE_FUNCTION_CODE}; return handler;`)() as (event: {
    request: { uri: string };
  }) => { uri: string };
  const rewrite = (uri: string) => handler({ request: { uri } }).uri;

  it.each([
    ['/', '/index.html'],
    ['/employees', '/index.html'],
    ['/organizations/12/departments', '/index.html'],
    ['/index.html', '/index.html'],
    ['/assets/index-abc123.js', '/assets/index-abc123.js'],
    ['/favicon.ico', '/favicon.ico'],
    ['/api/v1/me', '/api/v1/me'],
    ['/api/v1/unknown', '/api/v1/unknown'],
  ])('%s → %s', (uri, expected) => {
    expect(rewrite(uri)).toBe(expected);
  });
});

describe('outputs', () => {
  it('exposes the site, API and bucket', () => {
    template.hasOutput('SiteUrl', {
      Value: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [ids.distribution, 'DomainName'] }]] },
    });
    template.hasOutput('ApiUrl', { Value: Match.anyValue() });
    template.hasOutput('ResumeBucketName', { Value: { Ref: ids.resumeBucket } });
  });

  it('names every table, including the ones scripts read', () => {
    template.hasOutput('IdentityTableName', { Value: { Ref: ids.tables.identity } });
    template.hasOutput('OrganizationsTableName', { Value: { Ref: ids.tables.organizations } });
    for (const { name } of tableDefinitions) {
      template.hasOutput(`${pascalCase(name)}TableName`, { Value: { Ref: ids.tables[name as TableName] } });
    }
  });
});

describe('e-mail', () => {
  it.each(FUNCTIONS)(
    '$name: sends mail through SES only if the manifest says so, from the sender parameter',
    (definition) => {
      const ses = policyStatements(definition.name).filter((statement) =>
        JSON.stringify(statement.Action).includes('ses:'),
      );
      if (!definition.sendsMail) {
        expect(ses).toEqual([]);
        return;
      }
      expect(ses).toEqual([
        expect.objectContaining({
          Action: 'ses:SendEmail',
          Condition: { StringEquals: { 'ses:FromAddress': { Ref: 'MailFromAddress' } } },
        }),
      ]);
      const fn = template.toJSON().Resources[logicalId(apiFunction(definition.name))];
      const variables = fn.Properties.Environment.Variables;
      expect(JSON.stringify(variables.MAIL_FROM)).toContain('MailFromAddress');
      // Links in e-mails point at the site (the distribution), not at anything a request names.
      expect(JSON.stringify(variables.APP_URL)).toContain(ids.distribution);
    },
  );
});
