import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { WaitlistService } from './waitlist.service.js';

/** How often the sweeper looks for expired holds and offers. */
export const SWEEP_INTERVAL_MS = 30_000;

/**
 * Runs `WaitlistService.sweep()` every 30 s (unref'd: it never keeps the process alive) when
 * the configuration says so (`EVENT_SWEEPER`, off in tests, which call `sweep()` directly).
 * Every API process starts one; the advisory lock lets one of them work per round.
 */
@Injectable()
export class TicketSweeperService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(TicketSweeperService.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly waitlist: WaitlistService,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.orders.eventSweeper) return;
    this.timer = setInterval(() => this.tick(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.waitlist
      .sweep()
      .then((events) => {
        if (events) this.logger.log({ events }, 'Swept expired event holds and offers');
      })
      .catch((err: unknown) => this.logger.error({ err }, 'Event sweep failed'))
      .finally(() => (this.running = null));
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
