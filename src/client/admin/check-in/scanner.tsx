/**
 * The camera for the check-in screen, a chunk of its own loaded when the official opens it. It
 * reads QR codes with the browser's BarcodeDetector where there is one (Chrome on Android), and
 * otherwise with jsQR (bundled with the site: nothing is fetched from elsewhere) on video frames.
 * The same code seen again within a few seconds is reported once: a card held up to the phone is
 * one scan, not ten.
 */
import { useEffect, useRef, useState } from 'react';
import jsQR from 'jsqr';

interface Detector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
declare global {
  interface Window {
    BarcodeDetector?: new (options: { formats: string[] }) => Detector;
  }
}

const SAME_CODE_QUIET_MS = 4000;
/** Frames a second read on a cheap phone: enough for a held card, light on the battery. */
const FRAME_MS = 150;

export default function Scanner({ onText }: { onText: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  // No camera API at all (plain http on a LAN address, an old browser): say so from the start.
  const [problem, setProblem] = useState<string | null>(() =>
    typeof navigator !== 'undefined' && !navigator.mediaDevices
      ? 'This browser has no camera access here. Type the number or code below.'
      : null,
  );
  const report = useRef(onText);
  useEffect(() => {
    report.current = onText;
  }, [onText]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const last = { text: '', at: 0 };
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const detector = window.BarcodeDetector ? new window.BarcodeDetector({ formats: ['qr_code'] }) : null;

    const seen = (text: string) => {
      const now = Date.now();
      if (text === last.text && now - last.at < SAME_CODE_QUIET_MS) return;
      last.text = text;
      last.at = now;
      report.current(text);
    };

    const readFrame = async () => {
      const v = video.current;
      if (stopped || !v || v.readyState < 2) return;
      if (detector) {
        const codes = await detector.detect(v).catch(() => []);
        if (codes[0]) seen(codes[0].rawValue);
        return;
      }
      if (!context) return;
      canvas.width = v.videoWidth;
      canvas.height = v.videoHeight;
      context.drawImage(v, 0, 0);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      const code = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
      if (code?.data) seen(code.data);
    };

    const loop = () => {
      void readFrame().finally(() => {
        if (!stopped) timer = window.setTimeout(loop, FRAME_MS);
      });
    };

    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((s) => {
        stream = s;
        if (stopped || !video.current) return s.getTracks().forEach((t) => t.stop());
        video.current.srcObject = s;
        void video.current.play().catch(() => undefined);
        loop();
      })
      .catch(() => setProblem('The camera could not be opened. Allow the camera, or type the number or code below.'));

    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  return (
    <div className="ci-scanner">
      {problem ? (
        <p className="adm-field-error">{problem}</p>
      ) : (
        <video ref={video} muted playsInline className="ci-video" aria-label="Camera" />
      )}
    </div>
  );
}
