/**
 * Security headers on every response of the SPA. The Content-Security-Policy lets the page talk only
 * to its own origin, the API, Cognito's regional endpoint (sign-in, refresh) and the uploads bucket
 * (presigned PUTs, image previews), so injected markup cannot send data anywhere else.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export interface ContentSecurityPolicySources {
  apiUrl: string;
  cognitoEndpoint: string;
  uploadsOrigin: string;
}

export function contentSecurityPolicy({
  apiUrl,
  cognitoEndpoint,
  uploadsOrigin,
}: ContentSecurityPolicySources) {
  return [
    "default-src 'self'",
    `connect-src 'self' ${apiUrl} ${cognitoEndpoint} ${uploadsOrigin}`,
    `img-src 'self' data: blob: ${uploadsOrigin}`,
    // Inline style attributes are what React's `style` prop renders.
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function createSecurityHeadersPolicy(
  scope: Construct,
  id: string,
  { apiUrl, uploadsBucket }: { apiUrl: string; uploadsBucket: IBucket },
): ResponseHeadersPolicy {
  const region = Stack.of(scope).region;
  return new ResponseHeadersPolicy(scope, id, {
    comment: 'INR USDT wallet SPA: CSP, HSTS, no framing, no sniffing',
    securityHeadersBehavior: {
      contentSecurityPolicy: {
        contentSecurityPolicy: contentSecurityPolicy({
          apiUrl,
          cognitoEndpoint: `https://cognito-idp.${region}.amazonaws.com`,
          uploadsOrigin: `https://${uploadsBucket.bucketRegionalDomainName}`,
        }),
        override: true,
      },
      // Two years with preload: the value the HSTS preload list asks for.
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(730),
        includeSubdomains: true,
        preload: true,
        override: true,
      },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      contentTypeOptions: { override: true },
      referrerPolicy: {
        referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
    },
  });
}
