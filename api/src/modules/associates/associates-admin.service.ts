/**
 * The back office's register of associates (the commands): create (with its dependents, a
 * promoted dependent and the welcome link), edit (optimistic version check, the dependents'
 * list, sessions ended on deactivation) and delete — each in one transaction with its history.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { API_MSG, ErrorCode, RecordStatus } from '@clube/shared';
import { ACCOUNT_SESSIONS, type AccountSessions } from '../../platform/auth/account-sessions.js';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { queryOne } from '../../platform/database/sql.js';
import { AppException } from '../../platform/http/app-exception.js';
import { AssociateHistory } from './associate-history.js';
import { AssociateStore } from './associate-store.js';
import { associateSnapshot, dependentSnapshot } from './associate-view.js';
import { AssociateWelcomeService } from './associate-welcome.service.js';
import { ASSOCIATES_SQL } from './associates.queries.js';
import { AssociatesReadService } from './associates-read.service.js';
import { DependentsService } from './dependents.service.js';
import type { AssociateDto } from './dto/associate-admin.dto.js';
import type { CreateAssociateDto, UpdateAssociateDto } from './dto/associate-form.dto.js';
import type { DependentFormDto } from './dto/dependent.dto.js';
import { Associate } from './entities/associate.entity.js';

/** Delete refused: the associate's orders and reservations stay for the records. */
export const ASSOCIATE_HAS_ORDERS =
  'Este associado tem reservas ou pedidos e não pode ser excluído; inative-o.';
/** The bulk delete's refusal: nothing was deleted, and who stopped it. */
export const ASSOCIATES_HAVE_ORDERS = (name: string) =>
  `${name} tem reservas ou pedidos e não pode ser excluído; inative-o. Nenhum associado foi excluído.`;

/** The fields an edit sets as sent (company, sports and dependents have their own rules). */
const SIMPLE_FIELDS = [
  'cpf',
  'rg',
  'name',
  'gender',
  'bpu',
  'email',
  'phone',
  'address',
  'district',
  'city',
  'zipcode',
  'state',
  'admissionDate',
  'birthDate',
  'maritalStatus',
  'status',
  'registration',
  'registrationColibri',
] as const;

@Injectable()
export class AssociatesAdminService {
  constructor(
    @Inject(ACCOUNT_SESSIONS) private readonly sessions: AccountSessions,
    private readonly store: AssociateStore,
    private readonly reads: AssociatesReadService,
    private readonly dependents: DependentsService,
    private readonly history: AssociateHistory,
    private readonly welcome: AssociateWelcomeService,
  ) {}

  async create(me: Principal, dto: CreateAssociateDto): Promise<AssociateDto> {
    this.store.checkCpfsInBody(dto.cpf, dto.dependents ?? []);
    const { result, code } = await this.store.transaction(dto, async (tx) => {
      const promoted = dto.promoteDependentId
        ? await this.dependents.release(tx, me, dto.promoteDependentId, dto.cpf)
        : null;
      await this.store.checkUnique(tx, dto, null);
      const company = await this.store.company(tx, dto.company);
      const sports = await this.store.sports(tx, dto.sports ?? []);
      const repo = tx.getRepository(Associate);
      const saved = await repo.save(
        repo.create({
          cpf: dto.cpf,
          rg: dto.rg,
          name: dto.name,
          gender: dto.gender ?? 0,
          bpu: dto.bpu ?? null,
          email: dto.email,
          phone: dto.phone,
          address: dto.address,
          district: dto.district,
          city: dto.city,
          zipcode: dto.zipcode,
          state: dto.state,
          admissionDate: dto.admissionDate ?? null,
          birthDate: dto.birthDate ?? null,
          company,
          maritalStatus: dto.maritalStatus,
          status: dto.status ?? RecordStatus.Active,
          sports,
          registration: dto.registration ?? null,
          registrationColibri: dto.registrationColibri ?? null,
          passwordHash: null,
          isFirstAccess: true,
          version: 1,
          // A promoted dependent keeps the photo the club had of them.
          image: promoted?.image ?? null,
        }),
      );
      await this.history.associate(tx, me, 'create', saved.id, {}, associateSnapshot(saved));
      for (const d of dto.dependents ?? []) await this.dependents.insert(tx, me, saved, d);
      const welcome = await this.welcome.issueCode(tx, saved);
      return { result: await this.reads.get(saved.id, tx), code: welcome };
    });
    // After the commit: a mail failure never undoes the associate.
    await this.welcome.send(result, code);
    return result;
  }

