import { useToast } from '@labellens/shell-contract';
import { Button } from '@labellens/web-ui';
import { Share2 } from 'lucide-react';
import { buildShareText, type ShareSummaryInput } from '../utils/share-text';

export interface ShareButtonProps {
  summary: ShareSummaryInput;
}

/**
 * Shares the text summary with the native share sheet, or copies it where that is unavailable.
 * (The image share cards of spec 01 §2 are not built yet.)
 */
export function ShareButton({ summary }: ShareButtonProps) {
  const { toast } = useToast();
  const share = async () => {
    const text = buildShareText(summary);
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: `LabelLens: ${summary.productName}`, text });
        return;
      }
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied!', description: 'Share text copied to clipboard.' });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast({
        title: 'Sharing failed',
        description: 'Please try again.',
        variant: 'destructive',
      });
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void share()}>
      <Share2 aria-hidden="true" /> Share
    </Button>
  );
}
