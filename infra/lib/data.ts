import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  ProjectionType,
  StreamViewType,
  Table,
  TableEncryption,
} from 'aws-cdk-lib/aws-dynamodb';
import { Key, KeySpec, KeyUsage } from 'aws-cdk-lib/aws-kms';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { TableDefinition, TableName } from '../../functions/src/core/db/table-definitions.ts';
import { pascalCase } from './names.ts';

export interface DataProps {
  /** One DynamoDB table per definition. */
  tables: Readonly<Record<TableName, TableDefinition>>;
  /** Prefix of physical names (the stack name), so stacks in one account do not collide. */
  namePrefix: string;
}

/** The retained state: DynamoDB tables, the private resume bucket and the payroll field key. */
export class Data extends Construct {
  readonly tables: Readonly<Record<TableName, Table>>;
  readonly resumeBucket: Bucket;
  /**
   * The KMS key payroll identifiers are encrypted under (envelope encryption: it wraps the data
   * keys the functions generate). Retained with the tables: without it their payroll fields are
   * unreadable.
   */
  readonly fieldKey: Key;
  /**
   * The KMS HMAC key of uniqueness guards over payroll identifiers (one TFN per organization): the
   * guard holds HMAC(TFN), never the TFN. Retained: a new key would free every guarded TFN.
   */
  readonly guardKey: Key;
  /**
   * HTTPS origins of the resume bucket's S3 endpoints, which the browser posts uploads to.
   * Built from the bucket name, not from bucket attributes, so the site's CSP can list them
   * while the bucket's CORS rule lists the site: referencing each other would be a cycle.
   */
  readonly resumeBucketOrigins: readonly string[];

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    const stack = Stack.of(this);

    const tables: Partial<Record<TableName, Table>> = {};
    for (const [name, definition] of Object.entries(props.tables) as [TableName, TableDefinition][]) {
      tables[name] = this.createTable(definition, props.namePrefix);
    }
    this.tables = tables as Record<TableName, Table>;

    this.fieldKey = new Key(this, 'FieldKey', {
      description: 'Wattle HR: wraps the data keys that encrypt employee payroll identifiers',
      alias: `alias/${props.namePrefix}-payroll-fields`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.guardKey = new Key(this, 'GuardKey', {
      description: 'Wattle HR: HMAC key of the uniqueness guards over employee payroll identifiers',
      alias: `alias/${props.namePrefix}-payroll-guards`,
      keySpec: KeySpec.HMAC_256,
      keyUsage: KeyUsage.GENERATE_VERIFY_MAC,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const bucketPrefix = props.namePrefix
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .slice(0, 20)
      .replace(/^-+|-+$/g, '');
    const resumeBucketName = `${bucketPrefix}-resumes-${stack.account}-${stack.region}`;
    this.resumeBucket = new Bucket(this, 'ResumeBucket', {
      bucketName: resumeBucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      versioned: true,
      encryption: BucketEncryption.S3_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        { id: 'expire-noncurrent-versions', noncurrentVersionExpiration: Duration.days(30) },
        // Uploads land under quarantine/ and are copied out once verified: what stays was never linked.
        { id: 'expire-quarantine', prefix: 'quarantine/', expiration: Duration.days(1) },
      ],
    });
    // Presigned URLs use the regional endpoint; in us-east-1 the SDK may use the global one.
    this.resumeBucketOrigins = [
      `https://${resumeBucketName}.s3.${stack.region}.${stack.urlSuffix}`,
      `https://${resumeBucketName}.s3.${stack.urlSuffix}`,
    ];
  }

  /**
   * Lets pages served from `origin` upload to and download from the resume bucket directly.
   * Called once the CloudFront distribution exists, so the rule names the site's exact origin.
   */
  allowBrowserAccessFrom(origin: string): void {
    this.resumeBucket.addCorsRule({
      allowedOrigins: [origin],
      allowedMethods: [HttpMethods.POST, HttpMethods.PUT, HttpMethods.GET],
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag'],
      maxAge: 3000,
    });
  }

  private createTable(definition: TableDefinition, namePrefix: string): Table {
    // ElectroDB composes every key (table and index) as a string.
    const key = (name: string) => ({ name, type: AttributeType.STRING });
    const table = new Table(this, `${pascalCase(definition.name)}Table`, {
      tableName: `${namePrefix}-${definition.name}`,
      partitionKey: key(definition.partitionKey),
      sortKey: key(definition.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
      timeToLiveAttribute: definition.timeToLiveAttribute,
      ...(definition.stream ? { stream: StreamViewType.NEW_IMAGE } : {}),
    });
    for (const index of definition.globalIndexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
        ...(index.include
          ? { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...index.include] }
          : { projectionType: ProjectionType.ALL }),
      });
    }
    return table;
  }
}
