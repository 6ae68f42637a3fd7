import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { cleanFilename, filenameFromHeaders, receiveUpload, UploadError } from "./multipart.server";

// Limits of the streaming upload reader, with small limits so the tests stay small.

async function multipart(files: Array<[string, number]>, extra: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, size] of files) form.append("files", new File([Buffer.alloc(size, 7)], name));
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  return {
    body,
    request: (headers: Record<string, string> = {}) =>
      new Request("http://localhost/admin/photos/upload", {
        method: "POST",
        headers: { "content-type": encoded.headers.get("content-type")!, ...extra, ...headers },
        body,
      }),
  };
}

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadError);
  return error as UploadError;
};

describe("receiveUpload", () => {
  it("writes each file to a temp folder and removes it on cleanup", async () => {
    const { request } = await multipart([
      ["a.jpg", 1000],
      ["b.jpg", 2000],
    ]);
    const upload = await receiveUpload(request());
    expect(upload.files.map((f) => [f.fieldName, f.filename, f.size])).toEqual([
      ["files", "a.jpg", 1000],
      ["files", "b.jpg", 2000],
    ]);
    expect(fs.readFileSync(upload.files[1]!.path).length).toBe(2000);
    await upload.cleanup();
    expect(fs.existsSync(upload.files[0]!.path)).toBe(false);
  });

  it("refuses a file over the per-file limit with 413 naming that file", async () => {
    const { request } = await multipart([
      ["small.jpg", 1000],
      ["huge photo.jpg", 50_000],
    ]);
    const error = await rejection(receiveUpload(request(), { maxFileBytes: 10_000 }));
    expect(error.status).toBe(413);
    expect(error.filename).toBe("huge photo.jpg");
    expect(error.message).toContain("“huge photo.jpg” is larger than");
  });

  it("refuses a request over the per-request limit with 413 naming the file it reached", async () => {
    const { request } = await multipart([
      ["one.jpg", 40_000],
      ["two.jpg", 40_000],
      ["three.jpg", 40_000],
    ]);
    const error = await rejection(receiveUpload(request(), { maxRequestBytes: 100_000 }));
    expect(error.status).toBe(413);
    expect(error.filename).toBe("three.jpg");
  });

  it("refuses a declared length over the limit before reading the files, still naming the first", async () => {
    const { request } = await multipart([["first.tif", 10_000]]);
    const error = await rejection(
      receiveUpload(request({ "content-length": String(2 * 1024 ** 3) }), { maxRequestBytes: 100_000 }),
    );
    expect([error.status, error.filename]).toEqual([413, "first.tif"]);
  });

  it("answers 400 for a body that is not multipart", async () => {
    const request = new Request("http://localhost/", {
      method: "POST",
      body: "x=1",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect((await rejection(receiveUpload(request))).status).toBe(400);
  });

  it("answers 400 for a multipart body cut off in the middle", async () => {
    const { body, request } = await multipart([["a.jpg", 5000]]);
    const cut = new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": request().headers.get("content-type")! },
      body: body.subarray(0, 3000),
    });
    expect((await rejection(receiveUpload(cut))).status).toBe(400);
  });
});

describe("file names", () => {
  it("are read from part headers, quoted, unquoted or RFC 5987", () => {
    expect(filenameFromHeaders('Content-Disposition: form-data; name="files"; filename="IMG 0001.JPG"')).toBe(
      "IMG 0001.JPG",
    );
    expect(filenameFromHeaders("Content-Disposition: form-data; name=files; filename=a.png")).toBe("a.png");
    expect(filenameFromHeaders("Content-Disposition: form-data; name=files; filename*=UTF-8''caf%C3%A9.jpg")).toBe(
      "café.jpg",
    );
    expect(filenameFromHeaders('Content-Disposition: form-data; name="csrf"')).toBeUndefined();
  });

  it("lose folders and control characters", () => {
    expect(cleanFilename("C:\\Users\\jane\\DSC_1.jpg")).toBe("DSC_1.jpg");
    expect(cleanFilename("../../etc/passwd")).toBe("passwd");
    expect(cleanFilename("a\u0000b\nc.jpg")).toBe("abc.jpg");
    expect(cleanFilename("")).toBe("photo");
  });
});
