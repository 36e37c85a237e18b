import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { AllowedMethods, CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Policy } from 'aws-cdk-lib/aws-iam';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KMS_ENCRYPTION_CONTEXT } from '../../functions/src/core/crypto/kms-context.ts';
import { TABLES, type TableName, tableEnvName } from '../../functions/src/core/db/table-definitions.ts';
import { FUNCTIONS } from '../../functions/src/handlers/manifest.ts';
import { parseRouteKey } from '../lib/api.ts';
import { pascalCase } from '../lib/names.ts';
import { contentSecurityPolicy, HSTS_MAX_AGE_SECONDS, SECURITY_HEADERS } from '../lib/security-headers.ts';
import { SPA_REWRITE_FUNCTION_CODE } from '../lib/site.ts';
import type { WattleStack } from '../lib/wattle-stack.ts';
import { ACCOUNT, buildStack, logicalId, REGION, resolveJoin } from './build-stack.ts';

const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
const tableDefinitions = Object.values(TABLES);

let distDir: string;
let stack: WattleStack;
let template: Template;
let ids: {
  tables: Record<TableName, string>;
  resumeBucket: string;
  distribution: string;
  secret: string;
  fieldKey: string;
  guardKey: string;
};

beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'wattle-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Wattle HR</title>');
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  ({ stack, template } = buildStack({ siteDistDir: distDir }));
  ids = {
    tables: Object.fromEntries(
      Object.entries(stack.data.tables).map(([name, table]) => [name, logicalId(table)]),
    ) as Record<TableName, string>,
    resumeBucket: logicalId(stack.data.resumeBucket),
    distribution: logicalId(stack.site.distribution),
    secret: logicalId(stack.api.jwtSecret),
    fieldKey: logicalId(stack.data.fieldKey),
    guardKey: logicalId(stack.data.guardKey),
  };
});

afterAll(() => rmSync(distDir, { recursive: true, force: true }));

function apiFunction(name: string) {
  const fn = stack.api.functions.get(name);
  if (!fn) throw new Error(`No function ${name}`);
  return fn;
}

/** Statements of the default IAM policy of a manifest function's role. */
function policyStatements(functionName: string): { Action: string | string[]; Resource: unknown }[] {
  const policy = apiFunction(functionName).role?.node.tryFindChild('DefaultPolicy') as Policy | undefined;
  if (!policy) throw new Error(`No policy for ${functionName}`);
  const resource = template.toJSON().Resources[logicalId(policy)];
  return resource.Properties.PolicyDocument.Statement;
}

function statementsOn(functionName: string, resourceLogicalId: string) {
  return policyStatements(functionName).filter((statement) =>
    JSON.stringify(statement.Resource).includes(`"${resourceLogicalId}"`),
  );
}

const actionsOf = (statement: { Action: string | string[] }) => [statement.Action].flat();

describe('DynamoDB tables', () => {
  it.each(tableDefinitions)('$name: keys, indexes, on-demand, PITR, encryption', (definition) => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TableName: `WattleHr-${definition.name}`,
      KeySchema: [
        { AttributeName: definition.partitionKey, KeyType: 'HASH' },
        { AttributeName: definition.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: { SSEEnabled: true },
      GlobalSecondaryIndexes: definition.globalIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection:
          'include' in index
            ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.include] }
            : { ProjectionType: 'ALL' },
      })),
      TimeToLiveSpecification:
        'timeToLiveAttribute' in definition
          ? { AttributeName: definition.timeToLiveAttribute, Enabled: true }
          : Match.absent(),
    });
  });

  it.each(tableDefinitions)('$name: retained on stack deletion and replacement', (definition) => {
    template.hasResource('AWS::DynamoDB::Table', {
      Properties: Match.objectLike({ TableName: `WattleHr-${definition.name}` }),
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
  });

  it('identity sessions expire through TTL', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TableName: 'WattleHr-identity',
      TimeToLiveSpecification: { AttributeName: 'expires_at', Enabled: true },
    });
  });
});

