import { defineGalleryFuzz } from "../integration/fuzz-gallery-harness";

// The full property-based run of the client gallery's download and favourites endpoints, with their
// limits reached (decision 028): 3,000 generated requests.
defineGalleryFuzz(3000);
