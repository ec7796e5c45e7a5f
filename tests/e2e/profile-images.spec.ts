// Profile images in Chromium (docs/profile-images.md): on /profile-image-test a
// signed-in user picks a photo, sees the preview, uploads it, and the header's account menu shows it
// at once; a text file renamed .png is refused with the catalogue's message.
import { expect, test } from "@playwright/test";
import sharp from "sharp";

import { signInAs } from "./support/auth-states";

test("upload on /profile-image-test, and the header's menu shows the image", async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(context, "photographer");
  await page.goto("/profile-image-test");

  const menuButton = page.getByRole("button", { name: /^Imogen ?, account menu$/ });
  // Initials (Imogen Tester) until there is an image; hidden from the button's accessible name.
  await expect(menuButton).toContainText("IT");
  await expect(menuButton.getByTestId("profile-image")).toHaveCount(0);

  const field = page.getByLabel("Image to upload");
  await field.setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("not an image"),
  });
  await page.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("File type not supported");

  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2563eb" } })
    .jpeg()
    .toBuffer();
  await field.setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByRole("img", { name: "Preview of the chosen image" })).toBeVisible();
  const served = page.waitForResponse(
    (response) =>
      /\/api\/profile-images\/[\w-]{24}$/.test(response.url()) && response.request().method() === "GET",
  );
  await page.getByRole("button", { name: "Upload image" }).click();

  // The header's menu button shows the uploaded image at once, at its fixed 24 px.
  const headerImage = menuButton.getByTestId("profile-image");
  await expect(headerImage).toHaveCSS("background-image", /url\(".*\/api\/profile-images\/[\w-]{24}"\)/);
  const box = await headerImage.boundingBox();
  expect(box?.width).toBe(24);
  expect(box?.height).toBe(24);
  const response = await served;
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/webp");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  await expect(page.getByRole("img", { name: "Your profile image, header menu size" })).toBeVisible();

  await page.goto("/profile");
  await expect(page.getByRole("img", { name: "Your profile image", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove image" })).toBeVisible();
});
