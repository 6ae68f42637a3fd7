import { adminMeta } from "~/components/admin/admin-ui";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { EditorPageHead } from "~/components/admin/editor/editor-page-head";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { AmountsFields, GiftCardFields } from "~/components/admin/shop/gift-card-form";
import { ShopNav } from "~/components/admin/shop/shop-nav";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { newGiftCardAction, newGiftCardPage } from "~/server/shop/gift-card-actions.server";
import type { Route } from "./+types/gift-card-new";

// Issue a gift card (decision 046): it is mailed to the recipient with its code and a PDF card;
// created, it opens on its own page. Her list of amounts is kept here too.

export const meta: Route.MetaFunction = () => adminMeta("Issue a gift card");

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, newGiftCardPage);
}

export function action({ request }: Route.ActionArgs) {
  return newGiftCardAction(request);
}

export default function NewGiftCard({ loaderData, actionData }: Route.ComponentProps) {
  const { amounts } = loaderData;
  return (
    <>
      <ShopNav />
      <EditorPageHead
        backTo="/admin/gift-cards"
        back="All gift cards"
        lead="The recipient gets an e-mail with the card's code and a printable card (PDF)."
      >
        Issue a gift card
      </EditorPageHead>
      <SaveOutcome result={actionData} />
      <EditorForm>
        <GiftCardFields amounts={amounts} actionData={actionData} />
      </EditorForm>
      <EditorForm className="mt-10">
        <AmountsFields amounts={amounts} actionData={actionData} />
      </EditorForm>
    </>
  );
}
