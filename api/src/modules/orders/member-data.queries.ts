import { statement, statusLabelSql } from '../../platform/database/sql.js';
import { ORDER_STATUS_LABELS } from './entities/order.entity.js';
import { effectiveOrderStatusSql } from './order-status.js';

/** The orders' part of the member's data export (LGPD, art. 18): every order of the member. */

export interface MemberOrderRow {
  id: number;
  kind: string;
  status: string;
  totalCents: number;
  paymentType: string | null;
  cardBrand: string | null;
  expiresAt: Date | null;
  paidAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The member's orders, oldest first, with the status they read as now. $1 the associate. */
export const memberOrders = statement<MemberOrderRow, [associateId: string]>(
  'orders.memberData',
  `SELECT o.id, o.kind, ${statusLabelSql(effectiveOrderStatusSql('o'), ORDER_STATUS_LABELS)} AS status,
          o.total_cents AS "totalCents", o.payment_type AS "paymentType",
          o.card_brand AS "cardBrand", o.expires_at AS "expiresAt", o.paid_at AS "paidAt",
          o.created_at AS "createdAt", o.updated_at AS "updatedAt"
     FROM purchase_order o
    WHERE o.associate_id = $1
    ORDER BY o.created_at, o.id`,
);
