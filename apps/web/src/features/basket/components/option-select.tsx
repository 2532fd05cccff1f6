import { useId } from 'react';
import { SelectBox } from '../../../components/select-field';

/** A labelled select of the product's own colours or sizes, empty until the shopper chooses. */
export function OptionSelect({
  label,
  placeholder,
  options,
  value,
  onChange,
  describe,
  nameOf = (option) => option,
}: {
  label: string;
  placeholder: string;
  options: string[];
  value: string | null;
  onChange: (value: string) => void;
  describe?: string;
  nameOf?: (option: string) => string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      <SelectBox
        id={id}
        className="mt-1.5"
        value={value ?? ''}
        required
        aria-describedby={describe}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {nameOf(option)}
          </option>
        ))}
      </SelectBox>
    </div>
  );
}
