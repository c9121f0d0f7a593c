import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A numbered point of the about page's map of the club (1 Portaria, 2 Secretaria...). */
@Entity({ name: 'facility' })
@Check('facility_number_range', '"number" BETWEEN 1 AND 99')
export class Facility {
  @PrimaryGeneratedColumn()
  id: number;

  /** The number shown on the map. */
  @Column({ type: 'smallint', unique: true })
  number: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description: string | null;
}
