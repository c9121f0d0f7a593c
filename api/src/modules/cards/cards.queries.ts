/**
 * The cards module's SQL: a free validation code when the random picks were all taken, and
 * the card a validation code typed at the gate names, with the statuses its verdict reads and
 * the photo the gate shows.
 */
import { CardStatus } from './entities/card.entity.js';
import { statement } from '../../platform/database/sql.js';

/** A card found by its validation code, with its owner and their holder's statuses. */
export interface CardByCodeRow {
  id: number;
  status: CardStatus;
  /** `yyyy-mm-dd`. */
  expires_at: string;
  owner_type: 'Associate' | 'Dependent';
  name: string;
  cpf: string | null;
  owner_status: number;
  holder_status: number;
  /** The photo's file name: the card's picture, else the owner's profile photo. */
  photo: string | null;
}

export const CARDS_SQL = {
  /** A random code of $1..$2 that no active card holds. */
  freeCode: statement<{ n: number }, [min: number, max: number]>(
    'card-free-code',
    `SELECT n FROM generate_series($1::int, $2::int) n
      WHERE NOT EXISTS (SELECT 1 FROM card WHERE status = ${CardStatus.Active} AND validation_code = n)
      ORDER BY random() LIMIT 1`,
  ),
  /**
   * The card holding validation code $1: the active one (codes are unique among active cards),
   * else the latest inactive one.
   */
  byValidationCode: statement<CardByCodeRow, [code: number]>(
    'card-by-validation-code',
    `SELECT c.id, c.status, to_char(c.expires_at, 'YYYY-MM-DD') AS expires_at, c.owner_type,
       COALESCE(a.name, d.name) AS name, COALESCE(a.cpf, d.cpf) AS cpf,
       COALESCE(a.status, d.status) AS owner_status, COALESCE(a.status, da.status) AS holder_status,
       COALESCE(cf.file_name, af.file_name, df.file_name) AS photo
     FROM card c
     LEFT JOIN associate a ON a.id = c.associate_id
     LEFT JOIN dependent d ON d.id = c.dependent_id
     LEFT JOIN associate da ON da.id = d.associate_id
     LEFT JOIN file cf ON cf.id = c.picture_id
     LEFT JOIN file af ON af.id = a.image_id
     LEFT JOIN file df ON df.id = d.image_id
     WHERE c.validation_code = $1
     ORDER BY (c.status = ${CardStatus.Active}) DESC, c.id DESC
     LIMIT 1`,
  ),
};
