/**
 * CORS for the SPA's origin on the HTTP API and on the uploads bucket, applied once CloudFront exists.
 *
 * Why not in their own CloudFormation properties: the CSP of the distribution names the API and the
 * bucket, and their CORS would name the distribution — a dependency cycle CloudFormation refuses. So
 * the distribution is created first and these two SDK calls set CORS afterwards, again on every
 * deployment that changes the origin or the policy. Nothing is undone on delete: the API goes with
 * the stack, and the retained bucket's rule for the old domain is harmless (uploads need a presigned URL).
 */
import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { routes } from '../../contract/routes';
import { corsPolicy } from '../../definitions/cors';
import { acknowledgeNag } from './nag';

export interface SpaOriginCorsProps {
  /** `https://<distribution>.cloudfront.net` */
  appOrigin: string;
  httpApi: IHttpApi;
  uploadsBucket: IBucket;
}

/** What the browser does with presigned URLs: single PUTs, multipart (POST to start and complete), reads. */
export const uploadsCorsRule = {
  AllowedMethods: ['PUT', 'GET', 'HEAD', 'POST'],
  AllowedHeaders: ['*'],
  // The browser needs each part's ETag to complete a multipart upload.
  ExposeHeaders: ['ETag'],
  MaxAgeSeconds: 3600,
};

export class SpaOriginCors extends Construct {
  constructor(scope: Construct, id: string, { appOrigin, httpApi, uploadsBucket }: SpaOriginCorsProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const shared = {
      installLatestAwsSdk: false,
      logGroup: new LogGroup(this, 'Logs', {
        retention: RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
    };

    new AwsCustomResource(this, 'ApiCors', {
      ...shared,
      onUpdate: {
        service: 'ApiGatewayV2',
        action: 'UpdateApi',
        parameters: {
          ApiId: httpApi.apiId,
          CorsConfiguration: {
            AllowOrigins: [appOrigin],
            AllowMethods: [...new Set(routes.map((route) => route.method))],
            AllowHeaders: corsPolicy.allowHeaders,
            ExposeHeaders: corsPolicy.exposeHeaders,
            MaxAge: corsPolicy.maxAgeSeconds,
          },
        },
        physicalResourceId: PhysicalResourceId.of(`${httpApi.apiId}-cors`),
      },
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({
          actions: ['apigateway:PATCH'],
          resources: [`arn:${stack.partition}:apigateway:${stack.region}::/apis/${httpApi.apiId}`],
        }),
      ]),
    });

    new AwsCustomResource(this, 'UploadsCors', {
      ...shared,
      onUpdate: {
        service: 'S3',
        action: 'PutBucketCors',
        parameters: {
          Bucket: uploadsBucket.bucketName,
          CORSConfiguration: { CORSRules: [{ ...uploadsCorsRule, AllowedOrigins: [appOrigin] }] },
        },
        physicalResourceId: PhysicalResourceId.of(`${uploadsBucket.bucketName}-cors`),
      },
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({ actions: ['s3:PutBucketCORS'], resources: [uploadsBucket.bucketArn] }),
      ]),
    });

    // CDK's one function behind every AwsCustomResource of the stack; its own policies are the two above.
    const provider = stack.node.tryFindChild(
      `AWS${AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`,
    );
    const providerRole = provider?.node.tryFindChild('ServiceRole');
    if (providerRole)
      acknowledgeNag(
        providerRole,
        'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        "CDK's custom-resource function, run only during deployments to set CORS: AWS's basic execution policy lets it write its own logs only; its API and bucket rights are the two narrow statements above.",
      );
  }
}
