import { publicCall } from '../../../shared/api/base-api';
import { authGeneratedApi } from './generated-api';

export type { LoginAdminResponseDto } from './generated-api';

/** Sign-in, sign-up and password recovery: public calls (no session renewal, own 403 texts). */
export const authApi = authGeneratedApi.enhanceEndpoints({
  endpoints: {
    loginAdmin: publicCall,
    signup: publicCall,
    sendEmailResetPassword: publicCall,
    recoveryPassword: publicCall,
  },
});

export const {
  useLoginAdminMutation,
  useSignupMutation,
  useSendEmailResetPasswordMutation,
  useRecoveryPasswordMutation,
} = authApi;