  async update(me: Principal, id: string, dto: UpdateAssociateDto): Promise<AssociateDto> {
    return this.store.transaction(dto, async (tx) => {
      await this.store.lock(tx, id);
      const a = await this.store.load(tx, id);
      if (a.version !== dto.version) {
        throw AppException.conflict(API_MSG.associateStale, ErrorCode.StaleUpdate, {
          version: API_MSG.associateStale,
        });
      }
      this.store.checkCpfsInBody(
        dto.cpf ?? a.cpf,
        dto.dependents ??
          a.dependents.map((d) => ({ ...dependentSnapshot(d), id: d.id }) as DependentFormDto),
      );
      await this.store.checkUnique(tx, dto, id);
      const before = associateSnapshot(a);
      const wasActive = a.status === RecordStatus.Active;
      const target = a as unknown as Record<string, unknown>;
      for (const field of SIMPLE_FIELDS) {
        if (dto[field] !== undefined) target[field] = dto[field];
      }
      if (dto.company !== undefined) a.company = await this.store.company(tx, dto.company);
      if (dto.sports !== undefined) a.sports = await this.store.sports(tx, dto.sports);
      a.version += 1;
      // A save with nothing changed still raises the version and updatedAt: the form's copy
      // is the current one.
      a.updatedAt = new Date();
      // Saved without its dependents (they are synchronised below, by their own rules).
      const dependents = a.dependents;
      Reflect.deleteProperty(a, 'dependents');
      await tx.getRepository(Associate).save(a);
      a.dependents = dependents;
      if (dto.dependents !== undefined) {
        await this.dependents.sync(tx, me, a, dependents, dto.dependents);
      }
      if (wasActive && a.status !== RecordStatus.Active) {
        // Inactive: every session ends now, in this transaction; sign-in is refused.
        await this.sessions.endAll('member', a.id, tx);
      }
      await this.history.associate(tx, me, 'update', a.id, before, associateSnapshot(a));
      return this.reads.get(id, tx);
    });
  }

  async remove(me: Principal, id: string): Promise<void> {
    await this.store.transaction({}, (tx) => this.removeIn(tx, me, id, ASSOCIATE_HAS_ORDERS));
  }

  /**
   * `POST associate/multiple` (the list's bulk delete): all of them or none, in one
   * transaction (rows locked in id order, so two bulk deletes never wait on each other); one
   * with reservations or orders refuses the whole batch, naming him.
   */
  async removeMany(me: Principal, ids: string[]): Promise<void> {
    const sorted = [...new Set(ids)].sort();
    await this.store.transaction({}, async (tx) => {
      for (const id of sorted) await this.removeIn(tx, me, id, ASSOCIATES_HAVE_ORDERS);
    });
  }

  private async removeIn(
    tx: EntityManager,
    me: Principal,
    id: string,
    hasOrders: string | ((name: string) => string),
  ): Promise<void> {
    await this.store.lock(tx, id);
    const a = await this.store.load(tx, id);
    // Orders and reservations are kept for the club's records (FK RESTRICT): refuse clearly.
    // The row lock above makes a booking being inserted for this associate wait for us.
    const used = await queryOne(tx, ASSOCIATES_SQL.hasOrders, [id]);
    if (used?.used) {
      const message = typeof hasOrders === 'string' ? hasOrders : hasOrders(a.name);
      throw AppException.conflict(message, ErrorCode.AssociateHasOrders);
    }
    for (const d of a.dependents) await this.dependents.recordRemoval(tx, me, a.id, d);
    await this.history.associate(tx, me, 'delete', a.id, associateSnapshot(a), {});
    await this.sessions.endAll('member', a.id, tx);
    await tx.getRepository(Associate).delete({ id });
  }
}
