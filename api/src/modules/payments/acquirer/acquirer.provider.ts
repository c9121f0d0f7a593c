import type { Provider } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { ACQUIRER, type AcquirerPort } from './acquirer.port.js';
import { CieloAcquirer } from './cielo.acquirer.js';
import { SandboxAcquirer } from './sandbox.acquirer.js';

/** The acquirer behind the port, chosen by PAYMENT_ACQUIRER (`sandbox` unless `cielo`). */
export function createAcquirer(config: AppConfig, db: DataSource): AcquirerPort {
  return config.payments.acquirer === 'cielo'
    ? new CieloAcquirer(config.payments.cielo)
    : new SandboxAcquirer(db, config);
}

/** `@Inject(ACQUIRER) acquirer: AcquirerPort` anywhere in the payments module. */
export const acquirerProvider: Provider = {
  provide: ACQUIRER,
  useFactory: createAcquirer,
  inject: [APP_CONFIG, getDataSourceToken()],
};
