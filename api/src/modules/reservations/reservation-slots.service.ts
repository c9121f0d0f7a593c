import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { queryRows } from '../../platform/database/sql.js';
import { DateRestrictionsService } from '../date-restrictions/date-restrictions.service.js';
import type { LocalHoursValidDto } from './dto/local-reservation.dto.js';
import { bookable, loadActivePlace, slotRulesOf } from './reservation-places.js';
import { busyRanges } from './reservations.queries.js';
import { bookableDays, bookingWindow } from './slots.js';

/** The bookable slots of a place (`GET locals/public/hours-valid/{slug}`). */
@Injectable()
export class ReservationSlotsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly restrictions: DateRestrictionsService,
  ) {}

  /** The dates with a free slot, and their slots (taken ones marked). */
  async hoursValid(slug: string): Promise<LocalHoursValidDto> {
    const local = await loadActivePlace(this.db.manager, { slug });
    const rules = slotRulesOf(local, this.config.clubTimeZone);
    const now = new Date();
    const window = bookingWindow(rules, now);
    const base = {
      slug: local.slug,
      timeZone: rules.timeZone,
      firstDate: window.firstDate,
      lastDate: window.lastDate,
    };
    if (!bookable(local)) return { ...base, days: [] };
    const [restrictions, busy] = await Promise.all([
      this.restrictions.activeRestrictions(local.id, window.firstDate, window.lastDate),
      queryRows(this.db, busyRanges, [local.id, window.from, window.to]),
    ]);
    return {
      ...base,
      days: bookableDays(rules, {
        now,
        restrictions,
        busy: busy.map((r) => ({ startsAt: new Date(r.starts_at), endsAt: new Date(r.ends_at) })),
      }),
    };
  }
}
