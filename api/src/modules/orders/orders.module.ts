import { Module } from '@nestjs/common';
import { OrdersController } from './orders.controller.js';
import { ORDER_PRODUCTS, OrderProducts } from './order-products.js';
import { OrderMoneyReader } from './order-money-reader.js';
import { OrdersService } from './orders.service.js';

/**
 * My orders: reads every kind of order, asking each product module for its part through the
 * product port (`ORDER_PRODUCTS`), where the product modules register themselves.
 */
@Module({
  controllers: [OrdersController],
  providers: [
    OrdersService,
    OrderProducts,
    { provide: ORDER_PRODUCTS, useExisting: OrderProducts },
    OrderMoneyReader,
  ],
  exports: [OrdersService, ORDER_PRODUCTS, OrderMoneyReader],
})
export class OrdersModule {}
