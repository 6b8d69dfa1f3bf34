import { Button, Card, CardContent, Spinner } from '@labellens/web-ui';
import { Camera, RotateCcw, Upload } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { ScanFlow } from '../hooks/useScanFlow';

// The camera view loads when the Camera button is first pressed.
const CameraOverlay = lazy(() =>
  import(/* webpackChunkName: "ondemand-camera" */ './CameraOverlay').then((m) => ({
    default: m.CameraOverlay,
  })),
);

export interface CaptureCardProps {
  flow: ScanFlow;
}

export function CaptureCard({ flow }: CaptureCardProps) {
  const input = useRef<HTMLInputElement>(null);
  const [camera, setCamera] = useState(false);
  const label = flow.tab === 'ingredients' ? 'ingredient list' : 'nutrition facts';

  if (flow.image) {
    return (
      <Card>
        <CardContent className="scan-capture__preview">
          <img src={flow.image} alt="Captured label" className="scan-capture__thumb" />
          <div className="ll-stack ll-stack--sm">
            {flow.extracting || flow.nutritionIndicator ? (
              <p className="ll-row ll-text-sm ll-muted" role="status">
                <Spinner size="sm" />
                {flow.tab === 'ingredients'
                  ? 'Reading ingredients...'
                  : 'Reading nutrition facts...'}
              </p>
            ) : (
              <p className="ll-text-sm ll-muted">Photo captured</p>
            )}
            <Button variant="outline" size="sm" onClick={flow.retake} disabled={flow.extracting}>
              <RotateCcw aria-hidden="true" /> Retake
            </Button>
          </div>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card className="scan-capture">
      <CardContent className="ll-stack">
        <div className="scan-capture__hint">
          <p className="scan-h3">Capture the {label}</p>
          <p className="ll-muted ll-text-sm">
            Fill the frame with the label, in good light, without glare.
          </p>
        </div>
        <div className="scan-capture__actions">
          <Button
            size="lg"
            variant="brand"
            disabled={!flow.canScan}
            onClick={() => {
              if (flow.canScan) setCamera(true);
              else flow.blockScan();
            }}
          >
            <Camera aria-hidden="true" /> Camera
          </Button>
          <Button
            size="lg"
            variant="outline"
            disabled={!flow.canScan}
            onClick={() => input.current?.click()}
          >
            <Upload aria-hidden="true" /> Upload Photo
          </Button>
          <input
            ref={input}
            type="file"
            accept="image/*"
            hidden
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void flow.onFile(file);
            }}
          />
        </div>
      </CardContent>
      {camera ? (
        <Suspense fallback={null}>
          <CameraOverlay
            onClose={() => {
              setCamera(false);
            }}
            onCapture={(dataUrl) => {
              setCamera(false);
              void flow.onImage(dataUrl);
            }}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
