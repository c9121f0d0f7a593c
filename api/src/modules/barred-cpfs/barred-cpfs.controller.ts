import { Controller } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { P } from '@clube/shared';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { ContentCrudController } from '../content/content-crud.controller.js';
import { StatusListQueryDto } from '../registers/registers.js';
import { BarredCpfsService } from './barred-cpfs.service.js';
import {
  BarredCpfDto,
  BarredCpfPageDto,
  CreateBarredCpfDto,
  UpdateBarredCpfDto,
} from './dto/barred-cpf.dto.js';

@ApiTags('CPFs bloqueados')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class BarredCpfsController extends ContentCrudController<
  BarredCpfDto,
  BarredCpfPageDto,
  CreateBarredCpfDto,
  UpdateBarredCpfDto,
  StatusListQueryDto
>({
  path: 'barred-cpf',
  permissions: {
    list: P.listBarredCpf,
    insert: P.insertBarredCpf,
    update: P.updateBarredCpf,
    delete: P.deleteBarredCpf,
  },
  operationIds: {
    list: 'listBarredCpfs',
    get: 'getBarredCpf',
    create: 'createBarredCpf',
    update: 'updateBarredCpf',
    remove: 'deleteBarredCpf',
    removeMany: 'deleteBarredCpfs',
  },
  summaries: {
    list: 'Lista os CPFs bloqueados como convidados (busca no CPF, nome e motivo; filtro por status).',
    get: 'Um CPF bloqueado.',
    create:
      'Bloqueia um CPF: enquanto Ativo, reservas e compras de convites que o nomeiem são recusadas.',
    update: 'Edita um CPF bloqueado (Inativo libera).',
    remove: 'Exclui um CPF da lista.',
    removeMany: 'Exclui vários CPFs da lista.',
  },
  deleted: ['Excluído.', 'Excluídos.'],
  writeErrors: [[409, 'Este CPF já está na lista de CPFs bloqueados.']],
  types: {
    dto: BarredCpfDto,
    page: BarredCpfPageDto,
    create: CreateBarredCpfDto,
    update: UpdateBarredCpfDto,
    query: StatusListQueryDto,
  },
}) {
  constructor(barred: BarredCpfsService) {
    super(barred);
  }
}
