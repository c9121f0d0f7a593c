import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In } from 'typeorm';
import { RecordStatus } from '@clube/shared';
import { AppException } from '../../platform/http/app-exception.js';
import { paginate } from '../../platform/http/pagination.js';
import { contentStatus } from '../content/content.js';
import type { StatusListQueryDto } from '../registers/registers.js';
import type {
  BarredCpfDto,
  BarredCpfPageDto,
  CreateBarredCpfDto,
  UpdateBarredCpfDto,
} from './dto/barred-cpf.dto.js';
import { BarredCpf } from './entities/barred-cpf.entity.js';

const NOT_FOUND = 'CPF bloqueado não encontrado.';

const toDto = (b: BarredCpf): BarredCpfDto => ({
  id: b.id,
  cpf: b.cpf,
  name: b.name,
  reason: b.reason,
  status: contentStatus(b.status),
  createdAt: b.createdAt.toISOString(),
});

/** The back office's list of barred CPFs ('CPFs bloqueados'). */
@Injectable()
export class BarredCpfsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(query: StatusListQueryDto): Promise<BarredCpfPageDto> {
    const qb = this.db.getRepository(BarredCpf).createQueryBuilder('b');
    if (query.status !== undefined) qb.where('b.status = :status', { status: query.status });
    const page = await paginate(qb, query, {
      sortable: { cpf: 'b.cpf', name: 'b.name', createdAt: 'b.created_at', status: 'b.status' },
      defaultSort: '-createdAt',
      searchable: ['b.cpf', 'b.name', 'b.reason'],
    });
    return { data: page.data.map(toDto), total: page.total };
  }

  async get(id: number): Promise<BarredCpfDto> {
    const row = await this.db.getRepository(BarredCpf).findOneBy({ id });
    if (!row) throw AppException.notFound(NOT_FOUND);
    return toDto(row);
  }

  /** A CPF already listed is a 409 (the unique constraint's meaning). */
  async create(dto: CreateBarredCpfDto): Promise<BarredCpfDto> {
    const repo = this.db.getRepository(BarredCpf);
    const saved = await repo.save(
      repo.create({
        cpf: dto.cpf,
        name: dto.name ?? null,
        reason: dto.reason,
        status: dto.status ?? RecordStatus.Active,
      }),
    );
    return toDto(saved);
  }

  async update(id: number, dto: UpdateBarredCpfDto): Promise<BarredCpfDto> {
    const saved = await this.db.transaction(async (tx) => {
      const repo = tx.getRepository(BarredCpf);
      const row = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw AppException.notFound(NOT_FOUND);
      if (dto.cpf !== undefined) row.cpf = dto.cpf;
      if (dto.name !== undefined) row.name = dto.name ?? null;
      if (dto.reason !== undefined) row.reason = dto.reason;
      if (dto.status !== undefined) row.status = dto.status;
      return repo.save(row);
    });
    return toDto(saved);
  }

  /** Deletes them all or none (404 when one is missing). */
  async remove(ids: number[]): Promise<void> {
    const unique = [...new Set(ids)];
    await this.db.transaction(async (tx) => {
      const found = await tx.getRepository(BarredCpf).countBy({ id: In(unique) });
      if (found !== unique.length) throw AppException.notFound(NOT_FOUND);
      await tx.getRepository(BarredCpf).delete({ id: In(unique) });
    });
  }
}
