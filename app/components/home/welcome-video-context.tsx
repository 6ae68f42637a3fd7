import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

// The welcome video's state, shared by the floating widget and the about section's "Show video"
// button (SPEC §4.7: cover → playing → cover; close hides it; another section shows it again).

interface WelcomeVideoState {
  visible: boolean;
  playing: boolean;
  play: () => void;
  /** The video ended: back to the cover. */
  end: () => void;
  /** Stop playback and hide the widget. */
  close: () => void;
  show: () => void;
}

const WelcomeVideoContext = createContext<WelcomeVideoState | null>(null);

export function WelcomeVideoProvider({ children }: { children: ReactNode }) {
  const [visible, setVisible] = useState(true);
  const [playing, setPlaying] = useState(false);
  // The setters are stable, so the actions are too: listeners subscribed with them never go stale.
  const actions = useMemo(
    () => ({
      play: () => {
        setVisible(true);
        setPlaying(true);
      },
      end: () => setPlaying(false),
      close: () => {
        setPlaying(false);
        setVisible(false);
      },
      show: () => setVisible(true),
    }),
    [],
  );
  const value = useMemo<WelcomeVideoState>(() => ({ visible, playing, ...actions }), [visible, playing, actions]);
  return <WelcomeVideoContext.Provider value={value}>{children}</WelcomeVideoContext.Provider>;
}

export function useWelcomeVideo(): WelcomeVideoState {
  const state = useContext(WelcomeVideoContext);
  if (!state) throw new Error("useWelcomeVideo must be used inside <WelcomeVideoProvider>");
  return state;
}
