import { ApiProperty } from '@nestjs/swagger';

/** The member's calendar feed. The secret URL is only ever in the reply that creates it. */
export class CalendarFeedDto {
  @ApiProperty({ description: 'Se o associado tem uma agenda (URL secreta) ativa.', example: true })
  active: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'A URL secreta da agenda (iCal), só na resposta que a cria (POST); nas outras, null: apenas o hash fica guardado.',
    example: 'https://clube.example/api/calendar/3q2-7wEjW8b0rV8l0m9qQ1y3n4o5p6q7r8s9t0u1v2w.ics',
  })
  url: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Quando a URL atual foi criada (ISO), ou null sem agenda.',
    example: '2026-11-23T12:00:00.000Z',
  })
  createdAt: string | null;
}
