/**
 * An associate's dependents in the back office: one more dependent (at most 3, counted under
 * the associate's row lock), the form's whole list synchronised, and a dependent released to
 * become an associate — each change in the associate's history.
 */
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { API_MSG, ErrorCode, MAX_DEPENDENTS, RecordStatus } from '@clube/shared';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { AppException } from '../../platform/http/app-exception.js';
import { AssociateHistory, dependentChanges } from './associate-history.js';
import { AssociateStore } from './associate-store.js';
import { dependentSnapshot, toDependent } from './associate-view.js';
import type { CreateDependentDto, DependentDto, DependentFormDto } from './dto/dependent.dto.js';
import type { Associate } from './entities/associate.entity.js';
import { Dependent } from './entities/dependent.entity.js';

const dependentGone = () =>
  AppException.badRequest(API_MSG.promoteDependentGone, ErrorCode.ValidationFailed, {
    promoteDependentId: API_MSG.promoteDependentGone,
  });

@Injectable()
export class DependentsService {
  constructor(
    private readonly store: AssociateStore,
    private readonly history: AssociateHistory,
  ) {}

  /**
   * One more dependent. The associate row is locked (SELECT ... FOR UPDATE) while the
   * dependents are counted and the new one inserted, so two requests at once cannot make 4.
   */
  async add(me: Principal, id: string, dto: CreateDependentDto): Promise<DependentDto> {
    return this.store.transaction(dto, async (tx) => {
      await this.store.lock(tx, id);
      const a = await this.store.load(tx, id);
      if (a.dependents.length >= MAX_DEPENDENTS) {
        throw AppException.conflict(API_MSG.dependentsMax, ErrorCode.TooManyDependents, {
          dependents: API_MSG.dependentsMax,
        });
      }
      this.store.checkCpfsInBody(a.cpf, [...a.dependents.map((d) => ({ cpf: d.cpf })), dto]);
      const saved = await this.insert(tx, me, a, dto);
      await this.store.touch(tx, id);
      return toDependent(saved);
    });
  }

  /** A new dependent of the associate, in the history. */
  async insert(
    tx: EntityManager,
    me: Principal,
    associate: Associate,
    d: CreateDependentDto,
  ): Promise<Dependent> {
    const repo = tx.getRepository(Dependent);
    const saved = await repo.save(
      repo.create({
        associate: { id: associate.id } as Associate,
        name: d.name,
        parentage: d.parentage,
        gender: d.gender ?? 0,
        cpf: d.cpf,
        rg: d.rg ?? null,
        birthDate: d.birthDate ?? null,
        status: d.status ?? RecordStatus.Active,
      }),
    );
    await this.history.dependent(
      tx,
      me,
      'create',
      { associateId: associate.id, dependentId: saved.id },
      dependentChanges({}, dependentSnapshot(saved)),
    );
    return saved;
  }

  /** The form's list is the whole list: update those with an id, add the others, delete the missing. */
  async sync(
    tx: EntityManager,
    me: Principal,
    a: Associate,
    current: Dependent[],
    wanted: DependentFormDto[],
  ): Promise<void> {
    const repo = tx.getRepository(Dependent);
    const byId = new Map(current.map((d) => [d.id, d]));
    wanted.forEach((w, i) => {
      if (w.id && !byId.has(w.id)) {
        throw AppException.badRequest(API_MSG.dependentNotFound, ErrorCode.ValidationFailed, {
          [`dependents.${i}.id`]: API_MSG.dependentNotFound,
        });
      }
    });
    const keep = new Set(wanted.map((w) => w.id).filter(Boolean));
    // Deletions first, so a CPF moved from a removed dependent to a new one is free again.
    for (const d of current.filter((c) => !keep.has(c.id))) {
      await this.recordRemoval(tx, me, a.id, d);
      await repo.delete({ id: d.id });
    }
    for (const w of wanted) {
      const existing = w.id ? byId.get(w.id) : undefined;
      if (!existing) {
        await this.insert(tx, me, a, w);
        continue;
      }
      const before = dependentSnapshot(existing);
      existing.name = w.name;
      existing.parentage = w.parentage;
      if (w.gender !== undefined) existing.gender = w.gender;
      existing.cpf = w.cpf;
      if (w.rg !== undefined) existing.rg = w.rg;
      if (w.birthDate !== undefined) existing.birthDate = w.birthDate;
      if (w.status !== undefined) existing.status = w.status;
      const changes = dependentChanges(before, dependentSnapshot(existing));
      if (!changes.length) continue;
      await repo.save(existing);
      await this.history.dependent(
        tx,
        me,
        'update',
        { associateId: a.id, dependentId: existing.id },
        changes,
      );
    }
  }

  /** A dependent's removal, in its associate's history (before the row goes). */
  async recordRemoval(
    tx: EntityManager,
    me: Principal,
    associateId: string,
    d: Dependent,
  ): Promise<void> {
    await this.history.dependent(
      tx,
      me,
      'delete',
      { associateId, dependentId: d.id },
      dependentChanges(dependentSnapshot(d), {}),
    );
  }

  /**
   * A dependent who becomes an associate (a grown-up child, a separated spouse): with their
   * family's associate row locked, checks the CPF typed is theirs, records the removal in the
   * family's history and deletes the dependent row (its CPF is then free for the new associate,
   * in the same transaction; a dependent's card goes with it).
   */
  async release(
    tx: EntityManager,
    me: Principal,
    dependentId: string,
    cpf: string,
  ): Promise<Dependent> {
    const read = () =>
      tx.getRepository(Dependent).findOne({
        where: { id: dependentId },
        relations: { associate: true, image: true },
      });
    const found = await read();
    if (!found) throw dependentGone();
    await this.store.lock(tx, found.associate.id);
    const d = await read();
    if (!d) throw dependentGone();
    if (d.cpf !== cpf) {
      throw AppException.badRequest(API_MSG.promoteCpfMismatch, ErrorCode.ValidationFailed, {
        cpf: API_MSG.promoteCpfMismatch,
      });
    }
    await this.recordRemoval(tx, me, d.associate.id, d);
    await tx.getRepository(Dependent).delete({ id: d.id });
    await this.store.touch(tx, d.associate.id);
    return d;
  }
}
