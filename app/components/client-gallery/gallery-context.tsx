import { createContext, useContext } from "react";
import type { ClientGalleryInfo, ClientSet, PhotographerContact } from "./gallery-types";

// The open gallery as every photo action needs it (whether downloads or prints are allowed, per
// set), without passing it down through the grid and the lightbox.

export interface ClientGalleryContextValue {
  gallery: ClientGalleryInfo;
  sets: readonly ClientSet[];
  contact: PhotographerContact;
}

const ClientGalleryContext = createContext<ClientGalleryContextValue | null>(null);
export const ClientGalleryProvider = ClientGalleryContext.Provider;

export function useClientGallery(): ClientGalleryContextValue {
  const value = useContext(ClientGalleryContext);
  if (!value) throw new Error("useClientGallery outside <ClientGalleryProvider>");
  return value;
}
