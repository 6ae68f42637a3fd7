import {
  additionalServices,
  extendedFamilyNote,
  familyPackages,
  travelAndBooking,
  weddingAddOns,
  weddingPackageIncludes,
  weddingPackages,
  type PackageCard,
} from "~/catalogue/investment";
import type { InvestmentValues, PackageValues } from "~/shared/investment-content";

// Today's INVESTMENT section (app/catalogue/investment.ts) as the database's first content.

const packageSeed = (card: PackageCard): PackageValues => ({
  title: card.title,
  subtitle: card.subtitle ?? "",
  priceCents: card.priceCents,
  priceUnit: card.priceUnit ?? "",
  description: card.description,
  features: [...card.features],
});

export function seedInvestment(): InvestmentValues {
  return {
    weddingPackages: weddingPackages.map(packageSeed),
    weddingIncludes: [...weddingPackageIncludes],
    weddingAddOns: weddingAddOns.map((a) => ({
      title: a.title,
      // The album's "Starting at" is copied from the album catalogue once; from then on it is
      // the shown price she edits (the charged price stays in app/catalogue/albums.ts).
      priceCents: a.priceCents,
      priceIsFrom: a.priceIsFrom,
      description: a.description,
      linksToAlbumProject: a.linksTo === "albumProject",
    })),
    familyPackages: familyPackages.map(packageSeed),
    familyNote: extendedFamilyNote,
    additionalServices: additionalServices.map(packageSeed),
    travelNotes: [...travelAndBooking],
  };
}
