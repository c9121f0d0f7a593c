import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, P, PERSON_LOOKUP_PERMISSIONS } from '@clube/shared';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator.js';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import { UuidParam } from '../../platform/http/parse-uuid.pipe.js';
import { AuditHistoryPageDto, AuditHistoryQueryDto } from '../audit/dto/audit.dto.js';
import { AuditService } from '../audit/audit.service.js';
import {
  ASSOCIATE_HAS_ORDERS,
  ASSOCIATES_HAVE_ORDERS,
  AssociatesAdminService,
} from './associates-admin.service.js';
import { AssociatesReadService } from './associates-read.service.js';
import { DependentsService } from './dependents.service.js';
import {
  AssociateDto,
  AssociateIdsDto,
  AssociateListQueryDto,
  AssociatePageDto,
} from './dto/associate-admin.dto.js';
import { CreateAssociateDto, UpdateAssociateDto } from './dto/associate-form.dto.js';
import {
  AssociateOptionDto,
  DependentOptionDto,
  DependentOptionsQueryDto,
  MaritalStatusOptionDto,
  OptionsSearchQueryDto,
  VerifyCpfDto,
  VerifyCpfResponseDto,
} from './dto/associate-lookups.dto.js';
import { CreateDependentDto, DependentDto, GenderDto } from './dto/dependent.dto.js';

const WRITE_ERRORS = [
  400,
  [
    409,
    `CPF já usado por outra pessoa (DUPLICATE_CPF, em \`cpf\` ou \`dependents.N.cpf\`), e-mail ou matrícula já usados (DUPLICATE_EMAIL, DUPLICATE_REGISTRATION), mais de 3 dependentes (TOO_MANY_DEPENDENTS) ou, no PUT, versão desatualizada (STALE_UPDATE: '${API_MSG.associateStale}').`,
  ],
] as const;

/**
 * The back office's associates (admin spec §2, §3, §7): list, form with dependents, CPF
 * lookup, change history. Registered after the member's `associate/me` and
 * `associate/update-password`; ids are UUIDs, so no other word is read as an id.
 */
