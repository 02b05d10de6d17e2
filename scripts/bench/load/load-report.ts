/** The load stage's figures as tables on the console, each route beside the floor of the same run. */
import type { RouteLoadFigures } from './load-stage';
import type { ScalingPoint, ScalingVerdict } from './scaling';
import type { UploadFigures } from './upload-bench';

/** A figure right-aligned in its column; a ratio with nothing to divide by (no answer at all) as a dash. */
const cell = (value: number | string, width: number) =>
  (typeof value === 'number' && !Number.isFinite(value) ? '—' : String(value)).padStart(width);

export function printRoutes(title: string, routes: Record<string, RouteLoadFigures>): void {
  console.log(`\n${title}`);
  console.log(
    `${'route'.padEnd(24)}${cell('requests', 9)}${cell('rps', 8)}${cell('÷floor', 8)}${cell('p50 ms', 8)}` +
      `${cell('×floor', 8)}${cell('p99 ms', 8)}${cell('×floor', 8)}${cell('refused', 9)}${cell('errors', 8)}`,
  );
  for (const [name, row] of Object.entries(routes))
    console.log(
      `${name.padEnd(24)}${cell(row.requests, 9)}${cell(row.rps, 8)}${cell(row.rpsRatio, 8)}${cell(row.p50Ms, 8)}` +
        `${cell(row.p50Ratio, 8)}${cell(row.p99Ms, 8)}${cell(row.p99Ratio, 8)}${cell(row.refusals, 9)}${cell(row.errors, 8)}`,
    );
}

export function printCurve(
  label: string,
  curve: Record<string, ScalingPoint>,
  verdict: ScalingVerdict,
): void {
  console.log(`\n${label}: customers → 2xx per second (the floor's just before), p50, p99`);
  for (const [point, row] of Object.entries(curve))
    console.log(
      `${cell(point.replace('customers', ''), 6)} customers  ${cell(row.rps, 7)}/s (${row.floorRps}/s)  p50 ${cell(row.p50Ms, 6)} ms  ` +
        `p99 ${cell(row.p99Ms, 6)} ms  ${row.refusals} refused (busy), ${row.errors} errors`,
    );
  console.log(
    verdict.falls
      ? `  THROUGHPUT FELL: in floors, 1,000 customers ran at 1/${verdict.dropRatio} of 10 customers' rate, beyond the noise.`
      : `  Throughput held as customers grew (in floors, 10 → 1,000: ×${verdict.dropRatio} drop, within the noise).`,
  );
}

export function printUploads(uploads: UploadFigures): void {
  const { fourInFlight, oneInFlight, resume } = uploads;
  console.log(`\nUploads: one ${uploads.megabytes} MiB ID document, presigned parts to the local S3`);
  console.log(`  4 parts in flight  ${fourInFlight.seconds} s  ${fourInFlight.mbPerSecond} MiB/s`);
  console.log(`  1 part in flight   ${oneInFlight.seconds} s  ${oneInFlight.mbPerSecond} MiB/s`);
  console.log(`  4 in flight is ×${uploads.parallelSpeedupRatio} as fast as 1`);
  console.log(
    `  after a reload (${resume.partsStored} parts stored, 3 in flight): ${resume.partsReused} parts reused, ` +
      `${resume.partsResent} sent again (${(resume.bytesSent / 1024 / 1024).toFixed(1)} MiB), done in ${resume.seconds} s`,
  );
}
