import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KMS_ENCRYPTION_CONTEXT } from '../../functions/src/core/crypto/kms-context.ts';
import { type TableName, tableEnvName } from '../../functions/src/core/db/table-definitions.ts';
import { FUNCTIONS } from '../../functions/src/handlers/manifest.ts';
import { ACCOUNT, logicalId, REGION } from './build-stack.ts';
import {
  actionsOf,
  buildStackFixture,
  ids,
  policyStatements,
  removeStackFixture,
  stack,
  statementsOn,
  tableDefinitions,
  template,
  WRITE_ACTIONS,
} from './stack-fixture.ts';

beforeAll(buildStackFixture);
afterAll(removeStackFixture);

/** The data, the functions and their access: tables, the resume bucket, keys and IAM. */

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

  it('only the employees function and the import (which creates employees) may use it for data keys; payroll and the pay-run worker (a payslip names the member number) may only unwrap; in the payroll context only', () => {
    expect(
      FUNCTIONS.filter((definition) => definition.usesFieldKey === true).map((definition) => definition.name),
    ).toEqual(['employees', 'imports', 'imports-worker']);
    expect(
      FUNCTIONS.filter((definition) => definition.usesFieldKey === 'decrypt').map((definition) => definition.name),
    ).toEqual(['payroll', 'pay-run-worker']);
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
    // employees, imports and imports-worker (data keys and the TFN's MAC); payroll and pay-run-worker (unwrap).
    expect(kmsActions.sort()).toEqual([
      ...Array(5).fill('kms:Decrypt'),
      ...Array(3).fill('kms:GenerateDataKey'),
      ...Array(3).fill('kms:GenerateMac'),
    ]);
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
