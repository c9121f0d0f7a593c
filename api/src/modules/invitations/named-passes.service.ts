import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { queryRows } from '../../platform/database/sql.js';
import { AppException } from '../../platform/http/app-exception.js';
import { invitationCode } from '../reservations/reservation-format.js';
import type { NamedPassDto } from './dto/named-pass.dto.js';
import { namedPasses } from './invitations.queries.js';
import {
  INVITATION_NOT_FOUND,
  ReservationInvitationsService,
} from './reservation-invitations.service.js';
import { TicketInvitationsService } from './ticket-invitations.service.js';

/**
 * A club person's place is that person's (issue 25): the confirmed tickets and reservation
 * invitations that other members bought naming the member or a dependent (by CPF), for visits
 * not ended yet — listed in the member's invitations, with the image to show at the gate.
 */
@Injectable()
export class NamedPassesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly reservations: ReservationInvitationsService,
    private readonly tickets: TicketInvitationsService,
  ) {}

  async list(associateId: string): Promise<NamedPassDto[]> {
    const rows = await queryRows(this.db.manager, namedPasses, [associateId, null, null]);
    return rows.map((r) => ({
      kind: r.kind,
      id: r.id,
      code: invitationCode(r.id),
      name: r.name,
      who: r.who,
      title: r.title,
      startsAt: r.starts_at.toISOString(),
      endsAt: r.ends_at.toISOString(),
      host: r.host,
    }));
  }

  /** The image of one of those passes; 404 when it does not name the member or a dependent. */
  async image(
    associateId: string,
    kind: 'ticket' | 'invitation',
    id: number,
  ): Promise<{ fileName: string; image: Buffer }> {
    const [pass] = await queryRows(this.db.manager, namedPasses, [associateId, kind, id]);
    if (!pass) throw AppException.notFound(INVITATION_NOT_FOUND);
    return kind === 'ticket'
      ? this.tickets.staffImage(id)
      : this.reservations.memberImage(undefined, id);
  }
}
