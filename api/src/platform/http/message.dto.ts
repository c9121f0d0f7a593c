/** A reply that is only a message for a person (sign-up, recovery, a deletion's notice). */
import { ApiProperty } from '@nestjs/swagger';

export class MessageDto {
  @ApiProperty()
  message: string;
}