@ApiTags('Associados (equipe)')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class AssociatesAdminController {
  constructor(
    private readonly reads: AssociatesReadService,
    private readonly associates: AssociatesAdminService,
    private readonly dependents: DependentsService,
    private readonly audit: AuditService,
  ) {}

  @Get('v1/associate')
  @Endpoint({
    permission: P.listAssociate,
    summary:
      'Lista os associados: busca por nome, CPF (com ou sem máscara), e-mail ou matrícula; filtros empresa, com/sem dependentes, faixa de idade (10 a 100), data de admissão, status.',
    ok: AssociatePageDto,
    errors: [400],
  })
  listAssociates(@Query() query: AssociateListQueryDto): Promise<AssociatePageDto> {
    return this.reads.list(query);
  }

  @Get('associates/options')
  @Endpoint({
    anyPermission: PERSON_LOOKUP_PERMISSIONS,
    summary:
      'Associados para escolha (lookup `associate` da spec; carteirinhas, reservas): id, nome e CPF, até 20, por nome. Exige a permissão de uma tela que o usa; o CPF vem mascarado (***.456.789-**) para quem não tem list-associate.',
    ok: [AssociateOptionDto],
  })
  listAssociateOptions(
    @CurrentPrincipal() me: Principal,
    @Query() query: OptionsSearchQueryDto,
  ): Promise<AssociateOptionDto[]> {
    return this.reads.options(query, me);
  }

  @Get('dependents/options')
  @Endpoint({
    anyPermission: PERSON_LOOKUP_PERMISSIONS,
    summary:
      'Dependentes para escolha (lookup `dependent` da spec), de um associado (`associateId`) ou por busca; até 50. Exige a permissão de uma tela que o usa; o CPF vem mascarado para quem não tem list-associate.',
    ok: [DependentOptionDto],
  })
  listDependentOptions(
    @CurrentPrincipal() me: Principal,
    @Query() query: DependentOptionsQueryDto,
  ): Promise<DependentOptionDto[]> {
    return this.reads.dependentOptions(query, me);
  }

  @Get('marital-status')
  @Endpoint({
    staff: true,
    summary: 'Estados civis (lookup `marital-status`): o valor de `maritalStatus` do associado.',
    ok: [MaritalStatusOptionDto],
  })
  listMaritalStatus(): MaritalStatusOptionDto[] {
    return this.reads.maritalStatuses();
  }

  @Get('genders')
  @Endpoint({
    staff: true,
    summary:
      'Gêneros (0 Não Definido, 1 Feminino, 2 Masculino, 3 Transgênero, 4 Gênero Neutro, 5 Não Binário).',
    ok: [GenderDto],
  })
  listGenders(): GenderDto[] {
    return this.reads.genders();
  }

  @Post('verify-cpf')
  @Endpoint({
    staff: true,
    summary:
      'Procura um cadastro pelo CPF para preencher o formulário: um associado ou um dependente (diz qual). Exige insert-associate ou update-associate.',
    ok: VerifyCpfResponseDto,
    errors: [400, [404, API_MSG.verifyCpfNotFound]],
  })
  verifyCpf(
    @CurrentPrincipal() me: Principal,
    @Body() body: VerifyCpfDto,
  ): Promise<VerifyCpfResponseDto> {
    return this.reads.verifyCpf(me, body.cpf);
  }

  @Get('associate/:id')
  @Endpoint({
    permission: P.listAssociate,
    summary: 'Um associado com todos os campos, modalidades e dependentes.',
    ok: AssociateDto,
    errors: [400],
  })
  getAssociate(@Param('id', UuidParam) id: string): Promise<AssociateDto> {
    return this.reads.get(id);
  }

  @Post('associate')
  @Endpoint({
    permission: P.insertAssociate,
    summary:
      'Cadastra um associado (e seus dependentes, até 3). Cria o acesso ao portal (login pelo e-mail, primeiro acesso, sem senha) e envia o e-mail de boas-vindas com o link para criar a senha (válido por 7 dias).',
    created: AssociateDto,
    errors: WRITE_ERRORS,
  })
  createAssociate(
    @CurrentPrincipal() me: Principal,
    @Body() body: CreateAssociateDto,
  ): Promise<AssociateDto> {
    return this.associates.create(me, body);
  }

  @Put('associate/:id')
  @Endpoint({
    permission: P.updateAssociate,
    summary:
      'Edita um associado (campos omitidos ficam como estão; `dependents`, se enviado, é a lista completa). Status 2 Inativo encerra as sessões do associado.',
    ok: AssociateDto,
    errors: WRITE_ERRORS,
  })
  updateAssociate(
    @CurrentPrincipal() me: Principal,
    @Param('id', UuidParam) id: string,
    @Body() body: UpdateAssociateDto,
  ): Promise<AssociateDto> {
    return this.associates.update(me, id, body);
  }

  @Delete('associate/:id')
  @Endpoint({
    permission: P.deleteAssociate,
    summary:
      'Exclui um associado com seus dependentes (o histórico de alterações fica); 409 se ele tem reservas ou pedidos (inative-o).',
    noContent: 'Excluído.',
    errors: [400, [409, ASSOCIATE_HAS_ORDERS]],
  })
  async deleteAssociate(
    @CurrentPrincipal() me: Principal,
    @Param('id', UuidParam) id: string,
  ): Promise<void> {
    await this.associates.remove(me, id);
  }

  @Post('associate/multiple')
  @Endpoint({
    permission: P.deleteAssociate,
    summary:
      'Exclui vários associados de uma vez (exclusão em lote da lista): todos ou nenhum; 409 se um deles tem reservas ou pedidos (a mensagem diz qual).',
    noContent: 'Excluídos.',
    errors: [400, [409, ASSOCIATES_HAVE_ORDERS('Maria Souza')]],
  })
  async deleteAssociates(
    @CurrentPrincipal() me: Principal,
    @Body() body: AssociateIdsDto,
  ): Promise<void> {
    await this.associates.removeMany(me, body.ids);
  }

  @Post('associate/:id/dependents')
  @Endpoint({
    permission: P.updateAssociate,
    summary:
      'Inclui um dependente (no máximo 3 por associado, garantido também para duas inclusões ao mesmo tempo).',
    created: DependentDto,
    errors: WRITE_ERRORS,
  })
  addDependent(
    @CurrentPrincipal() me: Principal,
    @Param('id', UuidParam) id: string,
    @Body() body: CreateDependentDto,
  ): Promise<DependentDto> {
    return this.dependents.add(me, id, body);
  }

  @Get('associate/:id/history')
  @Endpoint({
    permission: P.listAssociate,
    summary:
      'Histórico de alterações do associado, dos seus dependentes e carteirinhas: quem, quando, o quê (campo, de, para); mais recentes primeiro.',
    ok: AuditHistoryPageDto,
    errors: [400],
  })
  getAssociateHistory(
    @Param('id', UuidParam) id: string,
    @Query() query: AuditHistoryQueryDto,
  ): Promise<AuditHistoryPageDto> {
    // Kept after a deletion too: the history of a deleted associate stays readable.
    return this.audit.history(id, query);
  }
}
