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
import type {
  CompanyDto,
  CompanyPageDto,
  CreateCompanyDto,
  UpdateCompanyDto,
} from './dto/company.dto.js';
import { Company } from './entities/company.entity.js';

const toCompany = (c: Company): CompanyDto => ({
  id: c.id,
  description: c.description,
  status: contentStatus(c.status),
});

@Injectable()
export class CompaniesService {
  private readonly store: RegisterStore<Company>;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.store = new RegisterStore(db, {
      entity: Company,
      notFound: 'Empresa não encontrada.',
      duplicate: API_MSG.companyDuplicate,
    });
  }

  async list(query: StatusListQueryDto): Promise<CompanyPageDto> {
    const qb = this.db.getRepository(Company).createQueryBuilder('c');
    if (query.status !== undefined) qb.where('c.status = :status', { status: query.status });
    const page = await paginate(qb, query, {
      sortable: { description: 'c.description', status: 'c.status', id: 'c.id' },
      defaultSort: 'description',
      searchable: ['c.description'],
    });
    return { data: page.data.map(toCompany), total: page.total };
  }

  /** Active companies by description: the associate form's and the people report's picker. */
  async options(): Promise<RegisterOptionDto[]> {
    const rows = await this.db
      .getRepository(Company)
      .createQueryBuilder('c')
      .where('c.status = :active', { active: RecordStatus.Active })
      .orderBy('lower(c.description)', 'ASC')
      .getMany();
    return rows.map((c) => ({ id: c.id, description: c.description }));
  }

  async get(id: number): Promise<CompanyDto> {
    return toCompany(await this.store.load(this.db.manager, id));
  }

  async create(dto: CreateCompanyDto): Promise<CompanyDto> {
    const saved = await this.store.save(dto.description, null, (tx) =>
      tx.getRepository(Company).save(
        tx.getRepository(Company).create({
          description: dto.description,
          status: dto.status ?? RecordStatus.Active,
        }),
      ),
    );
    return toCompany(saved);
  }

  async update(id: number, dto: UpdateCompanyDto): Promise<CompanyDto> {
    const saved = await this.store.save(dto.description, id, async (tx) => {
      const company = await this.store.load(tx, id, true);
      if (dto.description !== undefined) company.description = dto.description;
      if (dto.status !== undefined) company.status = dto.status;
      return tx.getRepository(Company).save(company);
    });
    return toCompany(saved);
  }

  /** Associates of a deleted company keep their record, with no company. */
  async remove(ids: number[]): Promise<void> {
    await this.store.remove(ids);
  }
}
