/** The search field: label, stall spinner, the combobox input, the reset and (narrow screens) Cancel buttons. */
import type { RefObject } from 'react';
import { MAX_QUERY_LENGTH } from '../request.ts';
import { LoadingIcon, ResetIcon, SearchIcon } from './icons.tsx';
import type { SearchApi, SearchState } from './use-search.ts';

export function SearchBox({ api, state, input, onClose }: { api: SearchApi; state: SearchState; input: RefObject<HTMLInputElement | null>; onClose: () => void }) {
  const inputElement = input.current;
  return (
    <>
      <form className="DocSearch-Form" {...api.getFormProps({ inputElement })}>
        <label className="DocSearch-MagnifierLabel" {...api.getLabelProps()}>
          <SearchIcon />
          <span className="DocSearch-VisuallyHiddenForAccessibility">Search</span>
        </label>
        <div className="DocSearch-LoadingIndicator">
          <LoadingIcon />
        </div>
        <input
          className="DocSearch-Input"
          ref={input}
          {...api.getInputProps({ inputElement, autoFocus: true, maxLength: MAX_QUERY_LENGTH })}
          role="combobox"
          aria-expanded={state.isOpen}
        />
        <button type="reset" title="Clear the query" className="DocSearch-Reset" aria-label="Clear the query" hidden={!state.query}>
          <ResetIcon />
        </button>
      </form>
      <button type="button" className="DocSearch-Cancel" aria-label="Cancel" onClick={onClose}>
        Cancel
      </button>
    </>
  );
}
