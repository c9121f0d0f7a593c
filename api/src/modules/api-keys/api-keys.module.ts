import { Global, Module } from '@nestjs/common';
import { API_KEY_AUTHENTICATOR } from '../../platform/auth/api-key-authenticator.js';
import { ApiKeysController } from './api-keys.controller.js';
import { ApiKeysService } from './api-keys.service.js';

/**
 * Integrators' API keys (issue 27): the back office's screen (list, create, revoke) and the
 * platform's API_KEY_AUTHENTICATOR port (the `api-key` passport strategy checks keys through
 * it), hence global.
 */
@Global()
@Module({
  controllers: [ApiKeysController],
  providers: [ApiKeysService, { provide: API_KEY_AUTHENTICATOR, useExisting: ApiKeysService }],
  exports: [API_KEY_AUTHENTICATOR],
})
export class ApiKeysModule {}
