import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MSG } from '@clube/shared';
import { AppException } from '../../platform/http/app-exception.js';
import { Event } from '../events/entities/event.entity.js';
import type { MemberTicketDto, MyEventTicketsDto } from './dto/ticket.dto.js';
import { Ticket } from './entities/ticket.entity.js';
import { eventDays, firstStart, toMemberTicket } from './ticket-view.js';

/** The member's own tickets (meus convites), by event. */
@Injectable()
export class MemberTicketsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private async mineOf(associateId: string, eventId?: number): Promise<Ticket[]> {
    return this.db.getRepository(Ticket).find({
      where: { associateId, ...(eventId ? { eventId } : {}) },
      relations: { event: { dates: true } },
      order: { id: 'ASC' },
    });
  }

  /** `GET associate/tickets`: the tickets the member bought, by event (newest first day first). */
  async listMine(associateId: string): Promise<MyEventTicketsDto[]> {
    const now = Date.now();
    const groups = new Map<number, MyEventTicketsDto & { first: number }>();
    for (const t of await this.mineOf(associateId)) {
      if (!t.event) continue;
      let group = groups.get(t.event.id);
      if (!group) {
        const first = firstStart(t.event);
        group = {
          event: {
            id: t.event.id,
            title: t.event.title,
            firstDate: first?.toISOString() ?? null,
            days: eventDays(t.event),
          },
          tickets: [],
          first: first?.getTime() ?? 0,
        };
        groups.set(t.event.id, group);
      }
      group.tickets.push(toMemberTicket(t, now));
    }
    return [...groups.values()]
      .sort((a, b) => b.first - a.first || b.event.id - a.event.id)
      .map(({ event, tickets }) => ({ event, tickets }));
  }

  /** `GET associate/tickets/{eventId}`: 404 when the event does not exist. */
  async listMineOfEvent(associateId: string, eventId: number): Promise<MemberTicketDto[]> {
    const event = await this.db.getRepository(Event).findOneBy({ id: eventId });
    if (!event) throw AppException.notFound(MSG.eventNotFound);
    const now = Date.now();
    return (await this.mineOf(associateId, eventId)).map((t) => toMemberTicket(t, now));
  }
}
