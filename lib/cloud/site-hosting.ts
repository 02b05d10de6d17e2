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
  }
}
