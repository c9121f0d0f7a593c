import type { GuestRetentionColumns } from '../reservations/guest-retention.js';
import { TicketStatus } from './entities/ticket.entity.js';

/**
 * The facts of the guest retention rule (`reservations/guest-retention.ts`) for a ticket `t`:
 * a guest unless bought for a club person (a staff courtesy ticket has no kind: a guest); the
 * visit ends with the event's last day (the ticket's own date for one without an event).
 */
export const ticketGuestColumns = (t: string): GuestRetentionColumns => ({
  isGuest: `(${t}.kind IS NULL OR ${t}.kind = 'guest')`,
  cancelled: `${t}.status = ${TicketStatus.Cancelled}`,
  expiredAt: `(CASE WHEN ${t}.status = ${TicketStatus.Expired}
                      THEN COALESCE(${t}.hold_expires_at, ${t}.updated_at)
                    WHEN ${t}.status = ${TicketStatus.Pending} THEN ${t}.hold_expires_at END)`,
  visitEndsAt: `COALESCE((SELECT max(d.ends_at) FROM event_date d WHERE d.event_id = ${t}.event_id),
                         ${t}.event_date)`,
});
