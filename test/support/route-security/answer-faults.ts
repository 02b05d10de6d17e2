/**
 * What is wrong with an answer to a request the API must refuse: it must be a 4xx with an
 * `application/problem+json` body (RFC 9457) that gives away nothing of how the server is built.
 * Each fault is a sentence, so a harness failure says what the route did.
 */
import { PROBLEM_CONTENT_TYPE, ProblemSchema } from '../../../contract/problem';
import type { RawAnswer } from '../local-services';

/** Traces of the implementation a refusal must never show. */
const internals: [RegExp, string][] = [
  [/\bat [\w.<>$]+ \(|\bat (file|node):|\n\s+at /, 'a stack trace'],
  [/\.(ts|js|mjs|cjs):\d+/, 'a source file position'],
  [/\/(work|home|tmp|var|usr|opt)\/|node_modules|[A-Z]:\\/, 'a file path'],
  [
    /\b\w*(Exception|TypeError|ReferenceError|RangeError|SyntaxError)\b|\b(DynamoDB|S3rver|s3rver|AWS SDK|aws-sdk|ConditionalCheckFailed|ValidationException|NoSuchKey|NoSuchUpload|AccessDenied)\b/,
    'an AWS or JavaScript error name',
  ],
  [
    /\bUnexpected token\b|\bis not valid JSON\b.*position|\bCannot read propert|\bundefined is not\b/,
    'a runtime error message',
  ],
];

export function refusalFaults(answer: RawAnswer): string[] {
  const faults: string[] = [];
  if (answer.status >= 500) faults.push(`answered ${answer.status} (a server error)`);
  else if (answer.status < 400) faults.push(`accepted it with ${answer.status}`);
  const contentType = String(answer.headers['content-type'] ?? '');
  if (contentType.split(';')[0]?.trim() !== PROBLEM_CONTENT_TYPE)
    faults.push(`answered with content-type '${contentType}', not ${PROBLEM_CONTENT_TYPE}`);
  else {
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.body);
    } catch {
      faults.push('answered a problem+json body that is not JSON');
    }
    if (parsed !== undefined && !ProblemSchema.safeParse(parsed).success)
      faults.push('answered a body that is not RFC 9457 problem details');
  }
  for (const [pattern, what] of internals)
    if (pattern.test(answer.body)) faults.push(`showed ${what} in its answer`);
  return faults;
}

export function describeAnswer(answer: RawAnswer): string {
  const body = answer.body.length > 400 ? `${answer.body.slice(0, 400)}…` : answer.body;
  return `${answer.status} ${String(answer.headers['content-type'] ?? '')} ${body}`;
}
