import { V1MicroTime, type V1Lease } from '@kubernetes/client-node';
import { statusOf, type ClusterClient } from './cluster-client';
import type { Log } from './log';

export interface LeaseOptions {
  readonly namespace: string;
  readonly name: string;
  readonly identity: string;
  readonly leaseSeconds?: number;
  readonly renewMs?: number;
  /** Called when this replica becomes the leader: what waited for the lease can be done now. */
  readonly onLeading?: () => void;
}

/**
 * Leader election over a coordination.k8s.io Lease, as client-go's: the holder renews it;
 * another replica takes it only once it has expired; every write carries the
 * resourceVersion it read, so two replicas never both win (the loser gets 409).
 */
export class LeaderElection {
  leading = false;
  private timer: NodeJS.Timeout | undefined;
  /** When this replica last wrote the Lease as its holder. */
  private renewedAt = 0;
  /** The round in flight: the renewal timer and a reconcile asking at once share it. */
  private inFlight: Promise<boolean> | undefined;

  constructor(
    private readonly client: ClusterClient,
    private readonly options: LeaseOptions,
    private readonly log: Log,
  ) {}

  private get leaseSeconds() {
    return this.options.leaseSeconds ?? 15;
  }

  /**
   * One round: acquire or renew; false when another replica holds a live lease or won the
   * race. Rounds of this replica never overlap: two would both write the Lease from the same
   * read, and the one answered 409 would take its own replica for another.
   */
  round(): Promise<boolean> {
    this.inFlight ??= this.write().finally(() => (this.inFlight = undefined));
    return this.inFlight;
  }

  private async write(): Promise<boolean> {
    const { namespace, name, identity } = this.options;
    // A Lease's times are MicroTime: kube-apiserver parses them with six fractional digits
    // (metav1.RFC3339Micro) and refuses a JavaScript Date's three with a 400.
    const now = new V1MicroTime();
    let lease: V1Lease | undefined;
    try {
      lease = await this.client.coordination.readNamespacedLease({ name, namespace });
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
    const spec = lease?.spec;
    const renewed = spec?.renewTime ? new Date(spec.renewTime).getTime() : 0;
    const expired = renewed + (spec?.leaseDurationSeconds ?? this.leaseSeconds) * 1000 < now.getTime();
    const mine = spec?.holderIdentity === identity;
    if (lease && !mine && !expired && spec?.holderIdentity) return this.set(false);
    const body: V1Lease = {
      apiVersion: 'coordination.k8s.io/v1',
      kind: 'Lease',
      metadata: { name, namespace, resourceVersion: lease?.metadata?.resourceVersion },
      spec: {
        holderIdentity: identity,
        leaseDurationSeconds: this.leaseSeconds,
        acquireTime: mine && spec?.acquireTime ? new V1MicroTime(spec.acquireTime) : now,
        renewTime: now,
        leaseTransitions: (spec?.leaseTransitions ?? 0) + (mine ? 0 : 1),
      },
    };
    try {
      if (lease) await this.client.coordination.replaceNamespacedLease({ name, namespace, body });
      else await this.client.coordination.createNamespacedLease({ namespace, body });
      this.renewedAt = now.getTime();
      return this.set(true);
    } catch (error) {
      const status = statusOf(error);
      if (status === 409) return this.set(false); // another replica wrote first
      throw error;
    }
  }

  /**
   * Whether this replica may write now: without a request while its own renewal is younger
   * than half the lease (no other replica can have taken it), else one round.
   */
  async confirm(): Promise<boolean> {
    if (this.leading && Date.now() - this.renewedAt < (this.leaseSeconds * 1000) / 2) return true;
    return this.round();
  }

  private set(leading: boolean): boolean {
    const changed = leading !== this.leading;
    if (changed) this.log('info', leading ? 'became the leader' : 'not the leader', this.logged());
    this.leading = leading;
    if (changed && leading) this.options.onLeading?.();
    return leading;
  }

  private logged() {
    const { namespace, name, identity } = this.options;
    return { namespace, name, identity };
  }

  start(): void {
    const tick = () =>
      this.round().catch((error: unknown) => {
        this.log('warn', 'leader election failed', { error: String(error) });
        this.set(false);
      });
    void tick();
    this.timer = setInterval(tick, this.options.renewMs ?? 2000);
  }

  /** Stops renewing and gives the lease up, so that another replica takes over at once. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (!this.leading) return;
    const { name, namespace } = this.options;
    try {
      const lease = await this.client.coordination.readNamespacedLease({ name, namespace });
      if (lease.spec?.holderIdentity === this.options.identity)
        await this.client.coordination.replaceNamespacedLease({
          name,
          namespace,
          body: { ...lease, spec: { ...lease.spec, holderIdentity: '', renewTime: new V1MicroTime(0) } },
        });
    } catch (error) {
      this.log('warn', 'could not release the lease', { error: String(error) });
    }
    this.leading = false;
  }
}
