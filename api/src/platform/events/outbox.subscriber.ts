import {
  type EntitySubscriberInterface,
  EventSubscriber,
  type QueryRunner,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';

/**
 * Tells the domain events which outbox rows a transaction wrote once it has committed (so the
 * process that made them handles them at once), and forgets them when it rolls back. A row
 * written inside a savepoint later rolled back is simply not found when claimed.
 */
@EventSubscriber()
export class OutboxSubscriber implements EntitySubscriberInterface {
  private readonly written = new WeakMap<QueryRunner, string[]>();
  /** Set by `DomainEvents` when the app starts. */
  onCommitted: ((ids: string[]) => void) | null = null;

  /** Notes outbox rows written by the transaction of `runner`. */
  wrote(runner: QueryRunner, ids: string[]): void {
    const list = this.written.get(runner);
    if (list) list.push(...ids);
    else this.written.set(runner, [...ids]);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    const runner = event.queryRunner;
    if (runner.isTransactionActive) return; // a savepoint released: the outer one decides
    const ids = this.written.get(runner);
    if (!ids) return;
    this.written.delete(runner);
    this.onCommitted?.(ids);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) this.written.delete(event.queryRunner);
  }
}
