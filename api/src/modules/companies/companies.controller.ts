import { Controller, Get } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, P } from '@clube/shared';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import { ContentCrudController } from '../content/content-crud.controller.js';
import { RegisterOptionDto, StatusListQueryDto } from '../registers/registers.js';
import { CompaniesService } from './companies.service.js';
import {
  CompanyDto,
  CompanyPageDto,
  CreateCompanyDto,
  UpdateCompanyDto,
} from './dto/company.dto.js';

@ApiTags('Empresas')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class CompaniesController extends ContentCrudController<
  CompanyDto,
  CompanyPageDto,
  CreateCompanyDto,
  UpdateCompanyDto,
  StatusListQueryDto
>({
  path: 'companies',
  permissions: {
    list: P.listCompany,
    insert: P.insertCompany,
    update: P.updateCompany,
    delete: P.deleteCompany,
  },
  operationIds: {
    list: 'listCompanies',
    get: 'getCompany',
    create: 'createCompany',
    update: 'updateCompany',
    remove: 'deleteCompany',
    removeMany: 'deleteCompanies',
  },
  summaries: {
    list: 'Lista as empresas (busca na descrição; filtro por status; ordenação por description, status).',
    get: 'Uma empresa.',
    create: 'Cadastra uma empresa (descrição única, sem diferença de maiúsculas).',
    update: 'Edita uma empresa.',
    remove: 'Exclui uma empresa; seus associados ficam sem empresa.',
    removeMany: 'Exclui várias empresas de uma vez.',
  },
  deleted: ['Excluída.', 'Excluídas.'],
  writeErrors: [[409, API_MSG.companyDuplicate]],
  types: {
    dto: CompanyDto,
    page: CompanyPageDto,
    create: CreateCompanyDto,
    update: UpdateCompanyDto,
    query: StatusListQueryDto,
  },
}) {
  constructor(private readonly companies: CompaniesService) {
    super(companies);
  }

  // Declared before the inherited `companies/:id`, so it is not read as an id.
  @Get('companies/not-permission')
  @Endpoint({
    staff: true,
    summary:
      'Empresas ativas para escolha (formulário de associado, relatórios): qualquer usuário da equipe.',
    ok: [RegisterOptionDto],
  })
  listCompanyOptions(): Promise<RegisterOptionDto[]> {
    return this.companies.options();
  }
}
