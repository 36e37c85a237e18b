import { join } from 'node:path';
import { AssetHashType, DockerImage, Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Architecture, Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';

import { KMS_ENCRYPTION_CONTEXT } from '../../functions/src/core/crypto/kms-context.ts';
import type { TableAccess } from '../../functions/src/handlers/manifest.ts';
import { bundleFunctionSync } from './function-bundle.ts';

export interface ApiFunctionProps {
  /** The function's name in the manifest: its handler is `functions/src/handlers/<name>.ts`. */
  name: string;
  /** Repository root: holds the sources and the node_modules esbuild resolves from. */
  projectRoot: string;
  description?: string;
  environment?: Record<string, string>;
  /** 10 s (API Gateway waits at most 30 s; a request should take well under one). */
  timeout?: Duration;
}

/**
 * A Hono Lambda behind the HTTP API: Node 22 on Graviton, its code built by the project's one
 * bundling function (function-bundle.ts, the same build the bundle test and the bench measure),
 * run locally by CDK at synth; no Docker.
 */
export class ApiFunction extends LambdaFunction {
  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id, {
      code: Code.fromAsset(join(props.projectRoot, 'functions', 'src', 'handlers'), {
        // The bundle's hash: it changes with any source or dependency the function includes.
        assetHashType: AssetHashType.OUTPUT,
        bundling: {
          // Never pulled: local bundling always succeeds or throws.
          image: DockerImage.fromRegistry('scratch'),
          // CDK caches bundling by source and options: naming the function keeps the four apart.
          command: ['bundle', props.name],
          local: {
            tryBundle(outputDir: string) {
              bundleFunctionSync(props.projectRoot, props.name, join(outputDir, 'index.mjs'));
              return true;
            },
          },
        },
      }),
      handler: 'index.handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      // scrypt at N=2^17, r=8 allocates 128 MiB per hash outside the JS heap, on top of the
      // runtime's ~100 MB; Lambda also scales CPU with memory, and at 1024 MB a login's hash
      // takes a fraction of a second instead of several.
      memorySize: 1024,
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup: new LogGroup(scope, `${id}Logs`, {
        retention: RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        ...props.environment,
      },
    });
  }

  /** Grants exactly `access` on the table (and its indexes) and puts its name in `envName`. */
  bindTable(table: ITable, access: TableAccess, envName: string): this {
    if (access === 'readWrite') table.grantReadWriteData(this);
    if (access === 'read' || access === 'readAppend') table.grantReadData(this);
    // Appending is PutItem alone: no update, delete or batch write, so no event can be altered.
    if (access === 'append' || access === 'readAppend') table.grant(this, 'dynamodb:PutItem');
    this.addEnvironment(envName, table.tableName);
    return this;
  }

  /** Read/write on resume objects (presigned uploads are signed with this role) and RESUME_BUCKET. */
  bindResumeBucket(bucket: IBucket): this {
    bucket.grantReadWrite(this);
    this.addEnvironment('RESUME_BUCKET', bucket.bucketName);
    return this;
  }

  /** Only what purging needs: list the bucket, delete objects (and their versions' delete markers). */
  bindResumeBucketPurge(bucket: IBucket): this {
    this.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
    this.addToRolePolicy(new PolicyStatement({ actions: ['s3:DeleteObject'], resources: [bucket.arnForObjects('*')] }));
    this.addEnvironment('RESUME_BUCKET', bucket.bucketName);
    return this;
  }

  /**
   * Payroll field encryption: new data keys (GenerateDataKey) and unwrapping stored ones (Decrypt)
   * under the field key, only in the payroll fields' encryption context; its ARN in FIELD_KEY_ID.
   * And HMACs of payroll identifiers for their uniqueness guards (GenerateMac on the guard key,
   * GUARD_KEY_ID).
   */
  bindFieldKey(key: IKey, guardKey: IKey, use: true | 'decrypt' = true): this {
    this.addToRolePolicy(
      new PolicyStatement({
        actions: use === 'decrypt' ? ['kms:Decrypt'] : ['kms:GenerateDataKey', 'kms:Decrypt'],
        resources: [key.keyArn],
        conditions: {
          StringEquals: Object.fromEntries(
            Object.entries(KMS_ENCRYPTION_CONTEXT).map(([name, value]) => [`kms:EncryptionContext:${name}`, value]),
          ),
        },
      }),
    );
    this.addEnvironment('FIELD_KEY_ID', key.keyArn);
    if (use === 'decrypt') return this;
    this.addToRolePolicy(new PolicyStatement({ actions: ['kms:GenerateMac'], resources: [guardKey.keyArn] }));
    this.addEnvironment('GUARD_KEY_ID', guardKey.keyArn);
    return this;
  }

  /**
   * Sending e-mail with SES v2, only from the stack's sender address (verified in SES), which goes
   * in MAIL_FROM.
   */
  bindMailSender(fromAddress: string): this {
    this.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: ['*'],
        conditions: { StringEquals: { 'ses:FromAddress': fromAddress } },
      }),
    );
    this.addEnvironment('MAIL_FROM', `Wattle HR <${fromAddress}>`);
    return this;
  }

  /** Read access to the JWT signing key and its ARN in JWT_SECRET_ARN. */
  bindJwtSecret(secret: ISecret): this {
    secret.grantRead(this);
    this.addEnvironment('JWT_SECRET_ARN', secret.secretArn);
    return this;
  }
}
