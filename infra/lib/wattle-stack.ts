import { join } from 'node:path';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
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
    this.api = new Api(this, 'Api', {
      projectRoot: props.projectRoot,
      functions: FUNCTIONS,
      tables: this.data.tables,
      resumeBucket: this.data.resumeBucket,
      fieldKey: this.data.fieldKey,
      jwtIssuer: props.jwtIssuer ?? 'wattle-hr',
      jwtAudience: props.jwtAudience ?? 'wattle-hr-api',
    });
    this.site = new Site(this, 'Site', {
      httpApi: this.api.httpApi,
      extraConnectSources: this.data.resumeBucketOrigins,
      distDir: props.siteDistDir ?? join(props.projectRoot, 'web', 'dist'),
    });
    this.data.allowBrowserAccessFrom(this.site.url);

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
