import { join } from 'node:path';
import { CfnOutput, CfnParameter, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { TABLES, type TableName } from '../../functions/src/core/db/table-definitions.ts';
import { FUNCTIONS } from '../../functions/src/handlers/manifest.ts';
import { Api } from './api.ts';
import { Data } from './data.ts';
import { pascalCase } from './names.ts';
import { Site } from './site.ts';

export interface WattleStackProps extends StackProps {
  /** Repository root: package-lock.json, functions/, web/dist. */
  projectRoot: string;
  /** The built SPA; defaults to `<projectRoot>/web/dist`. */
  siteDistDir?: string;
  /** Must match what the functions expect (their config defaults). */
  jwtIssuer?: string;
  jwtAudience?: string;
}

/**
 * Wattle HR in one stack. Tables and functions come from the functions package's definitions
 * (table-definitions.ts, handlers/manifest.ts), so adding one there needs no change here.
 */
export class WattleStack extends Stack {
  readonly data: Data;
  readonly api: Api;
  readonly site: Site;

  constructor(scope: Construct, id: string, props: WattleStackProps) {
    super(scope, id, props);

    this.data = new Data(this, 'Data', { tables: TABLES, namePrefix: this.stackName });
    const mailFrom = new CfnParameter(this, 'MailFromAddress', {
      type: 'String',
      default: 'no-reply@example.com',
      allowedPattern: '^[^@\\s<>]+@[^@\\s<>]+$',
      description: 'The address Wattle HR sends e-mail from; verify it (or its domain) in SES first',
    });
    this.api = new Api(this, 'Api', {
      projectRoot: props.projectRoot,
      functions: FUNCTIONS,
      tables: this.data.tables,
      resumeBucket: this.data.resumeBucket,
      fieldKey: this.data.fieldKey,
      guardKey: this.data.guardKey,
      jwtIssuer: props.jwtIssuer ?? 'wattle-hr',
      jwtAudience: props.jwtAudience ?? 'wattle-hr-api',
      mailFromAddress: mailFrom.valueAsString,
    });
    this.site = new Site(this, 'Site', {
      httpApi: this.api.httpApi,
      extraConnectSources: this.data.resumeBucketOrigins,
      distDir: props.siteDistDir ?? join(props.projectRoot, 'web', 'dist'),
    });
    this.data.allowBrowserAccessFrom(this.site.url);
    // Links in e-mails point at the site, never at an address a request names.
    for (const definition of FUNCTIONS.filter((fn) => fn.sendsMail)) {
      this.api.functions.get(definition.name)?.addEnvironment('APP_URL', this.site.url);
    }

    new CfnOutput(this, 'SiteUrl', { value: this.site.url, description: 'Open this in a browser' });
    new CfnOutput(this, 'ApiUrl', {
      value: this.api.stage.url,
      description: 'Direct API endpoint (browsers use SiteUrl/api/v1)',
    });
    for (const name of Object.keys(this.data.tables) as TableName[]) {
      new CfnOutput(this, `${pascalCase(name)}TableName`, { value: this.data.tables[name].tableName });
    }
    new CfnOutput(this, 'ResumeBucketName', { value: this.data.resumeBucket.bucketName });
  }
}
