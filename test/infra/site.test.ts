import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { joinedText, synthesizeWallet } from './wallet-template';

// No web/dist here: the stack must still synthesize and deploy config.json alone.
const { template, ofType, single, referencedByOutput, assemblyDirectory } = synthesizeWallet();

const [, distribution] = single('AWS::CloudFront::Distribution');
const config = distribution.Properties.DistributionConfig as Record<string, unknown>;
const [, headersPolicy] = single('AWS::CloudFront::ResponseHeadersPolicy');
const securityHeaders = (
  headersPolicy.Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Record<string, unknown> }
).SecurityHeadersConfig;
const csp = joinedText(
  (securityHeaders.ContentSecurityPolicy as { ContentSecurityPolicy: unknown }).ContentSecurityPolicy,
);
const uploadsId = referencedByOutput('UploadsBucketName');
const deployments = ofType('Custom::CDKBucketDeployment');

describe('the SPA on CloudFront', () => {
  it('reads the private site bucket only through Origin Access Control', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    expect(config.Origins).toEqual([
      expect.objectContaining({
        OriginAccessControlId: { 'Fn::GetAtt': [expect.stringMatching(/OriginAccessControl/), 'Id'] },
        S3OriginConfig: { OriginAccessIdentity: '' },
      }),
    ]);
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Principal: { Service: 'cloudfront.amazonaws.com' }, Action: 's3:GetObject' }),
        ]),
      },
    });
  });

  it('keeps the site bucket private and TLS-only', () => {
    const siteBuckets = ofType('AWS::S3::Bucket').filter(([id]) => id !== uploadsId);
    expect(siteBuckets).toHaveLength(1);
    expect(siteBuckets[0]?.[1].Properties.PublicAccessBlockConfiguration).toMatchObject({
      BlockPublicAcls: true,
      RestrictPublicBuckets: true,
    });
  });

  it('serves index.html at the root, and for any deep link the bucket does not have', () => {
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.CustomErrorResponses).toEqual([
      { ErrorCode: 403, ResponseCode: 200, ResponsePagePath: '/index.html', ErrorCachingMinTTL: 0 },
      { ErrorCode: 404, ResponseCode: 200, ResponsePagePath: '/index.html', ErrorCachingMinTTL: 0 },
    ]);
  });

  it('redirects plain HTTP to HTTPS and adds the security headers to every response', () => {
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      ResponseHeadersPolicyId: { Ref: expect.any(String) },
    });
  });

  it('sends HSTS for two years with subdomains and preload, no framing, no sniffing, a strict referrer', () => {
    expect(securityHeaders).toMatchObject({
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: 2 * 365 * 24 * 60 * 60,
        IncludeSubdomains: true,
        Preload: true,
        Override: true,
      },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
    });
  });

  it('lets the page connect only to itself, the API, Cognito in Mumbai and the uploads bucket', () => {
    const directives = Object.fromEntries(
      csp.split('; ').map((directive) => {
        const [name, ...sources] = directive.split(' ');
        return [name, sources];
      }),
    );
    const uploadsOrigin = `https://{${uploadsId}.RegionalDomainName}`;
    expect(directives).toMatchObject({
      'default-src': ["'self'"],
      'connect-src': [
        "'self'",
        expect.stringMatching(/^\{ApiHttpApi\w+\.ApiEndpoint\}$/),
        'https://cognito-idp.ap-south-1.amazonaws.com',
        uploadsOrigin,
      ],
      'img-src': ["'self'", 'data:', 'blob:', uploadsOrigin],
      'style-src': ["'self'", "'unsafe-inline'"],
      'font-src': ["'self'"],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
    });
  });
});

describe('the SPA deployment', () => {
  it('without a web build, deploys config.json alone and removes nothing already deployed', () => {
    expect(deployments).toHaveLength(1);
    expect(deployments[0]?.[1].Properties).toMatchObject({ Prune: false });
  });

  it('writes config.json for the cloud from the stack outputs, with no local-only endpoints', () => {
    const [, deployment] = deployments[0] ?? [];
    const properties = deployment?.Properties as {
      SourceObjectKeys: string[];
      SourceMarkers: Record<string, unknown>[];
    };
    const assetDirectory = join(
      assemblyDirectory,
      `asset.${properties.SourceObjectKeys[0]?.replace(/\.zip$/, '')}`,
    );
    const markers = properties.SourceMarkers[0] ?? {};
    const runtimeConfig = JSON.parse(readFileSync(join(assetDirectory, 'config.json'), 'utf8'));

    expect(runtimeConfig).toEqual({
      environment: 'cloud',
      region: 'ap-south-1',
      apiUrl: expect.any(String),
      cognito: { userPoolId: expect.any(String), userPoolClientId: expect.any(String) },
    });
    expect(markers[runtimeConfig.apiUrl]).toEqual({
      'Fn::GetAtt': [expect.stringMatching(/^ApiHttpApi/), 'ApiEndpoint'],
    });
    expect(markers[runtimeConfig.cognito.userPoolId]).toEqual({ Ref: referencedByOutput('UserPoolId') });
    expect(markers[runtimeConfig.cognito.userPoolClientId]).toEqual({
      Ref: referencedByOutput('UserPoolClientId'),
    });
  });

  it('makes browsers revalidate config.json and invalidates the CDN after each deployment', () => {
    expect(deployments[0]?.[1].Properties).toMatchObject({
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
      DistributionId: { Ref: expect.stringMatching(/^SiteDistribution/) },
    });
  });
});
