import { DescriptionStatusForm } from '../../../shared/forms/description-status-form';
import { RecordForm, type CloseReason } from '../../../shared/list-screen';
import {
  useCreateSportMutation,
  useGetSportQuery,
  useUpdateSportMutation,
  type SportDto,
} from '../api/sports-api';

type Close = (reason?: CloseReason) => void;

function Form({ sport, close }: { sport: SportDto | null; close: Close }) {
  const [createSport] = useCreateSportMutation();
  const [updateSport] = useUpdateSportMutation();
  return (
    <DescriptionStatusForm
      record={sport}
      close={close}
      idPrefix="sport"
      noun="modalidade"
      save={(body) =>
        sport
          ? updateSport({ id: sport.id, updateSportDto: body }).unwrap()
          : createSport({ createSportDto: body }).unwrap()
      }
    />
  );
}

/** Register (POST sport) or edit (GET then PUT sport/{id}). */
export function SportForm({ id, close }: { id: number | null; close: Close }) {
  return (
    <RecordForm id={id} useRecord={useGetSportQuery}>
      {(sport: SportDto | null) => <Form sport={sport} close={close} />}
    </RecordForm>
  );
}
