import { Button } from 'antd';
import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import { LOGIN_PATH } from '../../../core/paths';
import { useSendEmailResetPasswordMutation } from '../api/auth-api';
import { useNotice } from '../../../shared/feedback/notice';
import { FormikForm } from '../../../shared/forms/formik-form';
import { TextField } from '../../../shared/forms/text-fields';
import { recoveryFailureNotice, recoverySentNotice } from '../auth-notices';
import { recoverySchema, type RecoveryValues } from '../schemas/staff-auth.schemas';

/** Password recovery request (recuperar-senha): the link goes to the account's e-mail. */
export default function PasswordRecoveryPage() {
  const [send] = useSendEmailResetPasswordMutation();
  const notice = useNotice();

  const formik = useFormik<RecoveryValues>({
    initialValues: { email: '' },
    validationSchema: recoverySchema,
    onSubmit: async (values, helpers) => {
      try {
        await send({
          sendResetDto: { email: recoverySchema.cast(values).email, associate: false },
        }).unwrap();
        notice(recoverySentNotice);
        helpers.resetForm();
      } catch (error) {
        notice(recoveryFailureNotice(error));
      }
    },
  });

  return (
    <section aria-labelledby="recovery-title">
      <h1 id="recovery-title" className="admin-public__title">
        Recuperar senha
      </h1>
      <p>Informe o e-mail cadastrado para receber o link de troca de senha.</p>
      <FormikForm formik={formik} idPrefix="recovery">
        <TextField name="email" label="E-mail" required type="email" autoComplete="email" />
        <Button type="primary" htmlType="submit" block loading={formik.isSubmitting}>
          Enviar
        </Button>
      </FormikForm>
      <nav className="admin-public__links" aria-label="Outras opções de acesso">
        <Link to={LOGIN_PATH}>Voltar para o login</Link>
      </nav>
    </section>
  );
}
