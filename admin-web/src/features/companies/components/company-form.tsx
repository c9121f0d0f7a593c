import { DescriptionStatusForm } from '../../../shared/forms/description-status-form';
import { RecordForm, type CloseReason } from '../../../shared/list-screen';
import {
  useCreateCompanyMutation,
  useGetCompanyQuery,
  useUpdateCompanyMutation,
  type CompanyDto,
} from '../api/companies-api';

type Close = (reason?: CloseReason) => void;

function Form({ company, close }: { company: CompanyDto | null; close: Close }) {
  const [createCompany] = useCreateCompanyMutation();
  const [updateCompany] = useUpdateCompanyMutation();
  return (
    <DescriptionStatusForm
      record={company}
      close={close}
      idPrefix="company"
      noun="empresa"
      save={(body) =>
        company
          ? updateCompany({ id: company.id, updateCompanyDto: body }).unwrap()
          : createCompany({ createCompanyDto: body }).unwrap()
      }
    />
  );
}

/** Register (POST companies) or edit (GET then PUT companies/{id}). */
export function CompanyForm({ id, close }: { id: number | null; close: Close }) {
  return (
    <RecordForm id={id} useRecord={useGetCompanyQuery}>
      {(company: CompanyDto | null) => <Form company={company} close={close} />}
    </RecordForm>
  );
}
