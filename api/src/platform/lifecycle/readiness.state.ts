import { Injectable } from '@nestjs/common';

/**
 * Whether this process still takes work. Draining starts on SIGTERM (main.ts): readiness answers
 * 503 at once, every answer asks its client to close the connection (so nginx's pooled
 * connections to this replica go away one by one), then the server stops accepting.
 */
@Injectable()
export class ReadinessState {
  private drainingSince: Date | null = null;

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  startDraining(): void {
    this.drainingSince ??= new Date();
  }
}
