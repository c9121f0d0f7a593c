import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { paths, to } from '../../core/paths';
import { Button } from '../ui/button';
import { Icon } from '../ui/icon';

/** How long the search loading indicator shows (spec: 500 ms). */
export const SEARCH_LOADING_MS = 500;

interface HeaderSearchProps {
  /** Called after a search is submitted (the drawer closes with it). */
  onSearched?: () => void;
}

/**
 * Enter or the icon: go to /search/<text>, or to the landing page when empty.
 * Native input and button: the header shows on every page, before any of the UI kit loads.
 */
export function HeaderSearch({ onSearched }: HeaderSearchProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = () => {
    const term = text.trim();
    setLoading(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLoading(false), SEARCH_LOADING_MS);
    navigate(term ? to.search(term) : paths.landing);
    onSearched?.();
  };

  return (
    <form
      role="search"
      className="header-search"
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <input
        type="search"
        className="header-search__input"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Pesquisar"
        aria-label="Pesquisar no site"
        enterKeyHint="search"
      />
      <Button
        type="submit"
        className="header-search__button"
        aria-label="Pesquisar"
        icon={<Icon icon={SearchOutlined} />}
        loading={loading}
      />
    </form>
  );
}
