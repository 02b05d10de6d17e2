/**
 * The SPA on CloudFront: a private bucket reached only through Origin Access Control, `index.html`
 * for every path the bucket does not have (client-side routes), and the security headers policy.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  CachePolicy,
  Distribution,
  HttpVersion,
  PriceClass,
  type ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledgeNag } from './nag';

export class SiteHosting extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** `https://<distribution>.cloudfront.net`: the app's URL and the origin the API and uploads allow. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: { responseHeadersPolicy: ResponseHeadersPolicy }) {
    super(scope, id);

    // Only build output lives here; every deployment rewrites it, so it goes with the stack.
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'INR USDT wallet SPA',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: props.responseHeadersPolicy,
      },
      // Without s3:ListBucket a missing key answers 403, so both statuses fall back to the SPA.
      errorResponses: [403, 404].map((httpStatus) => ({
        httpStatus,
        responseHttpStatus: 200,
        responsePagePath: '/index.html',
        ttl: Duration.seconds(0),
      })),
      // Price class 200 includes the edge locations in India, at a lower price than "all".
      priceClass: PriceClass.PRICE_CLASS_200,
      httpVersion: HttpVersion.HTTP2_AND_3,
    });
    this.url = `https://${this.distribution.distributionDomainName}`;

    // The site is public build output only: no customer data passes through this bucket or distribution.
    acknowledgeNag(
      this.bucket,
      'S1',
      'Holds only the public build of the SPA, written by each deployment and read only by CloudFront (OAC): access logs would record nothing about customers.',
    );
    acknowledgeNag(
      this.distribution,
      'CFR1',
      'No geo restriction: customers are Indian residents, but KYC (Aadhaar, PAN, an Indian bank account) decides who may use the wallet, and residents travel.',
    );
    acknowledgeNag(
      this.distribution,
      'CFR2',
      'No WAF in front of static files: the distribution serves only the public SPA build; the API (where requests act on data) is a separate HTTP API behind a Cognito JWT authorizer.',
    );
    acknowledgeNag(
      this.distribution,
      'CFR3',
      'No CloudFront access logs: the distribution serves only the public SPA build, so logs would record page loads, no data access; API calls are logged by API Gateway and the functions.',
    );
    acknowledgeNag(
      this.distribution,
      'CFR4',
      'The default *.cloudfront.net certificate cannot set a minimum TLS version (CloudFront allows TLSv1 on it); raising it needs a custom domain with an ACM certificate, which this stack does not have yet.',
    );
  }
}
