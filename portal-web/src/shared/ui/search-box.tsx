import { useState } from 'react';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { Button } from './button';
import { Icon } from './icon';

interface SearchBoxProps {
  /** The accessible name of the box (and of its search landmark). */
  label: string;
  placeholder?: string;
  className?: string;
  /** Controlled text; without it the box keeps its own. */
  value?: string;
  onChange?: (value: string) => void;
  /** Enter or the button; also an emptied box (the browser's clear button), with ''. */
  onSearch?: (value: string) => void;
}

/**
 * A search box with its button (the look of Ant Design's Input.Search), natively: the
 * content pages show it before any of the UI kit loads.
 */
export function SearchBox({
  label,
  placeholder,
  className,
  value,
  onChange,
  onSearch,
}: SearchBoxProps) {
  const [own, setOwn] = useState('');
  const text = value ?? own;
  return (
    <form
      role="search"
      aria-label={label}
      className={className ? `search-box ${className}` : 'search-box'}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch?.(text);
      }}
    >
      <input
        type="search"
        className="input search-box__input"
        value={text}
        placeholder={placeholder}
        aria-label={label}
        enterKeyHint="search"
        onChange={(event) => {
          const next = event.target.value;
          if (value === undefined) setOwn(next);
          onChange?.(next);
          if (next === '' && text !== '') onSearch?.('');
        }}
      />
      <Button
        type="submit"
        className="search-box__button"
        aria-label="Pesquisar"
        icon={<Icon icon={SearchOutlined} />}
      />
    </form>
  );
}