describe('resume bucket', () => {
  it('is private, versioned, encrypted, retained, with lifecycle rules', () => {
    template.hasResource('AWS::S3::Bucket', {
      Properties: Match.objectLike({
        BucketName: `wattlehr-resumes-${ACCOUNT}-${REGION}`,
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        VersioningConfiguration: { Status: 'Enabled' },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        LifecycleConfiguration: {
          Rules: Match.arrayWith([
            Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
            Match.objectLike({ NoncurrentVersionExpiration: { NoncurrentDays: 30 }, Status: 'Enabled' }),
            Match.objectLike({ Prefix: 'quarantine/', ExpirationInDays: 1, Status: 'Enabled' }),
          ]),
        },
      }),
      DeletionPolicy: 'Retain',
    });
  });

  it('allows browser uploads from the CloudFront origin only', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: Match.stringLikeRegexp('resumes'),
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedOrigins: [{ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [ids.distribution, 'DomainName'] }]] }],
            AllowedMethods: Match.arrayEquals(['POST', 'PUT', 'GET']),
          }),
        ],
      },
    });
  });

  it('denies requests without TLS', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: ids.resumeBucket },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });
});

/** The functions behind API routes (the background worker has its own test, background.test.ts). */
const API_FUNCTIONS = FUNCTIONS.filter((definition) => !definition.background);

describe('API functions', () => {
  it.each(API_FUNCTIONS)('$name: Node 22 on arm64, bundled as ESM, with its environment', (definition) => {
    const tableVariables = Object.fromEntries(
      tableDefinitions.map(({ name }) => [
        tableEnvName(name as TableName),
        name in definition.tables ? { Ref: ids.tables[name as TableName] } : Match.absent(),
      ]),
    );
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: `Wattle HR API: ${definition.name}`,
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      MemorySize: 1024,
      Timeout: 10,
      LoggingConfig: { LogGroup: Match.anyValue() },
      Environment: {
        Variables: Match.objectLike({
          ...tableVariables,
          NODE_OPTIONS: '--enable-source-maps',
          JWT_SECRET_ARN: { Ref: ids.secret },
          JWT_ISSUER: 'wattle-hr',
          JWT_AUDIENCE: 'wattle-hr-api',
          RESUME_BUCKET: definition.usesResumeBucket ? { Ref: ids.resumeBucket } : Match.absent(),
          FIELD_KEY_ID: definition.usesFieldKey ? { 'Fn::GetAtt': [ids.fieldKey, 'Arn'] } : Match.absent(),
          GUARD_KEY_ID: definition.usesFieldKey === true ? { 'Fn::GetAtt': [ids.guardKey, 'Arn'] } : Match.absent(),
        }),
      },
    });
  });

  it('keeps function logs for a month', () => {
    for (const fn of stack.api.functions.values()) {
      const logGroupId = template.toJSON().Resources[logicalId(fn)].Properties.LoggingConfig.LogGroup.Ref;
      expect(template.toJSON().Resources[logGroupId].Properties.RetentionInDays).toBe(30);
    }
  });

  it.each(FUNCTIONS)('$name: IAM grants exactly the table access in the manifest', (definition) => {
    for (const { name } of tableDefinitions) {
      const statements = statementsOn(definition.name, ids.tables[name as TableName]);
      const actions = statements.flatMap(actionsOf);
      const access = definition.tables[name as TableName];
      if (!access) {
        expect(statements, `${definition.name} should not touch ${name}`).toEqual([]);
        continue;
      }
      if (access === 'append') {
        // Append-only (the audit log): PutItem and nothing else, not even a read.
        expect(actions, `${definition.name} on ${name}`).toEqual(['dynamodb:PutItem']);
        continue;
      }
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
      if (access === 'readWrite') expect(actions).toEqual(expect.arrayContaining(WRITE_ACTIONS));
      else {
        const allowed = access === 'readAppend' ? ['dynamodb:PutItem'] : [];
        for (const action of WRITE_ACTIONS.filter((write) => !allowed.includes(write)))
          expect(actions, `${definition.name} on ${name}`).not.toContain(action);
        for (const action of allowed) expect(actions).toContain(action);
      }
    }
  });

  it.each(FUNCTIONS)('$name: reaches the resume bucket only if the manifest says so', (definition) => {
    const actions = statementsOn(definition.name, ids.resumeBucket).flatMap(actionsOf);
    if (definition.usesResumeBucket) expect(actions).toEqual(expect.arrayContaining(['s3:GetObject*', 's3:PutObject']));
    else if (definition.purgesResumeBucket) expect(actions.sort()).toEqual(['s3:DeleteObject', 's3:ListBucket']);
    else expect(actions).toEqual([]);
  });

  it('auth has no access to recruitment or employees data', () => {
    expect(statementsOn('auth', ids.tables.recruitment).flatMap(actionsOf)).toEqual([]);
    expect(statementsOn('auth', ids.tables.employees).flatMap(actionsOf)).toEqual([]);
  });

  it('recruitment reads the employee directory but cannot write employees', () => {
    const actions = statementsOn('recruitment', ids.tables.employees).flatMap(actionsOf);
    expect(actions).toContain('dynamodb:BatchGetItem');
    expect(actions).not.toContain('dynamodb:PutItem');
    expect(actions).not.toContain('dynamodb:UpdateItem');
    expect(actions).not.toContain('dynamodb:DeleteItem');
  });

  it.each(FUNCTIONS)('$name: may read the JWT signing key only if it serves the API', (definition) => {
    const actions = statementsOn(definition.name, ids.secret).flatMap(actionsOf);
    if (definition.background) expect(actions).toEqual([]);
    else expect(actions).toContain('secretsmanager:GetSecretValue');
  });

  it('generates a 64-character JWT signing key', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
    });
  });
});

