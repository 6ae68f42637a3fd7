import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { ANCHOR_DELAY_FROM_OTHER_PAGE_MS, ANCHOR_DELAY_ON_HOME_MS, scrollToAnchor } from "./scroll-to-anchor";

/** Goes to a home-page section from anywhere on the site. */
export function useGoToAnchor() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (anchor: string) => {
      if (pathname === "/") {
        scrollToAnchor(anchor, ANCHOR_DELAY_ON_HOME_MS);
      } else {
        void navigate("/");
        scrollToAnchor(anchor, ANCHOR_DELAY_FROM_OTHER_PAGE_MS);
      }
    },
    [pathname, navigate],
  );
}
