import { Button } from '@labellens/web-ui';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FALLBACK_CAPTURE, renderToJpeg } from '../utils/image';

export interface CameraOverlayProps {
  onCapture: (dataUrl: string) => void;
  onClose: () => void;
}

function cameraErrorText(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'Permission denied. Please refresh and give camera permission.';
  }
  return 'No camera device accessible. Please connect your camera or try a different browser.';
}

/** Full-screen rear camera at 9:16 with a shutter and a close button. */
export function CameraOverlay({ onCapture, onClose }: CameraOverlayProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    const start = async () => {
      try {
        // Absent outside secure contexts (plain http), though the DOM types say otherwise.
        const devices = navigator.mediaDevices as MediaDevices | undefined;
        if (!devices?.getUserMedia) throw new DOMException('', 'NotFoundError');
        stream = await devices.getUserMedia({
          video: { facingMode: 'environment', aspectRatio: 9 / 16 },
          audio: false,
        });
        if (cancelled) return;
        if (video.current) {
          video.current.srcObject = stream;
          await video.current.play();
        }
      } catch (e) {
        if (!cancelled) setError(cameraErrorText(e));
      }
    };
    void start();
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((t) => {
        t.stop();
      });
    };
  }, []);

  const shoot = () => {
    const el = video.current;
    if (!el) return;
    try {
      const width = el.videoWidth || FALLBACK_CAPTURE.width;
      const height = el.videoHeight || FALLBACK_CAPTURE.height;
      onCapture(renderToJpeg(el, width, height));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Canvas is not supported');
    }
  };

  return (
    <div className="scan-camera" role="dialog" aria-modal="true" aria-label="Camera">
      <video ref={video} className="scan-camera__video" playsInline muted />
      {error ? (
        <p className="scan-camera__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="scan-camera__controls">
        <Button variant="secondary" size="icon" aria-label="Close camera" onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
        <button
          type="button"
          className="scan-camera__shutter"
          aria-label="Take photo"
          disabled={Boolean(error)}
          onClick={shoot}
        />
        <span className="scan-camera__spacer" />
      </div>
    </div>
  );
}