describe('payroll field key', () => {
  it('is a rotated, retained KMS key with an alias', () => {
    template.hasResource('AWS::KMS::Key', {
      Properties: Match.objectLike({ EnableKeyRotation: true, KeySpec: Match.absent() }),
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
    template.hasResourceProperties('AWS::KMS::Alias', {
      AliasName: 'alias/WattleHr-payroll-fields',
      TargetKeyId: { 'Fn::GetAtt': [ids.fieldKey, 'Arn'] },
    });
  });

  it('only the employees function may use it for data keys; payroll may only unwrap; in the payroll context only', () => {
    expect(
      FUNCTIONS.filter((definition) => definition.usesFieldKey === true).map((definition) => definition.name),
    ).toEqual(['employees']);
    expect(
      FUNCTIONS.filter((definition) => definition.usesFieldKey === 'decrypt').map((definition) => definition.name),
    ).toEqual(['payroll']);
    for (const definition of FUNCTIONS) {
      const statements = statementsOn(definition.name, ids.fieldKey);
      if (!definition.usesFieldKey) {
        expect(statements, definition.name).toEqual([]);
        continue;
      }
      expect(statements).toEqual([
        {
          Effect: 'Allow',
          Action: definition.usesFieldKey === 'decrypt' ? 'kms:Decrypt' : ['kms:Decrypt', 'kms:GenerateDataKey'],
          Resource: { 'Fn::GetAtt': [ids.fieldKey, 'Arn'] },
          Condition: { StringEquals: { 'kms:EncryptionContext:purpose': KMS_ENCRYPTION_CONTEXT.purpose } },
        },
      ]);
    }
    // Nobody else holds kms:* on it through a grant either (no kms:Encrypt, no key administration).
    const kmsActions = FUNCTIONS.flatMap((definition) =>
      policyStatements(definition.name)
        .flatMap(actionsOf)
        .filter((action) => action.startsWith('kms:')),
    );
    expect(kmsActions.sort()).toEqual(['kms:Decrypt', 'kms:Decrypt', 'kms:GenerateDataKey', 'kms:GenerateMac']);
  });

  it('has a retained HMAC key for TFN guards that only the employees function may use, to make MACs', () => {
    template.hasResource('AWS::KMS::Key', {
      Properties: Match.objectLike({ KeySpec: 'HMAC_256', KeyUsage: 'GENERATE_VERIFY_MAC' }),
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
    for (const definition of FUNCTIONS) {
      expect(statementsOn(definition.name, ids.guardKey), definition.name).toEqual(
        definition.usesFieldKey === true
          ? [{ Effect: 'Allow', Action: 'kms:GenerateMac', Resource: { 'Fn::GetAtt': [ids.guardKey, 'Arn'] } }]
          : [],
      );
    }
  });
});

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
