import { useEffect, useId, useRef, useState } from "react";
import type SignaturePad from "signature_pad";
import { useHydrated } from "~/components/cart/use-hydrated";
import { checkSignatureImage } from "~/shared/booking/signature-image";

// The optional drawn signature: signature_pad is fetched only when she taps "Draw my signature", so
// the page itself carries none of it. The drawing is posted as a PNG data URL in `signature`; the
// same check as the server's runs first, so a drawing the server would refuse says so here.

export function SignatureDrawing({ error }: { error: string | undefined }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | undefined>(undefined);
  const hintId = useId();
  const shown = problem ?? error;

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    void import("signature_pad").then(({ default: Pad }) => {
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      // Twice the CSS size at most: sharp enough, and well under the server's size limit.
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext("2d")?.scale(ratio, ratio);
      const pad = new Pad(canvas, { penColor: "#2b2622" });
      pad.addEventListener("endStroke", () => {
        const url = pad.toDataURL("image/png");
        const check = checkSignatureImage(url);
        setValue(check.ok ? url : "");
        setProblem(check.ok ? undefined : check.error);
      });
      padRef.current = pad;
    });
    return () => {
      cancelled = true;
      padRef.current?.off();
      padRef.current = undefined;
    };
  }, [open]);

  const clear = () => {
    padRef.current?.clear();
    setValue("");
    setProblem(undefined);
  };

  return (
    <div className="mt-6">
      <input type="hidden" name="signature" value={value} />
      {hydrated && !open && (
        <button type="button" className="btn-outline w-full" onClick={() => setOpen(true)}>
          Draw my signature (optional)
        </button>
      )}
      {open && (
        <div>
          <p id={hintId} className="field-label">
            Draw your signature with your finger or mouse (optional)
          </p>
          <canvas
            ref={canvasRef}
            role="img"
            aria-label="Signature drawing area"
            aria-describedby={hintId}
            className="h-40 w-full touch-none rounded-md border border-ink/25 bg-white"
          />
          <div className="mt-2 flex gap-3">
            <button type="button" className="btn-outline flex-1" onClick={clear}>
              Clear
            </button>
            <button
              type="button"
              className="btn-outline flex-1"
              onClick={() => {
                clear();
                setOpen(false);
              }}
            >
              Don’t use a drawing
            </button>
          </div>
        </div>
      )}
      {shown && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {shown}
        </p>
      )}
    </div>
  );
}
