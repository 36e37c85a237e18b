import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { type CfnStage, HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { type TableName, tableEnvName } from '../../functions/src/core/db/table-definitions.ts';
import type { FunctionDefinition, TableAccess } from '../../functions/src/handlers/manifest.ts';
import { ApiFunction } from './api-function.ts';
import { attachBackgroundTriggers } from './background.ts';
import { pascalCase } from './names.ts';

export interface ApiProps {
  /** Repository root; handlers live in `functions/src/handlers/<name>.ts`. */
  projectRoot: string;
  functions: readonly FunctionDefinition[];
  tables: Readonly<Record<TableName, ITable>>;
  resumeBucket: IBucket;
  /** The KMS key of payroll field encryption, for functions whose manifest says `usesFieldKey`. */
  fieldKey: IKey;
  /** The KMS HMAC key of payroll identifier uniqueness guards, for the same functions. */
  guardKey: IKey;
  jwtIssuer: string;
  jwtAudience: string;
  /** The address e-mails come from (verified in SES), for functions whose manifest says `sendsMail`. */
  mailFromAddress: string;
  /** Steady-state requests per second and burst across the stage. */
  throttle?: { rateLimit: number; burstLimit: number };
}

/** Splits an API Gateway route key such as `GET /api/v1/me` into method and path. */
export function parseRouteKey(routeKey: string): { method: HttpMethod; path: string } {
  const match = /^([A-Z]+) (\/\S*)$/.exec(routeKey);
  const method = match && Object.values(HttpMethod).find((value) => value === match[1]);
  if (!match?.[2] || !method) throw new Error(`Invalid route key "${routeKey}": expected "METHOD /path"`);
  return { method, path: match[2] };
}

/** The HTTP API: one ApiFunction per manifest entry, its routes, and the JWT signing key. */
/** Requests per second (steady, and burst) API Gateway lets through to sign-in and password change. */
export const SIGN_IN_RATE_LIMIT = 10;
export const SIGN_IN_BURST_LIMIT = 20;

export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly jwtSecret: Secret;
  /** Functions by manifest name. */
  readonly functions: ReadonlyMap<string, ApiFunction>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Wattle HR API (served to browsers through CloudFront under /api/*)',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      autoDeploy: true,
      throttle: props.throttle ?? { rateLimit: 100, burstLimit: 200 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            method: '$context.httpMethod',
            routeKey: '$context.routeKey',
            path: '$context.path',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            responseLength: '$context.responseLength',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });

    // Sign-in and password changes hash passwords (about a second of CPU each), and the second
    // sign-in step and turning MFA off check codes: far lower limits than the rest of the API,
    // before any Lambda runs. The functions count attempts per account
    // and address as well (functions/src/core/identity/sign-in-limits.ts).
    const cfnStage = this.stage.node.defaultChild as CfnStage;
    cfnStage.routeSettings = Object.fromEntries(
      ['POST /api/v1/login', 'POST /api/v1/login/mfa', 'POST /api/v1/password', 'DELETE /api/v1/mfa'].map(
        (routeKey) => [
          routeKey,
          // A JSON property of CloudFormation's: its keys are written as CloudFormation spells them.
          { ThrottlingRateLimit: SIGN_IN_RATE_LIMIT, ThrottlingBurstLimit: SIGN_IN_BURST_LIMIT },
        ],
      ),
    );

    this.jwtSecret = new Secret(this, 'JwtSecret', {
      description: 'Wattle HR JWT signing key (HS256)',
      // 64 alphanumerics carry ~380 bits, above the 256 bits HS256 needs.
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });

    const functions = new Map<string, ApiFunction>();
    for (const definition of props.functions) {
      const name = pascalCase(definition.name);
      const background = definition.background;
      const fn = new ApiFunction(this, `${name}Function`, {
        name: definition.name,
        projectRoot: props.projectRoot,
        description: background ? `Wattle HR worker: ${definition.name}` : `Wattle HR API: ${definition.name}`,
        ...(background
          ? { timeout: Duration.seconds(background.timeoutSeconds) }
          : { environment: { JWT_ISSUER: props.jwtIssuer, JWT_AUDIENCE: props.jwtAudience } }),
      });
      // A worker verifies no tokens: it gets no signing key.
      if (!background) fn.bindJwtSecret(this.jwtSecret);
      for (const [table, access] of Object.entries(definition.tables) as [TableName, TableAccess][]) {
        fn.bindTable(props.tables[table], access, tableEnvName(table));
      }
      if (definition.usesResumeBucket) fn.bindResumeBucket(props.resumeBucket);
      if (definition.purgesResumeBucket) fn.bindResumeBucketPurge(props.resumeBucket);
      if (definition.usesFieldKey) fn.bindFieldKey(props.fieldKey, props.guardKey, definition.usesFieldKey);
      if (definition.sendsMail) fn.bindMailSender(props.mailFromAddress);
      if (background) {
        attachBackgroundTriggers(this, name, fn, background, props.tables);
      }

      const integration = new HttpLambdaIntegration(`${name}Integration`, fn);
      for (const routeKey of definition.routes) {
        const { method, path } = parseRouteKey(routeKey);
        this.httpApi.addRoutes({ path, methods: [method], integration });
      }
      functions.set(definition.name, fn);
    }
    this.functions = functions;
  }
}
