import type { PrintOrientation } from "./sizes";

export interface FloralPrint {
  readonly id: string;
  readonly title: string;
  /** The detail page's long description. */
  readonly description: string;
  /** The gallery and all-products card text. */
  readonly summary: string;
  /** Decides the size list (SPEC §9.6: only golden-tulips is landscape on floral pages). */
  readonly orientation: PrintOrientation;
}

/** The six floral prints, in gallery order. */
export const floralPrints: readonly FloralPrint[] = [
  {
    id: "vintage-roses",
    title: "Vintage Roses",
    description:
      "Soft blush roses gathered in an heirloom vase, photographed in gentle window light. Muted tones and velvety petals give it the quiet warmth of an old family keepsake.",
    summary: "Blush roses in gentle window light with the warmth of an heirloom.",
    orientation: "portrait",
  },
  {
    id: "pink-peonies",
    title: "Pink Peonies",
    description:
      "Full pink peonies at the peak of bloom, their ruffled petals layered in every shade from cream to rose. A romantic, airy piece that brings spring indoors all year.",
    summary: "Ruffled pink peonies at peak bloom, romantic and airy.",
    orientation: "portrait",
  },
  {
    id: "garden-bouquet",
    title: "Garden Bouquet",
    description:
      "A loose, just-picked bouquet of garden flowers and trailing greenery. Relaxed and full of life, it feels like the first armful of a summer morning.",
    summary: "A loose, just-picked bouquet of garden flowers and greenery.",
    orientation: "portrait",
  },
  {
    id: "red-rose-strawberries",
    title: "Red Roses & Strawberries",
    description:
      "Deep red roses share the table with ripe strawberries in a rich, painterly still life. Bold color and soft shadow make it a warm focal point for a kitchen or dining room.",
    summary: "Red roses and ripe strawberries in a rich, painterly still life.",
    orientation: "portrait",
  },
  {
    id: "golden-tulips",
    title: "Golden Tulips",
    description:
      "Golden tulips lean and curve toward the light in a wide, sunlit composition. Cheerful and bright, it is printed in landscape orientation to give the stems room to breathe.",
    summary: "Sunlit golden tulips in a wide, cheerful composition.",
    orientation: "landscape",
  },
  {
    id: "dried-flowers",
    title: "Dried Flowers",
    description:
      "Dried blooms and grasses in faded golds and dusty pinks, arranged with a light touch. Textured and understated, it suits a calm, natural space.",
    summary: "Dried blooms and grasses in faded golds and dusty pinks.",
    orientation: "portrait",
  },
];
