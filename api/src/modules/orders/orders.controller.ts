import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator.js';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import { IntIdParam } from '../../platform/http/int-id.pipe.js';
import { OrderDto } from './dto/order.dto.js';
import { OrdersService } from './orders.service.js';

/** The member's orders of every kind (member token). */
@ApiTags('Reservas do associado')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get('my-orders')
  @Endpoint({
    member: true,
    operationId: 'listMyOrders',
    summary:
      'Os pedidos do associado conectado (reservas e convites de eventos), mais recente primeiro.',
    ok: [OrderDto],
  })
  listMyOrders(@CurrentPrincipal() me: Principal): Promise<OrderDto[]> {
    return this.orders.listMine(me.id);
  }

  @Get('my-order/:id')
  @Endpoint({
    member: true,
    operationId: 'getMyOrder',
    summary: 'Um pedido do associado conectado (404 se não é dele).',
    ok: OrderDto,
    errors: [400],
  })
  getMyOrder(
    @CurrentPrincipal() me: Principal,
    @Param('id', IntIdParam) id: number,
  ): Promise<OrderDto> {
    return this.orders.getMine(me.id, id);
  }
}
