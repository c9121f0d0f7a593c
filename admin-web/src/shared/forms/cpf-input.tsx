import { CPF_MASK } from '@clube/shared';
import { MaskedInput, type MaskedInputProps } from './masked-input';

/** CPF with the mask ###.###.###-## (numeric keyboard on phones). */
export function CpfInput(props: Omit<MaskedInputProps, 'mask'>) {
  return <MaskedInput inputMode="numeric" autoComplete="off" {...props} mask={CPF_MASK} />;
}
