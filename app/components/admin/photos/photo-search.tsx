import { Form } from "react-router";
import { MAX_SEARCH_LENGTH } from "./photo-format";

/** Searching the library by file name (a GET form: the search is in the address, pages keep it). */
export function PhotoSearch({ id, search, className }: { id: string; search: string; className: string }) {
  return (
    <Form method="get" role="search" className={`flex flex-wrap items-end gap-2 ${className}`}>
      <div>
        <label htmlFor={id} className="field-label">
          Search by file name
        </label>
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={search}
          maxLength={MAX_SEARCH_LENGTH}
          className="field-input w-56"
        />
      </div>
      <button type="submit" className="btn-outline">
        Search
      </button>
    </Form>
  );
}
