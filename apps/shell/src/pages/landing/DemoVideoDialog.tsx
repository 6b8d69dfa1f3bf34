import { Button, ModalDialog } from '@labellens/web-ui';
import { ChevronLeft, ChevronRight, VideoOff } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { counterLabel, DEMO_VIDEOS, wrapIndex } from './demo-videos';

export interface DemoVideoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function DemoVideoDialog({ open, onOpenChange }: DemoVideoDialogProps) {
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<Record<string, boolean>>({});
  const video = DEMO_VIDEOS[index];
  const total = DEMO_VIDEOS.length;
  const unavailable = failed[video.src];

  const startTrial = () => {
    onOpenChange(false);
    void navigate('/auth');
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      wide
      aria-describedby="demo-video-description"
      title={video.title}
      description={video.description}
      descriptionId="demo-video-description"
    >
      <div className="shell-demo__frame">
        {unavailable ? (
          <div className="shell-demo__unavailable" role="status">
            <VideoOff aria-hidden="true" />
            <p className="shell-demo__unavailable-title">Video unavailable</p>
            <p className="ll-text-sm">
              This demo could not be played here. The description above explains what it shows.
            </p>
          </div>
        ) : (
          <video
            key={video.src}
            className="shell-demo__video"
            src={video.src}
            poster={video.poster}
            controls
            preload="metadata"
            playsInline
            onError={() => {
              setFailed((prev) => ({ ...prev, [video.src]: true }));
            }}
          >
            <track kind="captions" src={video.captions} srcLang="en" label="English" default />
            Your browser does not support the video tag.
          </video>
        )}
      </div>

      <div className="shell-demo__controls">
        <Button
          variant="outline"
          size="icon"
          aria-label="Previous video"
          onClick={() => {
            setIndex((i) => wrapIndex(i, -1, total));
          }}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <span className="shell-demo__counter" aria-live="polite" data-testid="demo-counter">
          {counterLabel(index, total)}
        </span>
        <Button
          variant="outline"
          size="icon"
          aria-label="Next video"
          onClick={() => {
            setIndex((i) => wrapIndex(i, 1, total));
          }}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>

      <Button variant="brand" size="lg" block onClick={startTrial}>
        Start Your Free Trial Now
      </Button>
    </ModalDialog>
  );
}
