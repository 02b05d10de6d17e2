/**
 * Record and entry ids: ULIDs that sort by the writer's clock, as records are listed by the time in
 * their ids (a statement's period is a range of ids). Within one millisecond they stay monotonic, so
 * a plan's ids keep their order. When the clock goes back (the local clock put back after a test or
 * by a person; NTP stepping a host's time) the next id takes the earlier time: ulid's monotonic
 * factory alone would keep the later time for every id after it, filing new records in the future.
 */
import { monotonicFactory } from 'ulid';

export function clockOrderedIds(): (atMs: number) => string {
  let ids = monotonicFactory();
  let lastMs = Number.NEGATIVE_INFINITY;
  return (atMs) => {
    if (atMs < lastMs) ids = monotonicFactory();
    lastMs = atMs;
    return ids(atMs);
  };
}
