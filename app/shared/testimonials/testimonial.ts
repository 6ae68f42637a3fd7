// A testimonial as the repository reads it and the studio admin's forms show it.

export type TestimonialCategory = "love_stories" | "life_stories";
export type PinPosition = "top" | "bottom";

export interface Testimonial {
  id: number;
  brideName: string;
  groomName: string | null;
  reviewText: string;
  rating: number;
  isApproved: boolean;
  category: TestimonialCategory | null;
  photoUrl: string | null;
  createdAt: string;
  hidden: boolean;
  pinPosition: PinPosition | null;
  pinOrder: number | null;
}
