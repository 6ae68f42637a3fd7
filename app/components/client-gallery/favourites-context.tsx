import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { FavouriteList } from "./gallery-types";

// The client's favourites in the browser: who is choosing (their name, kept in localStorage and
// sent with every request), which of their lists is open, and its hearts and notes. Changes show
// at once and go to /g/<slug>/favourites one after another, in order (a quick heart-unheart must
// not arrive the wrong way round); the server's answer, once nothing is pending, is the truth.
// Plain fetch rather than a router fetcher: a fetcher's action would re-run the page's loader
// (a page of photos) after every heart, and one fetcher cancels its own earlier submission.

export const DEFAULT_LIST_NAME = "Album picks";
const PERSON_KEY = "gallery-person";
const listKey = (slug: string) => `gallery-list:${slug}`;

type Intent =
  | { intent: "heart"; itemId: number; on: boolean }
  | { intent: "note"; itemId: number; note: string }
  | { intent: "rename"; newName: string }
  | { intent: "submit" };

export interface Favourites {
  /** Null until the client gives a name. */
  person: string | null;
  listName: string;
  list: FavouriteList | undefined;
  isHearted: (itemId: number) => boolean;
  count: number;
  toggle: (itemId: number) => void;
  setNote: (itemId: number, note: string) => void;
  rename: (name: string) => Promise<boolean>;
  submit: () => Promise<boolean>;
  /** Opens the "your name" dialog (also to change the name). */
  askName: () => void;
  setPerson: (name: string) => void;
  nameRequested: boolean;
  cancelName: () => void;
  error: string | null;
  notice: string | null;
  busy: boolean;
}

const FavouritesContext = createContext<Favourites | null>(null);

export function useFavourites(): Favourites {
  const value = useContext(FavouritesContext);
  if (!value) throw new Error("useFavourites outside <FavouritesProvider>");
  return value;
}

const read = (key: string) => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string) => {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode without storage: the name lasts for this visit only.
  }
};

interface Answer {
  lists?: FavouriteList[];
  error?: string;
}

async function call(url: string, init?: RequestInit): Promise<{ ok: boolean; answer: Answer }> {
  try {
    const response = await fetch(url, { credentials: "same-origin", ...init });
    const answer = (await response.json().catch(() => ({}))) as Answer;
    return { ok: response.ok, answer };
  } catch {
    return { ok: false, answer: { error: "No connection. Your last change was not saved; please try again." } };
  }
}

/** Applies a change to a list the way the server will, so the page shows it before the answer. */
function optimistic(list: FavouriteList | undefined, name: string, change: Intent, filename: string): FavouriteList {
  const base: FavouriteList = list ?? { name, submittedAt: null, unsent: true, favourites: [] };
  if (change.intent === "heart") {
    const others = base.favourites.filter((f) => f.itemId !== change.itemId);
    const favourites = change.on ? [...others, { itemId: change.itemId, note: "", filename }] : others;
    return { ...base, unsent: true, favourites };
  }
  if (change.intent === "note") {
    const exists = base.favourites.some((f) => f.itemId === change.itemId);
    const favourites = exists
      ? base.favourites.map((f) => (f.itemId === change.itemId ? { ...f, note: change.note } : f))
      : [...base.favourites, { itemId: change.itemId, note: change.note, filename }];
    return { ...base, unsent: true, favourites };
  }
  return base;
}

