import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { API_MSG } from '@clube/shared';
import { type ListQueryDto, paginate } from '../../platform/http/pagination.js';
import { type RegisterOptionDto, RegisterStore } from '../registers/registers.js';
import type {
  CreateReservationIntervalDto,
  ReservationIntervalDto,
  ReservationIntervalPageDto,
  UpdateReservationIntervalDto,
} from './dto/reservation-interval.dto.js';
import { ReservationInterval } from './entities/reservation-interval.entity.js';

const toInterval = (i: ReservationInterval): ReservationIntervalDto => ({
  id: i.id,
  description: i.description,
  interval: i.interval,
});

@Injectable()
export class ReservationIntervalsService {
  private readonly store: RegisterStore<ReservationInterval>;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.store = new RegisterStore(db, {
      entity: ReservationInterval,
      notFound: 'Intervalo não encontrado.',
      duplicate: API_MSG.intervalDuplicate,
      inUse: API_MSG.intervalInUse,
    });
  }

  async list(query: ListQueryDto): Promise<ReservationIntervalPageDto> {
    const qb = this.db.getRepository(ReservationInterval).createQueryBuilder('i');
    const page = await paginate(qb, query, {
      sortable: { interval: 'i.interval', description: 'i.description', id: 'i.id' },
      defaultSort: 'interval',
      searchable: ['i.description'],
    });
    return { data: page.data.map(toInterval), total: page.total };
  }

  /** Every interval, shortest first: the place form's picker. */
  async options(): Promise<RegisterOptionDto[]> {
    const rows = await this.db
      .getRepository(ReservationInterval)
      .createQueryBuilder('i')
      .orderBy('i.interval', 'ASC')
      .addOrderBy('i.id', 'ASC')
      .getMany();
    return rows.map((i) => ({ id: i.id, description: i.description }));
  }

  async get(id: number): Promise<ReservationIntervalDto> {
    return toInterval(await this.store.load(this.db.manager, id));
  }

  async create(dto: CreateReservationIntervalDto): Promise<ReservationIntervalDto> {
    const saved = await this.store.save(dto.description, null, (tx) => {
      const repo = tx.getRepository(ReservationInterval);
      return repo.save(repo.create({ description: dto.description, interval: dto.interval }));
    });
    return toInterval(saved);
  }

  async update(id: number, dto: UpdateReservationIntervalDto): Promise<ReservationIntervalDto> {
    const saved = await this.store.save(dto.description, id, async (tx) => {
      const row = await this.store.load(tx, id, true);
      if (dto.description !== undefined) row.description = dto.description;
      if (dto.interval !== undefined) row.interval = dto.interval;
      return tx.getRepository(ReservationInterval).save(row);
    });
    return toInterval(saved);
  }

  async remove(ids: number[]): Promise<void> {
    await this.store.remove(ids);
  }
}
