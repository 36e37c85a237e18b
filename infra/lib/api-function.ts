import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';

import { KMS_ENCRYPTION_CONTEXT } from '../../functions/src/core/crypto/kms-context.ts';
import { bundleAliases, ESM_REQUIRE_BANNER } from './function-bundle.ts';

export type TableAccess = 'read' | 'readWrite';

export interface ApiFunctionProps {
  /** Absolute path of the handler file; it exports `handler`. */
  entry: string;
  /** Repository root: holds package-lock.json and the node_modules esbuild resolves from. */
  projectRoot: string;
  description?: string;
  environment?: Record<string, string>;
}

/** A Hono Lambda behind the HTTP API, bundled locally with esbuild as ESM for Node 22 on Graviton. */
export class ApiFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id, {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      projectRoot: props.projectRoot,
      depsLockFilePath: join(props.projectRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      // scrypt at N=2^17, r=8 allocates 128 MiB per hash outside the JS heap, on top of the
      // runtime's ~100 MB; Lambda also scales CPU with memory, and at 1024 MB a login's hash
      // takes a fraction of a second instead of several.
      memorySize: 1024,
      timeout: Duration.seconds(10),
      logGroup: new LogGroup(scope, `${id}Logs`, {
        retention: RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        target: 'node22',
        platform: 'node',
        mainFields: ['module', 'main'],
        banner: ESM_REQUIRE_BANNER,
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        // No AWS SDK client is imported (core/aws signs fetch requests itself); the SDK package
        // ElectroDB requires but never uses, and its load-time model validator, are replaced by
        // stubs, as in the bundle test.
        bundleAwsSDK: true,
        esbuildArgs: Object.fromEntries(
          Object.entries(bundleAliases(props.projectRoot)).map(([name, stub]) => [`--alias:${name}`, stub]),
        ),
      },
    });
  }

  /** Grants exactly `access` on the table (and its indexes) and puts its name in `envName`. */
  bindTable(table: ITable, access: TableAccess, envName: string): this {
    if (access === 'readWrite') table.grantReadWriteData(this);
    else table.grantReadData(this);
    this.addEnvironment(envName, table.tableName);
    return this;
  }

  /** Read/write on resume objects (presigned uploads are signed with this role) and RESUME_BUCKET. */
  bindResumeBucket(bucket: IBucket): this {
    bucket.grantReadWrite(this);
    this.addEnvironment('RESUME_BUCKET', bucket.bucketName);
    return this;
  }

  /**
   * Payroll field encryption: new data keys (GenerateDataKey) and unwrapping stored ones (Decrypt)
   * under the field key, only in the payroll fields' encryption context; its ARN in FIELD_KEY_ID.
   */
  bindFieldKey(key: IKey): this {
    this.addToRolePolicy(
      new PolicyStatement({
        actions: ['kms:GenerateDataKey', 'kms:Decrypt'],
        resources: [key.keyArn],
        conditions: {
          StringEquals: Object.fromEntries(
            Object.entries(KMS_ENCRYPTION_CONTEXT).map(([name, value]) => [`kms:EncryptionContext:${name}`, value]),
          ),
        },
      }),
    );
    this.addEnvironment('FIELD_KEY_ID', key.keyArn);
    return this;
  }

  /** Read access to the JWT signing key and its ARN in JWT_SECRET_ARN. */
  bindJwtSecret(secret: ISecret): this {
    secret.grantRead(this);
    this.addEnvironment('JWT_SECRET_ARN', secret.secretArn);
    return this;
  }
}
