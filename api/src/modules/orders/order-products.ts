import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { OrderKind } from './entities/order.entity.js';
import type { OrderPart } from './order-view.js';

/**
 * What a product module (reservations, tickets) does for the orders of its kind. Orders and
 * payments know products only through this port: they never import a product module (those
 * import orders). A product registers itself in `OrderProducts` when the app starts.
 */
export interface OrderProduct {
  /** The orders this product sells (`purchase_order.kind`). */
  readonly kind: OrderKind;
  /** The product part of these orders of this kind (my orders). */
  orderParts(orderIds: number[], now: number): Promise<Map<number, OrderPart>>;
  /**
   * Confirms the product of a paid order, inside the payment's transaction, with the order row
   * locked: held (Pendente) → confirmed, and records what follows the commit (its domain events:
   * the invitations' e-mail). A product whose hold expired is taken again only if still free; a
   * database refusal (the exclusion constraint, a unique index) is thrown for the caller's
   * savepoint. False when the product cannot be had any more.
   */
  fulfilPaid(tx: EntityManager, orderId: number): Promise<boolean>;
  /** The money of a paid order went back (a void or refund at the acquirer): cancels it. */
  releaseRefunded(tx: EntityManager, orderId: number): Promise<void>;
  /**
   * What each order of this kind owes for what it holds confirmed (its confirmed guests or
   * tickets): SQL answering `order_id`, `owed` (cents) for every order of the kind. The money
   * check (`npm run money:check`) holds the ledger against it.
   */
  readonly owedSql: string;
}

/** The port's injection token: the registry of products by order kind. */
export const ORDER_PRODUCTS = Symbol('ORDER_PRODUCTS');

/** The products by the kind of order they sell; provided by OrdersModule under ORDER_PRODUCTS. */
@Injectable()
export class OrderProducts {
  private readonly byKind = new Map<OrderKind, OrderProduct>();

  /** Called by a product module when it starts (`onModuleInit`). */
  register(product: OrderProduct): void {
    if (this.byKind.has(product.kind)) {
      throw new Error(`Two products sell orders of kind '${product.kind}'`);
    }
    this.byKind.set(product.kind, product);
  }

  /** The product of an order's kind. */
  of(kind: OrderKind): OrderProduct {
    const product = this.byKind.get(kind);
    if (!product) throw new Error(`No product sells orders of kind '${kind}'`);
    return product;
  }

  all(): OrderProduct[] {
    return [...this.byKind.values()];
  }
}
