import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { API_MSG, RecordStatus } from '@clube/shared';
import { paginate } from '../../platform/http/pagination.js';
import { contentStatus } from '../content/content.js';
import {
  type RegisterOptionDto,
  RegisterStore,
  type StatusListQueryDto,
} from '../registers/registers.js';
import type { SportDto, SportPageDto, CreateSportDto, UpdateSportDto } from './dto/sport.dto.js';
import { Sport } from './entities/sport.entity.js';

const toSport = (s: Sport): SportDto => ({
  id: s.id,
  description: s.description,
  status: contentStatus(s.status),
});

@Injectable()
export class SportsService {
  private readonly store: RegisterStore<Sport>;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.store = new RegisterStore(db, {
      entity: Sport,
      notFound: 'Modalidade não encontrada.',
      duplicate: API_MSG.sportDuplicate,
    });
  }

  async list(query: StatusListQueryDto): Promise<SportPageDto> {
    const qb = this.db.getRepository(Sport).createQueryBuilder('s');
    if (query.status !== undefined) qb.where('s.status = :status', { status: query.status });
    const page = await paginate(qb, query, {
      sortable: { description: 's.description', status: 's.status', id: 's.id' },
      defaultSort: 'description',
      searchable: ['s.description'],
    });
    return { data: page.data.map(toSport), total: page.total };
  }

  /** Active sports by description: the associate form's picker. */
  async options(): Promise<RegisterOptionDto[]> {
    const rows = await this.db
      .getRepository(Sport)
      .createQueryBuilder('s')
      .where('s.status = :active', { active: RecordStatus.Active })
      .orderBy('lower(s.description)', 'ASC')
      .getMany();
    return rows.map((s) => ({ id: s.id, description: s.description }));
  }

  async get(id: number): Promise<SportDto> {
    return toSport(await this.store.load(this.db.manager, id));
  }

  async create(dto: CreateSportDto): Promise<SportDto> {
    const saved = await this.store.save(dto.description, null, (tx) =>
      tx.getRepository(Sport).save(
        tx.getRepository(Sport).create({
          description: dto.description,
          status: dto.status ?? RecordStatus.Active,
        }),
      ),
    );
    return toSport(saved);
  }

  async update(id: number, dto: UpdateSportDto): Promise<SportDto> {
    const saved = await this.store.save(dto.description, id, async (tx) => {
      const sport = await this.store.load(tx, id, true);
      if (dto.description !== undefined) sport.description = dto.description;
      if (dto.status !== undefined) sport.status = dto.status;
      return tx.getRepository(Sport).save(sport);
    });
    return toSport(saved);
  }

  async remove(ids: number[]): Promise<void> {
    await this.store.remove(ids);
  }
}
