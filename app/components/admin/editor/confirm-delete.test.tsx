import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { ConfirmDelete, DeletePage } from "./confirm-delete";
import { ADMIN_LAYOUT_ID } from "./csrf-field";

// Rendered inside the admin layout's route, as on the site: the token comes from its loader.
function render(element: React.ReactElement) {
  const Stub = createRoutesStub([
    { id: ADMIN_LAYOUT_ID, path: "/admin", Component: Outlet, children: [{ path: "x", Component: () => element }] },
  ]);
  return renderToString(
    <Stub
      initialEntries={["/admin/x"]}
      hydrationData={{ loaderData: { [ADMIN_LAYOUT_ID]: { admin: { email: "a@b.co", csrfToken: "tok-1" } } } }}
    />,
  );
}

describe("ConfirmDelete", () => {
  it("posts the session's token and the page's own fields, or goes back", () => {
    const html = render(
      <ConfirmDelete keepTo="/admin/photos">
        <input type="hidden" name="version" value="3" />
      </ConfirmDelete>,
    );
    expect(html).toMatch(
      /<form[^>]*method="post"[^>]*>.*name="csrf" value="tok-1".*name="version" value="3".*Delete for good/,
    );
    expect(html).toMatch(/<a[^>]*href="\/admin\/photos"[^>]*>Keep it<\/a>/);
  });

  it("posts the version of the record as shown", () => {
    const html = render(<ConfirmDelete keepTo="/admin/minis/4" version={7} />);
    expect(html).toMatch(/<form[^>]*method="post"[^>]*>.*name="version" value="7".*Delete for good/);
  });
});

describe("DeletePage", () => {
  it("asks its question and shows the server's refusal above what goes", () => {
    const html = render(
      <DeletePage question="Delete this product?" actionData={{ error: "It was changed in another tab." }}>
        <p>Desert Bloom will be removed for good.</p>
      </DeletePage>,
    );
    expect(html).toMatch(
      /<h1[^>]*>Delete this product\?<\/h1>.*role="alert"[^>]*>It was changed in another tab\.<\/p>.*Desert Bloom/,
    );
  });

  it("shows no message before anything was posted", () => {
    const html = render(
      <DeletePage question="Delete this testimonial?">
        <p>The review will be removed for good.</p>
      </DeletePage>,
    );
    expect(html).not.toContain('role="alert"');
  });
});
