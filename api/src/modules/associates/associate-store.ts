/**
 * What the back office's writes of associates share: their transaction (a refusal of the
 * database answered on the form's field), the associate row lock, loading, the company and
 * sports references, and the clear 409s checked before writing (CPF, e-mail, registration).
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { API_MSG, ErrorCode } from '@clube/shared';
import { queryOne, queryRows } from '../../platform/database/sql.js';
import { AppException } from '../../platform/http/app-exception.js';
import { Company } from '../companies/entities/company.entity.js';
import { Sport } from '../sports/entities/sport.entity.js';
import {
  type CpfsOfForm,
  cpfTaken,
  emailTaken,
  onFormField,
  registrationTaken,
} from './associates.constraints.js';
import { ASSOCIATES_SQL } from './associates.queries.js';
import type { CreateAssociateDto } from './dto/associate-form.dto.js';
import { Associate } from './entities/associate.entity.js';

@Injectable()
export class AssociateStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * A transaction whose refusals by the database (two saves at the same moment) are answered
   * as the checks answer them: 409 on the field, never 500.
   */
  async transaction<R>(form: CpfsOfForm, run: (tx: EntityManager) => Promise<R>): Promise<R> {
    try {
      return await this.db.transaction(run);
    } catch (err) {
      throw onFormField(err, form);
    }
  }

  /** Locks the associate's row (404 when it is gone): its dependents are written under it. */
  async lock(tx: EntityManager, id: string): Promise<void> {
    if (!(await queryOne(tx, ASSOCIATES_SQL.lock, [id]))) {
      throw AppException.notFound(API_MSG.associateNotFound);
    }
  }

  /** The associate with its company, sports and dependents (404 when it is gone). */
  async load(manager: EntityManager, id: string): Promise<Associate> {
    const a = await manager.getRepository(Associate).findOne({
      where: { id },
      relations: { company: true, sports: true, dependents: true },
    });
    if (!a) throw AppException.notFound(API_MSG.associateNotFound);
    return a;
  }

  /** A dependent's change shows as a change of its associate's record (version, updatedAt). */
  async touch(tx: EntityManager, id: string): Promise<void> {
    await tx
      .getRepository(Associate)
      .update({ id }, { version: () => 'version + 1', updatedAt: () => 'now()' });
  }

  async company(tx: EntityManager, id: number): Promise<Company> {
    const company = await tx.getRepository(Company).findOneBy({ id });
    if (!company) {
      throw AppException.badRequest(API_MSG.companyNotFound, ErrorCode.ValidationFailed, {
        company: API_MSG.companyNotFound,
      });
    }
    return company;
  }

  async sports(tx: EntityManager, ids: number[]): Promise<Sport[]> {
    if (!ids.length) return [];
    const found = await tx.getRepository(Sport).findBy({ id: In(ids) });
    if (found.length !== new Set(ids).size) {
      throw AppException.badRequest(API_MSG.sportNotFound, ErrorCode.ValidationFailed, {
        sports: API_MSG.sportNotFound,
      });
    }
    return found;
  }

  /** The same CPF twice in one form (the associate's and a dependent's, or two dependents'). */
  checkCpfsInBody(cpf: string, dependents: readonly { cpf?: string | null }[]): void {
    const seen = new Set([cpf]);
    dependents.forEach((d, i) => {
      if (!d.cpf) return;
      if (seen.has(d.cpf)) throw cpfTaken(`dependents.${i}.cpf`);
      seen.add(d.cpf);
    });
  }

  /**
   * Clear 409s before writing: e-mail, registration, and CPFs held by other people (the
   * `person_cpf` registry). Two saves at the same moment are still stopped by the database
   * (answered by `transaction`).
   */
  async checkUnique(
    tx: EntityManager,
    dto: Partial<CreateAssociateDto>,
    exceptId: string | null,
  ): Promise<void> {
    const repo = tx.getRepository(Associate);
    const other = async (where: Record<string, unknown>) => {
      const found = await repo.findOne({ where, select: { id: true } });
      return found !== null && found.id !== exceptId;
    };
    if (dto.email !== undefined && (await other({ email: dto.email }))) throw emailTaken();
    if (dto.registration && (await other({ registration: dto.registration }))) {
      throw registrationTaken();
    }
    const cpfs: [string, string][] = [];
    if (dto.cpf !== undefined) cpfs.push(['cpf', dto.cpf]);
    (dto.dependents ?? []).forEach((d, i) => cpfs.push([`dependents.${i}.cpf`, d.cpf]));
    if (!cpfs.length) return;
    // The people this associate may keep: itself and its own dependents.
    const own = exceptId ? await queryRows(tx, ASSOCIATES_SQL.ownPeople, [exceptId]) : [];
    const ownIds = new Set(own.map((r) => r.id));
    const holders = await queryRows(tx, ASSOCIATES_SQL.cpfHolders, [cpfs.map(([, c]) => c)]);
    for (const [field, cpf] of cpfs) {
      const holder = holders.find((h) => h.cpf === cpf);
      if (holder && !ownIds.has(holder.person_id)) throw cpfTaken(field);
    }
  }
}
