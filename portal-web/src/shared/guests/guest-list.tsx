import { useState, type ReactNode } from 'react';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { MSG } from '@clube/shared';
import { Button } from '../ui/button';
import { TextField } from '../ui/fields';
import { Icon } from '../ui/icon';
import { guestListState, guestRow, maskGuestDoc, rowMessage, type GuestRow } from './guest-rules';
import './guest-list.css';

interface GuestListProps {
  /** Prefix of the inputs' ids (two lists may share a screen). */
  id: string;
  rows: GuestRow[];
  onChange: (rows: GuestRow[]) => void;
  /** At most this many guests (the place's capacity, an event's invitations left). */
  capacity: number;
  /** The place type's price per guest, as shown ('R$ 25,00' or 'Sem preço definido.'). */
  price?: string;
  /** What is said above the rows about who pays; the space's text when not given. */
  note?: ReactNode;
  disabled?: boolean;
}

/**
 * The guest rows of a reservation (spec §5 "Guest"): a name and a CPF (###.###.###-##) each;
 * 'Adicionar convidado' is disabled at the capacity or while a row is incomplete or a CPF is
 * repeated ('CPF JÁ INSERIDO' at the repeated row); each row can be removed. Used by the
 * reservation page, the guest edit dialog of my reservations and the event purchase page (there
 * the capacity is the invitations left and the note is the event's).
 */
export function GuestList({ id, rows, onChange, capacity, price, note, disabled }: GuestListProps) {
  const [touched, setTouched] = useState<Set<number>>(() => new Set());
  const state = guestListState(rows, capacity);
  const update = (index: number, change: Partial<GuestRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const remove = (index: number) => onChange(rows.filter((_, at) => at !== index));
  const touch = (key: number) => setTouched((keys) => new Set(keys).add(key));

  return (
    <div className="guest-list">
      <p className="guest-list__note">
        {note ??
          `Associados e dependentes do clube não pagam. Cada outro convidado paga o preço por convidado do espaço${price ? ` (${price})` : ''}.`}
      </p>
      {rows.length === 0 ? <p className="guest-list__empty">Nenhum convidado adicionado.</p> : null}
      <ol className="guest-list__rows" aria-label="Convidados">
        {rows.map((row, index) => {
          const number = index + 1;
          const nameEmpty = touched.has(row.key) && row.name.trim() === '';
          return (
            <li key={row.key} className="guest-row">
              <TextField
                id={`${id}-guest-${row.key}-name`}
                label={`Nome do convidado ${number}`}
                value={row.name}
                maxLength={150}
                disabled={disabled}
                autoComplete="off"
                error={nameEmpty ? MSG.required : undefined}
                onChange={(event) => update(index, { name: event.target.value })}
                onBlur={() => touch(row.key)}
              />
              <TextField
                id={`${id}-guest-${row.key}-doc`}
                label={`CPF do convidado ${number}`}
                value={row.doc}
                inputMode="numeric"
                placeholder="###.###.###-##"
                disabled={disabled}
                autoComplete="off"
                error={rowMessage(state, index)}
                onChange={(event) => update(index, { doc: maskGuestDoc(event.target.value) })}
              />
              <Button
                className="guest-row__remove"
                variant="text"
                icon={<Icon icon={DeleteOutlined} />}
                aria-label={`Remover convidado ${number}`}
                disabled={disabled}
                onClick={() => remove(index)}
              />
            </li>
          );
        })}
      </ol>
      <div className="guest-list__footer">
        <Button
          icon={<Icon icon={PlusOutlined} />}
          disabled={disabled || !state.canAdd}
          onClick={() => onChange([...rows, guestRow()])}
        >
          Adicionar convidado
        </Button>
        <span className="guest-list__count">
          {rows.length} de {capacity} {capacity === 1 ? 'convidado' : 'convidados'}
        </span>
      </div>
    </div>
  );
}
