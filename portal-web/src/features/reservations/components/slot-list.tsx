import { LABELS } from '@clube/shared';
import { Button } from '../../../shared/ui/button';

export interface SlotView {
  startTime: string;
  endTime: string;
  start: string;
  end: string;
  reservation: boolean;
}

/** A slot's label: '08:00 às 12:00'. */
export const slotLabel = (slot: Pick<SlotView, 'start' | 'end'>) =>
  `${slot.start} ${LABELS.slotSeparator} ${slot.end}`;

interface SlotListProps {
  slots: readonly SlotView[];
  /** `startTime` of the chosen slot. */
  chosen: string | null;
  onChoose: (slot: SlotView) => void;
  labelledBy: string;
}

/**
 * The time slots of the chosen date (spec "Space reservation page"): 'início às fim' and
 * 'Escolher', or 'Reservado' (disabled) for a taken one; the chosen slot is pressed.
 */
export function SlotList({ slots, chosen, onChoose, labelledBy }: SlotListProps) {
  return (
    <ul className="slot-list" aria-labelledby={labelledBy}>
      {slots.map((slot) => {
        const label = slotLabel(slot);
        const pressed = chosen === slot.startTime;
        return (
          <li
            key={slot.startTime}
            className={pressed ? 'slot-list__item slot-list__item--chosen' : 'slot-list__item'}
          >
            <span className="slot-list__label">{label}</span>
            <Button
              variant={pressed ? 'primary' : 'default'}
              disabled={slot.reservation}
              aria-pressed={slot.reservation ? undefined : pressed}
              aria-label={`${slot.reservation ? LABELS.reserved : LABELS.choose} ${label}`}
              onClick={() => onChoose(slot)}
            >
              {slot.reservation ? LABELS.reserved : LABELS.choose}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
