import { Module } from '@nestjs/common';
import { GuestRetentionService } from './guest-retention.service.js';

/** The club's privacy duties that belong to no single module: the guests' retention job. */
@Module({ providers: [GuestRetentionService] })
export class PrivacyModule {}
