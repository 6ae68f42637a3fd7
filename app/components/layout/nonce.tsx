import { createContext, useContext } from "react";

// The CSP nonce reaches <Scripts> through context; in the browser it is empty (browsers hide it).
const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
