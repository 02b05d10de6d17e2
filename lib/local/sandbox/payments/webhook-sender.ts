/**
 * Delivers webhook events as Razorpay does: a POST of the JSON body signed with the webhook secret
 * (`X-Razorpay-Signature`, hex HMAC-SHA256 of the raw body) and `X-Razorpay-Event-Id` (the same on every
 * delivery of an event, so the receiver can deduplicate). A 2xx answer within the timeout (5 s) is a
 * delivery; anything else is retried with exponential backoff until the give-up window closes.
 * Razorpay retries for 24 h; the local schedule keeps the shape with shorter numbers. Events are sent
 * independently of each other, so they arrive in no guaranteed order.
 */
import { webhookSignature } from '../../../../lambdas/local-twin';
import { seededRandom } from '../../seeded-random';
import type { DeliveryAttempt, PaymentsState, StoredEvent, UnreliableDelivery } from './payments-state';

export interface RetrySchedule {
  /** Wait before the first retry; each later wait is `factor` times the previous, up to `maxDelayMs`. */
  firstDelayMs: number;
  factor: number;
  maxDelayMs: number;
  /** No retry is scheduled later than this after the event was created. */
  giveUpAfterMs: number;
  /** A receiver slower than this has not answered. */
  timeoutMs: number;
}

/** Razorpay's shape (exponential, 5 s timeout), shortened for a local machine: 2, 4, 8 … 60 s for 30 min. */
export const LOCAL_RETRY_SCHEDULE: RetrySchedule = {
  firstDelayMs: 2_000,
  factor: 2,
  maxDelayMs: 60_000,
  giveUpAfterMs: 30 * 60_000,
  timeoutMs: 5_000,
};

export function retryDelayMs(schedule: RetrySchedule, failedAttempts: number): number {
  return Math.min(
    schedule.firstDelayMs * schedule.factor ** Math.max(0, failedAttempts - 1),
    schedule.maxDelayMs,
  );
}

export class WebhookSender {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private stopped = false;
  /** The unreliable delivery's source of chance, made afresh each time the setting changes. */
  private chance: (() => number) | undefined;

  constructor(
    private readonly state: PaymentsState,
    private readonly options: {
      webhookSecret: string;
      schedule: RetrySchedule;
      log: (line: string) => void;
    },
  ) {}

  /**
   * Picks up where a previous run left off, as Razorpay keeps retrying what no 2xx acknowledged:
   * pending events get their next attempt when it is due, or at once when a kill caught the delivery
   * in flight; held ones go out at once, since a pause does not outlive the sandbox that set it (a kill
   * mid-release leaves them held too).
   */
  resume(): void {
    for (const event of Object.values(this.state.data.events)) {
      if (event.state === 'pending' || event.state === 'held')
        this.schedule(event, event.nextAttemptAt ? Date.parse(event.nextAttemptAt) : Date.now());
    }
  }

  /** A line for the sandbox's log, for work that runs after its request was answered. */
  log(line: string): void {
    this.options.log(line);
  }

  /** Sends an event for the first time (or holds it while deliveries are paused, or loses it). */
  dispatch(event: StoredEvent, options: { lose?: boolean } = {}): Promise<DeliveryAttempt | undefined> {
    if (options.lose) {
      event.state = 'lost';
      this.state.save();
      return Promise.resolve(undefined);
    }
    if (this.state.data.webhooks.paused) {
      event.state = 'held';
      this.state.save();
      return Promise.resolve(undefined);
    }
    const unreliable = this.state.data.webhooks.unreliable;
    return unreliable ? this.deliverUnreliably(event, unreliable) : this.attempt(event, 'first');
  }

  private async deliverUnreliably(
    event: StoredEvent,
    unreliable: UnreliableDelivery,
  ): Promise<DeliveryAttempt | undefined> {
    this.chance ??= unreliable.seed === undefined ? Math.random : seededRandom(unreliable.seed);
    const random = this.chance;
    if (random() < unreliable.drop) return this.dispatch(event, { lose: true });
    const delayed = (kind: DeliveryAttempt['kind']) =>
      new Promise<void>((resolve) => setTimeout(resolve, random() * unreliable.maxDelayMs)).then(() =>
        this.attempt(event, kind),
      );
    event.state = 'pending';
    const [first] = await Promise.all([
      delayed('first'),
      ...(random() < unreliable.duplicate ? [delayed('duplicate')] : []),
    ]);
    return first;
  }

