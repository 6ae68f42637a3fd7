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
import type { InvestmentValues, ServiceValues } from "~/shared/investment-content";

// Today's INVESTMENT section (app/catalogue/investment.ts) as the database's first content: the
// services rows (migration 0022) and the investment_content row's texts. Every session fee is
// taxable (Arizona's transaction privilege tax treats it as retail; decision 033).

const packageSeed = (card: PackageCard): ServiceValues => ({
  title: card.title,
  subtitle: card.subtitle ?? "",
  priceCents: card.priceCents,
  priceUnit: card.priceUnit ?? "",
  priceIsFrom: false,
  description: card.description,
  features: [...card.features],
  taxable: true,
  linksToAlbumProject: false,
});

export function seedInvestment(): InvestmentValues {
  return {
    weddingPackages: weddingPackages.map(packageSeed),
    weddingIncludes: [...weddingPackageIncludes],
    weddingAddOns: weddingAddOns.map((a) => ({
      title: a.title,
      subtitle: "",
      // The album's "Starting at" is copied from the album catalogue once; from then on it is
      // the price she edits here (the shop's album prices are her price sheets, decision 049).
      priceCents: a.priceCents,
      priceUnit: "",
      priceIsFrom: a.priceIsFrom,
      description: a.description,
      features: [],
      taxable: true,
      linksToAlbumProject: a.linksTo === "albumProject",
    })),
    familyPackages: familyPackages.map(packageSeed),
    familyNote: extendedFamilyNote,
    additionalServices: additionalServices.map(packageSeed),
    travelNotes: [...travelAndBooking],
  };
}
