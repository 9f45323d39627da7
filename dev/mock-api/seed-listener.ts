import type { ObjectStore, StoreEvent } from './store';

/**
 * A simulated controller's hold on the store's changes: it hears each one, except while a seed
 * writes thousands of objects, after which it catches up once (`syncAll`), as a controller
 * started on a full cluster lists it rather than replaying its history.
 */
export class SeedListener {
  private suspended = false;

  constructor(
    store: ObjectStore,
    private readonly onChange: (event: StoreEvent) => void,
    private readonly syncAll: () => void,
  ) {
    store.onChange((event) => {
      if (!this.suspended) this.onChange(event);
    });
  }

  /** Runs `write` (a reset, a seed) unheard, then catches up once. */
  whileSeeding(write: () => void): void {
    this.suspended = true;
    try {
      write();
    } finally {
      this.suspended = false;
    }
    this.syncAll();
  }
}
