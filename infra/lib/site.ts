import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { contentSecurityPolicy, HSTS_MAX_AGE_SECONDS, SECURITY_HEADERS } from '@wattle/shared/security-headers';
import { Annotations, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  type HeadersFrameOption,
  type HeadersReferrerPolicy,
  HttpVersion,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';

/**
 * Viewer-request code for the SPA: a path without a file extension that is not under /api/ is
 * a client-side route, so serve index.html. (Distribution errorResponses would also turn the
 * API's own 404s and 403s into index.html.) CloudFront Functions JS: keep it ES5.
 */
export const SPA_REWRITE_FUNCTION_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (uri.indexOf('/api/') !== 0 && lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

export interface SiteProps {
  /** Served under /api/* on the same origin, so the browser needs no CORS for the API. */
  httpApi: IHttpApi;
  /** Origins the browser may also connect to: the resume bucket's S3 endpoints. */
  extraConnectSources: readonly string[];
  /** The built SPA (`web/dist`); when it has no index.html, deployment is skipped with a warning. */
  distDir: string;
}

/** The SPA in a private bucket behind CloudFront, which also fronts the API. */
export class Site extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** `https://<distribution domain>`. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    const stack = Stack.of(this);

    // Build output only: it is redeployed from web/dist on every deploy.
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Wattle HR security headers (the local server sends the same)',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(props.extraConnectSources),
          override: true,
        },
        frameOptions: { frameOption: SECURITY_HEADERS['X-Frame-Options'] as HeadersFrameOption, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: SECURITY_HEADERS['Referrer-Policy'] as HeadersReferrerPolicy,
          override: true,
        },
      },
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment: 'Serve index.html for client-side routes',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(SPA_REWRITE_FUNCTION_CODE),
    });

    const apiDomain = `${props.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Wattle HR',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(apiDomain),
          // A redirect would drop POST bodies; HSTS already keeps browsers on HTTPS.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // API Gateway routes on its own Host header; with all viewer headers, Authorization
          // reaches the API even though caching is disabled.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
      },
    });
    this.url = `https://${this.distribution.distributionDomainName}`;

    this.deploy(props.distDir);
  }

  private deploy(distDir: string): void {
    if (!existsSync(join(distDir, 'index.html'))) {
      Annotations.of(this).addWarningV2(
        'wattle:site-not-built',
        `${distDir}/index.html not found: the SPA is not deployed. Run "npm run build -w web" first.`,
      );
      return;
    }
    // Vite fingerprints everything under assets/: cache it for a year and keep old files, so a
    // tab still holding the previous index.html can load its chunks.
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [Source.asset(distDir)],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
      memoryLimit: 512,
    });
    // Everything else (index.html, favicon, ...) is revalidated on each load; excluded files
    // (assets/) are never pruned.
    const rest = new BucketDeployment(this, 'DeployPages', {
      sources: [Source.asset(distDir)],
      destinationBucket: this.bucket,
      exclude: ['assets/*'],
      prune: true,
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    rest.node.addDependency(assets);
  }
}
