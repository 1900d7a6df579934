import { useState, type FormEvent } from 'react';
import { hasControlCharacters } from '@chitra/contract/text';
import { messagesOf, useMessages, type Translate } from '../../../i18n/i18n';
import { useFormat } from '../../../lib/format';
import { TextField } from '../../../lib/forms/text-field';

/** What is wrong with a list's search words, as the server would refuse them (undefined: nothing), in the page's language. */
export function searchProblem(
  words: string,
  max: number,
  t: Translate<'admin'> = messagesOf('admin'),
  number: (value: number) => string = String,
): string | undefined {
  if (words.trim().length > max) return t('tooLong', { max: number(max) });
  if (hasControlCharacters(words)) return t('controlCharacters');
  return undefined;
}

/** The words a list searches for: the address's, when they pass, else none (an edited address is not sent on). */
export function appliedSearch(words: string, max: number): string {
  return words.trim().length <= max && !hasControlCharacters(words) ? words.trim() : '';
}

/** A list search's Search button, and Clear while the list is narrowed. */
export function SearchActions({ findLabel, clearLabel, filtered, onClear }: { findLabel: string; clearLabel: string; filtered: boolean; onClear: () => void }) {
  return (
    <div className="admin-actions">
      <button type="submit" className="button button--small">
        {findLabel}
      </button>
      {filtered && (
        <button type="button" className="button button--small admin-button--quiet" onClick={onClear}>
          {clearLabel}
        </button>
      )}
    </div>
  );
}

type SearchFormProps = {
  label: string;
  hint?: string;
  maxLength: number;
  /** The words the list is searched for now ('' for none). */
  applied: string;
  /** Puts the words in the address ('' clears them). */
  onApply: (words: string) => void;
  findLabel: string;
  clearLabel: string;
};

/**
 * An admin list's search box: the words are checked as the server checks
 * them before they reach the address, with the reason beside the box.
 */
export function SearchForm({ label, hint, maxLength, applied, onApply, findLabel, clearLabel }: SearchFormProps) {
  const t = useMessages('admin');
  const format = useFormat();
  const [typed, setTyped] = useState(applied);
  const [problem, setProblem] = useState<string | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = searchProblem(typed, maxLength, t, format.number);
    setProblem(found);
    if (found === undefined) onApply(typed.trim());
  };

  return (
    <form className="admin-filters admin-search" role="search" noValidate onSubmit={onSubmit}>
      <TextField
        label={label}
        hint={hint}
        name="search"
        type="search"
        maxLength={maxLength}
        value={typed}
        error={problem}
        onChange={(event) => setTyped(event.target.value)}
      />
      <SearchActions
        findLabel={findLabel}
        clearLabel={clearLabel}
        filtered={applied !== ''}
        onClear={() => {
          setTyped('');
          setProblem(undefined);
          onApply('');
        }}
      />
    </form>
  );
}