  /** A new unreliable setting starts its own sequence of chances (from its seed, when it has one). */
  setUnreliable(unreliable: UnreliableDelivery | null): void {
    this.state.data.webhooks.unreliable = unreliable;
    this.chance = undefined;
  }

  /** Re-delivers an event now, whatever its state, as the provider's dashboard "Resend" does. */
  resend(event: StoredEvent): Promise<DeliveryAttempt> {
    this.cancelRetry(event.id);
    return this.attempt(event, 'resend');
  }

  /** Sends everything held while deliveries were paused, all at once (so in no particular order). */
  releaseHeld(): Promise<(DeliveryAttempt | undefined)[]> {
    const held = Object.values(this.state.data.events).filter((event) => event.state === 'held');
    return Promise.all(held.map((event) => this.attempt(event, 'first')));
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private cancelRetry(eventId: string) {
    const timer = this.timers.get(eventId);
    if (timer) clearTimeout(timer);
    this.timers.delete(eventId);
  }

  private schedule(event: StoredEvent, at: number) {
    if (this.stopped) return;
    this.cancelRetry(event.id);
    const timer = setTimeout(
      () => {
        this.timers.delete(event.id);
        // Outside any request: a failure here must be logged, never left to end the process.
        this.attempt(event, 'retry').catch((error: unknown) =>
          this.options.log(`webhook ${event.id} retry failed: ${(error as Error).stack ?? error}`),
        );
      },
      Math.max(0, at - Date.now()),
    );
    this.timers.set(event.id, timer);
  }

  private async attempt(event: StoredEvent, kind: DeliveryAttempt['kind']): Promise<DeliveryAttempt> {
    const url = this.state.data.webhooks.url;
    const started = Date.now();
    let attempt: DeliveryAttempt;
    if (!url) {
      attempt = {
        at: new Date(started).toISOString(),
        kind,
        url: '',
        status: null,
        durationMs: 0,
        error: 'No webhook URL is configured',
      };
    } else {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Razorpay-Webhook/v1 (local sandbox)',
            'x-razorpay-signature': webhookSignature(this.options.webhookSecret, event.body),
            'x-razorpay-event-id': event.id,
          },
          body: event.body,
          signal: AbortSignal.timeout(this.options.schedule.timeoutMs),
        });
        // Read (and drop) the answer, so the connection is free for the next delivery.
        await response.arrayBuffer().catch(() => undefined);
        attempt = {
          at: new Date(started).toISOString(),
          kind,
          url,
          status: response.status,
          durationMs: Date.now() - started,
        };
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        attempt = {
          at: new Date(started).toISOString(),
          kind,
          url,
          status: null,
          durationMs: Date.now() - started,
          error: timedOut
            ? `No answer within ${this.options.schedule.timeoutMs / 1000} s`
            : connectionFailure(error),
        };
      }
    }
    event.deliveries.push(attempt);
    const delivered = attempt.status !== null && attempt.status >= 200 && attempt.status < 300;
    if (delivered) {
      event.state = 'delivered';
      event.nextAttemptAt = null;
      this.cancelRetry(event.id);
    } else if (event.state !== 'delivered') {
      const failures = event.deliveries.filter((each) => each.kind !== 'resend').length;
      const next = Date.now() + retryDelayMs(this.options.schedule, failures);
      if (next - Date.parse(event.createdAt) <= this.options.schedule.giveUpAfterMs) {
        event.state = 'pending';
        event.nextAttemptAt = new Date(next).toISOString();
        this.schedule(event, next);
      } else {
        event.state = 'failed';
        event.nextAttemptAt = null;
      }
    }
    this.options.log(
      `webhook ${event.event} ${event.id} (${kind}) → ${attempt.status ?? attempt.error}${
        event.nextAttemptAt ? `, next try ${event.nextAttemptAt}` : ''
      }`,
    );
    if (!this.stopped) this.state.save();
    return attempt;
  }
}

/** fetch says only 'fetch failed'; the cause says why (ECONNREFUSED, ECONNRESET, …). */
function connectionFailure(error: unknown): string {
  const cause = (error as { cause?: { code?: string; errors?: { code?: string }[] } }).cause;
  const code = cause?.code ?? cause?.errors?.[0]?.code;
  return code ? `${(error as Error).message} (${code})` : (error as Error).message;
}