export function FavouritesProvider({
  slug,
  filenameOf,
  children,
}: {
  slug: string;
  /** The filename of a loaded photo (for a heart's optimistic entry). */
  filenameOf: (itemId: number) => string;
  children: ReactNode;
}) {
  const url = `/g/${slug}/favourites`;
  const listsUrl = `${url}/lists`;
  const [person, setPersonState] = useState<string | null>(null);
  const [listName, setListName] = useState(DEFAULT_LIST_NAME);
  const [lists, setLists] = useState<FavouriteList[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(0);
  const [nameRequested, setNameRequested] = useState(false);
  /** The heart a client clicked before giving their name: it lands once they have. */
  const pendingHeart = useRef<number | undefined>(undefined);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const pendingCount = useRef(0);

  /** Shows a person's lists as read; answers the name of the list to open. */
  const show = useCallback(
    ({ ok, answer }: { ok: boolean; answer: Answer }): string => {
      const found = ok ? (answer.lists ?? []) : [];
      if (!ok) setError(answer.error ?? "Your favourites could not be loaded.");
      setLists(found);
      // The list this browser had open, else the person's first, else a new "Album picks".
      const remembered = read(listKey(slug));
      const open = found.find((l) => l.name === remembered)?.name ?? found[0]?.name ?? DEFAULT_LIST_NAME;
      setListName(open);
      return open;
    },
    [slug],
  );
  const fetchLists = useCallback((who: string) => call(`${listsUrl}?person=${encodeURIComponent(who)}`), [listsUrl]);
  const load = useCallback(async (who: string) => show(await fetchLists(who)), [fetchLists, show]);

  // After hydration: the name this browser gave before, and that person's hearts, shown together.
  useEffect(() => {
    const known = read(PERSON_KEY);
    if (!known) return;
    let current = true;
    void fetchLists(known).then((result) => {
      if (!current) return;
      show(result);
      setPersonState(known);
    });
    return () => {
      current = false;
    };
  }, [fetchLists, show]);

  const send = useCallback(
    (who: string, list: string, change: Intent): Promise<boolean> => {
      pendingCount.current += 1;
      setPending((n) => n + 1);
      const run = async () => {
        const body = new URLSearchParams({ person: who, list });
        for (const [key, value] of Object.entries(change)) body.set(key, String(value));
        const { ok, answer } = await call(url, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body,
        });
        pendingCount.current -= 1;
        setPending((n) => n - 1);
        if (!ok) {
          setError(answer.error ?? "That could not be saved. Please try again.");
          // Back to what the server has.
          void load(who);
          return false;
        }
        setError(null);
        if (pendingCount.current === 0 && answer.lists) setLists(answer.lists);
        return true;
      };
      const result = queue.current.then(run, run);
      queue.current = result;
      return result;
    },
    [load, url],
  );

  const list = lists.find((l) => l.name === listName);

  const change = useCallback(
    (who: string, intent: Intent, itemId: number) => {
      setNotice(null);
      setLists((current) => {
        const existing = current.find((l) => l.name === listName);
        const next = optimistic(existing, listName, intent, filenameOf(itemId));
        return existing ? current.map((l) => (l === existing ? next : l)) : [...current, next];
      });
      void send(who, listName, intent);
    },
    [filenameOf, listName, send],
  );

  const askName = useCallback(() => setNameRequested(true), []);

  const value = useMemo<Favourites>(() => {
    const hearted = new Set(list?.favourites.map((f) => f.itemId));
    return {
      person,
      listName,
      list,
      isHearted: (itemId) => hearted.has(itemId),
      count: hearted.size,
      toggle: (itemId) => {
        if (person) {
          change(person, { intent: "heart", itemId, on: !hearted.has(itemId) }, itemId);
        } else {
          // The first heart waits for the name, then lands.
          pendingHeart.current = itemId;
          askName();
        }
      },
      setNote: (itemId, note) => {
        if (person) change(person, { intent: "note", itemId, note }, itemId);
      },
      rename: async (name) => {
        const clean = name.replace(/\s+/g, " ").trim();
        if (!person || !clean || clean === listName) return false;
        setNotice(null);
        const ok = list ? await send(person, listName, { intent: "rename", newName: clean }) : true;
        if (ok) {
          setListName(clean);
          write(listKey(slug), clean);
        }
        return ok;
      },
      submit: async () => {
        if (!person) return false;
        const ok = await send(person, listName, { intent: "submit" });
        if (ok) setNotice("Sent! Your photographer has your list. You can still change it and send it again.");
        return ok;
      },
      askName,
      setPerson: (name) => {
        const clean = name.replace(/\s+/g, " ").trim();
        write(PERSON_KEY, clean);
        setPersonState(clean);
        setNameRequested(false);
        setLists([]);
        // Taken now: closing the name dialog (below) reports a close, which forgets it.
        const itemId = pendingHeart.current;
        pendingHeart.current = undefined;
        void (async () => {
          const open = await load(clean);
          if (itemId === undefined) return;
          if (await send(clean, open, { intent: "heart", itemId, on: true })) await load(clean);
        })();
      },
      nameRequested,
      cancelName: () => {
        pendingHeart.current = undefined;
        setNameRequested(false);
      },
      error,
      notice,
      busy: pending > 0,
    };
  }, [person, listName, list, change, askName, send, slug, load, nameRequested, error, notice, pending]);

  return <FavouritesContext.Provider value={value}>{children}</FavouritesContext.Provider>;
}
